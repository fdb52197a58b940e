// Trace generator: the benchmark zoo (issue 11), shapes the reader and the analysis must be fast
// on, not only the single paced flow of `bench`. Each is N packets (default 10 M) of 64-byte
// frames unless said, arrivals in NAPI-like bursts (packets ~50 ns apart, then an idle gap that
// keeps the long-run mean): see generatorKinds() for the list.
#include "core/base/bytes.h"
#include "core/decode/frame_builder.h"
#include "core/gen/trace_generator.h"
#include "core/gen/trace_generator_p.h"
#include "core/trace/trace_writer.h"

#include <algorithm>
#include <array>
#include <vector>

namespace jitterscope::gen {

namespace {

constexpr int64_t kBase = 1700000000000000000;

InterfaceOptions ethernetNs(const char *name)
{
    InterfaceOptions io;
    io.name = name;
    io.tsResol = 9;
    return io;
}

/// Arrival times in NAPI-like bursts: a burst of `size()` packets `inBurstNs` ± 20 ns apart, then
/// an idle gap so that the mean spacing stays `meanNs`.
class BurstClock {
public:
    BurstClock(Rng &rng, int64_t meanNs, bool variableSizes)
        : m_rng(rng)
        , m_mean(meanNs)
        , m_variable(variableSizes)
    {
    }
    void setMean(int64_t meanNs) { m_mean = meanNs; }
    int64_t next()
    {
        if (m_left == 0) {
            // Mostly full NAPI polls of 64; with variable sizes a third are 1 … 63.
            m_size = (m_variable && m_rng.uniform(0, 2) == 0) ? m_rng.uniform(1, 63) : 64;
            m_left = m_size;
            const int64_t idle = m_size * m_mean - (m_size - 1) * kInBurstNs;
            m_t += std::max<int64_t>(kInBurstNs, idle + m_rng.uniform(-m_mean / 4, m_mean / 4));
        } else {
            m_t += kInBurstNs + m_rng.uniform(-20, 20);
        }
        --m_left;
        return m_t;
    }

private:
    static constexpr int64_t kInBurstNs = 50;
    Rng &m_rng;
    int64_t m_mean;
    bool m_variable;
    int64_t m_size = 0, m_left = 0;
    int64_t m_t = kBase;
};

/// Picks flow i with probability weights[i] / Σ.
size_t pick(Rng &rng, const std::vector<int> &weights)
{
    int total = 0;
    for (int w : weights)
        total += w;
    int r = int(rng.uniform(0, total - 1));
    for (size_t i = 0; i < weights.size(); ++i) {
        if (r < weights[i])
            return i;
        r -= weights[i];
    }
    return weights.size() - 1;
}

/// IPv4 header (20 bytes, TTL 64, checksum) for `proto` carrying `payloadLen` bytes.
size_t ipv4Header(uint8_t *b, uint32_t src, uint32_t dst, uint8_t proto, size_t payloadLen)
{
    b[0] = 0x45;
    b[1] = 0;
    storeBe16(b + 2, uint16_t(20 + payloadLen));
    storeBe16(b + 4, 0);
    storeBe16(b + 6, 0x4000);
    b[8] = 64;
    b[9] = proto;
    storeBe16(b + 10, 0);
    storeBe32(b + 12, src);
    storeBe32(b + 16, dst);
    storeBe16(b + 10, foldChecksum(onesComplementSum(b, 20)));
    return 20;
}

/// 64-byte Ethernet/IPv4/UDP frames of `flows`, the sequence number at offset 42.
struct UdpFrames {
    explicit UdpFrames(const std::vector<Udp4Flow> &flows)
        : frames(flows.size())
    {
        const uint8_t zero[22] = {};
        for (size_t f = 0; f < flows.size(); ++f)
            ethIpv4Udp(frames[f].data(), flows[f], zero, sizeof zero, 0);
        seq.assign(flows.size(), 0);
    }
    const uint8_t *next(size_t f)
    {
        storeBe64(frames[f].data() + 42, seq[f]++);
        return frames[f].data();
    }
    std::vector<std::array<uint8_t, 64>> frames;
    std::vector<uint64_t> seq;
};

std::vector<Udp4Flow> fourFlows()
{
    return { { ip4(10, 0, 0, 1), ip4(10, 0, 0, 2), 40000, 5001 },
             { ip4(10, 0, 0, 5), ip4(10, 0, 0, 2), 40001, 5002 },
             { ip4(10, 0, 0, 6), ip4(10, 0, 0, 2), 40002, 5003 },
             { ip4(10, 0, 0, 7), ip4(10, 0, 0, 8), 40003, 5004 } };
}

bool done(PcapngWriter &w, std::string *error)
{
    if (w.output().close())
        return true;
    if (error)
        *error = w.output().errorText();
    return false;
}

/// Opens `path` for a zoo trace: a section and the interface "zoo0" (Ethernet, ns) written.
bool openZoo(PcapngWriter &w, const std::string &path, std::string *error)
{
    if (!w.output().open(path, error))
        return false;
    w.writeSectionHeader({});
    w.addInterface(ethernetNs("zoo0"));
    return true;
}

bool pcapngFlows(const std::string &path, uint64_t n, Rng &rng, const std::vector<Udp4Flow> &flows,
                 const std::vector<int> &weights, bool variable, int64_t meanNs, int64_t secondMeanNs,
                 std::string *error)
{
    PcapngWriter w;
    if (!openZoo(w, path, error))
        return false;
    UdpFrames frames(flows);
    BurstClock clock(rng, meanNs, variable);
    for (uint64_t i = 0; i < n; ++i) {
        if (secondMeanNs > 0 && i == n / 2)
            clock.setMean(secondMeanNs);
        const size_t f = weights.empty() ? size_t(rng.uniform(0, int64_t(flows.size()) - 1)) : pick(rng, weights);
        w.writePacket(0, clock.next(), frames.next(f), 64, 64);
    }
    return done(w, error);
}

bool zooManyFlows(const std::string &path, uint64_t n, Rng &rng, std::string *error)
{
    std::vector<Udp4Flow> flows;
    flows.reserve(100000);
    for (uint32_t i = 0; i < 100000; ++i)
        flows.push_back({ ip4(10, uint8_t(i >> 16), uint8_t(i >> 8), uint8_t(i)), ip4(192, 168, 0, 1),
                          uint16_t(1024 + i % 60000), 5001 });
    return pcapngFlows(path, n, rng, flows, {}, true, 12000, 0, error);
}

/// Flows of a few packets each, as a DNS server, a scan or a flood with spoofed sources shows:
/// a new flow every 3 packets on average, each packet going to one of the ~64 flows begun last
/// (so a flow has 1 to ~10 packets, spread over a few hundred packets of the trace). 10 M packets
/// are ~3.3 M flows: more than the analysis keeps one by one by default (--flow-limit).
bool zooTinyFlows(const std::string &path, uint64_t n, Rng &rng, std::string *error)
{
    PcapngWriter w;
    if (!openZoo(w, path, error))
        return false;
    BurstClock clock(rng, 12000, true);
    const uint8_t zero[22] = {};
    std::array<uint8_t, 64> frame {};
    for (uint64_t i = 0; i < n; ++i) {
        const uint64_t newest = i / 3;
        const uint64_t f = newest - std::min<uint64_t>(newest, uint64_t(rng.uniform(0, 63)));
        const Udp4Flow flow { ip4(10, uint8_t(f >> 16), uint8_t(f >> 8), uint8_t(f)),
                              ip4(192, 168, uint8_t(f >> 24), 53), uint16_t(1024 + f % 60000), 53 };
        ethIpv4Udp(frame.data(), flow, zero, sizeof zero, 0);
        w.writePacket(0, clock.next(), frame.data(), 64, 64);
    }
    return done(w, error);
}

bool zooVlanIpv6(const std::string &path, uint64_t n, Rng &rng, std::string *error)
{
    // Eight flows: plain IPv4, one and two VLAN tags over IPv4, IPv6, VLAN over IPv6.
    std::vector<std::vector<uint8_t>> frames;
    const uint8_t zero[22] = {};
    const auto add4 = [&](const Udp4Flow &f, const std::vector<uint16_t> &vlans) {
        std::vector<uint8_t> b(128);
        size_t len = ethernetHeader(b.data(), 0x0800, vlans.data(), int(vlans.size()));
        len += ipv4Udp(b.data() + len, f, zero, sizeof zero, 0);
        b.resize(len);
        frames.push_back(std::move(b));
    };
    const auto add6 = [&](uint8_t src, uint16_t sport, const std::vector<uint16_t> &vlans) {
        std::vector<uint8_t> b(160);
        size_t len = ethernetHeader(b.data(), 0x86DD, vlans.data(), int(vlans.size()));
        len += ipv6Udp(b.data() + len, src, 2, sport, 5001, zero, sizeof zero);
        b.resize(len);
        frames.push_back(std::move(b));
    };
    add4({ ip4(10, 0, 0, 1), ip4(10, 0, 0, 2), 40000, 5001 }, {});
    add4({ ip4(10, 0, 0, 3), ip4(10, 0, 0, 2), 40001, 5001 }, {});
    add4({ ip4(10, 0, 1, 1), ip4(10, 0, 1, 2), 40002, 5001 }, { 100 });
    add4({ ip4(10, 0, 2, 1), ip4(10, 0, 2, 2), 40003, 5001 }, { 200, 300 });
    add6(1, 40004, {});
    add6(3, 40005, {});
    add6(5, 40006, { 100 });
    add6(7, 40007, { 400 });
    PcapngWriter w;
    if (!openZoo(w, path, error))
        return false;
    BurstClock clock(rng, 12000, true);
    std::vector<uint64_t> seq(frames.size(), 0);
    for (uint64_t i = 0; i < n; ++i) {
        const size_t f = size_t(rng.uniform(0, int64_t(frames.size()) - 1));
        std::vector<uint8_t> &b = frames[f];
        storeBe64(b.data() + b.size() - 22, seq[f]++);
        w.writePacket(0, clock.next(), b.data(), uint32_t(b.size()), uint32_t(b.size()));
    }
    return done(w, error);
}

bool zooPcapUs(const std::string &path, uint64_t n, Rng &rng, std::string *error)
{
    PcapWriter w;
    if (!w.output().open(path, error))
        return false;
    w.writeHeader(1, 65535, false); // µs: the gaps inside a burst round to 0 or 1 µs
    UdpFrames frames(fourFlows());
    BurstClock clock(rng, 12000, true);
    const std::vector<int> weights { 50, 25, 15, 10 };
    for (uint64_t i = 0; i < n; ++i)
        w.writePacket(clock.next(), frames.next(pick(rng, weights)), 64, 64);
    if (w.output().close())
        return true;
    if (error)
        *error = w.output().errorText();
    return false;
}

bool zooTwoInterfaces(const std::string &path, uint64_t n, Rng &rng, std::string *error)
{
    // Two capture points of one span, written 4096 packets of one, then 4096 of the other (as a
    // careless merge does): the file goes back in time at every switch.
    PcapngWriter w;
    if (!openZoo(w, path, error))
        return false;
    w.addInterface(ethernetNs("zoo1"));
    UdpFrames frames(fourFlows());
    BurstClock clocks[2] = { BurstClock(rng, 24000, true), BurstClock(rng, 24000, true) };
    constexpr uint64_t kRun = 4096;
    for (uint64_t i = 0; i < n; ++i) {
        const uint32_t iface = uint32_t((i / kRun) % 2);
        const size_t f = size_t(iface) * 2 + size_t(rng.uniform(0, 1));
        w.writePacket(iface, clocks[iface].next(), frames.next(f), 64, 64);
    }
    return done(w, error);
}

bool zooNonUdp(const std::string &path, uint64_t n, Rng &rng, std::string *error)
{
    // 80 % TCP (ACKs, and 1448-byte segments cut to 96 bytes), 8 % ICMP echo, 4 % ARP, 8 % UDP.
    std::array<uint8_t, 128> tcp {}, tcpData {}, icmp {}, arp {}; // ICMP is 98 bytes
    size_t tcpLen = ethernetHeader(tcp.data(), 0x0800);
    tcpLen += ipv4Header(tcp.data() + tcpLen, ip4(10, 0, 0, 1), ip4(10, 0, 0, 2), 6, 20);
    storeBe16(tcp.data() + 34, 443);
    storeBe16(tcp.data() + 36, 50000);
    tcp[46] = 0x50; // data offset 5
    tcp[47] = 0x10; // ACK
    tcpLen += 20;
    size_t dataLen = ethernetHeader(tcpData.data(), 0x0800);
    dataLen += ipv4Header(tcpData.data() + dataLen, ip4(10, 0, 0, 2), ip4(10, 0, 0, 1), 6, 20 + 1448);
    storeBe16(tcpData.data() + 34, 50000);
    storeBe16(tcpData.data() + 36, 443);
    tcpData[46] = 0x50;
    tcpData[47] = 0x18; // PSH ACK
    size_t icmpLen = ethernetHeader(icmp.data(), 0x0800);
    icmpLen += ipv4Header(icmp.data() + icmpLen, ip4(10, 0, 0, 9), ip4(10, 0, 0, 2), 1, 8 + 56);
    icmp[icmpLen] = 8; // echo request
    icmpLen += 8 + 56;
    size_t arpLen = ethernetHeader(arp.data(), 0x0806);
    const uint8_t arpBody[28] = {
        0, 1, 8, 0, 6, 4, 0, 1, 2, 0, 0, 0, 0, 1, 10, 0, 0, 1, 0, 0, 0, 0, 0, 0, 10, 0, 0, 2
    };
    std::copy(std::begin(arpBody), std::end(arpBody), arp.begin() + long(arpLen));
    arpLen += 28;
    UdpFrames udp(fourFlows());
    PcapngWriter w;
    if (!w.output().open(path, error))
        return false;
    w.writeSectionHeader({});
    InterfaceOptions io = ethernetNs("zoo0");
    io.snapLen = 128; // ≥ every frame's captured length (libpcap refuses a longer one)
    w.addInterface(io);
    BurstClock clock(rng, 12000, true);
    const std::vector<int> weights { 40, 40, 8, 4, 8 };
    for (uint64_t i = 0; i < n; ++i) {
        const int64_t t = clock.next();
        switch (pick(rng, weights)) {
        case 0: w.writePacket(0, t, tcp.data(), uint32_t(tcpLen), uint32_t(tcpLen)); break;
        case 1: w.writePacket(0, t, tcpData.data(), 96, uint32_t(dataLen + 20 + 1448)); break;
        case 2: w.writePacket(0, t, icmp.data(), uint32_t(icmpLen), uint32_t(icmpLen)); break;
        case 3: w.writePacket(0, t, arp.data(), uint32_t(arpLen), 60); break;
        default: w.writePacket(0, t, udp.next(size_t(rng.uniform(0, 3))), 64, 64); break;
        }
    }
    return done(w, error);
}

} // namespace

bool generateZoo(const std::string &kind, const std::string &path, const GeneratorOptions &opts, std::string *error,
                 bool *handled)
{
    *handled = true;
    Rng rng(opts.seed);
    const uint64_t n = opts.packets ? opts.packets : 10000000;
    if (kind == "zoo-napi")
        return pcapngFlows(path, n, rng, { fourFlows()[0] }, {}, false, 12000, 0, error);
    if (kind == "zoo-interleaved")
        return pcapngFlows(path, n, rng, fourFlows(), { 50, 25, 15, 10 }, true, 12000, 0, error);
    if (kind == "zoo-rate-change")
        return pcapngFlows(path, n, rng, { fourFlows()[0] }, {}, false, 12000, 3000, error);
    if (kind == "zoo-100k-flows")
        return zooManyFlows(path, n, rng, error);
    if (kind == "zoo-tiny-flows")
        return zooTinyFlows(path, n, rng, error);
    if (kind == "zoo-vlan-ipv6")
        return zooVlanIpv6(path, n, rng, error);
    if (kind == "zoo-pcap-us")
        return zooPcapUs(path, n, rng, error);
    if (kind == "zoo-two-interfaces")
        return zooTwoInterfaces(path, n, rng, error);
    if (kind == "zoo-non-udp")
        return zooNonUdp(path, n, rng, error);
    *handled = false;
    return false;
}

} // namespace jitterscope::gen
