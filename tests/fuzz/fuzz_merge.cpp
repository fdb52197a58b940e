// Fuzz target: the mergeable summaries' JSON reader and the merge (tests/fuzz/fuzz_entries.h).
// Input: a JSON document (the seeds are analyze reports).
#include "tests/fuzz/fuzz_entries.h"

#include "core/report/mergeable.h"

namespace jitterscope::fuzz {

namespace {

void sameGaps(const MergeableGaps &a, const MergeableGaps &b, const char *what)
{
    if (a.count != b.count || a.sumNs != b.sumNs || a.minNs != b.minNs || a.maxNs != b.maxNs ||
        a.negative != b.negative || *a.histogram != *b.histogram)
        fuzzFail(std::string(what) + ": the gaps changed in a JSON round trip");
}

} // namespace

int merge(const uint8_t *data, size_t size)
{
    const std::string input(reinterpret_cast<const char *>(data), size);
    MergeableSummary m;
    std::string error;
    if (!parseMergeable(input, &m, &error)) {
        if (error.empty())
            fuzzFail("parseMergeable failed without saying why");
        return 0;
    }
    // What was read writes back to the same summary, and merges again.
    MergeableSummary back;
    if (!parseMergeable(mergedJson(m), &back, &error))
        fuzzFail("the merged JSON of an accepted summary is refused: " + error);
    if (back.options != m.options || back.packets != m.packets || back.flows.size() != m.flows.size())
        fuzzFail("a JSON round trip changed the summary");
    sameGaps(back.gaps, m.gaps, "whole trace");
    for (size_t i = 0; i < m.flows.size(); ++i) {
        if (back.flows[i].key() != m.flows[i].key() || back.flows[i].packets != m.flows[i].packets)
            fuzzFail("a JSON round trip changed a flow");
        sameGaps(back.flows[i].gaps, m.flows[i].gaps, "flow");
    }
    // With itself: twice every count, or an overflow that says so.
    MergeableSummary twice = m;
    if (!mergeInto(twice, m, &error)) {
        if (error.find("overflow") == std::string::npos)
            fuzzFail("a summary does not merge with itself: " + error);
        return 0;
    }
    if (twice.gaps.count != 2 * m.gaps.count || twice.flows.size() > m.flows.size() ||
        twice.gaps.histogram->count() != twice.gaps.count)
        fuzzFail("a summary merged with itself has other counts");
    (void)mergedText(twice);
    return 0;
}

} // namespace jitterscope::fuzz
