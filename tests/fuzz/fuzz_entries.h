// The fuzz targets' entry points (tests/fuzz, docs/fuzzing.md). Each takes one input, runs it
// through a core parser or decoder, and checks the properties the target states; a broken property
// goes to fuzzFail(). The libFuzzer binaries (fuzz_main.cpp, built with JITTERSCOPE_FUZZ) call one
// entry each; tst_fuzz_regressions calls them on the seed corpora and the saved findings in the
// normal build. Single-threaded: every entry runs on the calling thread and keeps no state.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace jitterscope::fuzz {

/// Called when an entry finds a broken property (two paths that disagree, a round trip that does
/// not return what went in). The default prints `what` and aborts, which libFuzzer reports as a
/// crash; a test installs one that throws. Must not return.
using FailHandler = void (*)(const std::string &what);
void setFailHandler(FailHandler handler);
[[noreturn]] void fuzzFail(const std::string &what);

/// The pcap/pcapng parser: the whole input in one call, and the same bytes through the resumable
/// path in chunks whose sizes come from the input's last bytes; both must give the same packets,
/// metadata, custom blocks and error.
int traceParser(const uint8_t *data, size_t size);
/// The whole analysis of a file: parser → Analyzer (no worker thread) → finish() → snapshot().
int analysis(const uint8_t *data, size_t size);
/// The packet decoder, the flow key and filter, the frame builder (round trip) and the payload
/// decoders with the PayloadDetector.
int decode(const uint8_t *data, size_t size);
/// The softnet_stat text parser, the CPU list parser and SoftnetSeries.
int softnet(const uint8_t *data, size_t size);
/// The session-record decoders and the session-file walker (readSessionData).
int sessionRecords(const uint8_t *data, size_t size);
/// The Prometheus figures (FlowMetrics and the exposition) on the packets of a trace file.
int metrics(const uint8_t *data, size_t size);
/// The mergeable summaries: parseMergeable on a JSON document; an accepted one survives
/// mergedJson + parseMergeable unchanged and merges with itself (twice the counts, or an overflow
/// that says so).
int merge(const uint8_t *data, size_t size);
/// Compressed traces through TraceFile: the input's first byte picks gzip, zstd or LZ4, 1–3
/// frames and a damage (none, a cut, a flipped byte, garbage after the end), the second where;
/// the rest is the trace. An undamaged copy reads as the plain trace (packets, error); a cut one
/// or one with garbage after it gives a prefix of its packets (and the garbage is reported).
int compressed(const uint8_t *data, size_t size);

} // namespace jitterscope::fuzz
