// FlowMetrics: the per-packet side of the Prometheus export (see flow_metrics.h).
#include "core/metrics/flow_metrics.h"

#include "core/analysis/delta_accumulator.h"
#include "core/analysis/histogram.h"
#include "core/analysis/spacing.h"
#include "core/base/saturating.h"
#include "core/decode/flow_key.h"
#include "core/decode/packet_decode.h"
#include "core/metrics/flow_decoder.h"

#include <algorithm>
#include <cstring>
#include <unordered_map>

namespace jitterscope {

namespace {

std::vector<int64_t> oneTwoFive(int64_t from, int64_t to)
{
    std::vector<int64_t> v;
    for (int64_t decade = from; decade <= to; decade *= 10)
        for (int64_t m : { 1, 2, 5 })
            if (decade * m <= to)
                v.push_back(decade * m);
    return v;
}

// Gaps observed before a flow has both a nominal gap and a burst threshold wait here; the
// estimates need at least kMinSteps gaps and are made at the next publish or when this fills.
constexpr size_t kWarmMax = 4096;
constexpr uint64_t kMinSteps = 16;
// A flow takes a busy slot only with this many packets more than twice the slot's in the
// interval: a scan's one-packet flows never churn the series.
constexpr uint64_t kMinPromotion = 16;

} // namespace

const std::vector<int64_t> &interarrivalBucketsNs()
{
    static const std::vector<int64_t> v = oneTwoFive(1'000, 10'000'000'000);
    return v;
}

const std::vector<int64_t> &deviationBucketsNs()
{
    static const std::vector<int64_t> v = oneTwoFive(100, 1'000'000'000);
    return v;
}

const std::vector<int64_t> &burstSizeBuckets()
{
    static const std::vector<int64_t> v = { 1, 2, 4, 8, 16, 32, 64, 128, 256 };
    return v;
}

void BucketCounts::add(int64_t v, const std::vector<int64_t> &bounds)
{
    if (buckets.empty())
        buckets.assign(bounds.size() + 1, 0);
    const size_t i = size_t(std::lower_bound(bounds.begin(), bounds.end(), v) - bounds.begin());
    ++buckets[i];
    ++count;
    sum = satAdd(sum, v);
}

void BucketCounts::merge(const BucketCounts &o)
{
    if (buckets.size() < o.buckets.size())
        buckets.resize(o.buckets.size(), 0);
    for (size_t i = 0; i < o.buckets.size(); ++i)
        buckets[i] += o.buckets[i];
    count += o.count;
    sum = satAdd(sum, o.sum);
}

namespace {

// A flow with series of its own.
struct Slot {
    FlowKey key {};
    FlowSeriesMetrics m;
    int64_t lastTs = 0;
    bool hasLast = false;
    int64_t lastSeenNs = 0; // the last publish that saw packets of it (publish clock)
    uint64_t intervalPackets = 0;
    uint64_t run = 1; // packets in the open run (the first packet opens one)
    SpacingSums spacing; // arrival gaps: the rate
    LogLinearHistogram gaps;
    std::vector<int64_t> warm;
    FlowDecoder decoder;
};

// A flow without series of its own: only what its gaps and its claim to a slot need.
struct Tracked {
    int64_t lastTs = 0; // capture clock
    int64_t lastSeenNs = 0; // the last publish that saw packets of it (publish clock)
    uint64_t intervalPackets = 0;
};

void labelsOf(const FlowKey &k, FlowSeriesMetrics &m)
{
    m.proto = flowProtoName(k);
    if (!k.ipVersion) {
        m.flow = m.proto;
        return;
    }
    char src[64], dst[64];
    formatAddress(k.ipVersion, k.src, src, sizeof src);
    formatAddress(k.ipVersion, k.dst, dst, sizeof dst);
    m.src = src;
    m.dst = dst;
    const bool ports = k.proto == 17 || k.proto == 6 || k.proto == 132 || k.proto == 33;
    auto endpoint = [&](const std::string &a, uint16_t port) {
        if (!ports)
            return a;
        return (k.ipVersion == 6 ? "[" + a + "]" : a) + ":" + std::to_string(port);
    };
    if (ports) {
        m.sport = std::to_string(k.sport);
        m.dport = std::to_string(k.dport);
    }
    m.flow = m.proto + " " + endpoint(m.src, k.sport) + " > " + endpoint(m.dst, k.dport);
}

} // namespace

struct FlowMetrics::Impl {
    FlowMetricsOptions opt;
    std::vector<std::unique_ptr<Slot>> slots; // never more than opt.topFlows
    std::unordered_map<FlowKey, size_t, KeyedFlowKeyHash> slotOf;
    std::unordered_map<FlowKey, Tracked, KeyedFlowKeyHash> tracked;
    FlowSeriesMetrics other;
    uint64_t packets = 0, bytes = 0;
    int64_t nextPublishNs = 0;
    // Idle flows are judged on the clock of tick(), not on capture timestamps: an adapter clock
    // may run anywhere.
    int64_t nowNs = 0;
    std::vector<SoftnetLine> prevSoftnet; // sorted by cpu
    std::vector<SoftnetCpuMetrics> softnet; // sorted by cpu
    std::optional<CaptureCounters> counters;
    SessionMetadata session;

    void observe(Slot &s, int64_t gap)
    {
        s.m.deviation.add(satAbsDiff(gap, s.m.nominalGapNs), deviationBucketsNs());
        if (gap < s.m.burstThresholdNs) {
            ++s.run;
        } else {
            s.m.burstSize.add(int64_t(s.run), burstSizeBuckets());
            s.run = 1;
        }
    }

    void estimate(Slot &s)
    {
        // As analyze: the sender's clock before the arrival rate (docs/cli.md, "Nominal gap").
        if (s.m.nominalSource != "given") {
            if (const int64_t sender = s.decoder.senderNominalNs(kMinSteps)) {
                s.m.nominalGapNs = sender;
                s.m.nominalSource = "sender";
            } else if (s.spacing.steps() >= kMinSteps) {
                s.m.nominalGapNs = s.spacing.meanNs(kRateDigits);
                s.m.nominalSource = "rate";
            }
        }
        if (opt.burstGapNs <= 0 && s.gaps.count() >= kMinSteps)
            s.m.burstThresholdNs = deriveBurstThresholdNs(s.gaps);
        if (s.m.nominalGapNs > 0 && s.m.burstThresholdNs > 0 && !s.warm.empty()) {
            for (int64_t g : s.warm)
                observe(s, g);
            s.warm.clear();
            s.warm.shrink_to_fit();
        }
    }

    void gap(Slot &s, int64_t g)
    {
        if (g < 0) {
            ++s.m.backwardGaps;
            return;
        }
        s.m.interarrival.add(g, interarrivalBucketsNs());
        s.gaps.add(g);
        s.spacing.add(g);
        if (s.m.nominalGapNs > 0 && s.m.burstThresholdNs > 0) {
            observe(s, g);
            return;
        }
        s.warm.push_back(g);
        if (s.warm.size() >= kWarmMax)
            estimate(s);
    }

    Slot &newSlot(size_t index, const FlowKey &key)
    {
        auto s = std::make_unique<Slot>();
        s->key = key;
        s->lastSeenNs = nowNs;
        labelsOf(key, s->m);
        s->m.nominalGapNs = opt.nominalGapNs > 0 ? opt.nominalGapNs : 0;
        if (opt.nominalGapNs > 0)
            s->m.nominalSource = "given";
        s->m.burstThresholdNs = opt.burstGapNs > 0 ? opt.burstGapNs : 0;
        const auto t = tracked.find(key);
        if (t != tracked.end()) {
            s->lastTs = t->second.lastTs;
            s->hasLast = true;
            tracked.erase(t);
        }
        if (index == slots.size())
            slots.push_back(std::move(s));
        else
            slots[index] = std::move(s);
        slotOf[key] = index;
        return *slots[index];
    }

    void feed(Slot &s, int64_t tsNs, uint32_t wireLen, const PacketInfo &p)
    {
        ++s.m.packets;
        s.m.bytes += wireLen;
        ++s.intervalPackets;
        if (s.hasLast)
            gap(s, satSub(tsNs, s.lastTs));
        s.lastTs = tsNs;
        s.hasLast = true;
        s.decoder.feed(tsNs, p);
    }

    void feedOther(const FlowKey &key, int64_t tsNs, uint32_t wireLen)
    {
        ++other.packets;
        other.bytes += wireLen;
        auto it = tracked.find(key);
        if (it == tracked.end()) {
            if (tracked.size() < opt.maxTrackedFlows)
                tracked.emplace(key, Tracked { tsNs, nowNs, 1 });
            return;
        }
        const int64_t g = satSub(tsNs, it->second.lastTs);
        if (g < 0)
            ++other.backwardGaps;
        else
            other.interarrival.add(g, interarrivalBucketsNs());
        it->second.lastTs = tsNs;
        ++it->second.intervalPackets;
    }

    // Slots change hands: idle flows give theirs up, unlabelled flows far busier than the quietest
    // labelled one take its slot. Interval counts restart.
    void moveSlots(std::vector<size_t> &freed)
    {
        for (auto &slot : slots) {
            if (slot->intervalPackets) {
                slot->lastSeenNs = nowNs;
            } else {
                slot->decoder.decideNow(); // quiet: as far as the detector can tell, it ended
            }
        }
        for (auto &[key, t] : tracked)
            if (t.intervalPackets)
                t.lastSeenNs = nowNs;
        for (size_t i = 0; i < slots.size(); ++i)
            if (satSub(nowNs, slots[i]->lastSeenNs) >= opt.idleEvictNs)
                freed.push_back(i);
        std::vector<std::pair<uint64_t, FlowKey>> busy;
        for (const auto &[key, t] : tracked)
            if (t.intervalPackets > 0)
                busy.emplace_back(t.intervalPackets, key);
        const size_t want = std::min(busy.size(), opt.topFlows);
        // Ties by key: the maps' order depends on their random seeds, the choice must not.
        std::partial_sort(busy.begin(), busy.begin() + ptrdiff_t(want), busy.end(), [](const auto &a, const auto &b) {
            return a.first != b.first ? a.first > b.first : std::memcmp(&a.second, &b.second, sizeof(FlowKey)) < 0;
        });
        busy.resize(want);
        std::vector<size_t> quiet;
        for (size_t i = 0; i < slots.size(); ++i)
            if (std::find(freed.begin(), freed.end(), i) == freed.end())
                quiet.push_back(i);
        std::sort(quiet.begin(), quiet.end(),
                  [&](size_t a, size_t b) { return slots[a]->intervalPackets < slots[b]->intervalPackets; });
        size_t q = 0;
        for (const auto &[count, key] : busy) {
            size_t index;
            if (!freed.empty()) {
                index = freed.back();
                freed.pop_back();
            } else if (q < quiet.size() && count >= 2 * slots[quiet[q]]->intervalPackets + kMinPromotion) {
                index = quiet[q++];
            } else {
                break;
            }
            Slot &old = *slots[index];
            slotOf.erase(old.key);
            if (tracked.size() < opt.maxTrackedFlows)
                tracked[old.key] = Tracked { old.lastTs, old.lastSeenNs, 0 };
            newSlot(index, key);
        }
        for (size_t i : freed) {
            slotOf.erase(slots[i]->key);
            slots[i].reset();
        }
        slots.erase(std::remove(slots.begin(), slots.end(), nullptr), slots.end());
        slotOf.clear();
        for (size_t i = 0; i < slots.size(); ++i) {
            slotOf[slots[i]->key] = i;
            slots[i]->intervalPackets = 0;
        }
        for (auto it = tracked.begin(); it != tracked.end();) {
            if (it->second.intervalPackets == 0 && satSub(nowNs, it->second.lastSeenNs) >= opt.idleEvictNs) {
                it = tracked.erase(it);
            } else {
                it->second.intervalPackets = 0;
                ++it;
            }
        }
    }
};

FlowMetrics::FlowMetrics(FlowMetricsOptions options)
    : d(std::make_unique<Impl>())
{
    d->opt = std::move(options);
    d->other.flow = "other";
}

FlowMetrics::~FlowMetrics() = default;

void FlowMetrics::addPacket(int64_t tsNs, const uint8_t *data, uint32_t capLen, uint32_t wireLen)
{
    Impl &s = *d;
    PacketInfo p;
    decodePacket(s.opt.linkType, data, capLen, p);
    const FlowKey key = FlowKey::fromPacket(p);
    ++s.packets;
    s.bytes += wireLen;
    const auto it = s.slotOf.find(key);
    if (it != s.slotOf.end())
        s.feed(*s.slots[it->second], tsNs, wireLen, p);
    else if (s.slots.size() < s.opt.topFlows)
        s.feed(s.newSlot(s.slots.size(), key), tsNs, wireLen, p);
    else
        s.feedOther(key, tsNs, wireLen);
}

void FlowMetrics::addSoftnet(const SoftnetSample &sample)
{
    Impl &s = *d;
    std::vector<SoftnetLine> lines = sample.lines;
    std::sort(lines.begin(), lines.end(), [](const SoftnetLine &a, const SoftnetLine &b) { return a.cpu < b.cpu; });
    for (const SoftnetLine &l : lines) {
        auto t = std::lower_bound(s.softnet.begin(), s.softnet.end(), l.cpu,
                                  [](const SoftnetCpuMetrics &m, uint32_t cpu) { return m.cpu < cpu; });
        if (t == s.softnet.end() || t->cpu != l.cpu)
            t = s.softnet.insert(t, SoftnetCpuMetrics { l.cpu, 0, 0, 0 });
        const auto p = std::lower_bound(s.prevSoftnet.begin(), s.prevSoftnet.end(), l.cpu,
                                        [](const SoftnetLine &a, uint32_t cpu) { return a.cpu < cpu; });
        if (p == s.prevSoftnet.end() || p->cpu != l.cpu)
            continue; // a CPU's first reading (or its first after being offline) is a baseline
        // The kernel's counters are unsigned 32-bit: deltas modulo 2^32.
        t->processed += uint32_t(l.processed() - p->processed());
        t->dropped += uint32_t(l.dropped() - p->dropped());
        t->timeSqueeze += uint32_t(l.timeSqueeze() - p->timeSqueeze());
    }
    s.prevSoftnet = std::move(lines);
}

void FlowMetrics::setCounters(const CaptureCounters &counters)
{
    d->counters = counters;
}

void FlowMetrics::setSession(const SessionMetadata &session)
{
    d->session = session;
}

void FlowMetrics::tick(int64_t nowNs)
{
    d->nowNs = nowNs;
    if (nowNs >= d->nextPublishNs)
        publish(nowNs);
}

void FlowMetrics::publish(int64_t nowNs)
{
    Impl &s = *d;
    s.nowNs = nowNs;
    for (auto &slot : s.slots)
        s.estimate(*slot);
    std::vector<size_t> freed;
    s.moveSlots(freed);
    s.nextPublishNs = satAdd(nowNs, s.opt.publishIntervalNs);
    if (!onPublish)
        return;
    auto snap = std::make_shared<MetricsSnapshot>();
    snap->interface = s.opt.interface;
    snap->updatedNs = nowNs;
    snap->packets = s.packets;
    snap->bytes = s.bytes;
    snap->flowsTracked = s.tracked.size() + s.slots.size();
    snap->flows.reserve(s.slots.size() + 1);
    for (const auto &slot : s.slots) {
        FlowSeriesMetrics m = slot->m;
        m.decoder = slot->decoder.metrics();
        snap->flows.push_back(std::move(m));
    }
    snap->flows.push_back(s.other);
    snap->softnet = s.softnet;
    snap->counters = s.counters;
    snap->session = s.session;
    onPublish(std::move(snap));
}

} // namespace jitterscope
