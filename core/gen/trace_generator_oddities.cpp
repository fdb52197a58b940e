// Oddity kinds for the reader tests: the record layouts of old patched libpcaps that `editcap -F`
// still writes, and files other tools read in a way the reader must state (TraceNotes). Written
// byte by byte (little-endian, µs) because TraceWriter only writes what is well formed.
//
// pcap-nokia, pcap-ss990417, pcap-ss990915, pcap-ss991029   `packets` (default 20) packets of one
//   UDP flow at kGeneratorBaseNs + i * kGeneratorStepNs (rounded down to µs), version 2.4, with the
//   record header of editcap's nokiapcap (20 bytes), rh6_1pcap (24), suse6_3pcap (28, magic
//   a1b2cd34) and modpcap (24, magic a1b2cd34).
// pcap-v22       the same flow in a version 2.2 file: orig_len stored before incl_len, snaplen
//   60 so that the two differ.
// pcap-oddities  20 packets; the link-type field says "4-byte FCS" (0x24000001, each frame carries
//   4 FCS bytes); packets 3 and 7 have a µs fraction of 1 000 000 + k (read as the next second).
// pcapng-spb     SHB, IDB, SPB, SPB, EPB p2, SPB, EPB p4: two packets before any timestamp.
#include "core/gen/trace_generator_p.h"

#include <algorithm>
#include <cstring>

namespace jitterscope {

using namespace gen;

namespace {

const Udp4Flow kFlow { ip4(10, 0, 0, 1), ip4(10, 0, 0, 2), 40000, 5001 };

int64_t nominalTs(uint64_t g)
{
    return kGeneratorBaseNs + int64_t(g) * kGeneratorStepNs;
}

size_t flowFrame(uint8_t *frame, uint64_t g)
{
    uint8_t payload[24] = {};
    storeBe64(payload, g);
    storeBe64(payload + 8, uint64_t(nominalTs(g)));
    return ethIpv4Udp(frame, kFlow, payload, sizeof payload, uint16_t(g));
}

void pcapHeader(std::vector<uint8_t> &b, uint32_t magic, uint16_t major, uint16_t minor, uint32_t snapLen,
                uint32_t linkField)
{
    appendLe32(b, magic);
    appendLe16(b, major);
    appendLe16(b, minor);
    appendLe32(b, 0); // thiszone
    appendLe32(b, 0); // sigfigs
    appendLe32(b, snapLen);
    appendLe32(b, linkField);
}

bool writeAll(const std::string &path, const std::vector<uint8_t> &b, std::string *error)
{
    TraceOutput out;
    if (!out.open(path, error))
        return false;
    out.append(b.data(), b.size());
    if (!out.close()) {
        if (error)
            *error = out.errorText();
        return false;
    }
    return true;
}

bool patched(const std::string &kind, const std::string &path, uint64_t n, std::string *error)
{
    const bool modifiedMagic = kind == "pcap-ss990915" || kind == "pcap-ss991029";
    const bool v22 = kind == "pcap-v22";
    std::vector<uint8_t> b;
    const uint32_t snapLen = v22 ? 60 : 262144;
    pcapHeader(b, modifiedMagic ? 0xa1b2cd34u : 0xa1b2c3d4u, 2, v22 ? 2 : 4, snapLen, 1);
    uint8_t frame[128];
    for (uint64_t g = 0; g < n; ++g) {
        const auto wireLen = uint32_t(flowFrame(frame, g));
        const uint32_t capLen = std::min(wireLen, snapLen);
        const int64_t ts = nominalTs(g);
        appendLe32(b, uint32_t(ts / 1000000000));
        appendLe32(b, uint32_t(ts % 1000000000 / 1000));
        appendLe32(b, v22 ? wireLen : capLen);
        appendLe32(b, v22 ? capLen : wireLen);
        if (kind == "pcap-nokia") {
            appendLe32(b, 0x9fbfb601u); // of the form Nokia's files show (wiretap/libpcap.c)
        } else if (!v22) {
            appendLe32(b, 2); // ifindex
            appendLe16(b, 0x0800); // protocol: IPv4
            b.push_back(0); // pkt_type: PACKET_HOST
            b.push_back(0); // padding (ss990915: cpu1)
            if (kind == "pcap-ss990915")
                b.insert(b.end(), 4, 0); // cpu2, 3 bytes of padding
        }
        b.insert(b.end(), frame, frame + capLen);
    }
    return writeAll(path, b, error);
}

bool oddities(const std::string &path, std::string *error)
{
    std::vector<uint8_t> b;
    pcapHeader(b, 0xa1b2c3d4u, 2, 4, 262144, 0x24000001u); // FCS length 2 × 16 bits, present, Ethernet
    uint8_t frame[132];
    for (uint64_t g = 0; g < 20; ++g) {
        size_t len = flowFrame(frame, g);
        std::memset(frame + len, 0, 4);
        len += 4;
        const int64_t ts = nominalTs(g);
        uint32_t sec = uint32_t(ts / 1000000000);
        uint32_t usec = uint32_t(ts % 1000000000 / 1000);
        if (g == 3 || g == 7) { // the same instant written as (sec − 1, usec + 10^6)
            --sec;
            usec += 1000000;
        }
        appendLe32(b, sec);
        appendLe32(b, usec);
        appendLe32(b, uint32_t(len));
        appendLe32(b, uint32_t(len));
        b.insert(b.end(), frame, frame + len);
    }
    return writeAll(path, b, error);
}

bool simplePackets(const std::string &path, std::string *error)
{
    PcapngWriter w;
    if (!w.output().open(path, error))
        return false;
    SectionOptions so;
    so.userAppl = "jitterscope generate pcapng-spb";
    w.writeSectionHeader(so);
    InterfaceOptions io;
    io.name = "eth0";
    w.addInterface(io);
    uint8_t frame[128];
    for (uint64_t g = 0; g < 5; ++g) {
        const auto len = uint32_t(flowFrame(frame, g));
        if (g == 2 || g == 4)
            w.writePacket(0, nominalTs(g), frame, len, len);
        else
            w.writeSimplePacket(frame, len, len);
    }
    if (!w.output().close()) {
        if (error)
            *error = w.output().errorText();
        return false;
    }
    return true;
}

} // namespace

bool gen::generateOddity(const std::string &kind, const std::string &path, const GeneratorOptions &opts,
                         std::string *error, bool *handled)
{
    *handled = true;
    if (kind == "pcap-nokia" || kind == "pcap-ss990417" || kind == "pcap-ss990915" || kind == "pcap-ss991029" ||
        kind == "pcap-v22")
        return patched(kind, path, opts.packets ? opts.packets : 20, error);
    if (kind == "pcap-oddities")
        return oddities(path, error);
    if (kind == "pcapng-spb")
        return simplePackets(path, error);
    *handled = false;
    return false;
}

} // namespace jitterscope
