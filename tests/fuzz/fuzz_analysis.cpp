// Fuzz target: the whole analysis of a file, as analyzeStream runs it but from memory, without
// the worker thread and on the calling thread only (tests/fuzz/fuzz_entries.h). A thread per input costs more than
// the analysis of a small file (84 execs/s through analyzeFile); the results are the same
// (Analyzer::enableWorkerThread), and tst_analyzer covers the threaded path.
#include "tests/fuzz/fuzz_entries.h"

#include "core/analysis/analyzer.h"
#include "core/report/report.h"
#include "core/trace/trace_parser.h"

#include <string>
#include <vector>

namespace jitterscope::fuzz {

namespace {
constexpr size_t kBatch = 64; ///< small, so that a few-packet input still spans several batches
}

namespace {
/// The report of the whole analysis; `sortOnly`: --order time by sorting (no merge of chains).
std::string analyse(const uint8_t *data, size_t size, const AnalysisOptions &options, bool sortOnly)
{
    Analyzer analyzer(options);
    analyzer.runOnCallingThreadOnly();
    if (sortOnly)
        analyzer.sortForTimeOrderOnly();
    TraceParser parser;
    parser.setCustomBlockHandler(
        [&analyzer](uint32_t pen, const uint8_t *body, size_t len) { analyzer.addCustomBlock(pen, body, len); });
    std::vector<RawPacket> batch;
    batch.reserve(kBatch);
    size_t at = 0;
    for (;;) {
        batch.clear();
        const size_t used = parser.parse(data + at, size - at, at, true, batch, kBatch);
        at += used;
        if (!batch.empty())
            analyzer.addBatch(batch);
        analyzer.setInputProgress(at, size);
        if (used == 0 || parser.failed())
            break;
    }
    analyzer.setTraceInfo("fuzz.pcapng", parser.format(), parser.interfaces(), parser.comments(), parser.customBlocks(),
                          parser.unknownBlocks(), at, size, parser.commentsNotKept());
    if (parser.failed())
        analyzer.setError(parser.error());
    analyzer.finish();
    const std::shared_ptr<const AnalysisSnapshot> snapshot = analyzer.snapshot();
    if (!snapshot)
        fuzzFail("finish() left no snapshot");
    // The report formats every figure: durations, rates and percentages derived from the file's numbers.
    std::string json = reportJson(*snapshot);
    if (json.empty() || reportText(*snapshot).empty())
        fuzzFail("an empty report");
    return json;
}
} // namespace

int analysis(const uint8_t *data, size_t size)
{
    AnalysisOptions options;
    // The input's length picks the order, so both orders get fuzzed without a header byte that
    // would stop the seeds being plain trace files.
    options.order = size % 2 ? DeltaOrder::Time : DeltaOrder::File;
    const std::string json = analyse(data, size, options, false);
    // In time order a file of a few ascending chains is merged as it is walked, others sorted:
    // sorted, every figure must be the same.
    if (options.order == DeltaOrder::Time && analyse(data, size, options, true) != json)
        fuzzFail("--order time: merging the ascending chains and sorting disagree");
    return 0;
}

} // namespace jitterscope::fuzz
