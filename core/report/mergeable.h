// Mergeable analysis summaries: the "mergeable" member of `analyze --format json` (exact integer
// histogram buckets, counts, sums, extremes, first/last timestamps, the options that shaped them)
// and `jitterscope-cli merge`, which combines such summaries of many files into one.
//
// What a merge means: flows are matched across files by their flow key (protocol, addresses,
// ports); a merged flow's gaps are the union of its gaps in each file — a file boundary adds no
// gap, since the time from one file's last packet to the next file's first is not in the
// summaries. The whole-trace scope likewise unions each file's trace-level gaps. Counts, sums,
// extremes and histogram buckets are then exact, so the merged percentiles are exactly those of
// the histogram of the union, i.e. within the histogram's stated relative bound of the exact
// nearest-rank value; the standard deviation is combined in long double (not exact integers).
#pragma once

#include "core/analysis/histogram.h"
#include "core/analysis/snapshot.h"
#include "core/report/json_writer.h"

#include <memory>
#include <string>
#include <vector>

namespace jitterscope {

constexpr int kMergeableVersion = 1;
/// Layout name of LogLinearHistogram as written: 256 sub-buckets per octave, exact below 256 ns.
constexpr const char *kMergeableLayout = "log-linear-int64/sub_bits=8/exact_limit=64";

/// The gaps of one scope in mergeable form.
struct MergeableGaps {
    uint64_t count = 0;
    int64_t sumNs = 0; ///< exact Σ gaps (as the analysis reports it: saturated at int64)
    int64_t minNs = 0, maxNs = 0;
    uint64_t negative = 0;
    double stddevNs = 0; ///< population standard deviation
    /// Shared with the snapshot it came from (no copy of every flow's histogram for the report);
    /// a merge replaces it by a new one.
    std::shared_ptr<const LogLinearHistogram> histogram = std::make_shared<LogLinearHistogram>();
};

struct MergeableFlow {
    std::string proto; ///< protoName: "UDP", "non-IP 0x88f7", …
    uint32_t ipVersion = 0;
    std::string src, dst;
    uint32_t sport = 0, dport = 0;
    uint64_t packets = 0, bytes = 0;
    int64_t firstTsNs = 0, lastTsNs = 0;
    MergeableGaps gaps;
    [[nodiscard]] std::string key() const; ///< what matches a flow across files
};

struct MergeableSummary {
    std::string options; ///< canonical text of the analysis options that shape the numbers
    std::vector<std::string> files; ///< the traces summarised
    uint64_t packets = 0, bytes = 0;
    int64_t minTsNs = 0, maxTsNs = 0; ///< earliest and latest packet (0 when no packets)
    MergeableGaps gaps; ///< whole trace
    std::vector<MergeableFlow> flows;
    /// Packets and bytes of the flows a live session saw after its flow limit (capture
    /// --flow-limit): in `packets`, `bytes` and `gaps`, in no flow. 0 for a trace analysed whole.
    uint64_t untrackedPackets = 0, untrackedBytes = 0;
};

/// The canonical options text: order, given nominal and burst gaps, flow filter, decoders.
[[nodiscard]] std::string mergeableOptions(const AnalysisOptions &o);
/// The summary of one analysis (its flows and trace-level gaps with their histograms).
[[nodiscard]] MergeableSummary mergeableSummary(const AnalysisSnapshot &s);
/// Writes `"mergeable": {…}` into an open object.
void writeMergeable(JsonWriter &w, const MergeableSummary &m);
/// Reads the "mergeable" member of a JSON document (an analyze or a merge output). False with a
/// reason for anything else: not JSON, no or another version, a damaged member, a number that
/// is not an exact integer (e.g. beyond int64, which JSON parsers hold as a double).
[[nodiscard]] bool parseMergeable(const std::string &json, MergeableSummary *out, std::string *error);
/// Merges b into a. False when the options differ (a unchanged) or a count or sum would overflow
/// 64 bits (a then part-merged: the caller stops).
[[nodiscard]] bool mergeInto(MergeableSummary &a, const MergeableSummary &b, std::string *error);

/// The merged result as JSON (statistics per scope plus a "mergeable" member that merges again)
/// and as text.
[[nodiscard]] std::string mergedJson(const MergeableSummary &m);
[[nodiscard]] std::string mergedText(const MergeableSummary &m);

} // namespace jitterscope
