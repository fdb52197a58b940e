// Mergeable summaries (core/report/mergeable.h): the histogram's bucket round trip through JSON,
// merges equal to the summary of the union of the gaps, flows found in one file only, empty
// inputs, option mismatches, 64-bit overflow and damaged documents, and an analysis whose JSON
// summary gives back the analysis's own histograms. Also the JSON writer's two-thread rendering of
// long arrays (JsonWriter::elements), byte for byte against a plain loop.
#include "core/analysis/analyze_stream.h"
#include "core/gen/trace_generator.h"
#include "core/report/json_writer.h"
#include "core/report/mergeable.h"
#include "core/report/report.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <cmath>
#include <random>
#include <stdexcept>
#include <string>

using namespace jitterscope;

namespace {

/// The gaps summary of `values` as an analysis makes it (population stddev).
MergeableGaps gapsOf(const std::vector<int64_t> &values)
{
    MergeableGaps g;
    if (values.empty())
        return g;
    g.minNs = INT64_MAX;
    g.maxNs = INT64_MIN;
    long double sum = 0, sumSq = 0;
    __int128 exactSum = 0;
    auto h = std::make_shared<LogLinearHistogram>();
    for (int64_t v : values) {
        h->add(v);
        exactSum += v;
        g.minNs = std::min(g.minNs, v);
        g.maxNs = std::max(g.maxNs, v);
        g.negative += v < 0;
        sum += v;
        sumSq += static_cast<long double>(v) * v;
    }
    g.count = values.size();
    g.histogram = h;
    g.sumNs = exactSum > INT64_MAX ? INT64_MAX : exactSum < INT64_MIN ? INT64_MIN : int64_t(exactSum);
    const long double n = values.size(), mean = sum / n;
    g.stddevNs = double(std::sqrt(std::max(sumSq / n - mean * mean, 0.0L)));
    return g;
}

MergeableFlow flow(uint32_t sport, const std::vector<int64_t> &gaps, int64_t firstTsNs)
{
    MergeableFlow f;
    f.proto = "UDP";
    f.ipVersion = 4;
    f.src = "10.0.0.1";
    f.dst = "10.0.0.2";
    f.sport = sport;
    f.dport = 5001;
    f.packets = gaps.size() + 1;
    f.bytes = 64 * f.packets;
    f.firstTsNs = firstTsNs;
    f.lastTsNs = firstTsNs + 1000;
    f.gaps = gapsOf(gaps);
    return f;
}

MergeableSummary summary(std::vector<MergeableFlow> flows, const std::string &name)
{
    MergeableSummary m;
    m.options = mergeableOptions(AnalysisOptions());
    m.files = { name };
    for (const MergeableFlow &f : flows) {
        m.packets += f.packets;
        m.bytes += f.bytes;
    }
    m.minTsNs = flows.empty() ? 0 : flows.front().firstTsNs;
    m.maxTsNs = flows.empty() ? 0 : flows.back().lastTsNs;
    m.flows = std::move(flows);
    return m;
}

std::string toJson(const MergeableSummary &m)
{
    JsonWriter w;
    w.beginObject();
    writeMergeable(w, m);
    w.null("error");
    w.endObject();
    return w.str();
}

std::vector<int64_t> randomGaps(size_t n, uint64_t seed, bool withNegative)
{
    std::mt19937_64 rng(seed);
    std::lognormal_distribution<double> d(9.0, 2.0);
    std::vector<int64_t> v;
    for (size_t i = 0; i < n; ++i) {
        const auto g = int64_t(d(rng));
        v.push_back(withNegative && i % 97 == 0 ? -g : g);
    }
    return v;
}

void compareGaps(const MergeableGaps &a, const MergeableGaps &b)
{
    QCOMPARE(a.count, b.count);
    QCOMPARE(a.sumNs, b.sumNs);
    QCOMPARE(a.minNs, b.minNs);
    QCOMPARE(a.maxNs, b.maxNs);
    QCOMPARE(a.negative, b.negative);
    QVERIFY(*a.histogram == *b.histogram);
    for (double q : { 0.5, 0.9, 0.99, 0.999 })
        QCOMPARE(a.histogram->percentile(q), b.histogram->percentile(q));
    QVERIFY(std::abs(a.stddevNs - b.stddevNs) <= 1e-6 * std::max(1.0, b.stddevNs));
}

} // namespace

