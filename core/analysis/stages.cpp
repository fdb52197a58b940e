#include "core/analysis/stages.h"

#include "core/base/saturating.h"
#include "core/decode/payload_decode.h"

#include <cmath>
#include <cstdio>
#include <tuple>

namespace jitterscope {

namespace {
/// The height of a point in the stacked timeline (network + delivery).
int64_t stackedNs(const StagePoint &p)
{
    return p.deliveryNs == kNoTimeNs ? p.networkNs : satAdd(p.networkNs, p.deliveryNs);
}
} // namespace

int64_t StageDistribution::spreadNs() const
{
    return satSub(p99Ns, p50Ns);
}

int64_t StageDistribution::tailSpreadNs() const
{
    return satSub(p999Ns, p50Ns);
}

bool StageDistribution::operator==(const StageDistribution &o) const
{
    return std::tie(count, minNs, p50Ns, p99Ns, p999Ns, maxNs) ==
           std::tie(o.count, o.minNs, o.p50Ns, o.p99Ns, o.p999Ns, o.maxNs);
}

const char *stageName(Stage s)
{
    switch (s) {
    case Stage::Sender: return "sender";
    case Stage::Network: return "network";
    case Stage::Delivery: return "delivery";
    case Stage::None: break;
    }
    return "none";
}

bool StageHistogram::operator==(const StageHistogram &o) const
{
    return shiftNs == o.shiftNs && (hist == o.hist || (hist && o.hist && *hist == *o.hist));
}

bool StageStats::operator==(const StageStats &o) const
{
    const auto t = [](const StageStats &s) {
        return std::tie(s.sendGap, s.networkDelay, s.ipdv, s.deliveryDelay, s.deliveryIpdv, s.nominalGapNs,
                        s.networkOffsetNs, s.networkRelative, s.senderClockUnrelated, s.rtpClockUnknown,
                        s.senderClockBack, s.verdict, s.verdictShare, s.tailVerdict, s.tailVerdictShare, s.sendGapHist,
                        s.networkHist, s.deliveryHist);
    };
    const bool sameTimeline = timeline == o.timeline || (timeline && o.timeline && *timeline == *o.timeline) ||
                              (!timeline && o.timeline && o.timeline->empty()) ||
                              (timeline && !o.timeline && timeline->empty());
    return t(*this) == t(o) && sameTimeline;
}

void StageAccumulator::addSender(uint64_t seq, int seqBits, int64_t senderNs, int64_t tsNs, int64_t deliveryNs)
{
    if (senderNs == kNoTimeNs)
        return;
    // Network + receive path: capture − send, relative to the first packet's (see the class comment).
    const int64_t raw = satSub(tsNs, senderNs);
    if (!m_senderStarted) {
        m_firstNet = raw;
    } else {
        m_ipdv.add(satSub(raw, m_lastNet));
        // Sender: the gap over one sequence step; a later datagram (the step runs back) keeps the reference.
        const uint64_t dseq = sequenceStep(seq, m_lastSeq, seqBits);
        const uint64_t half = sequenceStep(~uint64_t(0), 0, seqBits) / 2;
        if (dseq == 1) {
            const int64_t gap = satSub(senderNs, m_lastSender);
            if (gap < 0) {
                ++m_clockBack;
            } else {
                if (!m_gapStarted) {
                    m_firstGap = gap;
                    m_gapStarted = true;
                }
                m_gap.add(satSub(gap, m_firstGap));
            }
        }
        if (dseq == 0 || dseq > half) {
            m_lastNet = raw;
            m_net.add(satSub(raw, m_firstNet));
            return;
        }
    }
    m_net.add(satSub(raw, m_firstNet));
    m_lastNet = raw;
    m_lastSeq = seq;
    m_lastSender = senderNs;
    m_senderStarted = true;
    if (!m_timelineOn)
        return;
    // Decimation keeps each group's largest stacked delay, so that a spike survives it.
    const StagePoint p { tsNs, satSub(raw, m_firstNet),
                         deliveryNs == kNoTimeNs ? kNoTimeNs : satSub(deliveryNs, tsNs) };
    if (m_inGroup == 0 || stackedNs(p) > stackedNs(m_groupMax))
        m_groupMax = p;
    if (++m_inGroup < m_stride)
        return;
    m_inGroup = 0;
    if (m_timeline.size() == kTimelinePoints) {
        // Full: merge neighbours (the larger stays) and double the group size (bounded: 96 KiB).
        size_t w = 0;
        for (size_t r = 0; r + 1 < m_timeline.size(); r += 2)
            m_timeline[w++] =
                stackedNs(m_timeline[r + 1]) > stackedNs(m_timeline[r]) ? m_timeline[r + 1] : m_timeline[r];
        m_timeline.resize(w);
        m_stride *= 2;
    }
    if (m_timeline.empty())
        m_timeline.reserve(kTimelinePoints);
    m_timeline.push_back(m_groupMax);
}

void StageAccumulator::addDelivery(int64_t tsNs, int64_t deliveryNs)
{
    const int64_t d = satSub(deliveryNs, tsNs);
    m_deliv.add(d);
    if (m_delivStarted)
        m_delivIpdv.add(satSub(d, m_lastDeliv));
    m_lastDeliv = d;
    m_delivStarted = true;
}

void StageAccumulator::dropSender()
{
    StageAccumulator kept;
    kept.m_deliv = std::move(m_deliv);
    kept.m_delivIpdv = std::move(m_delivIpdv);
    kept.m_lastDeliv = m_lastDeliv;
    kept.m_delivStarted = m_delivStarted;
    *this = std::move(kept);
}

namespace {
/// The distribution of h's values + shift (exact min and max; percentiles shifted: nearest rank
/// commutes with adding a constant).
StageDistribution distribution(const LogLinearHistogram &h, int64_t shift = 0)
{
    StageDistribution d;
    d.count = h.count();
    d.minNs = satAdd(h.minValue(), shift);
    d.p50Ns = satAdd(h.percentile(0.5), shift);
    d.p99Ns = satAdd(h.percentile(0.99), shift);
    d.p999Ns = satAdd(h.percentile(0.999), shift);
    d.maxNs = satAdd(h.maxValue(), shift);
    return d;
}

StageHistogram histogramOf(const LogLinearHistogram &h, int64_t shift)
{
    return StageHistogram { std::make_shared<const LogLinearHistogram>(h), shift };
}
} // namespace

StageStats StageAccumulator::result(int64_t nominalNs) const
{
    StageStats s;
    s.networkRelative = m_relative;
    s.rtpClockUnknown = m_rtpClockUnknown;
    s.senderClockBack = m_clockBack;
    if (m_gap.count() && nominalNs > 0) {
        const int64_t shift = satSub(m_firstGap, nominalNs);
        s.nominalGapNs = nominalNs;
        s.sendGap = distribution(m_gap, shift);
        s.sendGapHist = histogramOf(m_gap, shift);
    }
    if (m_net.count()) {
        const int64_t minRel = m_net.minValue();
        s.networkOffsetNs = satAdd(m_firstNet, minRel);
        s.networkDelay = distribution(m_net, satSub(0, minRel));
        s.networkDelay->minNs = 0;
        s.senderClockUnrelated =
            !m_relative && (s.networkOffsetNs > kUnrelatedClockNs || s.networkOffsetNs < -kUnrelatedClockNs);
        s.networkHist = histogramOf(m_net, satSub(0, minRel));
        if (m_timelineOn) {
            auto tl = std::make_shared<std::vector<StagePoint>>(m_timeline);
            if (m_inGroup > 0)
                tl->push_back(m_groupMax); // the group in progress
            for (StagePoint &p : *tl)
                p.networkNs = satSub(p.networkNs, minRel);
            s.timeline = std::move(tl);
        }
    }
    if (m_ipdv.count())
        s.ipdv = distribution(m_ipdv);
    if (m_deliv.count()) {
        s.deliveryDelay = distribution(m_deliv);
        s.deliveryHist = histogramOf(m_deliv, 0);
    }
    if (m_delivIpdv.count())
        s.deliveryIpdv = distribution(m_delivIpdv);
    // The verdict: each stage's per-gap term (the application's arrival gap − nominal is exactly
    // send gap deviation + IPDV + delivery IPDV), its spread p99 − p50, the largest one's share of
    // their sum. Spreads do not add up to the arrival jitter's (a sum's p99 is not the sum of p99s),
    // so the share ranks the stages; it is not a variance decomposition.
    const std::pair<Stage, const std::optional<StageDistribution> *> terms[] = { { Stage::Sender, &s.sendGap },
                                                                                 { Stage::Network, &s.ipdv },
                                                                                 { Stage::Delivery, &s.deliveryIpdv } };
    // The same at p99.9 (the tail verdict), when every stage has enough gaps for it.
    auto rank = [&](auto spreadOf, uint64_t minGaps, Stage &verdict, double &share) {
        int present = 0;
        double sum = 0, best = -1;
        for (const auto &[stage, d] : terms) {
            if (!*d)
                continue;
            if ((*d)->count < minGaps)
                return;
            ++present;
            const double spread = double(std::max<int64_t>(0, spreadOf(**d)));
            sum += spread;
            if (spread > best) {
                best = spread;
                verdict = stage;
            }
        }
        if (present < 2 || sum <= 0)
            verdict = Stage::None;
        else
            share = best / sum;
    };
    rank([](const StageDistribution &d) { return d.spreadNs(); }, 0, s.verdict, s.verdictShare);
    rank([](const StageDistribution &d) { return d.tailSpreadNs(); }, kTailVerdictGaps, s.tailVerdict,
         s.tailVerdictShare);
    return s;
}

std::string stageVerdictText(const StageStats &s)
{
    if (s.verdict == Stage::None)
        return {};
    auto where = [](Stage st) {
        return st == Stage::Sender    ? "by the sender's own pacing"
               : st == Stage::Network ? "between the sender and the kernel's capture (network and receive path)"
                                      : "between the kernel and the application";
    };
    char buf[400];
    int n = std::snprintf(buf, sizeof buf, "%.0f %% of the p99 arrival jitter is added %s",
                          std::round(s.verdictShare * 100), where(s.verdict));
    if (s.tailTellsMore() && n > 0 && size_t(n) < sizeof buf) {
        const char *from = s.tailVerdict == Stage::Sender ? "the sender's own pacing" : where(s.tailVerdict);
        std::snprintf(buf + n, sizeof buf - size_t(n), "; its rarest excursions (p99.9) come mostly (%.0f %%) from %s",
                      std::round(s.tailVerdictShare * 100), from);
    }
    return buf;
}

std::string stageMissingText(const StageStats &s)
{
    std::string o;
    auto add = [&](const char *t) {
        if (!o.empty())
            o += "; ";
        o += t;
    };
    if (s.rtpClockUnknown)
        add("no sender time: RTP clock rate unknown (use a static payload type or --decoder)");
    else if (!s.networkDelay)
        add("no sender time: not a probe/iperf3/RTP flow");
    else if (!s.sendGap)
        add("no send gap: no consecutive sequence numbers or no nominal gap");
    if (!s.deliveryDelay)
        add("no delivery time: not a Jitterscope capture session");
    return o;
}

} // namespace jitterscope
