#!/usr/bin/env python3
"""Regenerates the seed corpora in tests/fuzz/corpus/ (docs/fuzzing.md) from the project's trace
generator (jitterscope-cli generate), tests/data/softnet and tests/data/golden. Usage: make_corpus.py BUILD_DIR.
Deterministic: the generator is seeded, the session file is built here from the documented layout
(docs/capture.md, core/trace/session_records.h)."""
import os
import struct
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "tests", "fuzz", "corpus")
PEN = 32473

TRACE_KINDS = ["pcap-us", "pcap-ns-be", "pcapng-be", "pcapng-multi", "pcapng-tsresol", "pcapng-blocks", "rtp"]
ANALYSIS_KINDS = ["sample", "rtp", "iperf3", "iperf3-64", "pcapng-multi", "zoo-vlan-ipv6", "zoo-non-udp"]
LINK_SELECTOR = {0: 0, 1: 1, 101: 2, 108: 3, 113: 4, 228: 5, 229: 6, 276: 7}  # fuzz_decode.cpp kLinkTypes


def write(target, name, data):
    os.makedirs(os.path.join(CORPUS, target), exist_ok=True)
    with open(os.path.join(CORPUS, target, name), "wb") as f:
        f.write(data)


def block(btype, body):
    body += b"\0" * (-len(body) % 4)
    n = 12 + len(body)
    return struct.pack("<II", btype, n) + body + struct.pack("<I", n)


def js_record(subtype, body):
    return struct.pack("<HHI", subtype, 1, len(body)) + body


def softnet_record(ts, lines):
    body = struct.pack("<qII", ts, len(lines), 0)
    for cpu, values in lines:
        body += struct.pack("<IBBH", cpu, len(values), 0, 0) + struct.pack("<%dI" % len(values), *values)
    return js_record(0x10, body)


def stats_record(ts, counters):
    return js_record(0x12, struct.pack("<q8Q", ts, *counters))


def kernel_events_record(devices, polls, edges, lost):
    body = struct.pack("<IIIIQ", len(devices), len(polls), len(edges), 0, lost)
    names = b"".join(struct.pack("<H", len(d)) + d for d in devices)
    body += names + b"\0" * (-len(names) % 4)
    for ts, cpu, dev, work, budget in polls:
        body += struct.pack("<qIHHii", ts, cpu, dev, 0, work, budget)
    for ts, cpu, edge in edges:
        body += struct.pack("<qIB3x", ts, cpu, edge)
    return js_record(0x13, body)


def session_file():
    shb = block(0x0A0D0D0A, struct.pack("<IHHq", 0x1A2B3C4D, 1, 0, -1))
    idb = block(1, struct.pack("<HHI", 1, 0, 262144))
    recs = [js_record(0x11, b"interface=lo\nhelper_version=0.2.0\nsnaplen=262144\n"),
            softnet_record(1_700_000_000_000_000_000, [(0, [0x1a2b3] + [0] * 12), (1, [0x2c4d5] + [0] * 12)]),
            softnet_record(1_700_000_000_050_000_000, [(0, [0x1a3b3] + [0] * 12), (1, [0x2c5d5, 1] + [0] * 11)]),
            stats_record(1_700_000_000_060_000_000, [10, 1, 0, 10, 2, 8, 2, 0]),
            kernel_events_record([b"(no_device)", b"eth0"],
                                 [(1_700_000_000_000_010_000, 0, 0, 1, 64), (1_700_000_000_000_020_000, 1, 1, 64, 64)],
                                 [(1_700_000_000_000_005_000, 0, 0), (1_700_000_000_000_015_000, 0, 1),
                                  (1_700_000_000_000_007_000, 1, 0)], 2)]
    out = shb + idb
    frame = bytes(14) + bytes([0x45]) + bytes(27) + bytes(8)
    out += block(6, struct.pack("<IIIII", 0, 0x5e000000, 0x12345678, len(frame), len(frame)) + frame)
    for r in recs:
        out += block(0xBAD, struct.pack("<I", PEN) + r)
    return out, recs


