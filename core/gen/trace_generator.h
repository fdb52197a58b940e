// Synthetic trace generator: the bundled sample trace, the benchmark input and the test traces
// for every pcap / pcapng variant the reader must handle. Deterministic for a given kind, packet
// count and seed (own PRNG, no std:: distributions, whose output differs between libraries).
//
// Kinds (see generatorKinds() for the one-line descriptions):
//   sample        demo pcapng: probe flow in NAPI-like bursts + an RTP call. `packets` = probe
//                 packets (default 3000, in 10 trains of equal size over ~2 s).
//   bench         N (default 10,000,000) 64-byte Ethernet/IPv4/UDP frames, ns pcapng.
//   rtp           two RTP streams, 20 ms apart, `packets` sent per stream (default 500):
//                 SSRC 0x11223344 PT 0 10.0.1.1:20000 -> 10.0.1.2:30000, seq from 65300 (wraps),
//                 indices 10, 11, 250 lost, 100 duplicated, 300/301 swapped;
//                 SSRC 0x55667788 PT 8 10.0.1.3:20002 -> 10.0.1.4:30002, seq from 100, index 50 lost.
//   iperf3, iperf3-64  iperf3 UDP test (connect datagram, its reply, then `packets` data
//                 datagrams, default 1000; data index 100 is lost).
//   pcap-us, pcap-ns, pcap-us-be, pcap-ns-be, pcapng-be   one UDP flow, `packets` (default 100)
//                 packets at kGeneratorBaseNs + i * kGeneratorStepNs (µs files round down).
//   pcapng-multi, pcapng-tsresol, pcapng-blocks   fixed layouts (packets is ignored), described
//                 in trace_generator_formats.cpp.
//   pcap-nokia, pcap-ss990417, pcap-ss990915, pcap-ss991029, pcap-v22, pcap-oddities, pcapng-spb
//                 files other readers read in a way ours must match or state; described in
//                 trace_generator_oddities.cpp.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace jitterscope {

struct GeneratorOptions {
    uint64_t packets = 0; ///< 0 = the kind's default
    uint64_t seed = 1;
};

/// First timestamp of every generated trace: 2023-11-14 22:13:20.123456789 UTC, in ns.
constexpr int64_t kGeneratorBaseNs = 1700000000123456789;
/// Spacing of the format-variant kinds' packets, ns (not a multiple of 1 µs on purpose).
constexpr int64_t kGeneratorStepNs = 1000123;

/// Writes a trace of `kind` to `path`. False (with *error set when non-null) for an unknown kind
/// or an I/O error.
[[nodiscard]] bool generateTrace(const std::string &kind, const std::string &path, const GeneratorOptions &opts,
                                 std::string *error);

/// (name, one-line description) of every kind, in a stable order.
std::vector<std::pair<std::string, std::string>> generatorKinds();

} // namespace jitterscope
