// Fuzz target: the packet and payload decoders (tests/fuzz/fuzz_entries.h). Input layout:
//   u8 link-type selector, u8 flags, 8 bytes of reference time (capture ns, little-endian), then
//   the frame. The frame is decoded, keyed and formatted; its payload (or, for a frame that
//   decodes to none, the frame) goes through every payload decoder; the frame, cut into
//   datagrams by one-byte length prefixes, feeds a PayloadDetector; and the frame builder's
//   frames around the same bytes must decode back to what was built.
#include "tests/fuzz/fuzz_entries.h"

#include "core/base/bytes.h"
#include "core/decode/flow_key.h"
#include "core/decode/frame_builder.h"
#include "core/decode/packet_decode.h"
#include "core/decode/payload_decode.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

namespace jitterscope::fuzz {

namespace {

constexpr uint32_t kLinkTypes[] = { kLinkNull,     kLinkEthernet, kLinkRaw,  kLinkLoop,
                                    kLinkLinuxSll, kLinkIpv4,     kLinkIpv6, kLinkLinuxSll2 };
constexpr size_t kHeaderLen = 10;
constexpr size_t kMaxBuiltPayload = 9000; ///< a jumbo datagram: larger frames add no new paths

uint32_t pickLinkType(uint8_t selector)
{
    // Mostly the types we decode, sometimes any value (unknown types must be refused cleanly).
    return selector < 0xF0 ? kLinkTypes[selector % std::size(kLinkTypes)] : selector;
}

void decodePayload(const uint8_t *p, size_t len, int64_t referenceNs, uint16_t sport, uint16_t dport)
{
    PayloadFields f;
    if (decodeRtp(p, len, f)) {
        if (f.kind != PayloadKind::Rtp || f.seq > 0xFFFF)
            fuzzFail("decodeRtp accepted a datagram but reported kind or sequence out of range");
        (void)rtpClockRate(f.payloadType);
    }
    f = PayloadFields {};
    if (decodeIperf3(p, len, false, f) && f.kind != PayloadKind::Iperf3)
        fuzzFail("decodeIperf3 accepted a datagram with another kind");
    f = PayloadFields {};
    (void)decodeIperf3(p, len, true, f);
    f = PayloadFields {};
    if (decodeProbe(p, len, f)) {
        // A decoded probe header must encode back to the same bytes, but for the flags (bytes 6-7),
        // which readers ignore so that later senders may set them.
        uint8_t again[kProbeHeaderLen];
        encodeProbe(again, f.seq, f.txNs);
        if (std::memcmp(again, p, 6) != 0 || std::memcmp(again + 8, p + 8, kProbeHeaderLen - 8) != 0)
            fuzzFail("decodeProbe/encodeProbe do not round-trip");
    }
    PayloadDetector detector;
    (void)detector.feed(PayloadView::of(p, len), referenceNs, sport, dport);
    detector.decideNow();
}

// The frame as a run of datagrams: each a one-byte length then that many bytes (the last one cut short).
void feedDetector(const uint8_t *p, size_t len, int64_t referenceNs, uint8_t flags)
{
    PayloadDetector detector;
    if (flags & 0x10)
        detector.force(PayloadKind(flags & 0x03), flags & 0x04);
    size_t at = 0;
    int64_t t = referenceNs;
    while (at < len) {
        const size_t n = std::min<size_t>(p[at], len - at - 1);
        ++at;
        detector.feed(PayloadView::of(p + at, n), t, 5004, 5004);
        at += n;
        t = int64_t(uint64_t(t) + 20'000'000u); // 20 ms apart; wraps like a hostile clock would
    }
    detector.decideNow();
    if ((flags & 0x10) && (!detector.decided() || detector.kind() != PayloadKind(flags & 0x03)))
        fuzzFail("a forced decoder was not kept");
}

void checkBuiltFrames(const uint8_t *p, size_t len)
{
    if (len < 12)
        return;
    const Udp4Flow flow { loadBe32(p), loadBe32(p + 4), loadBe16(p + 8), loadBe16(p + 10) };
    const uint8_t *payload = p + 12;
    const size_t n = std::min(len - 12, kMaxBuiltPayload);
    std::vector<uint8_t> frame(n + 128);
    PacketInfo info;
    const size_t built = ethIpv4Udp(frame.data(), flow, payload, n, uint16_t(len));
    if (!decodePacket(kLinkEthernet, frame.data(), uint32_t(built), info) || info.ipVersion != 4 || info.proto != 17 ||
        info.sport != flow.sport || info.dport != flow.dport || info.payloadLen != n || info.udpLen != n ||
        loadBe32(info.src) != flow.src || loadBe32(info.dst) != flow.dst || info.fragment ||
        (n && std::memcmp(info.payload, payload, n) != 0))
        fuzzFail("an Ethernet/IPv4/UDP frame from the frame builder does not decode to what was built");
    if (foldChecksum(onesComplementSum(frame.data() + kEthernetHeaderLen, kIpv4HeaderLen)) != 0)
        fuzzFail("the built IPv4 header checksum does not verify");

    info = PacketInfo {};
    const size_t built6 = ipv6Udp(frame.data(), p[0], p[1], flow.sport, flow.dport, payload, n);
    if (!decodePacket(kLinkRaw, frame.data(), uint32_t(built6), info) || info.ipVersion != 6 || info.proto != 17 ||
        info.sport != flow.sport || info.dport != flow.dport || info.payloadLen != n ||
        (n && std::memcmp(info.payload, payload, n) != 0))
        fuzzFail("an IPv6/UDP frame from the frame builder does not decode to what was built");

    // A fragment at an 8-byte offset inside the datagram (UDP header included in the IP payload).
    const size_t ipPayloadLen = kUdpHeaderLen + n;
    const size_t offset = (size_t(p[2]) * 8) % ipPayloadLen / 8 * 8;
    const size_t pieceLen = std::min<size_t>(ipPayloadLen - offset, 8 * (size_t(p[3]) + 1));
    std::vector<uint8_t> ip(kIpv4HeaderLen + ipPayloadLen);
    ipv4Udp(ip.data(), flow, payload, n, 1);
    info = PacketInfo {};
    const size_t fragLen = ipv4Fragment(frame.data(), flow, ip.data() + kIpv4HeaderLen, offset, pieceLen,
                                        offset + pieceLen < ipPayloadLen, 7);
    if (!decodePacket(kLinkRaw, frame.data(), uint32_t(fragLen), info) || info.ipVersion != 4)
        fuzzFail("a built IPv4 fragment does not decode as IPv4");
    const bool fragmented = offset > 0 || offset + pieceLen < ipPayloadLen;
    if (info.fragment != fragmented || info.firstFragment != (fragmented && offset == 0))
        fuzzFail("a built IPv4 fragment is not flagged as one");
}

} // namespace

int decode(const uint8_t *data, size_t size)
{
    if (size < kHeaderLen)
        return 0;
    const uint32_t linkType = pickLinkType(data[0]);
    const uint8_t flags = data[1];
    const int64_t referenceNs = int64_t(loadLe64(data + 2));
    const uint8_t *frame = data + kHeaderLen;
    const size_t frameLen = size - kHeaderLen;

    PacketInfo info;
    const bool known = decodePacket(linkType, frame, uint32_t(frameLen), info);
    if (info.payload && (info.payload < frame || info.payload + info.payloadLen > frame + frameLen))
        fuzzFail("decodePacket's payload lies outside the frame");
    if (!known && info.ipVersion != 0)
        fuzzFail("decodePacket refused a link type but reported IP");
    const FlowKey key = FlowKey::fromPacket(info);
    (void)FlowKeyHash {}(key);
    char text[64];
    formatAddress(info.ipVersion, info.src, text, sizeof text);
    formatAddress(info.ipVersion, info.dst, text, sizeof text);
    if (std::strlen(text) >= sizeof text)
        fuzzFail("formatAddress overran its buffer");

    if (flags & 0x20) {
        std::string error;
        const std::string expr(reinterpret_cast<const char *>(frame), std::min<size_t>(frameLen, 256));
        if (const auto filter = FlowFilter::parse(expr, &error))
            (void)filter->matches(key, uint32_t(referenceNs));
    }

    if (info.payload)
        decodePayload(info.payload, info.payloadLen, referenceNs, info.sport, info.dport);
    else
        decodePayload(frame, frameLen, referenceNs, 0, 0);
    feedDetector(frame, frameLen, referenceNs, flags);
    checkBuiltFrames(frame, frameLen);
    return 0;
}

} // namespace jitterscope::fuzz
