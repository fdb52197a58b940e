// Selection statistics: what the histogram view shows for no selection, one flow, several flows
// merged and a live session's sliding window — checked against the snapshot's own figures and
// against the packet store counted by hand.
#include "core/analysis/analyze_stream.h"
#include "core/analysis/selection_stats.h"
#include "core/analysis/timeline.h"
#include "core/gen/trace_generator.h"
#include "core/trace/trace_file.h"

#include <QTemporaryDir>

#include <QTest>

#include <algorithm>
#include <cstdlib>
#include <unordered_map>
#include <unordered_set>

using namespace jitterscope;

class TestSelectionStats : public QObject {
    Q_OBJECT
private:
    std::shared_ptr<const AnalysisSnapshot> m_snap;

    // Gaps between consecutive stored packets of `flows` (all when empty) at or after `fromNs`.
    uint64_t countGaps(const std::vector<uint32_t> &flows, int64_t fromNs) const
    {
        const std::unordered_set<uint32_t> wanted(flows.begin(), flows.end());
        std::unordered_set<uint32_t> seen;
        bool any = false;
        uint64_t gaps = 0;
        for (size_t i = 0; i < m_snap->packetsStored; ++i) {
            const auto &p = (*m_snap->store)[i];
            if (p.tsNs < fromNs)
                continue;
            if (wanted.empty()) {
                gaps += any ? 1 : 0;
                any = true;
            } else if (wanted.count(p.flowId)) {
                gaps += seen.insert(p.flowId).second ? 0 : 1;
            }
        }
        return gaps;
    }

private Q_SLOTS:
    void initTestCase()
    {
        std::string error;
        m_snap = analyzeFile(JS_SOURCE_DIR "/resources/sample.pcapng", AnalysisOptions(), &error);
        QVERIFY2(m_snap, error.c_str());
        QVERIFY(m_snap->flows.size() >= 2);
        QVERIFY(m_snap->store && m_snap->packetsStored == m_snap->packets);
    }

    void noSelectionIsTheWholeTrace()
    {
        const auto st = selectionStats(*m_snap, {});
        QVERIFY(st);
        QCOMPARE(st->histogram, m_snap->histogram);
        QCOMPARE(st->interarrival, m_snap->interarrival);
        QCOMPARE(st->jitter, m_snap->jitter);
    }

    void oneFlowIsThatFlow()
    {
        const FlowSummary &f = m_snap->flows.back();
        const auto st = selectionStats(*m_snap, { f.id });
        QVERIFY(st);
        QCOMPARE(st->histogram, f.histogram);
        QCOMPARE(st->interarrival, f.interarrival);
        QCOMPARE(st->jitter, f.jitter);
    }

    void unknownFlowGivesNothing()
    {
        uint32_t unused = 0;
        for (const FlowSummary &f : m_snap->flows)
            unused = std::max(unused, f.id + 1);
        QVERIFY(!selectionStats(*m_snap, { unused }));
    }

    void severalFlowsAreMerged()
    {
        const FlowSummary &a = m_snap->flows[0], &b = m_snap->flows[1];
        const auto st = selectionStats(*m_snap, { a.id, b.id });
        QVERIFY(st);
        QCOMPARE(st->histogram->count(), a.histogram->count() + b.histogram->count());
        QCOMPARE(st->interarrival.count, a.interarrival.count + b.interarrival.count);
        QCOMPARE(st->interarrival.minNs, std::min(a.interarrival.minNs, b.interarrival.minNs));
        QCOMPARE(st->jitter.nominalGapNs, int64_t(0)); // each flow has its own nominal gap
        QCOMPARE(st->jitter.source, NominalSource::PerFlow);
        QCOMPARE(st->jitter.flowsMerged, 2u);
        QCOMPARE(st->histogram->count(), countGaps({ a.id, b.id }, INT64_MIN));
    }

    void liveWindow_data()
    {
        QTest::addColumn<double>("fractionOfTrace");
        QTest::addColumn<bool>("oneFlow");
        QTest::newRow("whole trace, all flows") << 2.0 << false;
        QTest::newRow("last half, all flows") << 0.5 << false;
        QTest::newRow("last tenth, one flow") << 0.1 << true;
    }

