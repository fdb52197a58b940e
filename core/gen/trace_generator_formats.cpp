// Format-variant kinds for the reader tests: one small UDP flow in every container flavour, and
// three pcapng files with fixed layouts (opts.packets is ignored for those):
//
// pcapng-multi   (15 packets; packet g has ts kGeneratorBaseNs + g * kGeneratorStepNs)
//   section 0, little-endian: if0 Ethernet [IPv4/UDP, 802.1Q IPv4, QinQ IPv4, IPv6/UDP],
//                             if1 Linux SLL [IPv4], if2 Linux SLL2 [IPv4]
//   section 1, big-endian:    if3 raw [IPv4, IPv6], if4 IPv4 [IPv4], if5 IPv6 [IPv6],
//                             if6 BSD loopback (DLT_NULL) [IPv4, IPv6],
//                             if7 Ethernet [3 fragments of one 2972-byte UDP datagram]
// pcapng-tsresol (20 packets, packet g on interface g % 4, same nominal ts formula)
//   if0 2^-20 s, if1 1 µs and if2 1 ps, both with if_tsoffset kGeneratorBaseNs / 1e9 s, if3 1 ms;
//   what a reader returns is the nominal ns rounded down to each resolution.
// pcapng-blocks  (5 packets) SHB (2 comments, hardware/os/userappl), IDB (all string options,
//   a comment), NRB, EPB p0 (2 comments), DSB (TLS key log), EPB p1 (delivery-time option,
//   ts + 5 µs), SPB p2 (no timestamp), custom block 0xBAD, custom block 0x40000BAD,
//   obsolete PB p3 (comment), unknown block type 0x123, EPB p4, ISB (counters, comment).
//   Nominal ts of packet k: base + k * step (p2 has none: readers use p1's).
#include "core/gen/trace_generator_p.h"

#include <cstring>

