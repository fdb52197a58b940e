// Selection statistics: what the histogram view shows for no selection, one flow, several flows
// merged and a live session's sliding window — checked against the snapshot's own figures and
// against the packet store counted by hand.
#include "core/analysis/analyze_stream.h"
#include "core/analysis/selection_stats.h"
#include "core/analysis/timeline.h"
#include "core/gen/trace_generator.h"
#include "core/report/report.h"
#include "core/trace/trace_file.h"
#include "core/trace/trace_writer.h"

#include <QDir>
#include <QTemporaryDir>

#include <QTest>

#include <algorithm>
#include <cstdlib>
#include <unordered_map>
#include <unordered_set>

using namespace jitterscope;

namespace {
/// 24 UDP flows over raw IPv4 (10.0.0.1:2000+f → 10.0.0.2:5004) in a pcapng: 6 000 packets 1 µs
/// apart, every fourth flow with one packet in ten stamped 40 µs early (its own times go back),
/// and ties (every 7th packet stamped as the one before).
bool writeFlowsGoingBack(const std::string &path, std::string *error)
{
    PcapngWriter w;
    if (!w.output().open(path, error))
        return false;
    w.writeSectionHeader();
    InterfaceOptions io;
    io.linkType = 228;
    w.addInterface(io);
    uint8_t b[32] = {};
    int64_t ts = 1700000000000000000;
    for (uint32_t i = 0; i < 6000; ++i) {
        const uint32_t f = (i * 7 + i / 24) % 24;
        std::fill(std::begin(b), std::end(b), 0);
        b[0] = 0x45, b[3] = 32, b[8] = 64, b[9] = 17;
        b[12] = 10, b[15] = 1, b[16] = 10, b[19] = 2;
        b[20] = uint8_t((2000 + f) >> 8), b[21] = uint8_t(2000 + f);
        b[22] = uint8_t(5004 >> 8), b[23] = uint8_t(5004 & 0xff), b[25] = 12;
        if (i % 7 != 0)
            ts += 1000;
        const bool early = f % 4 == 0 && i / 24 % 10 == 3; // before its previous one (~20 µs ago)
        w.writePacket(0, early ? ts - 40000 : ts, b, 32, 32);
    }
    w.flush();
    return w.output().close();
}
} // namespace

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

    void givenBackHistogramsAreRebuilt_data()
    {
        QTest::addColumn<QString>("trace"); // a generator shape, or a file under the source tree
        QTest::addColumn<bool>("timeOrder");
        const QStringList shapes { QStringLiteral("zoo-100k-flows"),
                                   QStringLiteral("zoo-interleaved"),
                                   QStringLiteral("zoo-two-interfaces"),
                                   QStringLiteral("zoo-vlan-ipv6"),
                                   QStringLiteral("zoo-non-udp"),
                                   QStringLiteral("zoo-pcap-us"),
                                   QStringLiteral("rtp"),
                                   QStringLiteral("iperf3"),
                                   QStringLiteral("pcapng-multi"),
                                   QStringLiteral("pcapng-tsresol"),
                                   QStringLiteral("pcapng-blocks") };
        QStringList files { QStringLiteral("resources/sample.pcapng") };
        const QDir reader(QStringLiteral(JS_SOURCE_DIR "/tests/data/reader"));
        for (const QString &f : reader.entryList(QDir::Files, QDir::Name))
            files << QStringLiteral("tests/data/reader/") + f;
        files << QStringLiteral("flows going back");
        for (const bool time : { false, true }) {
            for (const QString &t : shapes + files)
                QTest::newRow(qPrintable(t + (time ? QStringLiteral(", time order") : QString()))) << t << time;
        }
    }
    void givenBackHistogramsAreRebuilt()
    {
        // Analyzer::dropRebuildableFlowHistograms (the window's review): the flows whose histogram
        // the snapshot leaves out give the same figures from the store — each flow's histogram,
        // a merge of several, "all flows" (whole and with flows omitted), the JSON report — as
        // the analysis that kept them. Under --order time a flow whose times went back keeps its
        // own (the store has it in file order). Generated shapes (100 000 flows, two interfaces
        // out of time order, VLAN/IPv6, mostly TCP, µs pcap) and the reader's traces (old,
        // damaged and odd files).
        QFETCH(QString, trace);
        QFETCH(bool, timeOrder);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        std::string path, error;
        if (trace == QLatin1String("flows going back")) {
            path = dir.filePath(QStringLiteral("t.pcapng")).toStdString();
            QVERIFY2(writeFlowsGoingBack(path, &error), error.c_str());
        } else if (!trace.contains(QLatin1Char('/'))) {
            path = dir.filePath(QStringLiteral("t.pcapng")).toStdString();
            // (100 000 flows: 20 000 packets give ~18 000 flows, past inTwoHalves' split, and keep
            // the sanitizer builds' run of this row well inside Qt Test's time limit.)
            const uint64_t packets = trace == QLatin1String("zoo-100k-flows") ? 20000 : 60000;
            QVERIFY2(generateTrace(trace.toStdString(), path, GeneratorOptions { packets, 9 }, &error), error.c_str());
        } else {
            path = JS_SOURCE_DIR "/" + trace.toStdString();
        }
        AnalysisOptions o;
        o.order = timeOrder ? DeltaOrder::Time : DeltaOrder::File;
        const auto analyse = [&](bool drop, size_t maxFlows) {
            TraceFile file;
            if (!file.open(path, &error))
                return std::shared_ptr<const AnalysisSnapshot>();
            Analyzer a(o);
            if (drop)
                a.dropRebuildableFlowHistograms(0, UINT64_MAX);
            analyzeStream(file, a, path, {});
            a.finish();
            return a.snapshot(maxFlows);
        };
        const auto kept = analyse(false, SIZE_MAX), given = analyse(true, SIZE_MAX);
        QVERIFY2(kept && given, error.c_str());
        QCOMPARE(given->flows.size(), kept->flows.size());
        QVERIFY(!kept->unkeptFlowsHistogram);
        size_t dropped = 0, wentBack = 0;
        LogLinearHistogram unkept;
        // Every flow rebuilt in one walk (flowHistograms); one flow alone (flowHistogram, through
        // selectionStats) for ~300 of them spread over the ids — a walk each.
        const auto rebuilt = flowHistograms(*given);
        QCOMPARE(rebuilt.size(), given->flows.size());
        const size_t every = std::max<size_t>(1, kept->flows.size() / 300);
        for (size_t i = 0; i < kept->flows.size(); ++i) {
            const FlowSummary &k = kept->flows[i];
            FlowSummary g = given->flows[i];
            QVERIFY(k.histogram);
            if (!g.histogram) {
                ++dropped;
                unkept.merge(*k.histogram);
                g.histogram = rebuilt[i];
                QVERIFY(g.histogram);
                if (i % every == 0 || i + 1 == kept->flows.size()) {
                    const auto one = selectionStats(*given, { g.id });
                    QVERIFY(one && one->histogram && *one->histogram == *k.histogram);
                }
            } else {
                QVERIFY(rebuilt[i] == g.histogram); // kept: the same object
                // Kept: only a flow whose times went back under --order time.
                QVERIFY(timeOrder);
                ++wentBack;
            }
            QVERIFY2(g == k, k.label().c_str()); // every field, the histogram by its counts
        }
        QVERIFY(dropped > 0);
        if (trace == QLatin1String("flows going back")) { // both branches taken under --order time
            QCOMPARE(wentBack, timeOrder ? size_t(6) : size_t(0));
            QCOMPARE(dropped, timeOrder ? size_t(18) : size_t(24));
        }
        QVERIFY(given->unkeptFlowsHistogram);
        QVERIFY(*given->unkeptFlowsHistogram == unkept);
        // The walk's range (storeRangeOf) holds each flow's entries; in a file in time order it is
        // the flow's own span: the entries just outside are stamped before or after it.
        std::vector<std::pair<size_t, size_t>> span(kept->flows.size(), { SIZE_MAX, 0 });
        for (size_t i = 0; i < kept->packetsStored; ++i) {
            auto &sp = span[(*kept->store)[i].flowId];
            sp = { std::min(sp.first, i), i + 1 };
        }
        size_t narrower = 0, canBeNarrower = 0;
        for (const FlowSummary &f : kept->flows) {
            const auto [from, to] = storeRangeOf(*kept, f.firstTsNs, f.lastTsNs);
            const auto sp = span[f.id];
            if (sp.first == SIZE_MAX)
                continue;
            QVERIFY(from <= sp.first && sp.second <= to);
            if (kept->timeOrder.backwardSteps > 0) {
                QCOMPARE(from, size_t(0));
                QCOMPARE(to, kept->packetsStored);
            } else {
                QVERIFY(from == 0 || (*kept->store)[from - 1].tsNs < f.firstTsNs);
                QVERIFY(to == kept->packetsStored || (*kept->store)[to].tsNs > f.lastTsNs);
                narrower += (to - from < kept->packetsStored) ? 1 : 0;
                // A flow that starts later than the trace's first stamp must not walk from entry 0.
                canBeNarrower += f.firstTsNs > (*kept->store)[0].tsNs ? 1 : 0;
            }
        }
        QVERIFY(narrower >= canBeNarrower);
        QVERIFY(reportJson(*given) == reportJson(*kept));

        // Merges of several flows: the first and last, every third, all.
        std::vector<uint32_t> ends, thirds, all;
        for (const FlowSummary &f : kept->flows) {
            all.push_back(f.id);
            if (f.id % 3 == 1)
                thirds.push_back(f.id);
        }
        ends = { all.front(), all.back() };
        for (const auto *ids : { &ends, &thirds, &all }) {
            const auto a = selectionStats(*kept, *ids), b = selectionStats(*given, *ids);
            QCOMPARE(bool(a), bool(b));
            if (!a)
                continue;
            QVERIFY(*a->histogram == *b->histogram);
            QCOMPARE(a->interarrival, b->interarrival);
            QCOMPARE(a->jitter, b->jitter);
        }
        const auto allKept = allFlowsStats(*kept);
        QVERIFY(allKept);
        for (const size_t maxFlows : { SIZE_MAX, size_t(1), size_t(2) }) {
            const auto snap = maxFlows == SIZE_MAX ? given : analyse(true, maxFlows);
            const auto allGiven = allFlowsStats(*snap);
            QVERIFY(allGiven);
            QVERIFY(*allGiven->histogram == *allKept->histogram);
            QCOMPARE(allGiven->interarrival, allKept->interarrival);
            QCOMPARE(allGiven->jitter, allKept->jitter);
        }
    }

    void histogramsStayWhereTheStoreCannotGiveThemBack()
    {
        // Nothing is given back without the whole trace in the store (a detail window, a
        // statistics-only analysis), nor below the flow count or above the gap count asked for.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath(QStringLiteral("t.pcapng")).toStdString();
        std::string error;
        QVERIFY2(generateTrace("zoo-100k-flows", path, GeneratorOptions { 20000, 3 }, &error), error.c_str());
        enum Case { Window, StatisticsOnly, FewFlows, LargeFlows, Defaults };
        for (const Case c : { Window, StatisticsOnly, FewFlows, LargeFlows, Defaults }) {
            TraceFile file;
            QVERIFY2(file.open(path, &error), error.c_str());
            Analyzer a;
            if (c == Window)
                a.setDetailWindow(PacketStore::kChunk);
            if (c == StatisticsOnly)
                a.keepTimeline(false);
            if (c == FewFlows)
                a.dropRebuildableFlowHistograms(100000, UINT64_MAX);
            else if (c == LargeFlows)
                a.dropRebuildableFlowHistograms(0, 1);
            else if (c == Defaults)
                a.dropRebuildableFlowHistograms();
            else
                a.dropRebuildableFlowHistograms(0, UINT64_MAX);
            analyzeStream(file, a, path, {});
            a.finish();
            const auto s = a.snapshot();
            QVERIFY(s->flows.size() > 5000);
            size_t without = 0, small = 0;
            for (const FlowSummary &f : s->flows) {
                without += f.histogram ? 0 : 1;
                small += f.interarrival.count <= 1 ? 1 : 0;
            }
            if (c == Defaults) { // more than 1024 flows, each of at most 4096 gaps
                QCOMPARE(without, s->flows.size());
            } else if (c == LargeFlows) { // only flows of 0 or 1 gap
                QCOMPARE(without, small);
                QVERIFY(small > 0 && small < s->flows.size());
            } else {
                QCOMPARE(without, size_t(0));
                QVERIFY(!s->unkeptFlowsHistogram);
            }
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
