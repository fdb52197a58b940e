// Analysis core: exact inter-arrival statistics, percentiles within 1 %, flows, jitter, bursts,
// time order, flow filter, damaged input and the JSON report — each checked against a brute-force
// computation on the same timestamps.
#include "core/analysis/analyze_stream.h"
#include "core/analysis/selection_stats.h"
#include "core/analysis/timeline.h"
#include "core/base/utf8.h"
#include "core/decode/flow_key.h"
#include "core/decode/payload_decode.h"
#include "core/gen/trace_generator.h"
#include "core/report/json_writer.h"
#include "core/report/report.h"
#include "core/trace/trace_file.h"
#include "core/trace/trace_writer.h"

#include "value_printers.h"
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <limits>
#include <map>
#include <random>

using namespace jitterscope;

namespace {

constexpr int64_t kBase = 1700000000000000000;

struct Pkt {
    int64_t tsNs;
    uint16_t sport = 1000;
    uint16_t dport = 2000;
    uint8_t proto = 17;
};

/// Raw IPv4 (LINKTYPE_IPV4) datagram 10.0.0.1 → 10.0.0.2 with a UDP header when proto is 17.
size_t rawIpv4(uint8_t *b, const Pkt &p)
{
    const size_t l4 = p.proto == 17 ? 8 + 4 : 8;
    const size_t total = 20 + l4;
    std::fill(b, b + total, 0);
    b[0] = 0x45;
    b[2] = uint8_t(total >> 8);
    b[3] = uint8_t(total);
    b[8] = 64;
    b[9] = p.proto;
    b[12] = 10, b[15] = 1;
    b[16] = 10, b[19] = 2;
    if (p.proto == 17) {
        b[20] = uint8_t(p.sport >> 8), b[21] = uint8_t(p.sport);
        b[22] = uint8_t(p.dport >> 8), b[23] = uint8_t(p.dport);
        b[24] = 0, b[25] = uint8_t(l4);
    } else {
        b[20] = 8; // ICMP echo request
    }
    return total;
}

QString writeTrace(const QTemporaryDir &dir, const char *name, const std::vector<Pkt> &pkts)
{
    const QString path = dir.filePath(QString::fromLatin1(name));
    PcapngWriter w;
    std::string err;
    if (!w.output().open(path.toStdString(), &err))
        qFatal("cannot write %s: %s", qPrintable(path), err.c_str());
    w.writeSectionHeader();
    InterfaceOptions io;
    io.linkType = 228;
    w.addInterface(io);
    uint8_t frame[64];
    for (const Pkt &p : pkts) {
        const size_t n = rawIpv4(frame, p);
        w.writePacket(0, p.tsNs, frame, uint32_t(n), uint32_t(n));
    }
    w.flush();
    w.output().close();
    return path;
}

std::shared_ptr<const AnalysisSnapshot> analyze(const QString &path, AnalysisOptions o = {})
{
    std::string err;
    auto s = analyzeFile(path.toStdString(), o, &err);
    if (!s)
        qFatal("analyzeFile: %s", err.c_str());
    return s;
}

/// Hands `all` to the analyzer in batches of 4096 packets, as a reader would, and finishes it.
void addAllAndFinish(Analyzer &a, const std::vector<RawPacket> &all)
{
    for (size_t i = 0; i < all.size(); i += 4096)
        a.addBatch(std::vector<RawPacket>(all.begin() + long(i), all.begin() + long(std::min(all.size(), i + 4096))));
    a.finish();
}

/// A trace of `flows` UDP flows of Zipf-like sizes (flow f weighs 1/(f+1)) interleaved at random:
/// every `every`-th gap idle (idleLo + [0, idleSpan) ns), the others busy (busyLo + [0, busySpan)).
struct ZipfTrace {
    std::vector<std::array<uint8_t, 64>> frames; ///< one per flow; `packets` point into them
    std::vector<RawPacket> packets;
    std::vector<char> seen; ///< per flow: has a packet
};
ZipfTrace zipfTrace(size_t flows, size_t packets, uint64_t seed, size_t every, int64_t idleLo, uint64_t idleSpan,
                    int64_t busyLo, uint64_t busySpan)
{
    std::mt19937_64 rng(seed);
    std::vector<double> weight(flows);
    for (size_t f = 0; f < flows; ++f)
        weight[f] = 1.0 / double(f + 1);
    std::discrete_distribution<size_t> pick(weight.begin(), weight.end());
    ZipfTrace z { std::vector<std::array<uint8_t, 64>>(flows), std::vector<RawPacket>(packets),
                  std::vector<char>(flows, 0) };
    std::vector<uint32_t> lens(flows);
    for (size_t f = 0; f < flows; ++f)
        lens[f] = uint32_t(rawIpv4(z.frames[f].data(), Pkt { 0, uint16_t(1000 + f) }));
    int64_t t = kBase;
    for (size_t i = 0; i < packets; ++i) {
        const size_t f = pick(rng);
        z.seen[f] = 1;
        t += i % every == 0 ? idleLo + int64_t(rng() % idleSpan) : busyLo + int64_t(rng() % busySpan);
        RawPacket &p = z.packets[i];
        p.tsNs = t;
        p.data = z.frames[f].data();
        p.capLen = p.wireLen = lens[f];
        p.linkType = 228;
    }
    return z;
}

int64_t nearestRank(std::vector<int64_t> v, double q)
{
    std::sort(v.begin(), v.end());
    const size_t rank = std::max<size_t>(1, size_t(std::ceil(q * double(v.size()))));
    return v[std::min(rank, v.size()) - 1];
}

std::vector<Pkt> fromGaps(const std::vector<int64_t> &gaps)
{
    std::vector<Pkt> p { { kBase } };
    for (int64_t g : gaps)
        p.push_back({ p.back().tsNs + g });
    return p;
}

} // namespace

