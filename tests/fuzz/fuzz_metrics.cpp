// Fuzz target: the Prometheus figures of a capture (core/metrics; tests/fuzz/fuzz_entries.h), on
// the packets of a trace file as the capture helper would hand them over, with few slots and a
// small flow table so that slots change hands. Properties at every publish: the interface total
// is every packet fed; the series never hold more packets than that and never more than N + 1
// series; every histogram's buckets add up to its count; the exposition is not empty.
#include "tests/fuzz/fuzz_entries.h"

#include "core/metrics/flow_metrics.h"
#include "core/metrics/metrics_server.h"
#include "core/trace/trace_parser.h"

#include <numeric>
#include <vector>

namespace jitterscope::fuzz {

namespace {

constexpr size_t kBatch = 64;
constexpr size_t kTop = 3;

void checkHistogram(const BucketCounts &h, const char *name)
{
    if (std::accumulate(h.buckets.begin(), h.buckets.end(), uint64_t(0)) != h.count)
        fuzzFail(std::string(name) + ": the buckets do not add up to the count");
}

void check(const MetricsSnapshot &s, uint64_t fed)
{
    if (s.packets != fed)
        fuzzFail("the interface total is not the packets fed");
    if (s.flows.size() > kTop + 1 || s.flows.empty() || s.flows.back().flow != "other")
        fuzzFail("more series than the slots and 'other'");
    uint64_t inSeries = 0;
    for (const FlowSeriesMetrics &f : s.flows) {
        inSeries += f.packets;
        checkHistogram(f.interarrival, "interarrival");
        checkHistogram(f.deviation, "deviation");
        checkHistogram(f.burstSize, "burst size");
        if (f.deviation.count > f.interarrival.count)
            fuzzFail("more deviations than gaps");
    }
    if (inSeries > fed)
        fuzzFail("the series hold more packets than were fed");
    if (metricsText(s).empty())
        fuzzFail("an empty exposition");
}

} // namespace

int metrics(const uint8_t *data, size_t size)
{
    TraceParser parser;
    std::vector<RawPacket> batch;
    batch.reserve(kBatch);
    std::unique_ptr<FlowMetrics> m;
    std::shared_ptr<const MetricsSnapshot> last;
    uint64_t fed = 0;
    size_t at = 0;
    for (;;) {
        batch.clear();
        const size_t used = parser.parse(data + at, size - at, at, true, batch, kBatch);
        at += used;
        for (const RawPacket &p : batch) {
            if (!m) {
                FlowMetricsOptions o;
                o.interface = "fuzz";
                o.linkType = p.linkType;
                o.topFlows = kTop;
                o.maxTrackedFlows = 8;
                o.idleEvictNs = 1'000'000; // 1 ms of the input's own clock: slots move
                m = std::make_unique<FlowMetrics>(o);
                m->onPublish = [&last](std::shared_ptr<const MetricsSnapshot> s) { last = std::move(s); };
            }
            m->addPacket(p.tsNs, p.data, p.capLen, p.wireLen);
            ++fed;
            // The publish clock follows the file's timestamps here (any value, backwards too).
            m->tick(p.tsNs);
            if (last) {
                check(*last, fed);
                last.reset();
            }
        }
        if (used == 0 || parser.failed())
            break;
    }
    if (m) {
        m->publish(0);
        check(*last, fed);
    }
    return 0;
}

} // namespace jitterscope::fuzz
