// Private to the trace generator: PRNG and frame builders. All multi-byte header fields are
// written in network byte order by the builders.
#pragma once

#include "core/gen/trace_generator.h"
#include "core/trace/trace_writer.h"

#include <cstddef>
#include <cstdint>

namespace jitterscope::gen {

/// splitmix64: tiny, fast, and identical on every platform (unlike std:: distributions).
class Rng {
public:
    explicit Rng(uint64_t seed)
        : m_state(seed)
    {
    }
    uint64_t next()
    {
        uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    /// Uniform integer in [lo, hi].
    int64_t uniform(int64_t lo, int64_t hi) { return lo + static_cast<int64_t>(next() % uint64_t(hi - lo + 1)); }

private:
    uint64_t m_state;
};

struct Udp4Flow {
    uint32_t src = 0; ///< host-order IPv4 address
    uint32_t dst = 0;
    uint16_t sport = 0;
    uint16_t dport = 0;
};

constexpr uint32_t ip4(uint8_t a, uint8_t b, uint8_t c, uint8_t d)
{
    return (uint32_t(a) << 24) | (uint32_t(b) << 16) | (uint32_t(c) << 8) | d;
}

void put16be(uint8_t *p, uint16_t v);
void put32be(uint8_t *p, uint32_t v);
void put64be(uint8_t *p, uint64_t v);

/// Ethernet header (fixed MACs) with optional VLAN tags (802.1ad outer when two), then the
/// EtherType. Returns bytes written (14 + 4 per tag).
size_t ethernetHeader(uint8_t *b, uint16_t etherType, const uint16_t *vlanIds = nullptr, int vlanCount = 0);
/// IPv4 header + UDP header + payload. Returns bytes written.
size_t ipv4Udp(uint8_t *b, const Udp4Flow &f, const uint8_t *payload, size_t len, uint16_t ipId);
/// One IPv4 fragment: `ipPayload[offset, offset+len)` of a datagram; offset multiple of 8.
size_t ipv4Fragment(uint8_t *b, const Udp4Flow &f, const uint8_t *ipPayload, size_t offset, size_t len,
                    bool moreFragments, uint16_t ipId);
/// IPv6 header + UDP header (checksum computed) + payload, 2001:db8::src → 2001:db8::dst.
size_t ipv6Udp(uint8_t *b, uint8_t srcLow, uint8_t dstLow, uint16_t sport, uint16_t dport, const uint8_t *payload,
               size_t len);
/// Ethernet + IPv4 + UDP frame.
size_t ethIpv4Udp(uint8_t *b, const Udp4Flow &f, const uint8_t *payload, size_t len, uint16_t ipId);

/// The format-variant kinds (trace_generator_formats.cpp). Sets *handled to false for a kind it
/// does not know; returns false on an I/O error.
bool generateFormatVariant(const std::string &kind, const std::string &path, const GeneratorOptions &opts,
                           std::string *error, bool *handled);

} // namespace jitterscope::gen
