// The one read-and-analyse loop (analyzeStream) and the file driver on top of it (analyzeFile).
#include "core/analysis/analyze_stream.h"

#include "core/base/pages.h"

#include <vector>

namespace jitterscope {

namespace {
constexpr size_t kBatch = 4096; ///< packets per addBatch: large enough to amortise, small for latency
} // namespace

StreamOutcome analyzeStream(TraceFile &file, Analyzer &analyzer, const std::string &path, const StreamHooks &hooks)
{
    StreamOutcome out;
    const TraceParser &parser = file.parser();
    auto publishInfo = [&] {
        analyzer.setTraceInfo(path, parser.format(), parser.interfaces(), parser.comments(), parser.customBlocks(),
                              parser.unknownBlocks(), file.position(), file.size(), parser.commentsNotKept());
        analyzer.setTraceNotes(parser.notes());
        analyzer.setInterfacesNotKept(parser.interfacesNotKept(), parser.packetsOnInterfacesNotKept());
    };
    // The first progress call comes after the first batch (a viewer shows something at once), the
    // next ones at most every hooks.interval.
    auto last = std::chrono::steady_clock::now() - hooks.interval;
    // True to go on; a progress hook that returns false cancels.
    auto maybeProgress = [&] {
        if (!hooks.progress || out.cancelled)
            return !out.cancelled;
        const auto now = std::chrono::steady_clock::now();
        if (now - last < hooks.interval)
            return true;
        last = now;
        publishInfo();
        out.cancelled = !hooks.progress(analyzer);
        return !out.cancelled;
    };
    file.setCustomBlockHandler([&](uint32_t pen, const uint8_t *data, size_t len) {
        analyzer.addCustomBlock(pen, data, len);
        if (hooks.progressOnCustomBlocks)
            maybeProgress();
    });
    std::vector<RawPacket> batch;
    batch.reserve(kBatch);
    // nextBatch returns false at the end or an error, with the last packets in `batch` (handed
    // over below); a cancel leaves the loop with an empty batch.
    while (file.nextBatch(batch, kBatch)) {
        analyzer.addBatch(batch);
        out.packets += batch.size();
        analyzer.setInputProgress(file.position(), file.size());
        batch.clear();
        if (!maybeProgress())
            break;
    }
    if (!batch.empty()) {
        analyzer.addBatch(batch); // packets handed over together with the end or an error
        out.packets += batch.size();
    }
    file.setCustomBlockHandler({}); // the handler refers to this frame
    publishInfo();
    if (parser.failed() && (hooks.errorsBeforeFirstSection || parser.sections() > 0))
        analyzer.setError(parser.error());
    return out;
}

std::shared_ptr<const AnalysisSnapshot> analyzeFile(const std::string &path, const AnalysisOptions &options,
                                                    std::string *openError, const AnalyzeFileOptions &how,
                                                    bool *cancelled)
{
    TraceFile file;
    if (!file.open(path, openError))
        return nullptr;
    Analyzer analyzer(options);
    analyzer.keepTimeline(how.timeline);
    if (how.dropRebuildableHistograms)
        analyzer.dropRebuildableFlowHistograms();
    analyzer.setFlowLimit(how.flowLimit);
    analyzer.setWorkerIdleTask([&file] { return file.readAhead(); }); // the worker reads ahead when idle
    analyzer.enableWorkerThread();
    StreamHooks hooks;
    if (how.progress)
        hooks.progress = [&](const Analyzer &a) { return how.progress(a, file.position(), file.size()); };
    const StreamOutcome outcome = analyzeStream(file, analyzer, path, hooks);
    if (cancelled)
        *cancelled = outcome.cancelled;
    // The passes and the final snapshot allocate on helper threads (their own heap arenas): the
    // memory the read freed (partial snapshots, batches) is given back first rather than kept
    // resident beside them. 100 000 flows in the GUI: peak 520 -> 497 MB.
    releaseFreeHeap();
    analyzer.finish();
    return analyzer.snapshot(how.finalFlows);
}

} // namespace jitterscope
