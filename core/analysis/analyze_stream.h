// The one read-and-analyse loop, shared by saved files (analyzeFile) and the live client
// (LiveCapture reads the helper's pcapng stream with it): a TraceFile feeds an Analyzer in batches,
// custom blocks go to the analyzer as they are parsed, progress is published every ~50 ms.
#pragma once

#include "core/analysis/analyzer.h"
#include "core/trace/trace_file.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace jitterscope {

/// How analyzeStream reports while it reads. Both hooks run on the reading thread.
struct StreamHooks {
    std::chrono::milliseconds interval {
        50
    }; ///< at most one progress call per interval (the first after the first batch)
    /// After the trace info was refreshed; return false to stop reading (cancel).
    std::function<bool(const Analyzer &)> progress;
    /// Progress is also offered after each custom block (a live stream's softnet samples arrive
    /// between packets; without this a quiet capture would show nothing new).
    bool progressOnCustomBlocks = false;
    /// Whether a stream that fails before its first section header is the analysis's error (a
    /// file that is not a trace) or not (a live helper that exited before writing: its exit status
    /// is the explanation).
    bool errorsBeforeFirstSection = true;
};

/// What analyzeStream read.
struct StreamOutcome {
    uint64_t packets = 0; ///< packets handed to the analyzer
    bool cancelled = false; ///< hooks.progress returned false
};

/// Reads `file` (opened) to its end, an error or a cancel into `analyzer`, refreshing its trace info
/// (`path`, format, interfaces, position and size) as it goes, and sets the parser's error on the
/// analyzer if the stream broke. Does not call finish().
StreamOutcome analyzeStream(TraceFile &file, Analyzer &analyzer, const std::string &path, const StreamHooks &hooks);

/// How analyzeFile runs (not what it computes: that is AnalysisOptions).
/// Flows a file's analysis keeps one by one unless told otherwise (Analyzer::setFlowLimit): each costs
/// ~1.7 KB, and a 58 MB pcap of 1 000 000 one-datagram flows took 1.7 GB — a 1 GB one would take
/// more memory than most machines have. The packets of later flows are counted in the totals
/// ("untracked"), as a live session's are.
inline constexpr size_t kDefaultFileFlowLimit = 1'000'000;

struct AnalyzeFileOptions {
    /// Called from the reading thread roughly every 50 ms; return false to cancel.
    std::function<bool(const Analyzer &, uint64_t bytesRead, uint64_t fileSize)> progress;
    /// Keep the per-packet timeline in the snapshot (the views, reports and replays need it);
    /// false: the statistics only, in less memory (Analyzer::keepTimeline).
    bool timeline = true;
    /// The window's review: the flows' gap histograms the store can give back are not kept
    /// (Analyzer::dropRebuildableFlowHistograms, its defaults); the figures are the same.
    bool dropRebuildableHistograms = false;
    /// Flows kept one by one (0: every one); see kDefaultFileFlowLimit.
    size_t flowLimit = kDefaultFileFlowLimit;
    /// Flows the final snapshot lists, those with the most packets (Analyzer::snapshot's
    /// maxFlows: the others are counted in flowsOmitted and in the whole trace's figures).
    size_t finalFlows = SIZE_MAX;
};
/// Reads a whole trace through an Analyzer. `progress` (may be null) is called every few MB with
/// a snapshot-free (bytesRead, fileSize) and may return false to cancel. On a damaged file the
/// snapshot carries `error` and the statistics of the packets before it. Returns nullptr only if
/// the file cannot be opened (*openError set).
[[nodiscard]] std::shared_ptr<const AnalysisSnapshot>
analyzeFile(const std::string &path, const AnalysisOptions &options, std::string *openError,
            const AnalyzeFileOptions &how = {}, bool *cancelled = nullptr);

} // namespace jitterscope