    void liveWindow()
    {
        QFETCH(double, fractionOfTrace);
        QFETCH(bool, oneFlow);
        const int64_t newest = (*m_snap->store)[m_snap->packetsStored - 1].tsNs;
        const int64_t windowNs = int64_t(double(newest - m_snap->firstTsNs) * fractionOfTrace);
        const auto w = jitterscope::liveWindow(*m_snap, windowNs);
        QVERIFY(w);
        QCOMPARE(w->newestNs, newest);
        QCOMPARE(w->fromNs, newest - windowNs);
        std::vector<uint32_t> flows;
        if (oneFlow)
            flows.push_back(m_snap->flows.front().id);
        const SelectionStats st = windowSelectionStats(*m_snap, flows, *w);
        const uint64_t expected = countGaps(flows, w->fromNs);
        QVERIFY(expected > 0);
        QCOMPARE(st.histogram->count(), expected);
        QCOMPARE(st.interarrival.count, expected);
        if (oneFlow) {
            const JitterStats &own = m_snap->flows.front().jitter;
            QVERIFY(own.nominalGapNs > 0);
            QCOMPARE(st.jitter.nominalGapNs, own.nominalGapNs);
            QCOMPARE(st.jitter.source, own.source);
            QCOMPARE(st.jitter.maxAbsDevNs, std::max(std::abs(st.interarrival.minNs - own.nominalGapNs),
                                                     std::abs(st.interarrival.maxNs - own.nominalGapNs)));
        } else {
            QCOMPARE(st.jitter.nominalGapNs, int64_t(0));
            QCOMPARE(st.jitter.source, NominalSource::PerFlow);
            QCOMPARE(st.jitter.flowsMerged, uint32_t(m_snap->flows.size()));
        }
    }

    void allFlowsOfASnapshotListingTheLargest()
    {
        // A snapshot that lists only the largest flows (Analyzer::snapshot(maxFlows), the GUI's
        // partial and live ones): the "all flows" figures, whole and over a live window, are
        // those of the snapshot that lists every flow — each flow's own gaps, counted by hand.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath(QStringLiteral("flows.pcapng")).toStdString();
        std::string error;
        QVERIFY2(generateTrace("zoo-100k-flows", path, GeneratorOptions { 60000, 5 }, &error), error.c_str());
        TraceFile file;
        QVERIFY2(file.open(path, &error), error.c_str());
        Analyzer a;
        analyzeStream(file, a, path, {});
        a.finish();
        const auto full = a.snapshot(), lim = a.snapshot(50);
        QVERIFY(full->flows.size() > 10000);
        QCOMPARE(lim->flows.size(), size_t(50));
        QCOMPARE(lim->flowCount(), uint64_t(full->flows.size()));
        std::vector<uint32_t> all;
        for (const FlowSummary &f : full->flows)
            all.push_back(f.id);

        const auto whole = allFlowsStats(*lim), ref = selectionStats(*full, all);
        QVERIFY(whole && ref);
        QVERIFY(*whole->histogram == *ref->histogram);
        QCOMPARE(whole->interarrival, ref->interarrival);
        QCOMPARE(whole->jitter.flowsMerged, uint32_t(full->flows.size()));

        const int64_t newest = (*lim->store)[lim->packetsStored - 1].tsNs;
        for (const double fraction : { 2.0, 0.3 }) {
            const auto w = jitterscope::liveWindow(*lim, int64_t(double(newest - lim->firstTsNs) * fraction));
            QVERIFY(w);
            std::unordered_map<uint32_t, int64_t> last;
            LogLinearHistogram byHand;
            for (size_t i = 0; i < lim->packetsStored; ++i) {
                const auto &p = (*lim->store)[i];
                if (p.tsNs < w->fromNs)
                    continue;
                const auto [it, first] = last.emplace(p.flowId, p.tsNs);
                if (!first) {
                    byHand.add(p.tsNs - it->second);
                    it->second = p.tsNs;
                }
            }
            QVERIFY(byHand.count() > 200);
            const SelectionStats st = allFlowsWindowStats(*lim, *w);
            QVERIFY(*st.histogram == byHand);
            QCOMPARE(st.jitter.flowsMerged, uint32_t(full->flows.size()));
            const SelectionStats listed = windowSelectionStats(*full, all, *w);
            QVERIFY(*listed.histogram == byHand);
            QVERIFY(*allFlowsWindowStats(*full, *w).histogram == byHand);
            // The listed flows alone have fewer gaps: the omitted ones count.
            std::vector<uint32_t> some;
            for (const FlowSummary &f : lim->flows)
                some.push_back(f.id);
            QVERIFY(windowSelectionStats(*lim, some, *w).histogram->count() < byHand.count());
        }
    }

    void noWindowWithoutLengthOrStore()
    {
        QVERIFY(!jitterscope::liveWindow(*m_snap, 0));
        AnalysisSnapshot empty;
        QVERIFY(!jitterscope::liveWindow(empty, 1'000'000'000));
    }
};

QTEST_GUILESS_MAIN(TestSelectionStats)
#include "tst_selection_stats.moc"