def epb_frames(data):
    """(link type, frame) of each EPB/SPB of a little-endian pcapng file, and each record of a pcap file."""
    frames = []
    if data[:4] == b"\xd4\xc3\xb2\xa1" or data[:4] == b"\x4d\x3c\xb2\xa1":
        link = struct.unpack_from("<I", data, 20)[0]
        at = 24
        while at + 16 <= len(data):
            caplen = struct.unpack_from("<I", data, at + 8)[0]
            frames.append((link, data[at + 16:at + 16 + caplen]))
            at += 16 + caplen
        return frames
    links, at = [], 0
    while at + 12 <= len(data):
        btype, n = struct.unpack_from("<II", data, at)
        if btype == 0x0A0D0D0A and data[at + 8:at + 12] != b"\x4d\x3c\x2b\x1a":
            break  # a big-endian section: not needed for seeds
        if btype == 1:
            links.append(struct.unpack_from("<H", data, at + 8)[0])
        elif btype == 6:
            iface, _, _, caplen = struct.unpack_from("<IIII", data, at + 8)
            frames.append((links[iface], data[at + 28:at + 28 + caplen]))
        at += n
    return frames


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build")
    cli = os.path.join(build, "app", "jitterscope-cli")
    traces = {}
    with tempfile.TemporaryDirectory() as tmp:
        for kind in sorted(set(TRACE_KINDS + ANALYSIS_KINDS)):
            path = os.path.join(tmp, kind)
            # (the zoo's mixes need a few dozen packets to hold every frame shape: VLAN, QinQ, IPv6; TCP, ICMP, ARP)
            packets = "40" if kind == "sample" or kind.startswith("zoo-") else "8"
            subprocess.run([cli, "generate", kind, "-o", path, "--packets", packets], check=True,
                           stdout=subprocess.DEVNULL)
            with open(path, "rb") as f:
                traces[kind] = f.read()
    session, recs = session_file()
    for kind in TRACE_KINDS:
        write("trace_parser", kind, traces[kind])
    write("trace_parser", "session", session)
    for kind in ANALYSIS_KINDS:
        write("analysis", kind, traces[kind])
        write("metrics", kind, traces[kind])  # the metrics read the same packets
    write("analysis", "session", session)
    # Two sections over the same span, one after the other, and an odd length (odd-sized inputs
    # are analysed in time order): the second section goes back in time, two ascending chains.
    write("analysis", "time-chains", traces["zoo-vlan-ipv6"] + traces["zoo-non-udp"] + b"\0")
    write("metrics", "session", session)
    # compressed: byte 0 = codec (0 gzip, 1 zstd, 2 LZ4) + 4 × (frames − 1) + 16 × damage (0 none,
    # 1 cut, 2 a flipped byte, 3 garbage after the end), byte 1 = where (of 256); then the trace.
    for codec, name in enumerate(["gzip", "zstd", "lz4"]):
        for kind, frames in [("pcap-us", 1), ("pcapng-blocks", 3), ("pcapng-multi", 3)]:
            write("compressed", "%s-%s-%d" % (kind, name, frames), bytes([codec + 4 * (frames - 1), 128]) + traces[kind])
        for damage, what in [(1, "cut"), (2, "flip"), (3, "garbage")]:
            write("compressed", "pcapng-blocks-%s-%s" % (name, what), bytes([codec + 16 * damage, 160]) + traces["pcapng-blocks"])
    seen = set()
    for kind in ["pcap-us", "pcapng-multi", "rtp", "iperf3", "sample"]:
        for link, frame in epb_frames(traces[kind]):
            key = (link, len(frame) // 64, frame[:1])
            if link not in LINK_SELECTOR or key in seen or len(seen) >= 24:
                continue
            seen.add(key)
            header = bytes([LINK_SELECTOR[link], 0]) + struct.pack("<q", 1_700_000_000_000_000_000)
            write("decode", "%s-%d" % (kind, len(seen)), header + frame)
    softnet_dir = os.path.join(ROOT, "tests", "data", "softnet")
    for name in ["layout_09", "layout_11", "layout_13", "layout_15", "offline_11"]:
        with open(os.path.join(softnet_dir, name + ".txt"), "rb") as f:
            text = f.read()
        later = text.replace(b"0001a2b3", b"0001a3b3").replace(b"00000011", b"00000012")
        write("softnet", name, b"0-3\0%016x" % 10**9 + text + b"\0%016x" % (2 * 10**9) + later)
    for i, r in enumerate(recs):
        write("session_records", "record-%d" % i, r)
    write("session_records", "session", session)
    golden = os.path.join(ROOT, "tests", "data", "golden")
    for kind in ["sample", "rtp", "pcap-us", "pcapng-multi"]:  # binned and exact histograms, non-IP
        with open(os.path.join(golden, kind + ".json"), "rb") as f:
            write("merge", kind, f.read())


if __name__ == "__main__":
    main()
