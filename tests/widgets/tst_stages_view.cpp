// StagesView: the table shows the chosen flow's stage figures, the stacked timeline plots network
// PDV with the delivery delay on top, the histograms get the stages' bars at their shifted values,
// the verdict and the missing-time notes follow the snapshot, and the default flow is the one with
// the most stage data.
#include "widgets/stages_view.h"

#include "core/analysis/analyzer.h"
#include "core/decode/frame_builder.h"
#include "core/decode/packet_decode.h"
#include "core/decode/payload_decode.h"

#include <QTableWidget>
#include <QTest>
#include <qcustomplot.h>

using namespace jitterscope;

namespace {

constexpr int64_t kT0 = 1700000000000000000;
constexpr int64_t kUs = 1000;

/// Flow 0: plain UDP without times; flow 1: probes with delivery times (network +4 µs every 10th,
/// delivery 10 µs + a 200 µs spike every 8th packet).
std::shared_ptr<const AnalysisSnapshot> makeSnapshot(bool delivery)
{
    std::vector<std::vector<uint8_t>> frames;
    std::vector<RawPacket> packets;
    auto add = [&](int64_t ts, int64_t deliv, const std::vector<uint8_t> &payload, uint16_t sport) {
        std::vector<uint8_t> f(2048);
        f.resize(ethIpv4Udp(f.data(), Udp4Flow { ip4(10, 0, 0, 1), ip4(10, 0, 0, 2), sport, 5000 }, payload.data(),
                            payload.size(), 0));
        frames.push_back(std::move(f));
        RawPacket rp;
        rp.tsNs = ts;
        rp.deliveryNs = deliv;
        rp.linkType = kLinkEthernet;
        packets.push_back(rp);
    };
    for (int i = 0; i < 300; ++i) {
        add(kT0 + i * 100 * kUs + 50 * kUs, kNoTimeNs, std::vector<uint8_t>(32, 0), 1000);
        std::vector<uint8_t> p(64, 0);
        const int64_t tx = kT0 + i * 100 * kUs;
        encodeProbe(p.data(), uint64_t(i), tx);
        const int64_t ts = tx + 30 * kUs + (i % 10 == 3 ? 4 * kUs : 0);
        add(ts, delivery ? ts + 10 * kUs + (i % 8 == 0 ? 200 * kUs : 0) : kNoTimeNs, p, 2000);
    }
    for (size_t i = 0; i < packets.size(); ++i) {
        packets[i].data = frames[i].data();
        packets[i].capLen = packets[i].wireLen = uint32_t(frames[i].size());
    }
    AnalysisOptions o;
    o.decoderChoices.push_back(DecoderChoice { "port 2000", PayloadKind::Probe, false });
    Analyzer a(o);
    a.runOnCallingThreadOnly();
    a.addBatch(packets);
    a.finish();
    return a.snapshot();
}

} // namespace

class TestStagesView : public QObject {
    Q_OBJECT
private slots:
    void showsFlowStages()
    {
        StagesView v;
        v.resize(1000, 800);
        const auto s = makeSnapshot(true);
        v.setSnapshot(s);
        QCOMPARE(v.flowId(), 1u); // the probe flow has the stage data
        const StageStats &st = s->flows[1].stages;
        QVERIFY(st.networkDelay && st.deliveryDelay);
        QCOMPARE(v.table()->item(1, 0)->text(), QStringLiteral("300"));
        QCOMPARE(v.table()->item(1, 3)->text(), QStringLiteral("4.00 µs")); // PDV max
        QCOMPARE(v.table()->item(3, 3)->text(), QStringLiteral("210 µs")); // delivery max
        QVERIFY(v.verdictText().contains(QStringLiteral("between the kernel and the application")));
        // Stacked timeline: the upper graph is network + delivery, point by point.
        QCustomPlot *plot = v.timelinePlot();
        QCOMPARE(plot->graphCount(), 2);
        QCOMPARE(plot->graph(0)->dataCount(), 300);
        QCOMPARE(plot->graph(1)->dataCount(), 300);
        QCOMPARE(plot->graph(0)->data()->at(3)->value, 4000.0);
        QCOMPARE(plot->graph(1)->data()->at(3)->value, 4000.0 + 10000.0);
        QCOMPARE(plot->graph(1)->data()->at(8)->value, 210000.0);
        QVERIFY(plot->graph(1)->visible());
        // Histograms: every stage's bars lie within its [min, max] (the shift applied).
        for (int i = 0; i < 3; ++i) {
            auto *bars = qobject_cast<QCPBars *>(v.histogramPlot(i)->plottable(0));
            QVERIFY(bars);
            QVERIFY(bars->dataCount() > 0);
        }
        auto *net = qobject_cast<QCPBars *>(v.histogramPlot(1)->plottable(0));
        QVERIFY(net->data()->at(0)->key >= 0);
        QVERIFY(net->data()->at(net->dataCount() - 1)->key <= 4000);
        double total = 0;
        for (int i = 0; i < net->dataCount(); ++i)
            total += net->data()->at(i)->value;
        QCOMPARE(qRound(total), 300);
    }

    void histogramTickLabelsDoNotCollide_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("minLabels");
        QTest::newRow("narrow (1024 px window)") << 420 << 1;
        QTest::newRow("wide") << 1800 << 3;
    }

    void histogramTickLabelsDoNotCollide()
    {
        // Three histograms share the width: with a fixed tick count the labels of a 130 px plot ran
        // together ("5 µs10 µs15 µs"). Neighbouring labels keep a gap; a wide plot still gets several.
        QFETCH(int, width);
        QFETCH(int, minLabels);
        StagesView v;
        v.resize(width, 700);
        v.setSnapshot(makeSnapshot(true));
        v.show();
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        for (int i = 0; i < 3; ++i) {
            QCustomPlot *plot = v.histogramPlot(i);
            plot->replot();
            QCPAxis *x = plot->xAxis;
            const QVector<double> ticks = x->tickVector();
            const QVector<QString> labels = x->tickVectorLabels();
            const QFontMetrics fm(x->tickLabelFont());
            int shown = 0;
            double prevRight = -1e9;
            for (int t = 0; t < ticks.size(); ++t) {
                if (!x->range().contains(ticks[t]))
                    continue;
                const double centre = x->coordToPixel(ticks[t]);
                const double half = fm.horizontalAdvance(labels[t]) / 2.0;
                QVERIFY2(centre - half > prevRight + 2,
                         qPrintable(QStringLiteral("plot %1: %2 runs into the label before").arg(i).arg(labels[t])));
                prevRight = centre + half;
                ++shown;
            }
            QVERIFY2(shown >= minLabels, qPrintable(QStringLiteral("plot %1: %2 labels").arg(i).arg(shown)));
        }
    }

    void missingDeliveryAndNoFlow()
    {
        StagesView v;
        v.setSnapshot(makeSnapshot(false));
        QCOMPARE(v.table()->item(3, 0)->text(), QStringLiteral("not recorded"));
        QVERIFY(!v.timelinePlot()->graph(1)->visible());
        QVERIFY(v.verdictText().contains(QStringLiteral("network")));
        v.setSnapshot(std::make_shared<AnalysisSnapshot>());
        QCOMPARE(v.flowId(), UINT32_MAX);
        QVERIFY(v.verdictText().contains(QStringLiteral("No flow carries")));
        v.setSnapshot(nullptr);
        QVERIFY(v.verdictText().contains(QStringLiteral("Open a trace")));
    }
};

QTEST_MAIN(TestStagesView)
#include "tst_stages_view.moc"
