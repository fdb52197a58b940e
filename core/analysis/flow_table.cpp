// The flow table of Analyzer::Impl (reading thread): directional flow keys to flow ids, with a
// one-entry cache and a small direct-mapped cache for the Ethernet/IPv4/UDP fast path; flow labels.
#include "core/analysis/analyzer_p.h"
#include "core/base/pages.h"

#include <algorithm>
#include <cstring>
#include <new>

namespace jitterscope {

using namespace detail;

FlowStates::~FlowStates()
{
    for (FlowState *f : m_states)
        f->~FlowState();
    for (void *b : m_blocks)
        unmapHugeBlock(b, kBlockBytes);
}

FlowState &FlowStates::add()
{
    static_assert(alignof(FlowState) <= 64, "blocks are 2 MiB aligned; states are placed at multiples of their size");
    const size_t at = m_states.size() % kPerBlock;
    if (at == 0)
        m_blocks.push_back(mapHugeBlock(kBlockBytes, false, !m_blocks.empty()));
    if (m_states.size() == m_states.capacity())
        m_states.reserve(std::max<size_t>(64, m_states.size() * 2)); // (push_back below cannot throw)
    auto *f = new (static_cast<char *>(m_blocks.back()) + at * sizeof(FlowState)) FlowState();
    m_states.push_back(f);
    return *f;
}

uint32_t Analyzer::Impl::flowFor(const FlowKey &key)
{
    if (lastFlow != UINT32_MAX && key == lastKey)
        return lastFlow;
    uint32_t id = flowIndex.find(key);
    if (id == FlowKeyTable::kNone) {
        id = uint32_t(flows.size());
        const bool excluded = filter && !filter->matches(key, id);
        // Past the flow limit (setFlowLimit: the flows the filter lets through and its rejects
        // each up to it, so that neither crowds out the other): counted together, the key not kept.
        size_t &keys = excluded ? excludedKeys : keptKeys;
        if (flowLimit > 0 && keys >= flowLimit) {
            id = untrackedFlowId(excluded);
            lastKey = key;
            lastFlow = id;
            return id;
        }
        ++keys;
        flowIndex.insert(key, id);
        FlowState *f = &flows.add();
        f->key = key;
        flowCounters.emplace_back().excluded = excluded;
        payloadPending.push_back(1);
        const auto choice = std::find_if(decoderChoices.begin(), decoderChoices.end(),
                                         [&](const auto &c) { return c.first.matches(key, id); });
        if (choice != decoderChoices.end()) {
            f->detector.force(detectors, choice->second.kind, choice->second.seq64);
            f->forcedDecoder = true;
        } else if (options.forceDecoderSet) {
            f->detector.force(detectors, options.forceDecoder, options.iperf3Seq64);
            f->forcedDecoder = true;
        }
    }
    lastKey = key;
    lastFlow = id;
    return id;
}

uint32_t Analyzer::Impl::untrackedFlowId(bool excluded)
{
    uint32_t &id = excluded ? untrackedExcluded : untrackedKept;
    if (id != UINT32_MAX)
        return id;
    // A flow of its own that is not one: no key in the table, no decoder, no statistics of its
    // own (flowFirstPass skips it), never listed. Its counters are the untracked packets.
    id = uint32_t(flows.size());
    FlowState &f = flows.add();
    f.key.etherType = 0xFFFF;
    FlowCounters &c = flowCounters.emplace_back();
    c.excluded = excluded;
    c.payloadDone = true;
    payloadPending.push_back(0);
    if (!excluded)
        untrackedFlow.store(id, std::memory_order_relaxed); // the worker reads it with the entries
    return id;
}

namespace {

/// The UDP flow key of an IP header: `addrBytes`-byte addresses at `src`, the ports at `ports`.
FlowKey udpKey(const uint8_t *ip, int version, size_t src, size_t addrBytes, size_t ports)
{
    FlowKey key;
    std::memset(&key, 0, sizeof key);
    std::memcpy(key.src, ip + src, addrBytes);
    std::memcpy(key.dst, ip + src + addrBytes, addrBytes);
    key.sport = uint16_t((ip[ports] << 8) | ip[ports + 1]);
    key.dport = uint16_t((ip[ports + 2] << 8) | ip[ports + 3]);
    key.proto = 17;
    key.ipVersion = uint8_t(version);
    return key;
}

} // namespace

FlowKey Analyzer::Impl::fastKey(const uint8_t *ip)
{
    return udpKey(ip, 4, 12, 4, 20);
}

FlowKey Analyzer::Impl::fastKey6(const uint8_t *ip)
{
    return udpKey(ip, 6, 8, 16, 40);
}

uint32_t Analyzer::Impl::fastFlowFor(const uint8_t *ip)
{
    // An Ethernet/IPv4/UDP packet: the key is the 12 bytes from the source address to the
    // destination port (IHL 5, so the UDP header follows the addresses).
    uint64_t addrs;
    uint32_t ports;
    std::memcpy(&addrs, ip + 12, 8);
    std::memcpy(&ports, ip + 20, 4);
    uint64_t h = (addrs ^ (uint64_t(ports) << 17)) * 0x9E3779B97F4A7C15ull;
    FastFlow &c = fastCache[size_t(h >> 56) & (kFastCache - 1)];
    if (c.id != UINT32_MAX && c.addrs == addrs && c.ports == ports)
        return c.id;
    const FlowKey key = fastKey(ip);
    const uint32_t id = flowFor(key);
    ++fastMisses;
    c.addrs = addrs;
    c.ports = ports;
    c.id = id;
    return id;
}

uint32_t Analyzer::Impl::fastFlow6For(const uint8_t *ip)
{
    // The key is the 36 bytes from the source address (at 8) to the destination port (at 42).
    uint64_t w[4];
    uint32_t ports;
    std::memcpy(w, ip + 8, sizeof w);
    std::memcpy(&ports, ip + 40, 4);
    uint64_t h = 0;
    for (const uint64_t x : { w[0], w[1], w[2], w[3], uint64_t(ports) })
        h = (h ^ x) * 0x9E3779B97F4A7C15ull;
    FastFlow6 &c = fastCache6[size_t(h >> 56) & (kFastCache - 1)];
    if (c.id != UINT32_MAX && std::memcmp(c.key, ip + 8, sizeof c.key) == 0)
        return c.id;
    const uint32_t id = flowFor(fastKey6(ip));
    ++fastMisses;
    std::memcpy(c.key, ip + 8, sizeof c.key);
    c.id = id;
    return id;
}

std::string FlowSummary::label() const
{
    if (ipVersion == 0)
        return protoName;
    auto ep = [&](const std::string &a, uint16_t port) {
        const bool v6 = ipVersion == 6;
        std::string s = v6 && (proto == 17 || proto == 6) ? "[" + a + "]" : a;
        if (proto == 17 || proto == 6 || proto == 132)
            s += ":" + std::to_string(port);
        return s;
    };
    return protoName + " " + ep(src, sport) + " \xE2\x86\x92 " + ep(dst, dport);
}

} // namespace jitterscope
