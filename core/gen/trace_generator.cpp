// Trace generator: dispatch, and the traffic-shaped kinds (sample, bench, rtp, iperf3).
// The reader-test format variants are in trace_generator_formats.cpp.
#include "core/gen/trace_generator_p.h"

#include <algorithm>
#include <cstring>

namespace jitterscope {

using namespace gen;

namespace {

constexpr int64_t kUs = 1000; ///< ns
constexpr int64_t kMs = 1000000; ///< ns
constexpr uint32_t kProbeMagicBytes = 0x4A535052u; ///< 'JSPR', see payload_decode.h
constexpr size_t kNapiBudget = 64; ///< packets per NAPI poll (the kernel's default weight)

/// One packet to write, kept in a list that is sorted by capture time before writing.
struct Event {
    int64_t tsNs = 0;
    int64_t deliveryNs = kNoTimeNs;
    uint32_t flow = 0;
    uint32_t index = 0;
};

bool finish(PcapngWriter &w, std::string *error)
{
    if (!w.output().close()) {
        if (error)
            *error = w.output().errorText();
        return false;
    }
    return true;
}

InterfaceOptions ethernetNs(const std::string &name)
{
    InterfaceOptions o;
    o.name = name;
    o.snapLen = 262144;
    o.tsResol = 9;
    return o;
}

/// Probe header as payload_decode.h defines it (big-endian), written here so the generator does
/// not depend on the decoder it is used to test.
void probePayload(uint8_t *p, uint64_t seq, int64_t txNs)
{
    storeBe32(p, kProbeMagicBytes);
    storeBe16(p + 4, 1);
    storeBe16(p + 6, 0);
    storeBe64(p + 8, seq);
    storeBe64(p + 16, static_cast<uint64_t>(txNs));
}

size_t rtpPacket(uint8_t *p, uint8_t pt, bool marker, uint16_t seq, uint32_t ts, uint32_t ssrc, size_t payloadLen)
{
    p[0] = 0x80; // V=2, no padding/extension/CSRC
    p[1] = static_cast<uint8_t>((marker ? 0x80 : 0) | pt);
    storeBe16(p + 2, seq);
    storeBe32(p + 4, ts);
    storeBe32(p + 8, ssrc);
    for (size_t i = 0; i < payloadLen; ++i)
        p[12 + i] = static_cast<uint8_t>(0xff - (i & 0x0f)); // near-silence μ-law
    return 12 + payloadLen;
}

/// Host timestamps of packets that reach the NIC at nicNs (sorted), as a NAPI driver takes them:
/// an interrupt after the first arrival, a poll after a coalescing/softirq delay, then up to
/// kNapiBudget queued packets stamped back to back; a full budget means an immediate re-poll.
std::vector<int64_t> napiTimestamps(const std::vector<int64_t> &nicNs, Rng &rng)
{
    std::vector<int64_t> ts(nicNs.size());
    size_t i = 0;
    int64_t last = INT64_MIN / 2;
    while (i < nicNs.size()) {
        int64_t poll = std::max(nicNs[i] + rng.uniform(30 * kUs, 120 * kUs), last + kUs);
        for (;;) {
            size_t burst = 0;
            int64_t t = poll;
            while (i < nicNs.size() && burst < kNapiBudget && nicNs[i] <= poll) {
                if (burst > 0)
                    t += rng.uniform(300, 1000);
                ts[i++] = t;
                ++burst;
            }
            last = t;
            if (burst == kNapiBudget && i < nicNs.size() && nicNs[i] <= t) {
                poll = t + rng.uniform(1 * kUs, 2 * kUs);
                continue;
            }
            break;
        }
    }
    return ts;
}

bool generateSample(const std::string &path, const GeneratorOptions &opts, std::string *error)
{
    Rng rng(opts.seed);
    const int64_t start = kGeneratorBaseNs;
    // (a) Paced probe flow: 10 trains over 2 s, 12 µs apart within a train.
    const uint64_t nProbe = opts.packets ? opts.packets : 3000;
    const uint64_t perTrain = (nProbe + 9) / 10;
    std::vector<int64_t> tx(nProbe), nic(nProbe);
    for (uint64_t i = 0; i < nProbe; ++i) {
        tx[i] = start + 10 * kMs + int64_t(i / perTrain) * 200 * kMs + int64_t(i % perTrain) * 12 * kUs +
                rng.uniform(-200, 200);
        nic[i] = tx[i] + 25 * kUs + rng.uniform(0, 300);
        if (i > 0)
            nic[i] = std::max(nic[i], nic[i - 1] + 1); // the wire keeps order
    }
    const std::vector<int64_t> host = napiTimestamps(nic, rng);
    std::vector<Event> events;
    events.reserve(nProbe + 100);
    for (uint64_t i = 0; i < nProbe; ++i)
        events.push_back({ host[i], host[i] + rng.uniform(3 * kUs, 25 * kUs), 0, uint32_t(i) });
    // (b) RTP PCMU call: 100 packets of 20 ms; indices 17, 53, 54 lost; 70 arrives after 71.
    std::vector<int64_t> rtpArrival(100);
    for (uint32_t i = 0; i < 100; ++i)
        rtpArrival[i] = start + 3 * kMs + int64_t(i) * 20 * kMs + 5 * kMs + rng.uniform(100 * kUs, 2 * kMs);
    rtpArrival[70] = rtpArrival[71] + 300 * kUs;
    for (uint32_t i = 0; i < 100; ++i)
        if (i != 17 && i != 53 && i != 54)
            events.push_back({ rtpArrival[i], kNoTimeNs, 1, i });
    std::stable_sort(events.begin(), events.end(), [](const Event &a, const Event &b) { return a.tsNs < b.tsNs; });

    PcapngWriter w;
    if (!w.output().open(path, error))
        return false;
    SectionOptions so;
    so.comments = { "Jitterscope sample trace (synthetic): paced probe flow 10.0.0.1:40000 -> 10.0.0.2:5001 "
                    "every 12 us arriving in NAPI bursts, and an RTP PCMU call 10.0.0.3:16384 -> 10.0.0.4:16386" };
    so.os = "Linux";
    so.userAppl = "jitterscope generate sample";
    w.writeSectionHeader(so);
    InterfaceOptions io = ethernetNs("eth0");
    io.description = "synthetic NIC (NAPI budget 64)";
    w.addInterface(io);
    const Udp4Flow probe { ip4(10, 0, 0, 1), ip4(10, 0, 0, 2), 40000, 5001 };
    const Udp4Flow rtp { ip4(10, 0, 0, 3), ip4(10, 0, 0, 4), 16384, 16386 };
    const uint16_t rtpSeq0 = static_cast<uint16_t>(rng.next());
    const uint32_t rtpTs0 = static_cast<uint32_t>(rng.next());
    uint8_t payload[256];
    uint8_t frame[512];
    uint16_t probeId = 0, rtpId = 0;
    bool firstRtp = true;
    for (const Event &e : events) {
        size_t len;
        if (e.flow == 0) {
            probePayload(payload, e.index, tx[e.index]);
            len = ethIpv4Udp(frame, probe, payload, 24, probeId++);
            w.writePacket(0, e.tsNs, frame, uint32_t(len), uint32_t(len), {}, e.deliveryNs);
        } else {
            const size_t plen = rtpPacket(payload, 0, e.index == 0, uint16_t(rtpSeq0 + e.index),
                                          rtpTs0 + e.index * 160u, 0x4A530001u, 160);
            len = ethIpv4Udp(frame, rtp, payload, plen, rtpId++);
            w.writePacket(0, e.tsNs, frame, uint32_t(len), uint32_t(len),
                          firstRtp ? "first RTP packet of the PCMU call" : "");
            firstRtp = false;
        }
    }
    InterfaceStatistics st;
    st.tsNs = events.empty() ? start : events.back().tsNs;
    st.startNs = start;
    st.endNs = st.tsNs;
    st.ifRecv = int64_t(events.size());
    st.ifDrop = 0;
    st.osDrop = 0;
    w.writeInterfaceStatistics(0, st);
    return finish(w, error);
}

bool generateBench(const std::string &path, const GeneratorOptions &opts, std::string *error)
{
    Rng rng(opts.seed);
    const uint64_t n = opts.packets ? opts.packets : 10000000;
    PcapngWriter w;
    if (!w.output().open(path, error))
        return false;
    w.writeSectionHeader({});
    w.addInterface(ethernetNs("bench0"));
    // Frames are 64 bytes: 42 bytes of headers and a 22-byte payload starting with a u64 seq.
    // One template per flow (constant IP id, so the header checksum is precomputed too).
    const Udp4Flow flows[4] = { { ip4(10, 0, 0, 1), ip4(10, 0, 0, 2), 40000, 5001 },
                                { ip4(10, 0, 0, 5), ip4(10, 0, 0, 2), 40001, 5002 },
                                { ip4(10, 0, 0, 6), ip4(10, 0, 0, 2), 40002, 5003 },
                                { ip4(10, 0, 0, 7), ip4(10, 0, 0, 8), 40003, 5004 } };
    uint8_t frames[4][64];
    const uint8_t zero[22] = {};
    for (int f = 0; f < 4; ++f)
        ethIpv4Udp(frames[f], flows[f], zero, sizeof zero, 0);
    uint64_t seq[4] = {};
    int64_t t = kGeneratorBaseNs;
    for (uint64_t i = 0; i < n; ++i) {
        const int f = (i % 100 == 99) ? 1 + int((i / 100) % 3) : 0; // 1 % of packets on 3 side flows
        storeBe64(frames[f] + 42, seq[f]++);
        w.writePacket(0, t, frames[f], 64, 64);
        t += 1000 + rng.uniform(-100, 100);
    }
    return finish(w, error);
}

bool generateRtp(const std::string &path, const GeneratorOptions &opts, std::string *error)
{
    Rng rng(opts.seed);
    const uint64_t n = opts.packets ? opts.packets : 500;
    // Stream 0: PT 0, seq starts at 65300 (wraps), indices 10, 11, 250 lost, 100 duplicated,
    // 300/301 swapped. Stream 1: PT 8, seq from 100, index 50 lost.
    struct Stream {
        Udp4Flow flow;
        uint8_t pt;
        uint32_t ssrc;
        uint16_t seq0;
        int64_t startNs;
    };
    const Stream streams[2] = {
        { { ip4(10, 0, 1, 1), ip4(10, 0, 1, 2), 20000, 30000 }, 0, 0x11223344u, 65300, kGeneratorBaseNs },
        { { ip4(10, 0, 1, 3), ip4(10, 0, 1, 4), 20002, 30002 }, 8, 0x55667788u, 100, kGeneratorBaseNs + 7 * kMs }
    };
    std::vector<Event> events;
    for (uint32_t s = 0; s < 2; ++s) {
        std::vector<int64_t> arrival(n);
        for (uint64_t i = 0; i < n; ++i)
            arrival[i] = streams[s].startNs + int64_t(i) * 20 * kMs + 2 * kMs + rng.uniform(0, kMs);
        if (s == 0 && n > 301)
            std::swap(arrival[300], arrival[301]);
        for (uint64_t i = 0; i < n; ++i) {
            if ((s == 0 && (i == 10 || i == 11 || i == 250)) || (s == 1 && i == 50))
                continue;
            events.push_back({ arrival[i], kNoTimeNs, s, uint32_t(i) });
            if (s == 0 && i == 100)
                events.push_back({ arrival[i] + 100 * kUs, kNoTimeNs, s, uint32_t(i) });
        }
    }
    std::stable_sort(events.begin(), events.end(), [](const Event &a, const Event &b) { return a.tsNs < b.tsNs; });
    PcapngWriter w;
    if (!w.output().open(path, error))
        return false;
    w.writeSectionHeader({});
    w.addInterface(ethernetNs("eth0"));
    uint8_t payload[256], frame[512];
    uint16_t ipId[2] = {};
    for (const Event &e : events) {
        const Stream &s = streams[e.flow];
        const size_t plen =
            rtpPacket(payload, s.pt, e.index == 0, uint16_t(s.seq0 + e.index), 1000u + e.index * 160u, s.ssrc, 160);
        const size_t len = ethIpv4Udp(frame, s.flow, payload, plen, ipId[e.flow]++);
        w.writePacket(0, e.tsNs, frame, uint32_t(len), uint32_t(len));
    }
    return finish(w, error);
}

bool generateIperf3(const std::string &path, const GeneratorOptions &opts, bool seq64, std::string *error)
{
    Rng rng(opts.seed);
    const uint64_t n = opts.packets ? opts.packets : 1000;
    PcapngWriter w;
    if (!w.output().open(path, error))
        return false;
    w.writeSectionHeader({});
    w.addInterface(ethernetNs("eth0"));
    const Udp4Flow up { ip4(10, 0, 2, 1), ip4(10, 0, 2, 2), 45000, 5201 };
    const Udp4Flow down { up.dst, up.src, up.dport, up.sport };
    uint8_t payload[128] = {}, frame[256];
    // iperf3's UDP handshake: the client sends 0x36373839 ("6789"), the server answers "9876".
    storeBe32(payload, 0x36373839u);
    size_t len = ethIpv4Udp(frame, up, payload, 4, 1);
    w.writePacket(0, kGeneratorBaseNs, frame, uint32_t(len), uint32_t(len));
    storeBe32(payload, 0x39383736u);
    len = ethIpv4Udp(frame, down, payload, 4, 1);
    w.writePacket(0, kGeneratorBaseNs + 200 * kUs, frame, uint32_t(len), uint32_t(len));
    for (uint64_t i = 0; i < n; ++i) {
        const int64_t txNs = kGeneratorBaseNs + kMs + int64_t(i) * 100 * kUs;
        const int64_t arrival = txNs + 40 * kUs + rng.uniform(0, 20 * kUs);
        if (i == 100)
            continue; // the known loss
        std::memset(payload, 0, sizeof payload);
        storeBe32(payload, uint32_t(txNs / 1000000000));
        storeBe32(payload + 4, uint32_t((txNs % 1000000000) / 1000));
        if (seq64)
            storeBe64(payload + 8, i + 1);
        else
            storeBe32(payload + 8, uint32_t(i + 1));
        len = ethIpv4Udp(frame, up, payload, sizeof payload, uint16_t(i + 2));
        w.writePacket(0, arrival, frame, uint32_t(len), uint32_t(len));
    }
    return finish(w, error);
}

} // namespace

std::vector<std::pair<std::string, std::string>> generatorKinds()
{
    return {
        { "sample", "demo: 12 us paced probe flow in NAPI bursts + RTP PCMU call, ~2 s, pcapng ns" },
        { "bench", "N (default 10M) 64-byte Ethernet/IPv4/UDP frames, pcapng ns, for the reader benchmark" },
        { "rtp", "two RTP streams with known loss, duplicate, reordering and a sequence wrap" },
        { "iperf3", "iperf3 UDP test: connect datagram, reply, datagrams with 32-bit counters" },
        { "iperf3-64", "iperf3 UDP test with 64-bit counters (--udp-counters-64bit)" },
        { "pcap-us", "classic pcap, microseconds, little-endian" },
        { "pcap-ns", "classic pcap, nanoseconds, little-endian" },
        { "pcap-us-be", "classic pcap, microseconds, big-endian" },
        { "pcap-ns-be", "classic pcap, nanoseconds, big-endian" },
        { "pcapng-be", "pcapng, one big-endian section, nanoseconds" },
        { "pcapng-multi", "pcapng, two sections (LE, BE), Ethernet/SLL/SLL2/raw/IPv4/IPv6/NULL, VLAN, fragments" },
        { "pcapng-tsresol", "pcapng, interfaces with 2^-20 s, 1 us and 1 ps (with if_tsoffset), 1 ms resolution" },
        { "pcapng-blocks", "pcapng with SPB, obsolete PB, NRB, DSB, custom/unknown blocks, comments, ISB" },
        { "pcap-nokia", "pcap with Nokia's 20-byte record headers (editcap -F nokiapcap)" },
        { "pcap-ss990417", "pcap with the 24-byte records of Red Hat 6.1's libpcap (editcap -F rh6_1pcap)" },
        { "pcap-ss990915", "pcap, magic a1b2cd34, 28-byte records of SuSE 6.3's libpcap (editcap -F suse6_3pcap)" },
        { "pcap-ss991029", "pcap, magic a1b2cd34, 24-byte records (editcap -F modpcap)" },
        { "pcap-v22", "pcap version 2.2: orig_len stored before incl_len, snaplen 60" },
        { "pcap-oddities", "pcap with an FCS length in the link-type field and microsecond fractions >= 10^6" },
        { "pcapng-spb", "pcapng with simple packet blocks before and between timestamped packets" },
        { "zoo-napi", "benchmark zoo (N default 10M, 64-byte frames, NAPI-like bursts of 64, 12 us mean): one flow" },
        { "zoo-interleaved", "zoo: 4 flows interleaved at random (50/25/15/10 %), burst sizes 1..64" },
        { "zoo-rate-change", "zoo: one flow, 12 us mean spacing, 3 us from half-way" },
        { "zoo-100k-flows", "zoo: 100 000 flows interleaved at random" },
        { "zoo-tiny-flows", "zoo: a new flow every ~3 packets (DNS, scans): N/3 flows of 1 to ~10 packets" },
        { "zoo-vlan-ipv6", "zoo: IPv4, VLAN and QinQ IPv4, IPv6 and VLAN IPv6 flows mixed" },
        { "zoo-pcap-us", "zoo: classic pcap in microseconds, 4 flows interleaved" },
        { "zoo-two-interfaces", "zoo: pcapng with two interfaces written in runs of 4096: not in time order" },
        { "zoo-non-udp", "zoo: mostly TCP (80 %), ICMP, ARP, 8 % UDP, segments cut to 96 bytes" },
    };
}

bool generateTrace(const std::string &kind, const std::string &path, const GeneratorOptions &opts, std::string *error)
{
    if (kind == "sample")
        return generateSample(path, opts, error);
    if (kind == "bench")
        return generateBench(path, opts, error);
    if (kind == "rtp")
        return generateRtp(path, opts, error);
    if (kind == "iperf3" || kind == "iperf3-64")
        return generateIperf3(path, opts, kind == "iperf3-64", error);
    bool handled = true;
    bool ok = generateFormatVariant(kind, path, opts, error, &handled);
    if (!handled)
        ok = generateOddity(kind, path, opts, error, &handled);
    if (!handled)
        ok = generateZoo(kind, path, opts, error, &handled);
    if (!handled && error)
        *error = "unknown trace kind '" + kind + "'";
    return ok && handled;
}

} // namespace jitterscope
