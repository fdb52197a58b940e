// Directional flow key (5-tuple; ICMP by addresses; non-IP by EtherType) and the --flow filter.
#pragma once

#include "core/decode/packet_decode.h"

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

namespace jitterscope {

struct FlowKey {
    uint8_t src[16];
    uint8_t dst[16];
    uint16_t sport;
    uint16_t dport;
    uint16_t etherType; ///< non-IP only
    uint8_t proto;
    uint8_t ipVersion; ///< 0 = non-IP
    bool operator==(const FlowKey &o) const { return std::memcmp(this, &o, sizeof(FlowKey)) == 0; }
    static FlowKey fromPacket(const PacketInfo &p)
    {
        FlowKey k;
        std::memcpy(k.src, p.src, 16);
        std::memcpy(k.dst, p.dst, 16);
        const bool ports = p.proto == 17 || p.proto == 6 || p.proto == 132 || p.proto == 33;
        k.sport = ports ? p.sport : 0;
        k.dport = ports ? p.dport : 0;
        k.etherType = p.ipVersion ? 0 : p.etherType;
        k.proto = p.ipVersion ? p.proto : 0;
        k.ipVersion = p.ipVersion;
        return k;
    }
};
static_assert(sizeof(FlowKey) == 40, "FlowKey must have no padding (compared with memcmp)");

/// The flow's protocol as the reports and the metrics name it: "UDP", "TCP", "ICMP", "ICMPv6",
/// "SCTP", "IP-47", or "non-IP 0x88f7" for a frame without IP.
[[nodiscard]] std::string flowProtoName(const FlowKey &k);

struct FlowKeyHash {
    size_t operator()(const FlowKey &k) const { return size_t(keyed(k, 0x9E3779B97F4A7C15ull)); }
    /// The hash started from `seed`. The flow table keys it with a random seed of its own: this
    /// code is public, so with a fixed start anyone can make a file whose flows all land in one
    /// run of the table's slots (found by trying source addresses and ports, ~4 000 tries a flow),
    /// and each new flow then walks the run — 40 000 such flows took 2.8 s, 10 times a random
    /// file's, growing with the square of their number.
    static uint64_t keyed(const FlowKey &k, uint64_t seed)
    {
        uint64_t w[5];
        std::memcpy(w, &k, sizeof w);
        uint64_t h = seed;
        for (uint64_t x : w) {
            h ^= x;
            h *= 0xBF58476D1CE4E5B9ull;
            h ^= h >> 31;
        }
        return h;
    }
};

/// A seed for FlowKeyHash::keyed from the system's randomness (the clock if there is none).
[[nodiscard]] uint64_t randomHashSeed();

/// FlowKeyHash keyed by a random seed of each instance: for the hash maps of flows a file or the
/// network chooses (the capture helper's metrics), so that no traffic can be made to share buckets.
struct KeyedFlowKeyHash {
    uint64_t seed = randomHashSeed();
    size_t operator()(const FlowKey &k) const { return size_t(FlowKeyHash::keyed(k, seed)); }
};

/// A conjunction of terms: `udp`, `tcp`, `icmp`, `ip4`, `ip6`, `nonip`, `host A`, `src A`,
/// `dst A`, `port N`, `sport N`, `dport N`, `id N` (flow id in the report), joined by spaces or
/// `and`; `not` negates the next term.
class FlowFilter {
public:
    /// Returns nullopt and sets *error for malformed expressions.
    static std::optional<FlowFilter> parse(const std::string &expr, std::string *error);
    [[nodiscard]] bool matches(const FlowKey &k, uint32_t flowId) const;
    [[nodiscard]] bool empty() const { return m_terms.empty(); }

private:
    struct Term {
        enum Kind { Proto, IpVer, NonIp, Host, Src, Dst, Port, Sport, Dport, Id } kind;
        bool negate = false;
        uint32_t number = 0;
        uint8_t addr[16] = {};
        uint8_t addrVersion = 0;
    };
    std::vector<Term> m_terms;
};

} // namespace jitterscope