namespace jitterscope {

using namespace gen;

namespace {

const Udp4Flow kFlow { ip4(10, 0, 0, 1), ip4(10, 0, 0, 2), 40000, 5001 };

int64_t nominalTs(uint64_t g)
{
    return kGeneratorBaseNs + int64_t(g) * kGeneratorStepNs;
}

/// 24-byte payload carrying the packet index, so every packet's bytes differ.
size_t indexPayload(uint8_t *p, uint64_t g)
{
    std::memset(p, 0, 24);
    storeBe32(p, 0x4A535052u);
    storeBe16(p + 4, 1);
    storeBe64(p + 8, g);
    storeBe64(p + 16, uint64_t(nominalTs(g)));
    return 24;
}

void leOption(std::vector<uint8_t> &b, uint16_t code, const std::string &s)
{
    appendLe16(b, code);
    appendLe16(b, uint16_t(s.size()));
    b.insert(b.end(), s.begin(), s.end());
    b.resize((b.size() + 3) & ~size_t(3), 0);
}

bool done(TraceOutput &out, std::string *error)
{
    if (!out.close()) {
        if (error)
            *error = out.errorText();
        return false;
    }
    return true;
}

bool simpleFlow(const std::string &kind, const std::string &path, uint64_t n, std::string *error)
{
    uint8_t payload[64], frame[128];
    if (kind == "pcapng-be") {
        PcapngWriter w;
        if (!w.output().open(path, error))
            return false;
        SectionOptions so;
        so.bigEndian = true;
        w.writeSectionHeader(so);
        InterfaceOptions io;
        io.name = "eth0";
        w.addInterface(io);
        for (uint64_t g = 0; g < n; ++g) {
            const size_t len = ethIpv4Udp(frame, kFlow, payload, indexPayload(payload, g), uint16_t(g));
            w.writePacket(0, nominalTs(g), frame, uint32_t(len), uint32_t(len));
        }
        return done(w.output(), error);
    }
    PcapWriter w;
    if (!w.output().open(path, error))
        return false;
    const bool nanos = kind == "pcap-ns" || kind == "pcap-ns-be";
    const bool be = kind == "pcap-us-be" || kind == "pcap-ns-be";
    w.writeHeader(1, 262144, nanos, be);
    for (uint64_t g = 0; g < n; ++g) {
        const size_t len = ethIpv4Udp(frame, kFlow, payload, indexPayload(payload, g), uint16_t(g));
        w.writePacket(nominalTs(g), frame, uint32_t(len), uint32_t(len));
    }
    return done(w.output(), error);
}

bool multi(const std::string &path, std::string *error)
{
    PcapngWriter w;
    if (!w.output().open(path, error))
        return false;
    uint8_t payload[3000], frame[4096];
    uint64_t g = 0;
    auto write = [&](uint32_t iface, size_t len) {
        w.writePacket(iface, nominalTs(g++), frame, uint32_t(len), uint32_t(len));
    };
    auto v4 = [&](uint8_t *b) { return ipv4Udp(b, kFlow, payload, indexPayload(payload, g), uint16_t(g)); };
    auto v6 = [&](uint8_t *b) { return ipv6Udp(b, 1, 2, 40000, 5001, payload, indexPayload(payload, g)); };
    auto iface = [&](uint16_t linkType, const char *name) {
        InterfaceOptions o;
        o.linkType = linkType;
        o.name = name;
        return w.addInterface(o);
    };

    SectionOptions s0;
    s0.comments = { "section 0, little-endian" };
    w.writeSectionHeader(s0);
    const uint32_t eth = iface(1, "eth0"), sll = iface(113, "any"), sll2 = iface(276, "any2");
    size_t h = ethernetHeader(frame, 0x0800);
    write(eth, h + v4(frame + h));
    const uint16_t vlan[2] = { 200, 300 };
    h = ethernetHeader(frame, 0x0800, vlan + 1, 1);
    write(eth, h + v4(frame + h));
    h = ethernetHeader(frame, 0x0800, vlan, 2);
    write(eth, h + v4(frame + h));
    h = ethernetHeader(frame, 0x86dd);
    write(eth, h + v6(frame + h));
    // Linux cooked v1: packet type, ARPHRD_ETHER, address length and address, protocol.
    std::memset(frame, 0, 20);
    storeBe16(frame + 2, 1);
    storeBe16(frame + 4, 6);
    frame[6] = 0x02;
    frame[11] = 0x01;
    storeBe16(frame + 14, 0x0800);
    write(sll, 16 + v4(frame + 16));
    // Linux cooked v2: protocol, reserved, ifindex, ARPHRD, packet type, address length, address.
    std::memset(frame, 0, 20);
    storeBe16(frame, 0x0800);
    storeBe32(frame + 4, 2);
    storeBe16(frame + 8, 1);
    frame[11] = 6;
    frame[12] = 0x02;
    frame[17] = 0x01;
    write(sll2, 20 + v4(frame + 20));

    SectionOptions s1;
    s1.bigEndian = true;
    s1.comments = { "section 1, big-endian" };
    w.writeSectionHeader(s1);
    const uint32_t raw = iface(101, "raw"), ipv4 = iface(228, "ipv4"), ipv6 = iface(229, "ipv6");
    const uint32_t null = iface(0, "lo0"), eth1 = iface(1, "eth1");
    write(raw, v4(frame));
    write(raw, v6(frame));
    write(ipv4, v4(frame));
    write(ipv6, v6(frame));
    // DLT_NULL: the AF value in the writing host's byte order, here the big-endian section's.
    storeBe32(frame, 2);
    write(null, 4 + v4(frame + 4));
    storeBe32(frame, 24); // AF_INET6 as the BSDs number it
    write(null, 4 + v6(frame + 4));
    // One UDP datagram of 2980 IP payload bytes, cut at 1480-byte boundaries.
    uint8_t datagram[2980];
    storeBe16(datagram, kFlow.sport);
    storeBe16(datagram + 2, kFlow.dport);
    storeBe16(datagram + 4, sizeof datagram);
    storeBe16(datagram + 6, 0);
    for (size_t i = 8; i < sizeof datagram; ++i)
        datagram[i] = uint8_t(i);
    const size_t cuts[4] = { 0, 1480, 2960, sizeof datagram };
    for (int k = 0; k < 3; ++k) {
        h = ethernetHeader(frame, 0x0800);
        write(eth1, h + ipv4Fragment(frame + h, kFlow, datagram, cuts[k], cuts[k + 1] - cuts[k], k < 2, 0x4242));
    }
    return done(w.output(), error);
}

bool tsresol(const std::string &path, std::string *error)
{
    PcapngWriter w;
    if (!w.output().open(path, error))
        return false;
    w.writeSectionHeader({});
    const uint8_t resol[4] = { 0x80 | 20, 6, 12, 3 };
    const char *names[4] = { "pow2-20", "usec-offset", "psec", "msec" };
    for (int i = 0; i < 4; ++i) {
        InterfaceOptions o;
        o.name = names[i];
        o.tsResol = resol[i];
        // 1 ps units since the epoch overflow 64 bits after 213 days: that interface needs the offset too.
        if (i == 1 || i == 2)
            o.tsOffsetSec = kGeneratorBaseNs / 1000000000;
        w.addInterface(o);
    }
    uint8_t payload[64], frame[128];
    for (uint64_t g = 0; g < 20; ++g) {
        const size_t len = ethIpv4Udp(frame, kFlow, payload, indexPayload(payload, g), uint16_t(g));
        w.writePacket(uint32_t(g % 4), nominalTs(g), frame, uint32_t(len), uint32_t(len));
    }
    return done(w.output(), error);
}

bool blocks(const std::string &path, std::string *error)
{
    PcapngWriter w;
    if (!w.output().open(path, error))
        return false;
    SectionOptions so;
    so.comments = { "Jitterscope pcapng-blocks test file", "second section comment" };
    so.hardware = "synthetic";
    so.os = "Linux";
    so.userAppl = "jitterscope generate pcapng-blocks";
    w.writeSectionHeader(so);
    InterfaceOptions io;
    io.snapLen = 65535;
    io.name = "eth0";
    io.description = "test interface";
    io.filter = "udp port 5001";
    io.os = "Linux 6.1";
    io.hardware = "virtual NIC";
    io.comments = { "interface comment" };
    w.addInterface(io);

    std::vector<uint8_t> body; // sections written little-endian: bodies built with appendLe16/appendLe32
    appendLe16(body, 1); // NRB: one IPv4 record, then the end record
    const std::string host = std::string("receiver.example") + '\0';
    appendLe16(body, uint16_t(4 + host.size()));
    body.insert(body.end(), { 10, 0, 0, 2 });
    body.insert(body.end(), host.begin(), host.end());
    body.resize((body.size() + 3) & ~size_t(3), 0);
    appendLe32(body, 0);
    w.writeRawBlock(4, body.data(), body.size());

    uint8_t payload[64], frame[128];
    auto frameFor = [&](uint64_t k) {
        return uint32_t(ethIpv4Udp(frame, kFlow, payload, indexPayload(payload, k), uint16_t(k)));
    };
    // p0: an EPB with two comments (the writer's API takes one, so build it here).
    uint32_t len = frameFor(0);
    const auto ts0 = uint64_t(nominalTs(0));
    body.clear();
    appendLe32(body, 0);
    appendLe32(body, uint32_t(ts0 >> 32));
    appendLe32(body, uint32_t(ts0));
    appendLe32(body, len);
    appendLe32(body, len);
    body.insert(body.end(), frame, frame + len);
    body.resize((body.size() + 3) & ~size_t(3), 0);
    leOption(body, 1, "first packet");
    leOption(body, 1, "second comment on the first packet");
    appendLe32(body, 0);
    w.writeRawBlock(6, body.data(), body.size());

    body.clear();
    const std::string keylog = "CLIENT_RANDOM " + std::string(64, 'a') + " " + std::string(96, 'b') + "\n";
    appendLe32(body, 0x544c534bu); // TLS key log
    appendLe32(body, uint32_t(keylog.size()));
    body.insert(body.end(), keylog.begin(), keylog.end());
    w.writeRawBlock(0x0A, body.data(), body.size());

    len = frameFor(1);
    w.writePacket(0, nominalTs(1), frame, len, len, {}, nominalTs(1) + 5000);
    len = frameFor(2);
    w.writeSimplePacket(frame, len, len);
    const std::string custom = "jitterscope custom block";
    w.writeCustomBlock(kJitterscopePen, reinterpret_cast<const uint8_t *>(custom.data()), custom.size(), true);
    const uint8_t bytes[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
    w.writeCustomBlock(kJitterscopePen, bytes, sizeof bytes, false);
    len = frameFor(3);
    w.writeObsoletePacket(0, nominalTs(3), frame, len, len, "obsolete packet block");
    w.writeRawBlock(0x123, bytes, sizeof bytes);
    len = frameFor(4);
    w.writePacket(0, nominalTs(4), frame, len, len);
    InterfaceStatistics st;
    st.tsNs = nominalTs(5);
    st.startNs = nominalTs(0);
    st.endNs = nominalTs(4);
    st.ifRecv = 5;
    st.ifDrop = 0;
    st.osDrop = 1;
    st.usrDeliv = 5;
    st.comment = "capture statistics";
    w.writeInterfaceStatistics(0, st);
    return done(w.output(), error);
}

} // namespace

bool gen::generateFormatVariant(const std::string &kind, const std::string &path, const GeneratorOptions &opts,
                                std::string *error, bool *handled)
{
    *handled = true;
    if (kind == "pcap-us" || kind == "pcap-ns" || kind == "pcap-us-be" || kind == "pcap-ns-be" || kind == "pcapng-be")
        return simpleFlow(kind, path, opts.packets ? opts.packets : 100, error);
    if (kind == "pcapng-multi")
        return multi(path, error);
    if (kind == "pcapng-tsresol")
        return tsresol(path, error);
    if (kind == "pcapng-blocks")
        return blocks(path, error);
    *handled = false;
    return false;
}

} // namespace jitterscope