class TestMerge : public QObject {
    Q_OBJECT
private slots:
    void jsonElementsAsALoop_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("block");
        QTest::addColumn<bool>("pretty");
        QTest::addColumn<bool>("sink");
        QTest::addColumn<bool>("before"); // the array already holds an element
        QTest::newRow("none") << 0 << 4 << true << false << false;
        QTest::newRow("one block") << 7 << 4 << true << false << false;
        QTest::newRow("two blocks exactly") << 8 << 4 << true << false << false;
        QTest::newRow("uneven tail") << 23 << 4 << true << true << false;
        QTest::newRow("after an element") << 9 << 4 << true << false << true;
        QTest::newRow("compact, sink") << 1001 << 16 << false << true << false;
        QTest::newRow("pretty, sink, many rounds") << 5003 << 32 << true << true << true;
    }
    void jsonElementsAsALoop()
    {
        QFETCH(int, count);
        QFETCH(int, block);
        QFETCH(bool, pretty);
        QFETCH(bool, sink);
        QFETCH(bool, before);
        // Elements of varying shape and nesting, so a wrong depth, separator or order shows.
        auto element = [](JsonWriter &w, size_t i) {
            w.beginObject().value("i", uint64_t(i)).value("name", "flow \"" + std::to_string(i) + "\"");
            w.beginArray("cells");
            for (size_t k = 0; k < i % 4; ++k)
                w.value(nullptr, int64_t(k) - 1);
            w.endArray();
            if (i % 3 == 0)
                w.beginObject("empty").endObject();
            w.endObject();
        };
        auto document = [&](bool parallel) {
            std::string out;
            JsonWriter w(pretty);
            if (sink) // a small flush threshold: parts go to the sink between and inside blocks
                w.setSink([&](const char *d, size_t n) { out.append(d, n); }, 200);
            w.beginObject().value("file", "x").beginArray("flows");
            if (before)
                element(w, 99999);
            if (parallel)
                w.elements(size_t(count), element, size_t(block));
            else
                for (size_t i = 0; i < size_t(count); ++i)
                    element(w, i);
            w.endArray().value("after", true).endObject();
            w.flush();
            return sink ? out : w.str();
        };
        const std::string plain = document(false);
        QVERIFY(plain.size() > 40);
        QCOMPARE(document(true), plain);
    }
    void jsonElementsPassOnAnError()
    {
        // An element that throws — on this thread's block or on the other thread's, in the first
        // round or a later one — reaches the caller as that exception (no thread left running).
        // Blocks of 16: rounds of 32, this thread [0, 16), the other [16, 32), …; 199 in the
        // last, short round this thread renders alone.
        for (const size_t bad : { size_t(3), size_t(20), size_t(40), size_t(55), size_t(190), size_t(199) }) {
            JsonWriter w(false);
            w.beginArray();
            bool thrown = false;
            try {
                w.elements(
                    200,
                    [bad](JsonWriter &out, size_t i) {
                        if (i == bad)
                            throw std::runtime_error("element " + std::to_string(i));
                        out.value(nullptr, uint64_t(i));
                    },
                    16);
            } catch (const std::runtime_error &e) {
                thrown = true;
                QCOMPARE(std::string(e.what()), "element " + std::to_string(bad));
            }
            QVERIFY2(thrown, qPrintable(QString::number(bad)));
        }
    }
    void roundTrip_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<bool>("negative");
        QTest::newRow("empty") << 0 << false;
        QTest::newRow("one gap") << 1 << false;
        QTest::newRow("exact, 64 values") << 64 << true;
        QTest::newRow("binned, 65 values") << 65 << false;
        QTest::newRow("binned, negative gaps") << 5000 << true;
    }
    void roundTrip()
    {
        QFETCH(int, count);
        QFETCH(bool, negative);
        std::vector<int64_t> gaps = randomGaps(size_t(count), 7, negative);
        if (count > 2) {
            gaps[1] = INT64_MIN; // the extreme buckets (magnitudes 2^63) survive too
            gaps[2] = INT64_MAX;
        }
        const MergeableGaps g = gapsOf(gaps);
        MergeableSummary m = summary({ flow(1, gaps, 100) }, "a");
        m.flows[0].gaps = g;
        m.gaps = g;
        MergeableSummary back;
        std::string error;
        QVERIFY2(parseMergeable(toJson(m), &back, &error), error.c_str());
        compareGaps(back.gaps, g);
        compareGaps(back.flows.at(0).gaps, g);
        QCOMPARE(back.flows[0].key(), m.flows[0].key());
        QCOMPARE(back.options, m.options);
    }

    // The merge of per-file summaries is the summary of the union of their gaps, bucket for bucket.
    void mergeIsUnion()
    {
        const std::vector<int64_t> a = randomGaps(3000, 1, true), b = randomGaps(40, 2, false),
                                   c = randomGaps(700, 3, false);
        std::vector<int64_t> all = a;
        all.insert(all.end(), b.begin(), b.end());
        all.insert(all.end(), c.begin(), c.end());
        MergeableSummary m = summary({ flow(1, a, 100) }, "a");
        std::string error;
        QVERIFY2(mergeInto(m, summary({ flow(1, b, 5000) }, "b"), &error), error.c_str());
        QVERIFY2(mergeInto(m, summary({ flow(1, c, 50) }, "c"), &error), error.c_str());
        QCOMPARE(m.flows.size(), size_t(1));
        compareGaps(m.flows[0].gaps, gapsOf(all));
        QCOMPARE(m.flows[0].packets, uint64_t(a.size() + b.size() + c.size() + 3));
        QCOMPARE(m.flows[0].firstTsNs, int64_t(50));
        QCOMPARE(m.flows[0].lastTsNs, int64_t(6000));
        QCOMPARE(m.files, (std::vector<std::string> { "a", "b", "c" }));
        // And through JSON again: a merged output merges as well as an analysis does.
        MergeableSummary back;
        QVERIFY2(parseMergeable(mergedJson(m), &back, &error), error.c_str());
        compareGaps(back.flows.at(0).gaps, m.flows[0].gaps);
    }

    void flowsInOneFileOnly()
    {
        const std::vector<int64_t> x = randomGaps(100, 4, false), y1 = randomGaps(200, 5, false),
                                   y2 = randomGaps(300, 6, false), z = randomGaps(10, 7, false);
        MergeableSummary m = summary({ flow(1, x, 10), flow(2, y1, 20) }, "a");
        std::string error;
        QVERIFY2(mergeInto(m, summary({ flow(2, y2, 30), flow(3, z, 40) }, "b"), &error), error.c_str());
        QCOMPARE(m.flows.size(), size_t(3));
        compareGaps(m.flows[0].gaps, gapsOf(x));
        std::vector<int64_t> y = y1;
        y.insert(y.end(), y2.begin(), y2.end());
        compareGaps(m.flows[1].gaps, gapsOf(y));
        compareGaps(m.flows[2].gaps, gapsOf(z));
        QCOMPARE(m.flows[2].packets, uint64_t(11));
        const std::string text = mergedText(m);
        QVERIFY(text.find("3 summaries") == std::string::npos); // two inputs
        QVERIFY(text.find("2 summaries") != std::string::npos);
        // The strings come from JSON files: an escape sequence in one is shown, not sent.
        m.flows[0].proto = "UDP\x1B[2J";
        m.options = "order=file\x07";
        const std::string shown = mergedText(m);
        QVERIFY(shown.find('\x1B') == std::string::npos && shown.find('\x07') == std::string::npos);
        QVERIFY(shown.find("UDP\\x1B[2J ") != std::string::npos);
        QVERIFY(shown.find("order=file\\x07\n") != std::string::npos);
    }

    void emptyInputs()
    {
        const std::vector<int64_t> x = randomGaps(500, 8, false);
        MergeableSummary empty = summary({}, "empty");
        MergeableSummary m = empty;
        std::string error;
        QVERIFY2(mergeInto(m, summary({ flow(1, x, 10) }, "a"), &error), error.c_str());
        QVERIFY2(mergeInto(m, empty, &error), error.c_str());
        QCOMPARE(m.packets, uint64_t(501));
        QCOMPARE(m.minTsNs, int64_t(10)); // not the empty file's 0
        compareGaps(m.flows.at(0).gaps, gapsOf(x));
        MergeableSummary e2 = empty, back;
        QVERIFY(mergeInto(e2, empty, &error));
        QVERIFY2(parseMergeable(mergedJson(e2), &back, &error), error.c_str());
        QCOMPARE(back.packets, uint64_t(0));
        QVERIFY(back.flows.empty());
    }

    void optionMismatch_data()
    {
        QTest::addColumn<QString>("what");
        QTest::newRow("nominal gap") << "nominal";
        QTest::newRow("burst gap") << "burst";
        QTest::newRow("order") << "order";
        QTest::newRow("flow filter") << "flow";
        QTest::newRow("decoder") << "decoder";
    }
    void optionMismatch()
    {
        QFETCH(QString, what);
        AnalysisOptions o;
        if (what == "nominal")
            o.nominalGapNs = 12000;
        else if (what == "burst")
            o.burstGapNs = 5000;
        else if (what == "order")
            o.order = DeltaOrder::Time;
        else if (what == "flow")
            o.flowFilter = "udp";
        else
            o.forceDecoderSet = true;
        MergeableSummary a = summary({ flow(1, randomGaps(10, 1, false), 0) }, "a"), b = a;
        b.options = mergeableOptions(o);
        QVERIFY(a.options != b.options);
        std::string error;
        QVERIFY(!mergeInto(a, b, &error));
        QVERIFY2(error.find("other options") != std::string::npos, error.c_str());
        QCOMPARE(a.files.size(), size_t(1)); // unchanged
    }

    void overflow()
    {
        std::string error;
        MergeableSummary a = summary({ flow(1, randomGaps(10, 1, false), 0) }, "a"), b = a;
        a.packets = UINT64_MAX - 3;
        QVERIFY(!mergeInto(a, b, &error));
        QVERIFY2(error.find("packet count overflows") != std::string::npos, error.c_str());
        MergeableSummary c = summary({ flow(1, randomGaps(10, 1, false), 0) }, "c"), d = c;
        c.flows[0].gaps.sumNs = INT64_MAX - 10;
        QVERIFY(!mergeInto(c, d, &error));
        QVERIFY2(error.find("sum of gaps overflows") != std::string::npos, error.c_str());
        // A count a JSON number cannot carry exactly is refused, not rounded.
        std::string json = toJson(summary({}, "e"));
        const std::string from = "\"packets\": 0";
        json.replace(json.find(from), from.size(), "\"packets\": 18446744073709551615");
        MergeableSummary back;
        QVERIFY(!parseMergeable(json, &back, &error));
        QVERIFY2(error.find("mergeable.packets: not an integer within int64") != std::string::npos, error.c_str());
        // A histogram whose buckets add past 2^64.
        std::vector<std::pair<int64_t, uint64_t>> big = { { 1000, UINT64_MAX }, { 2000, 2 } };
        LogLinearHistogram h;
        QVERIFY(!LogLinearHistogram::fromBuckets(false, big, 1000, 2000, &h, &error));
        QVERIFY2(error.find("overflow") != std::string::npos, error.c_str());
    }

    void damaged_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("message");
        QTest::newRow("truncated") << "\"flows\""
                                   << ""
                                   << "not JSON";
        QTest::newRow("no mergeable member") << "\"mergeable\""
                                             << "\"other\""
                                             << "no \"mergeable\" member";
        QTest::newRow("other version") << "\"version\": 1"
                                       << "\"version\": 2"
                                       << "mergeable.version: 2";
        QTest::newRow("other layout") << "sub_bits=8"
                                      << "sub_bits=7"
                                      << "mergeable.histogram.layout";
        QTest::newRow("fractional count") << "\"count\":300"
                                          << "\"count\":300.5"
                                          << "gaps.count: not an integer";
        QTest::newRow("count not the buckets' total") << "\"count\":300"
                                                      << "\"count\":301"
                                                      << "gaps.count: is not the buckets' total";
        QTest::newRow("partial analysis") << "\"error\": null"
                                          << "\"error\": {}"
                                          << "partial";
        QTest::newRow("min outside first bucket") << "\"min_ns\":1000"
                                                  << "\"min_ns\":10"
                                                  << "min/max";
        QTest::newRow("a flow twice") << "\"sport\":2"
                                      << "\"sport\":1"
                                      << "are the same flow";
    }
    void damaged()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, message);
        std::vector<int64_t> gaps;
        gaps.reserve(300);
        for (int i = 0; i < 300; ++i)
            gaps.push_back(1000 + 37 * i);
        std::string json = toJson(summary({ flow(1, gaps, 0), flow(2, gaps, 10) }, "a"));
        const std::string f = from.toStdString();
        const size_t at = json.find(f);
        QVERIFY2(at != std::string::npos, f.c_str());
        if (to.isEmpty())
            json.resize(at); // cut short
        else
            json.replace(at, f.size(), to.toStdString());
        MergeableSummary back;
        std::string error;
        QVERIFY(!parseMergeable(json, &back, &error));
        QVERIFY2(error.find(message.toStdString()) != std::string::npos, error.c_str());
    }

    // The JSON of a real analysis gives back its histograms and counts exactly.
    void analysisRoundTrip()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("sample.pcapng").toStdString();
        std::string error;
        QVERIFY2(generateTrace("sample", path, GeneratorOptions(), &error), error.c_str());
        const auto snap = analyzeFile(path, AnalysisOptions(), &error);
        QVERIFY(snap);
        MergeableSummary m;
        QVERIFY2(parseMergeable(reportJson(*snap), &m, &error), error.c_str());
        QCOMPARE(m.packets, snap->packets);
        QCOMPARE(m.gaps.count, snap->interarrival.count);
        QVERIFY(*m.gaps.histogram == *snap->histogram);
        QCOMPARE(m.flows.size(), snap->flows.size());
        for (size_t i = 0; i < m.flows.size(); ++i) {
            const FlowSummary &f = snap->flows[i];
            QCOMPARE(m.flows[i].packets, f.packets);
            QCOMPARE(m.flows[i].gaps.minNs, f.interarrival.minNs);
            QCOMPARE(m.flows[i].gaps.maxNs, f.interarrival.maxNs);
            QCOMPARE(m.flows[i].gaps.sumNs, f.interarrival.sumNs);
            QVERIFY(*m.flows[i].gaps.histogram == *f.histogram);
            QCOMPARE(m.flows[i].gaps.histogram->percentile(0.99), f.interarrival.p99Ns);
        }
        // Merging a file with itself doubles every count and keeps every extreme and percentile.
        MergeableSummary twice = m;
        QVERIFY2(mergeInto(twice, m, &error), error.c_str());
        QCOMPARE(twice.packets, 2 * snap->packets);
        QCOMPARE(twice.flows.size(), m.flows.size());
        for (size_t i = 0; i < m.flows.size(); ++i) {
            QCOMPARE(twice.flows[i].gaps.count, 2 * m.flows[i].gaps.count);
            QCOMPARE(twice.flows[i].gaps.maxNs, m.flows[i].gaps.maxNs);
            QCOMPARE(twice.flows[i].gaps.histogram->percentile(0.5), m.flows[i].gaps.histogram->percentile(0.5));
            QVERIFY(std::abs(twice.flows[i].gaps.stddevNs - m.flows[i].gaps.stddevNs) <=
                    1e-9 * m.flows[i].gaps.stddevNs);
        }
    }

    // A live session past its flow limit: the packets of its untracked flows are in the totals
    // and in no flow; the summary carries them, the merge adds them up, and a summary without
    // any keeps its shape.
    void untrackedPacketsAreCarried()
    {
        // Raw IPv4 (link type 228) UDP datagrams of 12 flows (source ports), 40 bytes each.
        std::vector<std::array<uint8_t, 40>> frames(12);
        for (size_t f = 0; f < frames.size(); ++f) {
            std::array<uint8_t, 40> &p = frames[f];
            p.fill(0);
            p[0] = 0x45;
            p[3] = 40; // total length
            p[8] = 64;
            p[9] = 17;
            p[12] = 10, p[15] = 1; // 10.0.0.1 -> 10.0.0.2
            p[16] = 10, p[19] = 2;
            p[20] = uint8_t((1000 + f) >> 8), p[21] = uint8_t(1000 + f);
            p[22] = 0x13, p[23] = 0x89; // 5001
            p[25] = 20; // UDP length
        }
        const auto analyse = [&](size_t limit, int64_t t0) {
            Analyzer a { AnalysisOptions() };
            a.setDetailWindow(PacketStore::kChunk);
            a.setFlowLimit(limit);
            std::vector<RawPacket> batch;
            for (size_t i = 0; i < 3000; ++i) {
                RawPacket rp;
                rp.tsNs = t0 + int64_t(i) * 10000;
                rp.data = frames[i % 4 == 0 ? 0 : (i * 7) % frames.size()].data();
                rp.capLen = rp.wireLen = 40;
                rp.linkType = 228;
                batch.push_back(rp);
            }
            a.addBatch(batch);
            a.finish();
            return a.snapshot();
        };
        std::string error;
        MergeableSummary m[3];
        const std::shared_ptr<const AnalysisSnapshot> snaps[3] = { analyse(3, 1'000'000'000), analyse(5, 2'000'000'000),
                                                                   analyse(0, 3'000'000'000) };
        for (int k = 0; k < 3; ++k)
            QVERIFY2(parseMergeable(reportJson(*snaps[k]), &m[k], &error), error.c_str());
        for (int k = 0; k < 2; ++k) {
            QVERIFY(snaps[k]->untrackedPackets > 0);
            QCOMPARE(m[k].untrackedPackets, snaps[k]->untrackedPackets);
            QCOMPARE(m[k].untrackedBytes, snaps[k]->untrackedBytes);
            uint64_t inFlows = 0;
            for (const MergeableFlow &f : m[k].flows)
                inFlows += f.packets;
            QCOMPARE(inFlows + m[k].untrackedPackets, m[k].packets);
        }
        QCOMPARE(m[2].untrackedPackets, uint64_t(0));
        QVERIFY(toJson(m[2]).find("untracked") == std::string::npos);
        QVERIFY(mergedJson(m[2]).find("untracked") == std::string::npos);
        MergeableSummary all = m[0];
        QVERIFY2(mergeInto(all, m[1], &error), error.c_str());
        QVERIFY2(mergeInto(all, m[2], &error), error.c_str());
        QCOMPARE(all.untrackedPackets, m[0].untrackedPackets + m[1].untrackedPackets);
        QCOMPARE(all.untrackedBytes, m[0].untrackedBytes + m[1].untrackedBytes);
        QCOMPARE(all.packets, uint64_t(9000));
        MergeableSummary back;
        QVERIFY2(parseMergeable(mergedJson(all), &back, &error), error.c_str());
        QCOMPARE(back.untrackedPackets, all.untrackedPackets);
        QCOMPARE(back.untrackedBytes, all.untrackedBytes);
        // The merged figures say it too, beside the mergeable member.
        const QJsonObject top = QJsonDocument::fromJson(QByteArray::fromStdString(mergedJson(all))).object();
        QCOMPARE(top.value("untracked").toObject().value("packets").toInteger(), qint64(all.untrackedPackets));
        QCOMPARE(top.value("untracked").toObject().value("bytes").toInteger(), qint64(all.untrackedBytes));
        QVERIFY(mergedText(all).find("Untracked   " + std::to_string(all.untrackedPackets) + " packets") !=
                std::string::npos);
        // More untracked packets than the summary has: refused.
        MergeableSummary bad = m[0];
        bad.untrackedPackets = bad.packets + 1;
        QVERIFY(!parseMergeable(toJson(bad), &back, &error));
        QVERIFY2(error.find("untracked") != std::string::npos, error.c_str());
    }
};

QTEST_GUILESS_MAIN(TestMerge)
#include "tst_merge.moc"