class TestAnalysis : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void exactStatistics_data()
    {
        QTest::addColumn<std::vector<int64_t>>("gaps");
        QTest::newRow("even 12 us") << std::vector<int64_t>(100, 12000);
        QTest::newRow("one gap") << std::vector<int64_t> { 777 };
        QTest::newRow("timestamp going backwards") << std::vector<int64_t> { 1000, 1000, -3000, 5000, 1000, 0 };
        QTest::newRow("zero gaps") << std::vector<int64_t> { 0, 0, 0, 5 };
        std::mt19937_64 rng(7);
        std::vector<int64_t> wide;
        for (int i = 0; i < 20000; ++i) // log-uniform from 100 ns to 100 ms
            wide.push_back(int64_t(std::pow(10.0, 2.0 + 6.0 * std::generate_canonical<double, 53>(rng))));
        QTest::newRow("20000 log-uniform gaps") << wide;
        std::vector<int64_t> napi;
        for (int b = 0; b < 300; ++b) {
            for (int i = 0; i < 40; ++i)
                napi.push_back(300 + int64_t(rng() % 700));
            napi.push_back(400000 + int64_t(rng() % 100000));
        }
        QTest::newRow("NAPI bursts") << napi;
    }

    void exactStatistics()
    {
        QFETCH(std::vector<int64_t>, gaps);
        const auto snap = analyze(writeTrace(m_dir, QTest::currentDataTag(), fromGaps(gaps)));
        QVERIFY(!snap->error);
        QCOMPARE(snap->packets, uint64_t(gaps.size() + 1));
        const DeltaStats &d = snap->interarrival;
        QCOMPARE(d.count, uint64_t(gaps.size()));
        QCOMPARE(d.minNs, *std::min_element(gaps.begin(), gaps.end()));
        QCOMPARE(d.maxNs, *std::max_element(gaps.begin(), gaps.end()));
        int64_t sum = 0;
        double sq = 0;
        for (int64_t g : gaps)
            sum += g;
        const double mean = double(sum) / double(gaps.size());
        for (int64_t g : gaps)
            sq += (double(g) - mean) * (double(g) - mean);
        QCOMPARE(d.sumNs, sum);
        QVERIFY2(std::fabs(d.meanNs - mean) < 0.5, qPrintable(QString::number(d.meanNs)));
        QVERIFY(std::fabs(d.stddevNs - std::sqrt(sq / double(gaps.size()))) <= 1e-6 * std::max(1.0, d.stddevNs));
        QCOMPARE(d.negative, uint64_t(std::count_if(gaps.begin(), gaps.end(), [](int64_t g) { return g < 0; })));
        const std::pair<double, int64_t> qs[] = {
            { 0.5, d.p50Ns }, { 0.9, d.p90Ns }, { 0.99, d.p99Ns }, { 0.999, d.p999Ns }
        };
        for (const auto &[q, got] : qs) {
            const int64_t exact = nearestRank(gaps, q);
            QVERIFY2(std::llabs(got - exact) <= std::llabs(exact) / 100,
                     qPrintable(QStringLiteral("q=%1 exact %2 got %3").arg(q).arg(exact).arg(got)));
        }
        QCOMPARE(snap->firstTsNs, kBase);
    }

    void flowsAreSeparate()
    {
        std::vector<Pkt> pkts;
        for (int i = 0; i < 50; ++i) {
            pkts.push_back({ kBase + i * 10000, 1000, 2000 });
            pkts.push_back({ kBase + i * 10000 + 3000, 1001, 2001 });
            if (i % 10 == 0)
                pkts.push_back({ kBase + i * 10000 + 5000, 0, 0, 1 });
        }
        const auto snap = analyze(writeTrace(m_dir, "flows.pcapng", pkts));
        QCOMPARE(snap->flows.size(), size_t(3));
        for (const FlowSummary &f : snap->flows) {
            if (f.proto == 17) {
                QCOMPARE(f.packets, uint64_t(50));
                QCOMPARE(f.interarrival.minNs, int64_t(10000));
                QCOMPARE(f.interarrival.maxNs, int64_t(10000));
                QCOMPARE(f.jitter.maxAbsDevNs, int64_t(0));
            } else {
                QCOMPARE(f.protoName, std::string("ICMP"));
                QCOMPARE(f.packets, uint64_t(5));
                QCOMPARE(f.interarrival.minNs, int64_t(100000));
            }
        }
        QCOMPARE(snap->interarrival.minNs, int64_t(2000));
    }

    void bursts_data()
    {
        QTest::addColumn<std::vector<int64_t>>("gaps");
        QTest::addColumn<int64_t>("threshold");
        std::mt19937_64 rng(11);
        std::vector<int64_t> mixed;
        for (int i = 0; i < 5000; ++i)
            mixed.push_back(rng() % 4 == 0 ? 50000 + int64_t(rng() % 50000) : 200 + int64_t(rng() % 2000));
        QTest::newRow("random mix, 5 us") << mixed << int64_t(5000);
        QTest::newRow("random mix, 1 us") << mixed << int64_t(1000);
        QTest::newRow("no bursts") << std::vector<int64_t>(10, 12000) << int64_t(5000);
        QTest::newRow("one long burst") << std::vector<int64_t>(300, 100) << int64_t(5000);
    }

    void bursts()
    {
        QFETCH(std::vector<int64_t>, gaps);
        QFETCH(int64_t, threshold);
        AnalysisOptions o;
        o.burstGapNs = threshold;
        const auto snap = analyze(writeTrace(m_dir, QTest::currentDataTag(), fromGaps(gaps)), o);
        // Brute force: runs of packets whose every gap is below the threshold.
        std::vector<uint64_t> runs { 1 };
        uint64_t idle = 0;
        for (int64_t g : gaps) {
            if (g < threshold) {
                ++runs.back();
            } else {
                runs.push_back(1);
                ++idle;
            }
        }
        const BurstStats &b = snap->bursts;
        QCOMPARE(b.thresholdNs, threshold);
        QVERIFY(!b.thresholdDerived);
        QCOMPARE(b.runs, uint64_t(runs.size()));
        QCOMPARE(b.bursts, uint64_t(std::count_if(runs.begin(), runs.end(), [](uint64_t r) { return r >= 2; })));
        QCOMPARE(b.maxSize, *std::max_element(runs.begin(), runs.end()));
        QCOMPARE(b.idleGaps, idle);
        std::vector<int64_t> sizes(runs.begin(), runs.end());
        QCOMPARE(int64_t(b.p50Size), nearestRank(sizes, 0.5));
        QCOMPARE(int64_t(b.p99Size), nearestRank(sizes, 0.99));
        uint64_t total = 0;
        for (size_t k = 0; k < b.sizeHistogram.size(); ++k)
            total += b.sizeHistogram[k] * (k + 1 == 256 ? 0 : k + 1);
        QVERIFY(total <= snap->packets);
    }

    void derivedThreshold()
    {
        std::mt19937_64 rng(3);
        std::vector<int64_t> napi;
        for (int b = 0; b < 200; ++b) {
            for (int i = 0; i < 31; ++i)
                napi.push_back(300 + int64_t(rng() % 700));
            napi.push_back(300000 + int64_t(rng() % 100000));
        }
        auto snap = analyze(writeTrace(m_dir, "napi.pcapng", fromGaps(napi)));
        QVERIFY(snap->bursts.thresholdDerived);
        QVERIFY2(snap->bursts.thresholdNs > 1000 && snap->bursts.thresholdNs < 300000,
                 qPrintable(QString::number(snap->bursts.thresholdNs)));
        QCOMPARE(snap->bursts.bursts, uint64_t(200)); // the packet after the last idle gap is a run of one
        QCOMPARE(snap->bursts.maxSize, uint64_t(32));

        // An evenly paced stream with small jitter has no bursts.
        std::vector<int64_t> even;
        for (int i = 0; i < 2000; ++i)
            even.push_back(12000 + int64_t(rng() % 400) - 200);
        snap = analyze(writeTrace(m_dir, "even.pcapng", fromGaps(even)));
        QCOMPARE(snap->bursts.bursts, uint64_t(0));
        QCOMPARE(snap->bursts.runs, uint64_t(2001));
    }

    void jitterAgainstNominal()
    {
        const std::vector<int64_t> gaps { 12000, 11000, 15000, 12000, 9000 };
        AnalysisOptions o;
        o.nominalGapNs = 12000;
        auto snap = analyze(writeTrace(m_dir, "jitter.pcapng", fromGaps(gaps)), o);
        QCOMPARE(snap->jitter.nominalGapNs, int64_t(12000));
        QVERIFY(!snap->jitter.nominalEstimated);
        QCOMPARE(snap->jitter.maxAbsDevNs, int64_t(3000));
        QCOMPARE(snap->jitter.p50AbsDevNs, int64_t(1000));
        snap = analyze(writeTrace(m_dir, "jitter2.pcapng", fromGaps(gaps)));
        QVERIFY(snap->jitter.nominalEstimated);
        QCOMPARE(snap->jitter.source, NominalSource::Rate);
        QCOMPARE(snap->jitter.nominalGapNs, int64_t(11800)); // the mean rate: 59 µs over 5 gaps
        QCOMPARE(snap->jitter.maxAbsDevNs, int64_t(3200));
    }

    void timeOrder()
    {
        const std::vector<int64_t> gaps { 1000, 1000, -1500, 3000 };
        AnalysisOptions o;
        const QString path = writeTrace(m_dir, "order.pcapng", fromGaps(gaps));
        auto fileOrder = analyze(path, o);
        QCOMPARE(fileOrder->interarrival.negative, uint64_t(1));
        QCOMPARE(fileOrder->interarrival.minNs, int64_t(-1500));
        o.order = DeltaOrder::Time;
        auto timeOrder = analyze(path, o);
        // Sorted timestamps: 0, 500, 1000, 2000, 3500 → gaps 500, 500, 1000, 1500.
        QCOMPARE(timeOrder->interarrival.negative, uint64_t(0));
        QCOMPARE(timeOrder->interarrival.minNs, int64_t(500));
        QCOMPARE(timeOrder->interarrival.maxNs, int64_t(1500));
        QCOMPARE(timeOrder->interarrival.sumNs, int64_t(3500));
        QCOMPARE(timeOrder->firstTsNs, fileOrder->firstTsNs); // first packet in file order either way
    }

    void flowFilter()
    {
        std::vector<Pkt> pkts;
        for (int i = 0; i < 20; ++i) {
            pkts.push_back({ kBase + i * 1000, 1000, 2000 });
            pkts.push_back({ kBase + i * 1000 + 10, 1000, 3000 });
        }
        AnalysisOptions o;
        o.flowFilter = "udp and dport 3000";
        auto snap = analyze(writeTrace(m_dir, "filter.pcapng", pkts), o);
        QCOMPARE(snap->packets, uint64_t(20));
        QCOMPARE(snap->packetsInFile, uint64_t(40));
        QCOMPARE(snap->flows.size(), size_t(1));
        QCOMPARE(snap->flows[0].dport, uint16_t(3000));
        QCOMPARE(snap->interarrival.minNs, int64_t(1000));
        o.flowFilter = "port";
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Analyzer { o });
    }

    void damagedFileKeepsWhatWasRead()
    {
        const QString path = writeTrace(m_dir, "cut.pcapng", fromGaps(std::vector<int64_t>(99, 1000)));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        const qint64 size = f.size();
        QVERIFY(f.resize(size - 10)); // cut inside the last EPB
        f.close();
        auto snap = analyze(path);
        QVERIFY(snap->error.has_value());
        QCOMPARE(snap->packets, uint64_t(99));
        QCOMPARE(snap->error->packetsBefore, uint64_t(99));
        QVERIFY(snap->error->offset > 0 && snap->error->offset < uint64_t(size));
        QCOMPARE(snap->interarrival.count, uint64_t(98));
        const QJsonObject json = QJsonDocument::fromJson(QByteArray::fromStdString(reportJson(*snap))).object();
        QCOMPARE(json.value("error").toObject().value("packets_before_error").toInt(), 99);
    }

    void streamingSnapshotAgreesWithFinal()
    {
        std::vector<int64_t> gaps;
        for (int i = 0; i < 3000; ++i)
            gaps.push_back(i % 50 == 0 ? 400000 : 700 + (i * 37) % 300);
        const QString path = writeTrace(m_dir, "stream.pcapng", fromGaps(gaps));
        TraceFile file;
        std::string err;
        QVERIFY(file.open(path.toStdString(), &err));
        Analyzer a;
        std::vector<RawPacket> batch;
        while (file.nextBatch(batch, 1000))
            a.addBatch(batch);
        const auto partial = a.snapshot();
        QVERIFY(!partial->complete);
        QCOMPARE(partial->packets, uint64_t(3001));
        a.finish();
        const auto final = a.snapshot();
        QVERIFY(final->complete);
        // Exact figures are already final while streaming; only the second-pass ones wait.
        QCOMPARE(partial->interarrival, final->interarrival);
        QCOMPARE(partial->jitter.nominalGapNs, final->jitter.nominalGapNs);
        QCOMPARE(partial->jitter.maxAbsDevNs, final->jitter.maxAbsDevNs);
        QCOMPARE(partial->bursts.thresholdNs, final->bursts.thresholdNs);
        QVERIFY(final->bursts.bursts > 0);
    }

    void packetStoreReleasesOnlyUnpinnedChunks()
    {
        // A bounded session's store lets go whole chunks from the front, never one a reader has
        // pinned; indices stay the session's.
        constexpr size_t C = PacketStore::kChunk;
        PacketStore store;
        for (size_t i = 0; i < 5 * C + 7; ++i)
            store.push(PacketEntry { int64_t(i) * 3, uint32_t(i % 5), uint32_t(60) });
        auto pin0 = store.pin();
        QCOMPARE(*pin0, size_t(0));
        QCOMPARE(store.releaseBefore(3 * C + 5), size_t(0)); // pinned at 0: nothing goes
        QCOMPARE(store.first(), size_t(0));
        pin0.reset();
        QCOMPARE(store.releaseBefore(3 * C + 5), 3 * C); // whole chunks only
        const auto pin3 = store.pin();
        QCOMPARE(*pin3, 3 * C);
        QCOMPARE(store.releaseBefore(5 * C), 3 * C); // held by pin3
        for (size_t i = 3 * C; i < store.size(); i += 4097)
            QCOMPARE(store[i].tsNs, int64_t(i) * 3);
        QCOMPARE(store.releaseBefore(100 * C), 3 * C);
        // Appending after a release reuses the released memory (the spare) and stays correct.
        for (size_t i = store.size(); i < 7 * C; ++i)
            store.push(PacketEntry { int64_t(i) * 3, 0, 60 });
        QCOMPARE(store[7 * C - 1].tsNs, int64_t(7 * C - 1) * 3);
        QCOMPARE(store[3 * C].tsNs, int64_t(3 * C) * 3);
        // A pin may outlive its store.
        auto *heap = new PacketStore;
        heap->push(PacketEntry { 1, 0, 60 });
        auto late = heap->pin();
        delete heap;
        late.reset();
    }

    void packetStoreKeepsEveryTimeAndLength()
    {
        // The store keeps an entry in 12 bytes (a 40-bit step from its block's first time, a
        // 24-bit length) and whatever does not fit as an escape: every time and length comes
        // back exactly, through operator[], forEachAhead and a release that recycles a chunk.
        constexpr size_t C = PacketStore::kChunk;
        constexpr int64_t kReach = int64_t(1) << 39; // the step's reach: [-2^39, 2^39)
        std::mt19937_64 rng(20261207);
        std::vector<PacketEntry> want;
        int64_t ts = 1'700'000'000'000'000'000;
        auto add = [&](int64_t t, uint32_t len) { want.push_back(PacketEntry { t, uint32_t(rng() % 100000), len }); };
        for (size_t i = 0; i < 3 * C + 100; ++i) {
            const size_t k = i % PacketStore::kBlock;
            switch (rng() % 16) {
            case 0: // a step just inside or just outside the reach of the block's first time
                ts = k == 0 ? ts : int64_t(uint64_t(want[i - k].tsNs) + uint64_t(rng() % 2 ? kReach - 1 : kReach));
                break;
            case 1:
                ts = k == 0 ? ts : int64_t(uint64_t(want[i - k].tsNs) - uint64_t(rng() % 2 ? kReach : kReach + 1));
                break;
            case 2: // any time at all
                ts = int64_t(rng());
                break;
            case 3: ts = rng() % 2 ? std::numeric_limits<int64_t>::max() : std::numeric_limits<int64_t>::min(); break;
            default: // forwards or a little back
                ts = int64_t(uint64_t(ts) + rng() % 2'000'000 - 200'000); // (wraps)
            }
            const uint32_t lens[] = { 0, 60, 1514, 65549, 0xFFFFFE, 0xFFFFFF, 0x1000000, UINT32_MAX };
            add(ts, lens[rng() % 8]);
        }
        PacketStore store;
        for (const PacketEntry &e : want)
            store.push(e);
        QVERIFY(store.escapes() > 0);
        const auto same = [](const PacketEntry &a, const PacketEntry &b) {
            return a.tsNs == b.tsNs && a.flowId == b.flowId && a.wireLen == b.wireLen;
        };
        for (size_t i = 0; i < want.size(); ++i) {
            QVERIFY2(same(store[i], want[i]), qPrintable(QString::number(i)));
            QCOMPARE(store.stored(i)->flowId, want[i].flowId);
        }
        // f for each entry in order; ahead for the entry 8 on, while that one is in the same
        // chunk and before the end.
        const size_t from = 5, to = want.size() - 3;
        std::vector<uint32_t> aheadWant, aheadGot;
        for (size_t i = from; i < to; ++i)
            if (i + 8 < std::min(to, (i | (C - 1)) + 1))
                aheadWant.push_back(want[i + 8].flowId);
        size_t at = from;
        bool allSame = true;
        store.forEachAhead<8>(
            from, to, [&](const PacketEntry &e) { allSame &= same(e, want[at++]); },
            [&](uint32_t flowId) { aheadGot.push_back(flowId); });
        QVERIFY(allSame);
        QVERIFY(aheadGot == aheadWant);
        QCOMPARE(at, to);
        // A released chunk (with escapes) becomes the spare: the next chunk must not see them.
        QCOMPARE(store.releaseBefore(2 * C), 2 * C);
        for (size_t i = 0; i < C; ++i)
            add(ts = int64_t(uint64_t(ts) + 1000), 60);
        for (size_t i = 3 * C + 100; i < want.size(); ++i)
            store.push(want[i]);
        for (size_t i = 2 * C; i < want.size(); ++i)
            QVERIFY2(same(store[i], want[i]), qPrintable(QString::number(i)));

        // Dense and slow traces alike take no escape: 12 bytes an entry.
        for (const int64_t step : { int64_t(12'000), int64_t(1'000'000'000), int64_t(8'000'000'000) }) {
            PacketStore plain;
            for (size_t i = 0; i < C + 10; ++i)
                plain.push(
                    PacketEntry { 1'000'000'000 + int64_t(i) * step - int64_t(i % 3) * 5000, uint32_t(i % 7), 1514 });
            QCOMPARE(plain.escapes(), size_t(0));
            QCOMPARE(plain[C + 9].tsNs, 1'000'000'000 + int64_t(C + 9) * step - int64_t((C + 9) % 3) * 5000);
        }
    }

    void fileFlowLimit()
    {
        // A file's analysis keeps kDefaultFileFlowLimit flows by default (AnalyzeFileOptions); past
        // its limit the packets of later flows are counted in the totals, in no flow's.
        QCOMPARE(AnalyzeFileOptions().flowLimit, kDefaultFileFlowLimit);
        QTemporaryDir dir;
        std::vector<Pkt> pkts;
        for (int i = 0; i < 120; ++i)
            pkts.push_back(Pkt { kBase + i * 1000, uint16_t(1000 + i % 12) }); // 12 flows, 10 packets each
        const std::string path = writeTrace(dir, "flows.pcapng", pkts).toStdString();
        std::string err;
        AnalyzeFileOptions how;
        how.flowLimit = 5;
        const auto limited = analyzeFile(path, {}, &err, how);
        how.flowLimit = 0;
        const auto all = analyzeFile(path, {}, &err, how);
        QVERIFY2(limited && all, err.c_str());
        QCOMPARE(all->flowCount(), size_t(12));
        QCOMPARE(all->untrackedPackets, uint64_t(0));
        QCOMPARE(limited->flowCount(), size_t(5));
        QCOMPARE(limited->untrackedPackets, uint64_t(70));
        QCOMPARE(limited->packets, uint64_t(120));
        QCOMPARE(limited->interarrival, all->interarrival); // the whole trace's figures are the same
        const QJsonObject json = QJsonDocument::fromJson(QByteArray::fromStdString(reportJson(*limited))).object();
        QCOMPARE(json["untracked"].toObject()["flow_limit"].toInteger(), qint64(5));
        QCOMPARE(json["untracked"].toObject()["packets"].toInteger(), qint64(70));
    }

    void commentsPastTheLimitAreCounted()
    {
        // A comment on every packet (Wireshark's annotations, or a hostile file): the reader keeps
        // the first kMaxTraceComments and counts the rest; every packet is still analysed.
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("c.pcapng")).toStdString();
        PcapngWriter w;
        std::string err;
        QVERIFY(w.output().open(path, &err));
        SectionOptions so;
        so.comments.push_back("the lab");
        w.writeSectionHeader(so);
        InterfaceOptions io;
        io.linkType = 228;
        w.addInterface(io);
        uint8_t frame[64];
        const auto len = uint32_t(rawIpv4(frame, Pkt { 0 }));
        constexpr size_t kPackets = kMaxTraceComments + 25;
        for (size_t i = 0; i < kPackets; ++i)
            QVERIFY(w.writePacket(0, kBase + int64_t(i) * 1000, frame, len, len, "note " + std::to_string(i)));
        QVERIFY(w.output().close());
        const auto snap = analyzeFile(path, {}, &err);
        QVERIFY2(snap, err.c_str());
        QCOMPARE(snap->packets, uint64_t(kPackets));
        QCOMPARE(snap->comments.size(), kMaxTraceComments);
        QCOMPARE(snap->comments.front().text, std::string("the lab"));
        QCOMPARE(snap->comments.back().packetIndex, int64_t(kMaxTraceComments - 2));
        QCOMPARE(snap->comments.back().text, "note " + std::to_string(kMaxTraceComments - 2));
        QCOMPARE(snap->commentsNotKept, uint64_t(26));
        const QJsonObject json = QJsonDocument::fromJson(QByteArray::fromStdString(reportJson(*snap))).object();
        QCOMPARE(json["comments"].toArray().size(), int(kMaxTraceComments));
        QCOMPARE(json["comments_not_kept"].toInteger(), qint64(26));
        QVERIFY(QString::fromStdString(reportText(*snap)).contains(QStringLiteral("26 more comments counted")));
    }

    void interfacesPastTheLimitAreCounted()
    {
        // A pcapng that defines an interface every 20 bytes: the reader describes the first
        // kMaxTraceInterfaces and counts the others with their packets; every packet is analysed
        // and keeps its interface's id.
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("i.pcapng")).toStdString();
        PcapngWriter w;
        std::string err;
        QVERIFY(w.output().open(path, &err));
        w.writeSectionHeader(SectionOptions {});
        InterfaceOptions io;
        io.linkType = 228;
        constexpr size_t kInterfaces = kMaxTraceInterfaces + 7;
        for (size_t i = 0; i < kInterfaces; ++i) {
            io.name = "if" + std::to_string(i);
            w.addInterface(io);
        }
        uint8_t frame[64];
        const auto len = uint32_t(rawIpv4(frame, Pkt { 0 }));
        const uint32_t on[] = { 0, uint32_t(kMaxTraceInterfaces - 1), uint32_t(kMaxTraceInterfaces),
                                uint32_t(kInterfaces - 1), uint32_t(kInterfaces - 1) };
        for (size_t i = 0; i < std::size(on); ++i)
            QVERIFY(w.writePacket(on[i], kBase + int64_t(i) * 1000, frame, len, len));
        QVERIFY(w.output().close());
        const auto snap = analyzeFile(path, {}, &err);
        QVERIFY2(snap, err.c_str());
        QCOMPARE(snap->packets, uint64_t(std::size(on)));
        QCOMPARE(snap->interfaces.size(), kMaxTraceInterfaces);
        QCOMPARE(snap->interfaces.back().name, "if" + std::to_string(kMaxTraceInterfaces - 1));
        QCOMPARE(snap->interfaces.front().packets, uint64_t(1));
        QCOMPARE(snap->interfaces.back().packets, uint64_t(1));
        QCOMPARE(snap->interfacesNotKept, uint64_t(7));
        QCOMPARE(snap->packetsOnInterfacesNotKept, uint64_t(3));
        const QJsonObject json = QJsonDocument::fromJson(QByteArray::fromStdString(reportJson(*snap))).object();
        QCOMPARE(json["interfaces"].toArray().size(), int(kMaxTraceInterfaces));
        QCOMPARE(json["interfaces_not_kept"].toInteger(), qint64(7));
        QCOMPARE(json["packets_on_interfaces_not_kept"].toInteger(), qint64(3));
        QVERIFY(QString::fromStdString(reportText(*snap)).contains(QStringLiteral("Interfaces  7 more counted")));
    }

    void textFromTheFileIsValidJsonAndInertOnATerminal()
    {
        // Strings a file carries are bytes: PcapPlusPlus' pcapng-example.pcapng has packet
        // comments "Packet #1", NUL, then stray bytes (0x87 among them); a comment may be Latin-1;
        // an interface name may carry a terminal escape. The string ends at the first NUL (as
        // Wireshark reads it), the JSON stays UTF-8 (U+FFFD for what is not), and the text report
        // shows control characters and stray bytes as \xNN instead of sending them to the terminal.
        QTemporaryDir dir;
        const std::string path = dir.filePath(QStringLiteral("t.pcapng")).toStdString();
        PcapngWriter w;
        std::string err;
        QVERIFY(w.output().open(path, &err));
        SectionOptions so;
        so.comments.push_back("caf\xE9 lab");
        w.writeSectionHeader(so);
        InterfaceOptions io;
        io.linkType = 228;
        io.name = "eth\x1B[31m0";
        w.addInterface(io);
        uint8_t frame[64];
        const auto len = uint32_t(rawIpv4(frame, Pkt { 0 }));
        QVERIFY(w.writePacket(0, kBase, frame, len, len, std::string("Packet #1\0xM9\x87\x0C", 14)));
        QVERIFY(w.writePacket(0, kBase + 1000, frame, len, len, "\xE6\x97\xA5\xE6\x9C\xAC"));
        QVERIFY(w.output().close());
        const auto snap = analyzeFile(path, {}, &err);
        QVERIFY2(snap, err.c_str());
        QCOMPARE(snap->comments.size(), size_t(3));
        QCOMPARE(snap->comments[1].text, std::string("Packet #1"));
        const std::string json = reportJson(*snap);
        QVERIFY(isValidUtf8(json));
        const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(json)).object();
        const QJsonArray comments = o["comments"].toArray();
        QCOMPARE(comments[0].toObject()["text"].toString(), QStringLiteral(u"caf\uFFFD lab"));
        QCOMPARE(comments[1].toObject()["text"].toString(), QStringLiteral("Packet #1"));
        QCOMPARE(comments[2].toObject()["text"].toString(), QStringLiteral(u"\u65E5\u672C"));
        QCOMPARE(o["interfaces"].toArray()[0].toObject()["name"].toString(), QStringLiteral("eth\x1B[31m0"));
        const std::string text = reportText(*snap);
        QVERIFY(text.find('\x1B') == std::string::npos);
        QVERIFY(text.find("Interface 0 eth\\x1B[31m0,") != std::string::npos);
        QVERIFY(text.find("section 0: caf\\xE9 lab\n") != std::string::npos);
        QVERIFY(text.find("packet 1: Packet #1\n") != std::string::npos);
        QVERIFY(text.find("packet 2: \xE6\x97\xA5\xE6\x9C\xAC\n") != std::string::npos);
    }

    void rtpSsrcsPerFlowAreBounded()
    {
        // An RTP flow (PT 0, 20 ms) whose SSRC then changes with every datagram: the first
        // kMaxRtpSsrcs SSRCs are analysed one by one, the datagrams of later new ones counted.
        constexpr size_t kRandom = 1000;
        std::vector<std::vector<uint8_t>> frames;
        std::vector<int64_t> times;
        int64_t t = kBase;
        uint16_t seq = 0;
        auto add = [&](uint32_t ssrc) {
            std::vector<uint8_t> f(20 + 8 + 12 + 160, 0);
            f[0] = 0x45, f[2] = uint8_t(f.size() >> 8), f[3] = uint8_t(f.size()), f[8] = 64, f[9] = 17;
            f[12] = 10, f[15] = 1, f[16] = 10, f[19] = 2;
            f[20] = 0x13, f[21] = 0x8C, f[22] = 0x13, f[23] = 0x8E; // 5004 → 5006
            f[24] = uint8_t((f.size() - 20) >> 8), f[25] = uint8_t(f.size() - 20);
            uint8_t *r = f.data() + 28;
            r[0] = 0x80, r[1] = 0; // version 2, PT 0
            r[2] = uint8_t(seq >> 8), r[3] = uint8_t(seq);
            const uint32_t ts = uint32_t(seq) * 160;
            for (int i = 0; i < 4; ++i) {
                r[4 + i] = uint8_t(ts >> (24 - 8 * i));
                r[8 + i] = uint8_t(ssrc >> (24 - 8 * i));
            }
            ++seq;
            t += 20'000'000;
            frames.push_back(std::move(f));
            times.push_back(t);
        };
        for (int i = 0; i < 200; ++i)
            add(0xA0A0A0A0);
        for (size_t i = 0; i < kRandom; ++i)
            add(0x10000 + uint32_t(i) * 7919);
        for (int i = 0; i < 50; ++i)
            add(i % 2 ? 0xA0A0A0A0 : 0x10000); // the first SSRC and the second one seen
        Analyzer a;
        std::vector<RawPacket> batch;
        for (size_t i = 0; i < frames.size(); ++i) {
            RawPacket rp;
            rp.tsNs = times[i];
            rp.data = frames[i].data();
            rp.capLen = rp.wireLen = uint32_t(frames[i].size());
            rp.linkType = 228;
            batch.push_back(rp);
        }
        a.addBatch(batch);
        a.finish();
        const auto snap = a.snapshot();
        QCOMPARE(snap->flows.size(), size_t(1));
        const FlowSummary &f = snap->flows[0];
        QCOMPARE(f.decoder, PayloadKind::Rtp);
        QCOMPARE(f.decoderMatched, uint64_t(frames.size()));
        QCOMPARE(f.rtp.size(), kMaxRtpSsrcs);
        QCOMPARE(f.rtp[0].ssrc, 0xA0A0A0A0u);
        QCOMPARE(f.rtp[0].packets, uint64_t(225));
        QCOMPARE(f.rtp[1].ssrc, 0x10000u);
        QCOMPARE(f.rtp[1].packets, uint64_t(26));
        QCOMPARE(f.rtp.back().ssrc, 0x10000 + uint32_t(kMaxRtpSsrcs - 2) * 7919);
        QCOMPARE(f.rtpUntracked, uint64_t(kRandom - (kMaxRtpSsrcs - 1)));
        const QJsonObject json = QJsonDocument::fromJson(QByteArray::fromStdString(reportJson(*snap))).object();
        const QJsonObject flow = json["flows"].toArray()[0].toObject();
        QCOMPARE(flow["rtp_streams"].toArray().size(), int(kMaxRtpSsrcs));
        QCOMPARE(flow["rtp_untracked"].toObject()["datagrams"].toInteger(), qint64(kRandom - (kMaxRtpSsrcs - 1)));
        QCOMPARE(flow["rtp_untracked"].toObject()["ssrc_limit"].toInteger(), qint64(kMaxRtpSsrcs));
        QVERIFY(QString::fromStdString(reportText(*snap)).contains(QStringLiteral("RTP: 745 more datagrams")));
    }

    void boundedDetailWindowKeepsSessionFigures()
    {
        // Analyzer::setDetailWindow (a live session): the counters and inter-arrival figures are
        // the whole session's, exactly; the bursts and jitter are those of the packets still
        // held — what an analysis of those packets alone gives (nominal gap and threshold given,
        // so that no estimate depends on which packets it saw).
        constexpr size_t kPackets = 700000, kWindow = 150000, C = PacketStore::kChunk;
        std::mt19937_64 rng(11);
        std::vector<int64_t> ts(kPackets);
        std::vector<uint8_t> flowOf(kPackets);
        int64_t t = kBase;
        for (size_t i = 0; i < kPackets;) {
            const size_t burst = 1 + rng() % 64;
            for (size_t k = 0; k < burst && i < kPackets; ++k, ++i) {
                t += k == 0 ? int64_t(200000 + rng() % 700000) : int64_t(50 + rng() % 2000);
                ts[i] = t;
                flowOf[i] = uint8_t(rng() % 3);
            }
        }
        uint8_t frames[3][64];
        uint32_t lens[3];
        for (int f = 0; f < 3; ++f)
            lens[f] = uint32_t(rawIpv4(frames[f], Pkt { 0, uint16_t(1000 + f) }));
        auto feed = [&](Analyzer &a, size_t from, const std::function<void(size_t)> &afterBatch = {}) {
            std::vector<RawPacket> batch;
            for (size_t i = from; i < kPackets;) {
                batch.clear();
                for (; i < kPackets && batch.size() < 4096; ++i) {
                    RawPacket rp;
                    rp.tsNs = ts[i];
                    rp.data = frames[flowOf[i]];
                    rp.capLen = rp.wireLen = lens[flowOf[i]];
                    rp.linkType = 228;
                    batch.push_back(rp);
                }
                a.addBatch(batch);
                if (afterBatch)
                    afterBatch(i);
            }
            a.finish();
        };
        AnalysisOptions o;
        o.nominalGapNs = 12000;
        o.burstGapNs = 5000;
        for (const bool worker : { false, true }) {
            Analyzer bounded(o);
            bounded.setDetailWindow(kWindow);
            if (worker)
                bounded.enableWorkerThread();
            std::shared_ptr<const AnalysisSnapshot> held;
            size_t heldFrom = 0;
            feed(bounded, 0, [&](size_t done) {
                // A snapshot taken part-way pins what it covers for as long as it lives.
                if (!held && done >= 300000) {
                    held = bounded.snapshot();
                    heldFrom = held->firstStored;
                } else if (held && done >= 500000) {
                    QVERIFY(held->store->first() <= heldFrom);
                    for (size_t i = heldFrom; i < held->packetsStored; i += 1009)
                        QCOMPARE((*held->store)[i].tsNs, ts[i]);
                    held.reset();
                }
            });
            QVERIFY(heldFrom > 0 || worker);
            Analyzer whole(o);
            feed(whole, 0);
            const auto b = bounded.snapshot(), w = whole.snapshot();
            QCOMPARE(b->packets, uint64_t(kPackets));
            QCOMPARE(b->interarrival, w->interarrival);
            QVERIFY(*b->histogram == *w->histogram);
            QCOMPARE(b->flows.size(), w->flows.size());
            for (size_t f = 0; f < b->flows.size(); ++f) {
                QCOMPARE(b->flows[f].packets, w->flows[f].packets);
                QCOMPARE(b->flows[f].interarrival, w->flows[f].interarrival);
            }
            QCOMPARE(b->firstStored % C, size_t(0));
            QVERIFY(b->packetsStored - b->firstStored >= kWindow);
            if (!worker) // (with the worker, the release also waits for its first pass)
                QVERIFY2(b->firstStored > 0 && b->packetsStored - b->firstStored < kWindow + 2 * C,
                         qPrintable(QString::number(b->firstStored)));
            QCOMPARE((*b->store)[b->firstStored].tsNs, ts[b->firstStored]);
            QCOMPARE((*b->store)[kPackets - 1].tsNs, ts[kPackets - 1]);

            Analyzer tail(o);
            feed(tail, b->firstStored);
            const auto r = tail.snapshot();
            QCOMPARE(b->bursts, r->bursts);
            QCOMPARE(b->jitter, r->jitter);
            for (const FlowSummary &bf : b->flows) {
                const auto it = std::find_if(r->flows.begin(), r->flows.end(),
                                             [&](const FlowSummary &x) { return x.sport == bf.sport; });
                QVERIFY(it != r->flows.end());
                QCOMPARE(bf.bursts, it->bursts);
                QCOMPARE(bf.jitter, it->jitter);
            }
            if (b->firstStored > 0) {
                QVERIFY(b->bursts != w->bursts); // the window is not the whole session
                const QJsonObject json = QJsonDocument::fromJson(QByteArray::fromStdString(reportJson(*b))).object();
                const QJsonObject dw = json.value("detail_window").toObject();
                QCOMPARE(dw.value("window_packets").toInteger(), qint64(kWindow));
                QCOMPARE(dw.value("first_packet").toInteger(), qint64(b->firstStored));
                QVERIFY(reportText(*b).find("per-packet detail kept for the last") != std::string::npos);
            }
            QVERIFY(
                !QJsonDocument::fromJson(QByteArray::fromStdString(reportJson(*w))).object().contains("detail_window"));
        }
    }

    void flowLimitCountsLaterFlowsTogether()
    {
        // Analyzer::setFlowLimit (a live session of ever-new flows): the first L keys are flows
        // with the figures an unlimited analysis gives them; the packets of later keys count in
        // the whole session's figures (equal to the unlimited ones) and in no flow's, and the
        // flow filter's rejects stay out of everything, past the limit too.
        constexpr size_t kPackets = 200000, kFlows = 300, kLimit = 40, C = PacketStore::kChunk;
        std::mt19937_64 rng(5);
        std::vector<int64_t> ts(kPackets);
        std::vector<uint16_t> flowOf(kPackets);
        int64_t t = kBase;
        for (size_t i = 0; i < kPackets; ++i) {
            t += int64_t(1000 + rng() % 20000);
            ts[i] = t;
            // Half the packets one steady flow; the others from a set of flows that grows.
            flowOf[i] = rng() % 2 ? 0 : uint16_t(rng() % std::min<size_t>(kFlows, 1 + i / 500));
        }
        std::vector<std::array<uint8_t, 64>> frames(kFlows);
        std::vector<uint32_t> lens(kFlows);
        auto feed = [&](Analyzer &a) {
            std::vector<RawPacket> batch;
            for (size_t i = 0; i < kPackets;) {
                batch.clear();
                for (; i < kPackets && batch.size() < 4096; ++i) {
                    RawPacket rp;
                    rp.tsNs = ts[i];
                    rp.data = frames[flowOf[i]].data();
                    rp.capLen = rp.wireLen = lens[flowOf[i]];
                    rp.linkType = 228;
                    batch.push_back(rp);
                }
                a.addBatch(batch);
            }
            a.finish();
        };
        // UDP flows, and ICMP ones from 300 addresses (the whole trace's jitter merges the UDP
        // flows' deviations when there are any, else every flow's). The filter's rejects have a
        // limit of their own: an early reject takes no kept flow's place, and with "sport 1250"
        // the one flow let through (first seen after ~250 rejects) is kept.
        const std::pair<int, const char *> cases[] = {
            { 17, "" }, { 17, "not sport 1003" }, { 17, "sport 1250" }, { 1, "" }
        };
        for (const auto &[proto, filter] : cases) {
            for (size_t f = 0; f < kFlows; ++f) {
                lens[f] = uint32_t(rawIpv4(frames[f].data(), Pkt { 0, uint16_t(1000 + f), 2000, uint8_t(proto) }));
                frames[f][14] = uint8_t(f >> 8);
                frames[f][15] = uint8_t(f);
            }
            for (const bool worker : { false, true }) {
                AnalysisOptions o;
                o.flowFilter = filter;
                Analyzer limited(o);
                limited.setDetailWindow(C);
                limited.setFlowLimit(kLimit);
                if (worker)
                    limited.enableWorkerThread();
                feed(limited);
                Analyzer whole(o);
                feed(whole);
                const auto b = limited.snapshot(), w = whole.snapshot();
                QCOMPARE(b->packets, w->packets);
                QCOMPARE(b->bytes, w->bytes);
                QCOMPARE(b->interarrival, w->interarrival);
                QVERIFY(*b->histogram == *w->histogram);
                // The flows kept: the first kLimit the filter lets through (w->flows is by id, the
                // order of first appearance); the others' packets are untracked.
                uint64_t untracked = 0, untrackedBytes = 0;
                size_t kept = 0;
                for (const FlowSummary &wf : w->flows) {
                    if (kept == kLimit) {
                        untracked += wf.packets;
                        untrackedBytes += wf.bytes;
                        continue;
                    }
                    ++kept;
                    const auto it = std::find_if(b->flows.begin(), b->flows.end(),
                                                 [&](const FlowSummary &x) { return x.label() == wf.label(); });
                    QVERIFY2(it != b->flows.end(), wf.label().c_str());
                    QCOMPARE(it->packets, wf.packets);
                    QCOMPARE(it->interarrival, wf.interarrival);
                }
                QCOMPARE(b->flows.size(), kept);
                QCOMPARE(b->untrackedPackets, untracked);
                QCOMPARE(b->untrackedBytes, untrackedBytes);
                QCOMPARE(b->flowLimit, kLimit);
                const bool overLimit = std::string(filter) != "sport 1250";
                QCOMPARE(untracked > kPackets / 10, overLimit);
                QCOMPARE(b->untrackedFlow != UINT32_MAX, overLimit);
                const QJsonObject json = QJsonDocument::fromJson(QByteArray::fromStdString(reportJson(*b))).object();
                QCOMPARE(json.contains("untracked"), overLimit);
                QVERIFY(
                    !QJsonDocument::fromJson(QByteArray::fromStdString(reportJson(*w))).object().contains("untracked"));
                if (!overLimit)
                    continue;
                QVERIFY(b->jitter.flowsMerged <= kept);
                // The untracked packets' entries: in the store (the timeline), in no flow's gaps.
                size_t inStore = 0;
                for (size_t i = b->firstStored; i < b->packetsStored; ++i)
                    inStore += (*b->store)[i].flowId == b->untrackedFlow ? 1 : 0;
                QVERIFY(inStore > 0);
                const auto part = limited.snapshot(kLimit / 2); // some flows omitted: each flow walked
                QVERIFY(part->flowsOmitted > 0);
                const LiveWindow window { part->firstTsNs, part->lastTsNs };
                std::vector<uint32_t> tracked;
                for (const FlowSummary &f : b->flows)
                    tracked.push_back(f.id);
                const SelectionStats all = allFlowsWindowStats(*part, window);
                QCOMPARE(all.interarrival.count,
                         windowHistogram(*b->store, b->firstStored, b->packetsStored, tracked, window.fromNs).count());
                QCOMPARE(json.value("untracked").toObject().value("packets").toInteger(), qint64(untracked));
                QVERIFY(reportText(*b).find("flow limit of 40") != std::string::npos);
            }
        }
    }

    void manyFlowsSameOnOneThread_data()
    {
        QTest::addColumn<int>("flows");
        QTest::addColumn<int>("packets");
        QTest::newRow("1500 flows (pass B split)") << 1500 << 400000;
        // Above 4096 flows the per-flow preparation, the finish and the snapshot's summaries are
        // made on two threads as well (inTwoHalves).
        QTest::newRow("6000 flows (per-flow work in two halves)") << 6000 << 200000;
    }
    void manyFlowsSameOnOneThread()
    {
        // With more than 64 flows, pass B splits the flows' scopes between two threads by blocks
        // of flow ids: every figure is the one the single-threaded analysis gives. Flow sizes are
        // skewed (a few large flows, many small ones) and their gaps bursty, so the nominal gaps
        // and thresholds differ per flow; none is given.
        QFETCH(int, flows);
        QFETCH(int, packets);
        const size_t kFlows = size_t(flows), kPackets = size_t(packets);
        const ZipfTrace z = zipfTrace(kFlows, kPackets, 23, 48, 100000, 400000, 40, 3000);
        const std::vector<RawPacket> &all = z.packets;
        const std::vector<char> &seen = z.seen;
        for (const DeltaOrder order : { DeltaOrder::File, DeltaOrder::Time }) {
            AnalysisOptions o;
            o.order = order;
            // 0: the worker thread; 1: one thread; 2: statistics only (the small flows' times kept
            // apart, a few flows promoted past FlowTimes::kPromoteAt), with the worker, the
            // checkpoints of its speculative pass and a snapshot half-way.
            std::string json[3];
            for (const int mode : { 0, 1, 2 }) {
                Analyzer a(o);
                if (mode == 1)
                    a.runOnCallingThreadOnly();
                if (mode == 2) {
                    a.keepTimeline(false);
                    a.enableWorkerThread();
                }
                for (size_t i = 0; i < kPackets; i += 4096) {
                    a.addBatch(std::vector<RawPacket>(all.begin() + long(i),
                                                      all.begin() + long(std::min(kPackets, i + 4096))));
                    if (mode == 2)
                        a.setInputProgress(i, kPackets);
                    if (mode == 2 && i == kPackets / 2 / 4096 * 4096)
                        QVERIFY(a.snapshot()->flows.size() > kFlows / 2);
                }
                a.finish();
                const auto snap = a.snapshot();
                QCOMPARE(snap->flows.size(), size_t(std::count(seen.begin(), seen.end(), 1)));
                QVERIFY(snap->flows.size() > kFlows * 9 / 10);
                json[mode] = reportJson(*snap);
            }
            QVERIFY(json[0] == json[1]);
            QVERIFY(json[0] == json[2]);
        }
    }

    void snapshotListsTheLargestFlows_data()
    {
        QTest::addColumn<bool>("timeline");
        QTest::addColumn<bool>("worker");
        QTest::newRow("timeline, one thread") << true << false;
        QTest::newRow("statistics only (small flows' times apart), worker") << false << true;
    }
    void snapshotListsTheLargestFlows()
    {
        // snapshot(maxFlows) of a trace with more flows: the maxFlows with the most packets (ties:
        // the lower id), each the same summary as in the full snapshot; the others counted and
        // their histograms merged; the whole trace's figures (jitter merged over every flow
        // included) and the "all flows" histogram those of the full snapshot — half-way, and
        // finished. 9 000 flows of Zipf-like sizes: large flows past FlowTimes' promotion, many
        // with 1–3 packets (ties across the cut), more than 4 096 left out (merged in two halves).
        constexpr size_t kFlows = 9000, kPackets = 240000;
        const ZipfTrace z = zipfTrace(kFlows, kPackets, 61, 64, 200000, 300000, 50, 2000);
        const std::vector<RawPacket> &all = z.packets;
        QFETCH(bool, timeline);
        QFETCH(bool, worker);
        Analyzer a;
        a.keepTimeline(timeline);
        if (worker)
            a.enableWorkerThread();
        else
            a.runOnCallingThreadOnly();
        const auto check = [&](const char *when) {
            const auto full = a.snapshot();
            QVERIFY(full->flows.size() > 5000);
            QCOMPARE(full->flowsOmitted, uint64_t(0));
            QVERIFY(!full->omittedFlowsHistogram);
            const auto fullAll = allFlowsStats(*full);
            QVERIFY(fullAll);
            for (const size_t k : { size_t(1), size_t(100), size_t(4000), full->flows.size() }) {
                const QByteArray tag = QByteArray(when) + " maxFlows " + QByteArray::number(qulonglong(k));
                const auto lim = a.snapshot(k);
                std::vector<const FlowSummary *> order;
                for (const FlowSummary &f : full->flows)
                    order.push_back(&f);
                std::sort(order.begin(), order.end(), [](const FlowSummary *x, const FlowSummary *y) {
                    return x->packets != y->packets ? x->packets > y->packets : x->id < y->id;
                });
                if (k < order.size())
                    QVERIFY2(order[k - 1]->packets == order[k]->packets || k < 4000, tag); // ties across the cut
                std::vector<const FlowSummary *> kept(order.begin(), order.begin() + long(k));
                std::sort(kept.begin(), kept.end(),
                          [](const FlowSummary *x, const FlowSummary *y) { return x->id < y->id; });
                QCOMPARE(lim->flows.size(), k);
                QCOMPARE(lim->flowsOmitted, uint64_t(full->flows.size() - k));
                QCOMPARE(lim->flowCount(), uint64_t(full->flows.size()));
                for (size_t i = 0; i < k; ++i)
                    QVERIFY2(lim->flows[i] == *kept[i], tag + " flow " + QByteArray::number(kept[i]->id));
                LogLinearHistogram rest;
                for (auto it = order.begin() + long(k); it != order.end(); ++it)
                    rest.merge(*(*it)->histogram);
                if (k == full->flows.size()) {
                    QVERIFY2(!lim->omittedFlowsHistogram, tag);
                } else {
                    QVERIFY2(lim->omittedFlowsHistogram, tag);
                    QVERIFY2(*lim->omittedFlowsHistogram == rest, tag);
                    QVERIFY2(rest.count() > 0, tag);
                }
                QVERIFY2(lim->interarrival == full->interarrival, tag);
                QVERIFY2(lim->jitter == full->jitter, tag);
                QVERIFY2(lim->bursts == full->bursts, tag);
                QVERIFY2(*lim->histogram == *full->histogram, tag);
                const auto limAll = allFlowsStats(*lim);
                QVERIFY2(limAll, tag);
                QVERIFY2(*limAll->histogram == *fullAll->histogram, tag);
                QVERIFY2(limAll->interarrival == fullAll->interarrival, tag);
                QVERIFY2(limAll->jitter == fullAll->jitter, tag);
                QCOMPARE(limAll->jitter.flowsMerged, uint32_t(full->flows.size()));
            }
        };
        for (size_t i = 0; i < kPackets; i += 4096) {
            a.addBatch(std::vector<RawPacket>(all.begin() + long(i), all.begin() + long(std::min(kPackets, i + 4096))));
            if (i == kPackets / 2 / 4096 * 4096)
                check("half-way");
        }
        a.finish();
        check("finished");
    }

    void timeOrderSortSameOnOneThread()
    {
        // --order time sorts the packets by (time, position in the file): on two threads a large
        // trace is split around a sampled median and the halves sorted apart (and the sorted
        // copy's second half faulted in by a helper thread), on one thread one std::sort. The
        // order is total, so every figure must agree — here on stamps from a narrow range in
        // random order (most packets tie with others: the split around a tied pivot must still
        // put each packet on its side), in several flows, past both the split's and the helper's
        // sizes. (Which of two tied packets comes first changes no figure the passes compute.)
        constexpr size_t kPackets = 300000, kFlows = 7;
        std::mt19937_64 rng(41);
        std::vector<std::array<uint8_t, 64>> frames(kFlows);
        std::vector<uint32_t> lens(kFlows);
        for (size_t f = 0; f < kFlows; ++f)
            lens[f] = uint32_t(rawIpv4(frames[f].data(), Pkt { 0, uint16_t(2000 + f) }));
        std::vector<RawPacket> all(kPackets);
        for (size_t i = 0; i < kPackets; ++i) {
            const size_t f = rng() % kFlows;
            // 40 000 distinct stamps (ties everywhere), and a slow drift so the halves differ.
            all[i].tsNs = kBase + int64_t(rng() % 40000) * 250 + int64_t(i / 1000) * 1000;
            all[i].data = frames[f].data();
            all[i].capLen = all[i].wireLen = lens[f];
            all[i].linkType = 228;
        }
        AnalysisOptions o;
        o.order = DeltaOrder::Time;
        std::string json[2];
        for (const int mode : { 0, 1 }) {
            Analyzer a(o);
            if (mode == 1)
                a.runOnCallingThreadOnly();
            addAllAndFinish(a, all);
            const auto snap = a.snapshot();
            QVERIFY(snap->timeOrder.backwardSteps > kPackets / 3);
            QCOMPARE(snap->flows.size(), kFlows);
            json[mode] = reportJson(*snap);
        }
        QVERIFY(json[0].size() > 1000);
        QVERIFY(json[0] == json[1]);
    }

    void timeOrderMergedChainsAsSorted_data()
    {
        QTest::addColumn<QString>("shape");
        QTest::addColumn<bool>("timeline");
        QTest::addColumn<int>("chains"); // merged at finish; 0: given up (sorted); -1: 2 to 8
        struct Shape {
            const char *name;
            int chains;
        };
        for (const Shape sh :
             { Shape { "two capture points in turns", -1 }, Shape { "five files one after another", 5 },
               Shape { "neighbours swapped", 2 }, Shape { "late first packet", 2 }, Shape { "ties at every switch", 2 },
               Shape { "nine files", 0 }, Shape { "random order", 0 } }) {
            for (const bool timeline : { true, false })
                QTest::addRow("%s, %s", sh.name, timeline ? "store" : "log")
                    << QString::fromLatin1(sh.name) << timeline << sh.chains;
        }
    }

    void timeOrderMergedChainsAsSorted()
    {
        // --order time merges a file of a few ascending chains as it walks it instead of sorting
        // a copy: every figure must be the same as sorted, in the store and in the log, with
        // packets the file gives no time and packets of a flow the filter leaves out (neither
        // is in the store: the runs are counted in entries, not packets), with ties between
        // chains (the earlier position first), and where there are too many chains (sorted).
        QFETCH(QString, shape);
        QFETCH(bool, timeline);
        QFETCH(int, chains);
        constexpr size_t kFlows = 5;
        std::mt19937_64 rng(7);
        std::vector<std::array<uint8_t, 64>> frames(kFlows);
        std::vector<uint32_t> lens(kFlows);
        for (size_t f = 0; f < kFlows; ++f)
            lens[f] = uint32_t(rawIpv4(frames[f].data(), Pkt { 0, uint16_t(1000 + f), uint16_t(2000 + f) }));
        std::vector<int64_t> ts;
        // `files` ascending sequences over one span, each written whole, one after another.
        auto concatenated = [&](size_t files, size_t each, int64_t step) {
            for (size_t k = 0; k < files; ++k)
                for (size_t i = 0; i < each; ++i)
                    ts.push_back(kBase + int64_t(i) * step + int64_t(rng() % 3) * 1000 + int64_t(k));
        };
        if (shape == "two capture points in turns") {
            int64_t clock[2] = { kBase, kBase + 700 };
            for (size_t i = 0; i < 60000; ++i) {
                int64_t &c = clock[(i / 500) % 2];
                c += int64_t(rng() % 4) * 1000; // steps of 0 too: ties within a run
                ts.push_back(c);
            }
        } else if (shape == "five files one after another") {
            concatenated(5, 12000, 5000);
        } else if (shape == "nine files") {
            concatenated(9, 6000, 5000);
        } else if (shape == "neighbours swapped") {
            for (size_t i = 0; i < 60000; ++i)
                ts.push_back(kBase + int64_t(i) * 1000);
            for (size_t i = 0; i + 1 < ts.size(); i += 2)
                if (rng() % 20 == 0)
                    std::swap(ts[i], ts[i + 1]);
        } else if (shape == "late first packet") {
            ts.push_back(kBase + 5000000);
            for (size_t i = 0; i < 60000; ++i)
                ts.push_back(kBase + int64_t(i) * 200);
        } else if (shape == "ties at every switch") {
            // Each run starts at the time the other chain's last run ended (and at the time its
            // own chain's run ended): ties across chains at every switch.
            int64_t t = kBase;
            for (size_t r = 0; r < 120; ++r) {
                const int64_t start = t;
                for (size_t i = 0; i < 500; ++i)
                    ts.push_back(start + int64_t(i / 3) * 1000);
                if (r % 2 == 1)
                    t = ts.back();
            }
        } else if (shape == "random order") {
            for (size_t i = 0; i < 60000; ++i)
                ts.push_back(kBase + int64_t(rng() % 1000000) * 100);
        }
        QVERIFY(!ts.empty());
        std::vector<RawPacket> all(ts.size());
        for (size_t i = 0; i < ts.size(); ++i) {
            const size_t f = rng() % kFlows;
            all[i].tsNs = ts[i];
            all[i].hasTime = i % 97 != 5;
            all[i].data = frames[f].data();
            all[i].capLen = all[i].wireLen = lens[f];
            all[i].linkType = 228;
        }
        AnalysisOptions o;
        o.order = DeltaOrder::Time;
        o.flowFilter = "not dport 2003";
        std::string json[2];
        for (const int sortOnly : { 0, 1 }) {
            Analyzer a(o);
            a.keepTimeline(timeline);
            if (sortOnly)
                a.sortForTimeOrderOnly();
            addAllAndFinish(a, all);
            // (Two drifting clocks: a run of the one ahead continues the other's, and the greedy
            // grouping may open a third chain.)
            if (sortOnly || chains >= 0)
                QCOMPARE(a.timeOrderChainsMerged(), sortOnly ? size_t(0) : size_t(chains));
            else
                QVERIFY(a.timeOrderChainsMerged() >= 2 && a.timeOrderChainsMerged() <= 8);
            const auto snap = a.snapshot();
            QVERIFY(snap->timeOrder.backwardSteps > 0);
            QCOMPARE(snap->flows.size(), kFlows - 1); // dport 2003 left out
            json[sortOnly] = reportJson(*snap);
        }
        QVERIFY(json[0].size() > 1000);
        QVERIFY(json[0] == json[1]);
    }

    void timeOrderChainsAcrossLogChunks()
    {
        // The merge resumes each run from the log position noted where it began; a run that
        // begins just where the log moves to its next 2 MiB chunk must resume there. One flow,
        // 3-byte log entries (1 µs steps), and in a window of 400 packets around the first
        // chunk's end (~699 000 entries) neighbours swapped in pairs: every other packet begins
        // a run, the runs in two chains. Twice, the window shifted by one, so that runs begin
        // at every entry around the boundary.
        std::array<uint8_t, 64> frame {};
        const auto len = uint32_t(rawIpv4(frame.data(), Pkt { 0, 1000, 2000 }));
        for (const size_t shift : { size_t(0), size_t(1) }) {
            std::vector<RawPacket> all(750000);
            for (size_t i = 0; i < all.size(); ++i) {
                size_t at = i; // the i-th packet in the file has the at-th time
                if (i >= 698900 + shift && i < 699300 + shift)
                    at = (i - shift) % 2 == 0 ? i + 1 : i - 1;
                all[i].tsNs = kBase + int64_t(at) * 1000;
                all[i].data = frame.data();
                all[i].capLen = all[i].wireLen = len;
                all[i].linkType = 228;
            }
            AnalysisOptions o;
            o.order = DeltaOrder::Time;
            std::string json[2];
            for (const int sortOnly : { 0, 1 }) {
                Analyzer a(o);
                a.keepTimeline(false);
                if (sortOnly)
                    a.sortForTimeOrderOnly();
                addAllAndFinish(a, all);
                QCOMPARE(a.timeOrderChainsMerged(), sortOnly ? size_t(0) : size_t(2));
                const auto snap = a.snapshot();
                QCOMPARE(snap->timeOrder.backwardSteps, uint64_t(200));
                json[sortOnly] = reportJson(*snap);
            }
            QVERIFY(json[0] == json[1]);
        }
    }

    void timeOrderIsFileOrderOfTheSortedPackets()
    {
        // --order time must give what file order gives on the same packets sorted by time. Here
        // two flows never go back on their own (one large, one below the small-flow size: their
        // file-order figures are kept) and two do (a large one with neighbours swapped, a small
        // one scattered by ±2 ms: walked in time order), and the file goes back because of them.
        // Every path: merged chains or sorted, with the store or the log.
        struct Flow {
            uint16_t port;
            size_t packets;
            int64_t step;
            int kind; // 0 in order, 1 neighbours swapped, 2 scattered
        };
        const Flow flowsIn[] = {
            { 1000, 9000, 10000, 0 }, { 1001, 150, 400000, 0 }, { 1002, 7000, 13000, 1 }, { 1003, 120, 500000, 2 }
        };
        std::mt19937_64 rng(99);
        std::vector<std::array<uint8_t, 64>> frames(4);
        std::vector<uint32_t> lens(4);
        struct P {
            int64_t key, ts;
            size_t flow;
        };
        std::vector<P> ps;
        for (size_t f = 0; f < 4; ++f) {
            lens[f] = uint32_t(rawIpv4(frames[f].data(), Pkt { 0, flowsIn[f].port, 2000 }));
            std::vector<int64_t> ts;
            for (size_t i = 0; i < flowsIn[f].packets; ++i)
                ts.push_back(kBase + int64_t(i) * flowsIn[f].step + int64_t(rng() % 997));
            if (flowsIn[f].kind == 1)
                for (size_t i = 0; i + 1 < ts.size(); i += 50)
                    std::swap(ts[i], ts[i + 1]);
            for (size_t i = 0; i < ts.size(); ++i) {
                const int64_t key = kBase + int64_t(i) * flowsIn[f].step; // where it sits in the file
                const int64_t stamp = flowsIn[f].kind == 2 ? ts[i] + int64_t(rng() % 4000001) - 2000000 : ts[i];
                ps.push_back(P { key, stamp, f });
            }
        }
        std::stable_sort(ps.begin(), ps.end(), [](const P &a, const P &b) { return a.key < b.key; });
        auto packets = [&](const std::vector<P> &list) {
            std::vector<RawPacket> all(list.size());
            for (size_t i = 0; i < list.size(); ++i) {
                all[i].tsNs = list[i].ts;
                all[i].data = frames[list[i].flow].data();
                all[i].capLen = all[i].wireLen = lens[list[i].flow];
                all[i].linkType = 228;
            }
            return all;
        };
        // The figures that must agree, flows by port (ids follow first appearance).
        auto figures = [](const AnalysisSnapshot &snap) {
            const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(reportJson(snap))).object();
            QJsonObject jitter = o.value("jitter").toObject();
            jitter.remove("nominal_flow");
            QJsonObject out { { "interarrival", o.value("interarrival") },
                              { "bursts", o.value("bursts") },
                              { "jitter", jitter } };
            for (const QJsonValue &v : o.value("flows").toArray()) {
                const QJsonObject f = v.toObject();
                out.insert(QString::number(f.value("sport").toInt()),
                           QJsonObject { { "interarrival", f.value("interarrival") },
                                         { "jitter", f.value("jitter") },
                                         { "bursts", f.value("bursts") } });
            }
            return out;
        };
        auto run = [&](const std::vector<RawPacket> &all, DeltaOrder order, bool timeline, bool sortOnly) {
            AnalysisOptions o;
            o.order = order;
            Analyzer a(o);
            a.keepTimeline(timeline);
            if (sortOnly)
                a.sortForTimeOrderOnly();
            addAllAndFinish(a, all);
            return a.snapshot();
        };
        const std::vector<RawPacket> inFile = packets(ps);
        std::vector<P> byTime = ps;
        std::stable_sort(byTime.begin(), byTime.end(), [](const P &a, const P &b) { return a.ts < b.ts; });
        const auto reference = run(packets(byTime), DeltaOrder::File, true, false);
        QCOMPARE(reference->timeOrder.backwardSteps, uint64_t(0));
        const QJsonObject expected = figures(*reference);
        QCOMPARE(expected.size(), 3 + 4);
        for (const bool timeline : { true, false }) {
            for (const bool sortOnly : { false, true }) {
                const auto snap = run(inFile, DeltaOrder::Time, timeline, sortOnly);
                QVERIFY(snap->timeOrder.backwardSteps > 100);
                const QJsonObject got = figures(*snap);
                for (const QString &k : expected.keys())
                    QVERIFY2(got.value(k) == expected.value(k),
                             qPrintable(
                                 QString("%1 (timeline %2, sort %3): %4 vs %5")
                                     .arg(k)
                                     .arg(timeline)
                                     .arg(sortOnly)
                                     .arg(QString::fromUtf8(
                                         QJsonDocument(got.value(k).toObject()).toJson(QJsonDocument::Compact)))
                                     .arg(QString::fromUtf8(
                                         QJsonDocument(expected.value(k).toObject()).toJson(QJsonDocument::Compact)))));
            }
        }
    }

    void withoutTimelineSameFigures_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("packets");
        QTest::addColumn<QString>("options");
        // Four interleaved flows: the speculative pass guesses thresholds that move (rebased where
        // the flow has no gap between the guess and the final one, redone where it has) and a
        // nominal gap that moves (its deviations redone).
        QTest::newRow("interleaved") << "zoo-interleaved" << 400000 << "";
        QTest::newRow("interleaved, both given") << "zoo-interleaved" << 200000 << "given";
        QTest::newRow("rate change") << "zoo-rate-change" << 400000 << "";
        QTest::newRow("two interfaces, not in time order") << "zoo-two-interfaces" << 300000 << "";
        QTest::newRow("many flows") << "zoo-100k-flows" << 20000 << ""; // ~18 000 flows
        QTest::newRow("non-UDP") << "zoo-non-udp" << 200000 << "";
        QTest::newRow("µs pcap") << "zoo-pcap-us" << 200000 << "";
        QTest::newRow("decoders") << "sample" << 0 << "";
        // Time order: sorted and recomputed (two interfaces written in runs), or, for a file in
        // time order already, the file-order work kept.
        QTest::newRow("time order, sorted") << "zoo-two-interfaces" << 100000 << "time";
        QTest::newRow("time order, in order already") << "zoo-interleaved" << 200000 << "time";
        QTest::newRow("time order, many flows") << "zoo-100k-flows" << 20000 << "time";
    }
    void withoutTimelineSameFigures()
    {
        // The CLI's statistics-only analysis keeps the packets in the compressed log instead of the
        // store: its figures are those of the analysis with the timeline, and of one without the
        // worker thread (no speculative second pass: every scope's second pass after the end).
        QFETCH(QString, kind);
        QFETCH(int, packets);
        QFETCH(QString, options);
        const QString path = m_dir.filePath(kind + QString::number(packets) + ".trace");
        GeneratorOptions g;
        g.packets = uint64_t(packets);
        std::string err;
        QVERIFY2(generateTrace(kind.toStdString(), path.toStdString(), g, &err), err.c_str());
        AnalysisOptions o;
        if (options == "given") {
            o.nominalGapNs = 12000;
            o.burstGapNs = 1000;
        } else if (options == "time") {
            o.order = DeltaOrder::Time;
        }
        std::string json[3];
        for (const bool timeline : { true, false }) {
            AnalyzeFileOptions how;
            how.timeline = timeline;
            const auto snap = analyzeFile(path.toStdString(), o, &err, how);
            QVERIFY(snap);
            // Without the timeline the snapshot holds no packet.
            QCOMPARE(snap->packetsStored == 0, !timeline);
            json[timeline] = reportJson(*snap);
        }
        {
            TraceFile file;
            QVERIFY(file.open(path.toStdString(), &err));
            Analyzer a(o);
            a.runOnCallingThreadOnly();
            analyzeStream(file, a, path.toStdString(), {});
            a.finish();
            json[2] = reportJson(*a.snapshot());
        }
        QVERIFY(json[0].size() > 1000);
        QVERIFY(json[0] == json[1]);
        QVERIFY(json[0] == json[2]);
        if (options == "time" && kind == "zoo-interleaved") {
            // A file in time order: the time order's figures are the file order's.
            const auto snap = analyzeFile(path.toStdString(), AnalysisOptions(), &err);
            QVERIFY(snap);
            QVERIFY(snap->timeOrder.backwardSteps == 0);
            std::string fileOrder = reportJson(*snap);
            for (const auto &[from, to] :
                 { std::pair<std::string, std::string>("\"order\": \"file\"", "\"order\": \"time\""),
                   std::pair<std::string, std::string>("order=file", "order=time") }) {
                const size_t at = fileOrder.find(from);
                QVERIFY(at != std::string::npos);
                fileOrder.replace(at, from.size(), to);
            }
            QVERIFY(fileOrder == json[0]);
        }
    }

    void fastPathsDecodeAsTheDecoder()
    {
        // addBatch decodes Ethernet (tagged or not) / IPv4 / IPv6 / UDP frames itself, without
        // decodePacket: on frames of every shape near those paths — any tag stack, IPv4 options,
        // fragments, IPv6 extension headers, IP and UDP lengths that disagree with the capture,
        // captures cut anywhere — every flow must get the packets, fragments and decoder input
        // (payload and its length, here iperf3 datagrams whose sequence is checked) that
        // decodePacket gives them.
        std::mt19937_64 rng(20261205);
        auto pick = [&](int n) { return int(rng() % uint64_t(n)); };
        std::vector<std::vector<uint8_t>> frames;
        for (int i = 0; i < 30000; ++i) {
            std::vector<uint8_t> f(12, 0x02);
            auto be16 = [&](uint32_t v) {
                f.push_back(uint8_t(v >> 8));
                f.push_back(uint8_t(v));
            };
            const int tags = std::array<int, 8> { 0, 0, 0, 0, 1, 1, 2, 5 }[size_t(pick(8))];
            for (int t = 0; t < tags; ++t) {
                be16(std::array<uint32_t, 3> { 0x8100, 0x88A8, 0x9100 }[size_t(pick(3))]);
                be16(uint32_t(pick(4096)));
            }
            const int l3kind = pick(20); // 0..8 IPv4, 9..17 IPv6, else ARP
            be16(l3kind < 9 ? 0x0800 : l3kind < 18 ? 0x86DD : 0x0806);
            const size_t l3 = f.size();
            const uint8_t proto = std::array<uint8_t, 8> { 17, 17, 17, 17, 17, 17, 6, 1 }[size_t(pick(8))];
            // UDP: ports from small pools (a few hundred flows, the caches' slots shared), an
            // iperf3 payload of 0..24 bytes carrying the frame's number.
            std::vector<uint8_t> l4;
            const uint32_t payload = uint32_t(pick(25));
            l4.resize(8 + payload, 0);
            l4[0] = 0x9c, l4[1] = uint8_t(pick(40));
            l4[2] = 0x13, l4[3] = uint8_t(pick(3));
            const uint32_t udpLen = pick(5) ? 8 + payload : uint32_t(pick(48));
            l4[4] = uint8_t(udpLen >> 8), l4[5] = uint8_t(udpLen);
            for (uint32_t b = 0; b < payload; ++b) {
                const uint32_t word = b < 4 ? 1700000000u : b < 8 ? 500000u : uint32_t(i);
                l4[8 + b] = uint8_t(word >> (8 * (3 - b % 4)));
            }
            if (l3kind < 9) {
                const int ihl = pick(8) ? 5 : 6;
                f.resize(l3 + size_t(ihl) * 4, 0);
                uint8_t *ip = f.data() + l3;
                ip[0] = uint8_t(pick(30) ? 0x40 | ihl : 0x60 | ihl);
                const uint32_t total = uint32_t(ihl * 4 + l4.size());
                const uint32_t field =
                    std::array<uint32_t, 6> { total, total, total, 0, total + 9, total - 5 }[size_t(pick(6))];
                ip[2] = uint8_t(field >> 8), ip[3] = uint8_t(field);
                const uint16_t frag = std::array<uint16_t, 6> { 0, 0, 0x4000, 0x4000, 0x2000, 0x0003 }[size_t(pick(6))];
                ip[6] = uint8_t(frag >> 8), ip[7] = uint8_t(frag);
                ip[8] = 64;
                ip[9] = proto;
                ip[12] = 10, ip[15] = uint8_t(1 + pick(3));
                ip[16] = 10, ip[19] = uint8_t(1 + pick(3));
            } else if (l3kind < 18) {
                f.resize(l3 + 40, 0);
                uint8_t *ip = f.data() + l3;
                ip[0] = uint8_t(pick(30) ? 0x60 : 0x40);
                const int ext = pick(6); // 0: hop-by-hop, 1: fragment header, else none
                const uint8_t next = ext == 0 ? 0 : ext == 1 ? 44 : proto;
                ip[6] = next;
                ip[8] = 0x20, ip[9] = 0x01, ip[23] = uint8_t(1 + pick(3));
                ip[24] = 0x20, ip[25] = 0x01, ip[39] = uint8_t(1 + pick(3));
                if (ext == 0)
                    f.insert(f.end(), { proto, 0, 1, 4, 0, 0, 0, 0 });
                else if (ext == 1)
                    f.insert(f.end(), { proto, 0, 0, uint8_t(pick(2) ? 0 : 8), 0, 0, 0, 1 });
                const uint32_t len = uint32_t(f.size() - l3 - 40 + l4.size());
                const uint32_t field = std::array<uint32_t, 5> { len, len, len, 0, len - 3 }[size_t(pick(5))];
                f[l3 + 4] = uint8_t(field >> 8), f[l3 + 5] = uint8_t(field);
            }
            f.insert(f.end(), l4.begin(), l4.end());
            if (pick(4) == 0 && f.size() < 60)
                f.resize(60, 0); // Ethernet padding
            if (pick(6) == 0)
                f.resize(size_t(pick(int(f.size()) + 1))); // cut anywhere, 0 bytes included
            frames.push_back(std::move(f));
        }
        // What decodePacket says, per flow (by its label and ports).
        struct Expect {
            uint64_t packets = 0, fragments = 0, datagrams = 0, matched = 0, seqMin = UINT64_MAX, seqMax = 0;
        };
        std::map<std::tuple<std::string, std::string, std::string, uint16_t, uint16_t>, Expect> want;
        uint64_t wantNonIp = 0;
        for (const auto &f : frames) {
            PacketInfo info;
            decodePacket(kLinkEthernet, f.data(), uint32_t(f.size()), info);
            const FlowKey k = FlowKey::fromPacket(info);
            char src[64], dst[64];
            formatAddress(k.ipVersion, k.src, src, sizeof src);
            formatAddress(k.ipVersion, k.dst, dst, sizeof dst);
            Expect &e = want[{ flowProtoName(k), src, dst, k.sport, k.dport }];
            ++e.packets;
            e.fragments += info.fragment;
            wantNonIp += info.ipVersion == 0;
            if (info.proto == 17 && info.payload && (!info.fragment || info.firstFragment) && info.payloadLen != 4) {
                ++e.datagrams;
                PayloadFields pf;
                if (decodePayloadAs(PayloadKind::Iperf3, false, PayloadView::of(info.payload, info.payloadLen), pf)) {
                    ++e.matched;
                    e.seqMin = std::min(e.seqMin, pf.seq);
                    e.seqMax = std::max(e.seqMax, pf.seq);
                }
            }
        }
        AnalysisOptions o;
        o.forceDecoder = PayloadKind::Iperf3;
        o.forceDecoderSet = true;
        Analyzer a(o);
        std::vector<RawPacket> batch;
        for (size_t i = 0; i < frames.size(); ++i) {
            RawPacket rp;
            rp.tsNs = kBase + int64_t(i) * 1000;
            rp.data = frames[i].data();
            rp.capLen = rp.wireLen = uint32_t(frames[i].size());
            rp.linkType = kLinkEthernet;
            batch.push_back(rp);
            if (batch.size() == 1000 || i + 1 == frames.size()) {
                a.addBatch(batch);
                batch.clear();
            }
        }
        a.finish();
        const auto snap = a.snapshot();
        QCOMPARE(snap->packets, uint64_t(frames.size()));
        QCOMPARE(snap->nonIp, wantNonIp);
        QCOMPARE(snap->flows.size(), want.size());
        size_t matchedFlows = 0, fastShaped = 0;
        for (const FlowSummary &fs : snap->flows) {
            const auto it = want.find({ fs.protoName, fs.src, fs.dst, fs.sport, fs.dport });
            QVERIFY2(it != want.end(), fs.label().c_str());
            const Expect &e = it->second;
            QCOMPARE(fs.packets, e.packets);
            QCOMPARE(fs.fragments, e.fragments);
            QCOMPARE(fs.decoderDatagrams, e.datagrams);
            QCOMPARE(fs.decoderMatched, e.matched);
            if (e.matched > 0) { // the payload bytes themselves: the frames' numbers
                QVERIFY(fs.sequence.has_value());
                QCOMPARE(fs.sequence->received, e.matched);
                QCOMPARE(fs.sequence->expected, e.seqMax - e.seqMin + 1);
            }
            matchedFlows += e.matched > 0;
            fastShaped += fs.proto == 17 && e.datagrams > 0;
        }
        QVERIFY(matchedFlows > 50); // the frames did reach the decoders through both IP versions
        QVERIFY(fastShaped > 100);
    }

    void emptyFileIsAnError()
    {
        const QString path = m_dir.filePath("empty.pcapng");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        auto snap = analyze(path);
        QVERIFY(snap->error.has_value());
        QCOMPARE(snap->packets, uint64_t(0));
    }

    void jsonDoublesAsPrintf()
    {
        // A double is written as printf("%.*f") writes it in the C locale (what the golden files
        // hold), however long: halfway cases, negatives, tiny and huge magnitudes, 0 to 9 decimals.
        std::vector<double> values = { 0.0,      -0.0,       0.5,   1.5,       2.5,
                                       0.125,    0.0625,     1e-7,  -1e-7,     12000.017,
                                       91554.11, 1e15 + 0.5, 1e300, -1e300,    1.7976931348623157e308,
                                       4.9e-324, 2.675,      1.005, 123456.789 };
        uint64_t x = 0x9E3779B97F4A7C15ull;
        for (int i = 0; i < 2000; ++i) { // random bit patterns: every exponent, finite ones only
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            double d;
            std::memcpy(&d, &x, sizeof d);
            if (std::isfinite(d))
                values.push_back(d);
            values.push_back(double(int64_t(x % 100000000)) / 1000.0);
        }
        for (const double v : values) {
            for (int decimals = 0; decimals <= 9; ++decimals) {
                JsonWriter w(false);
                w.beginArray().value(nullptr, v, decimals).endArray();
                std::vector<char> expected(size_t(std::snprintf(nullptr, 0, "%.*f", decimals, v)) + 1);
                std::snprintf(expected.data(), expected.size(), "%.*f", decimals, v);
                QCOMPARE(w.str(), "[" + std::string(expected.data()) + "]");
            }
        }
        JsonWriter w(false);
        w.beginArray().value(nullptr, std::nan(""), 3).value(nullptr, -HUGE_VAL, 3).endArray();
        QCOMPARE(w.str(), std::string("[null,null]"));
    }

    void streamedJsonIsTheSameBytes()
    {
        // writeReportJson hands the document out in pieces (analyze streams it to stdout): the
        // pieces, joined, are reportJson's bytes; a writer flushing every few bytes gives the same
        // text as one that keeps it all.
        std::vector<int64_t> gaps(300, 20000);
        gaps[7] = -5000;
        auto snap = analyze(writeTrace(m_dir, "streamed.pcapng", fromGaps(gaps)));
        std::string joined;
        writeReportJson(*snap, [&joined](const char *d, size_t n) { joined.append(d, n); });
        QCOMPARE(joined, reportJson(*snap));
        const auto write = [](JsonWriter &w) {
            w.beginObject().value("name", std::string("a \"quoted\"\n\x01 name")).value("n", int64_t(-42));
            w.beginArray("xs");
            for (uint64_t i = 0; i < 50; ++i)
                w.value(static_cast<const char *>(nullptr), uint64_t(i * 1'000'000'007u));
            w.endArray().null("none").value("ok", true).endObject();
        };
        JsonWriter whole;
        write(whole);
        JsonWriter pieces;
        std::string out;
        int calls = 0;
        pieces.setSink(
            [&](const char *d, size_t n) {
                out.append(d, n);
                ++calls;
            },
            8);
        write(pieces);
        pieces.flush();
        QVERIFY(calls > 10);
        QCOMPARE(out, whole.str());
        QVERIFY(whole.str().find("\"a \\\"quoted\\\"\\n\\u0001 name\"") != std::string::npos);
    }

    void jsonKeysAndDeepNesting()
    {
        // The separator, indent and key go out in one piece when the key needs no escape and the
        // indent is short: keys that need escaping, keys of 63 to 66 characters, and nesting
        // deeper than the short indent (40 levels) must read back as written, indented 2 a level.
        const std::vector<std::string> keys { "plain",
                                              "with \"quote\"",
                                              "back\\slash",
                                              "tab\there",
                                              "caf\xC3\xA9",
                                              std::string(63, 'k'),
                                              std::string(64, 'k'),
                                              std::string(65, 'k'),
                                              std::string(66, 'k') };
        for (const bool pretty : { true, false }) {
            JsonWriter w(pretty);
            w.beginObject();
            for (size_t i = 0; i < keys.size(); ++i)
                w.value(keys[i].c_str(), int64_t(i));
            constexpr int kDepth = 40;
            for (int d = 0; d < kDepth; ++d)
                w.beginObject(("d" + std::to_string(d)).c_str());
            w.value("deep", true);
            for (int d = 0; d < kDepth; ++d)
                w.endObject();
            w.endObject();
            QJsonParseError pe;
            const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(w.str()), &pe);
            QCOMPARE(pe.error, QJsonParseError::NoError);
            const QJsonObject o = doc.object();
            QCOMPARE(o.size(), int(keys.size()) + 1);
            for (size_t i = 0; i < keys.size(); ++i)
                QCOMPARE(o.value(QString::fromStdString(keys[i])).toInteger(-1), qint64(i));
            QJsonObject inner = o;
            for (int d = 0; d < kDepth; ++d)
                inner = inner.value(QStringLiteral("d%1").arg(d)).toObject();
            QCOMPARE(inner.value(QLatin1String("deep")).toBool(), true);
            const std::string deepLine = (pretty ? "\n" + std::string(2 * (kDepth + 1), ' ') : std::string()) +
                                         "\"deep\":" + (pretty ? " " : "") + "true";
            QVERIFY2(w.str().find(deepLine) != std::string::npos, w.str().c_str());
            QVERIFY(w.str().find("\"with \\\"quote\\\"\":") != std::string::npos);
        }
    }

    void jsonReport()
    {
        std::vector<int64_t> gaps(30, 20000);
        gaps[7] = 25000;
        auto snap = analyze(writeTrace(m_dir, "json.pcapng", fromGaps(gaps)));
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(reportJson(*snap)), &pe);
        QCOMPARE(pe.error, QJsonParseError::NoError);
        const QJsonObject o = doc.object();
        for (const char *key : { "packets", "first_ts_ns", "last_ts_ns", "interfaces", "interarrival", "bursts",
                                 "flows", "error", "jitter" })
            QVERIFY2(o.contains(QLatin1String(key)), key);
        QCOMPARE(o.value("packets").toInteger(), qint64(31));
        // Epoch nanoseconds survive as integers (not rounded through a double).
        QVERIFY(QByteArray::fromStdString(reportJson(*snap)).contains("\"first_ts_ns\": 1700000000000000000"));
        const QJsonObject ia = o.value("interarrival").toObject();
        for (const char *key : { "count", "min_ns", "max_ns", "mean_ns", "stddev_ns", "p50_ns", "p90_ns", "p99_ns",
                                 "p999_ns", "negative" })
            QVERIFY2(ia.contains(QLatin1String(key)), key);
        QCOMPARE(ia.value("max_ns").toInteger(), qint64(25000));
        const QJsonObject flow = o.value("flows").toArray().at(0).toObject();
        for (const char *key : { "proto", "src", "sport", "dst", "dport", "packets", "bytes", "interarrival" })
            QVERIFY2(flow.contains(QLatin1String(key)), key);
        QCOMPARE(flow.value("src").toString(), QStringLiteral("10.0.0.1"));
        QVERIFY(o.value("error").isNull());
    }
};

QTEST_GUILESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
