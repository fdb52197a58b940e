// DeltaHistogramView: the bars hold the histogram's counts, markers sit at the statistics' keys,
// axis modes toggle with signals, and streaming updates keep a zoomed range.
#include "tests/widgets/pending_refresh.h"
#include "widgets/delta_histogram_view.h"

#include <QCheckBox>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace jitterscope;

namespace {

QCPBars *bars(const DeltaHistogramView &v)
{
    for (int i = 0; i < v.plot()->plottableCount(); ++i)
        if (auto *b = qobject_cast<QCPBars *>(v.plot()->plottable(i)))
            return b;
    return nullptr;
}

double barSum(const DeltaHistogramView &v)
{
    double sum = 0;
    for (auto it = bars(v)->data()->constBegin(); it != bars(v)->data()->constEnd(); ++it)
        sum += it->value;
    return sum;
}

QCPItemStraightLine *marker(const DeltaHistogramView &v, const QString &id)
{
    for (int i = 0; i < v.plot()->itemCount(); ++i)
        if (v.plot()->item(i)->objectName() == QStringLiteral("marker:") + id)
            return qobject_cast<QCPItemStraightLine *>(v.plot()->item(i));
    return nullptr;
}

QCPItemText *textItem(const DeltaHistogramView &v, const QString &prefix)
{
    for (int i = 0; i < v.plot()->itemCount(); ++i)
        if (auto *t = qobject_cast<QCPItemText *>(v.plot()->item(i)); t && t->visible() && t->text().startsWith(prefix))
            return t;
    return nullptr;
}

/// 1 ms ± 50 µs gaps (deterministic spread) plus optional far outliers.
struct Sample {
    std::shared_ptr<LogLinearHistogram> hist = std::make_shared<LogLinearHistogram>();
    DeltaStats stats;
    JitterStats jitter;
};

Sample makeSample(int n, int outliers)
{
    Sample s;
    for (int i = 0; i < n; ++i)
        s.hist->add(950'000 + (int64_t(i) * 7919) % 100'000);
    for (int i = 0; i < outliers; ++i)
        s.hist->add(50'000'000 + i);
    s.stats.count = s.hist->count();
    s.stats.minNs = s.hist->minValue();
    s.stats.maxNs = s.hist->maxValue();
    s.stats.meanNs = 1e6;
    s.stats.p50Ns = s.hist->percentile(0.5);
    s.stats.p90Ns = s.hist->percentile(0.9);
    s.stats.p99Ns = s.hist->percentile(0.99);
    s.stats.p999Ns = s.hist->percentile(0.999);
    s.jitter.nominalGapNs = 1'000'000;
    s.jitter.nominalEstimated = false;
    s.jitter.maxAbsDevNs = 50'000;
    return s;
}

} // namespace

class TestDeltaHistogramView : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void emptyShowsPlaceholder();
    void placeholderWrapsToThePlot_data();
    void placeholderWrapsToThePlot();
    void barsHoldAllCounts_data();
    void barsHoldAllCounts();
    void markersAtStatistics();
    void clippedTailIsReported();
    void axisToggles();
    void streamingKeepsZoom();
    void csvMatchesBars();
    void labelsNeitherOverlapNorCoverData_data();
    void labelsNeitherOverlapNorCoverData();
    void legendShowsEachMarkersColour();
    void negativeGapsAreTheirOwnCategory();
    void rubberBandZoomsAndPanStopsAtTheData();
    void newHistogramIsDrawnAtOnce();
};

void TestDeltaHistogramView::emptyShowsPlaceholder()
{
    DeltaHistogramView v;
    v.resize(800, 500);
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    QVERIFY(textItem(v, QStringLiteral("No inter-arrival data")));
    QCOMPARE(bars(v)->data()->size(), 0);
    v.setHistogram(std::make_shared<LogLinearHistogram>(), DeltaStats {}, JitterStats {});
    QVERIFY(textItem(v, QStringLiteral("No inter-arrival data")));
    QVERIFY(!marker(v, QStringLiteral("p50")));
    QCOMPARE(v.csv(), QStringLiteral("gap_from_ns,gap_to_ns,gaps\n"));
    v.plot()->replot();
}

void TestDeltaHistogramView::placeholderWrapsToThePlot_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("words") << QStringLiteral(
        "Noch keine Simulation.\nWählen Sie ein Szenario oder setzen Sie die Parameter und drücken Sie dann "
        "„Simulation ausführen“.");
    QTest::newRow("no spaces") << QStringLiteral("シミュレーションはまだありません。\nシナリオを選ぶかパラメータを設定"
                                                 "してから「シミュレーション実行」を押してください。");
}

void TestDeltaHistogramView::placeholderWrapsToThePlot()
{
    // A text item does not wrap: the simulator's placeholder was cut off at both sides of a 400 px
    // plot. Every line fits inside the axis rect, no word or character is lost, breaks are kept.
    QFETCH(QString, text);
    DeltaHistogramView v;
    v.resize(420, 400);
    v.setEmptyText(text);
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    v.plot()->replot();
    QCPItemText *item = textItem(v, text.left(6));
    QVERIFY(item);
    const QStringList lines = item->text().split(QLatin1Char('\n'));
    QVERIFY2(lines.size() > 2, qPrintable(item->text()));
    const QFontMetrics fm(item->font());
    for (const QString &line : lines)
        QVERIFY2(fm.horizontalAdvance(line) <= v.plot()->axisRect()->width(), qPrintable(line));
    QString joined = item->text(), original = text;
    joined.remove(QLatin1Char('\n')).remove(QLatin1Char(' '));
    original.remove(QLatin1Char('\n')).remove(QLatin1Char(' '));
    QCOMPARE(joined, original);
    // Wider again: fewer lines, from the caller's text (not the wrapped one).
    v.resize(1400, 400);
    v.plot()->replot();
    QCOMPARE(item->text().count(QLatin1Char('\n')), text.count(QLatin1Char('\n')));
}

void TestDeltaHistogramView::barsHoldAllCounts_data()
{
    QTest::addColumn<bool>("logX");
    QTest::addColumn<int>("n");
    QTest::newRow("linear, few values (exact-mode histogram)") << false << 40;
    QTest::newRow("linear, binned histogram") << false << 10000;
    QTest::newRow("log x") << true << 10000;
}

void TestDeltaHistogramView::barsHoldAllCounts()
{
    QFETCH(bool, logX);
    QFETCH(int, n);
    DeltaHistogramView v;
    v.resize(900, 500);
    v.setLogX(logX);
    const Sample s = makeSample(n, 0);
    v.setHistogram(s.hist, s.stats, s.jitter);
    QVERIFY(!textItem(v, QStringLiteral("No inter-arrival data")));
    QCOMPARE(bars(v)->data()->size(), v.binCount());
    QVERIFY(std::fabs(barSum(v) - n) < 1e-6 * n);
    // Every bar lies inside the visible range.
    const QCPRange r = v.plot()->xAxis->range();
    QVERIFY(r.contains(bars(v)->data()->constBegin()->key));
    QVERIFY(r.contains((bars(v)->data()->constEnd() - 1)->key));
    QCOMPARE(v.plot()->xAxis->scaleType(), logX ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
}

void TestDeltaHistogramView::markersAtStatistics()
{
    DeltaHistogramView v;
    v.resize(900, 500);
    const Sample s = makeSample(10000, 0);
    v.setHistogram(s.hist, s.stats, s.jitter);
    const struct {
        const char *id;
        int64_t key;
    } expected[] = { { "nominal", 1'000'000 },
                     { "p50", s.stats.p50Ns },
                     { "p90", s.stats.p90Ns },
                     { "p99", s.stats.p99Ns },
                     { "p99.9", s.stats.p999Ns } };
    for (const auto &e : expected) {
        QCPItemStraightLine *m = marker(v, QString::fromLatin1(e.id));
        QVERIFY2(m, e.id);
        QCOMPARE(m->point1->key(), double(e.key));
        QCOMPARE(m->point2->key(), double(e.key));
    }
    QVERIFY(textItem(v, QStringLiteral("nominal 1.00 ms")));
    QVERIFY(textItem(v, QStringLiteral("p99 ")));
    // Without exact statistics (multi-flow selection) the markers come from the histogram.
    v.setHistogram(s.hist, DeltaStats {}, JitterStats {});
    QVERIFY(!marker(v, QStringLiteral("nominal")));
    QCOMPARE(marker(v, QStringLiteral("p50"))->point1->key(), double(s.hist->percentile(0.5)));
}

void TestDeltaHistogramView::clippedTailIsReported()
{
    DeltaHistogramView v;
    v.resize(900, 500);
    const Sample s = makeSample(10000, 3);
    v.setHistogram(s.hist, s.stats, s.jitter);
    // Linear: the 50 ms outliers are far beyond p99.9, so the range stops short and says so.
    QVERIFY(v.visibleRangeNs().second < 50e6);
    QVERIFY(std::fabs(barSum(v) - 10000) < 1e-3);
    QCPItemText *note = textItem(v, QStringLiteral("gaps beyond"));
    QVERIFY(note);
    QVERIFY2(note->text().contains(QStringLiteral(": 3 (max 50.0 ms)")), qPrintable(note->text()));
    // Also without a nominal gap (multi-flow selection, no exact statistics).
    v.setHistogram(s.hist, DeltaStats {}, JitterStats {});
    QVERIFY(v.visibleRangeNs().second < 50e6);
    // Log x shows everything.
    v.setLogX(true);
    QVERIFY(std::fabs(barSum(v) - 10003) < 1e-3);
    QVERIFY(!textItem(v, QStringLiteral("gaps beyond")));
}

void TestDeltaHistogramView::axisToggles()
{
    DeltaHistogramView v;
    QSignalSpy xSpy(&v, &DeltaHistogramView::logXChanged);
    QSignalSpy ySpy(&v, &DeltaHistogramView::logYChanged);
    v.setLogX(true);
    v.setLogX(true);
    QCOMPARE(xSpy.count(), 1);
    QCOMPARE(xSpy.at(0).at(0).toBool(), true);
    auto boxes = v.findChildren<QCheckBox *>();
    QCOMPARE(boxes.size(), 2);
    QVERIFY(boxes[0]->isChecked());
    boxes[1]->click(); // the log y box
    QCOMPARE(ySpy.count(), 1);
    QVERIFY(v.logY());
    QCOMPARE(v.plot()->yAxis->scaleType(), QCPAxis::stLogarithmic);
    const Sample s = makeSample(1000, 0);
    v.setHistogram(s.hist, s.stats, s.jitter);
    QVERIFY(v.plot()->yAxis->range().lower > 0);
    v.setLogX(false);
    QCOMPARE(xSpy.count(), 2);
    QVERIFY(!boxes[0]->isChecked());
}

void TestDeltaHistogramView::streamingKeepsZoom()
{
    DeltaHistogramView v;
    v.resize(900, 500);
    Sample s = makeSample(1000, 0);
    v.setHistogram(s.hist, s.stats, s.jitter);
    v.setVisibleRangeNs(990'000, 1'010'000);
    // A later (partial → fuller) snapshot must not undo the user's zoom.
    s = makeSample(5000, 0);
    v.setHistogram(s.hist, s.stats, s.jitter);
    QCOMPARE(v.visibleRangeNs().first, 990'000.0);
    QCOMPARE(v.visibleRangeNs().second, 1'010'000.0);
    // The bins cover only the zoomed range.
    QVERIFY(v.displayHistogram().edgesNs.front() >= 990'000 - 1);
    QVERIFY(v.displayHistogram().edgesNs.back() <= 1'010'000 + 1);
    v.resetRange();
    QVERIFY(v.visibleRangeNs().first < 950'000);
}

void TestDeltaHistogramView::csvMatchesBars()
{
    DeltaHistogramView v;
    v.setLogX(true);
    const Sample s = makeSample(2000, 0);
    v.setHistogram(s.hist, s.stats, s.jitter);
    const QStringList lines = v.csv().trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.front(), QStringLiteral("gap_from_ns,gap_to_ns,gaps"));
    QVERIFY(lines.size() > 2);
    qulonglong sum = 0;
    for (int i = 1; i < lines.size(); ++i) {
        bool ok[3] = {};
        const qlonglong from = lines[i].section(QLatin1Char(','), 0, 0).toLongLong(&ok[0]);
        const qlonglong to = lines[i].section(QLatin1Char(','), 1, 1).toLongLong(&ok[1]);
        sum += lines[i].section(QLatin1Char(','), 2, 2).toULongLong(&ok[2]); // whole gaps, never "1480.4"
        QVERIFY2(ok[0] && ok[1] && ok[2], qPrintable(lines[i]));
        QVERIFY(from <= to);
    }
    QCOMPARE(sum, qulonglong(2000));
}

void TestDeltaHistogramView::labelsNeitherOverlapNorCoverData_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("logX");
    QTest::addColumn<bool>("logY");
    QTest::newRow("close markers, linear") << 900 << false << false;
    QTest::newRow("close markers, log x") << 900 << true << false;
    QTest::newRow("close markers, log x and y") << 900 << true << true;
    QTest::newRow("narrow view") << 360 << false << false;
}

void TestDeltaHistogramView::labelsNeitherOverlapNorCoverData()
{
    QFETCH(int, width);
    QFETCH(bool, logX);
    QFETCH(bool, logY);
    DeltaHistogramView v;
    v.resize(width, 450);
    v.setLogX(logX);
    v.setLogY(logY);
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    // Nominal 1 ms, p50 ≈ 1.0 ms, p90 … p99.9 within 50 µs: five labels on top of each other before.
    const Sample s = makeSample(10000, 0);
    v.setHistogram(s.hist, s.stats, s.jitter);
    v.plot()->replot();
    std::vector<QRectF> rects;
    for (int i = 0; i < v.plot()->itemCount(); ++i)
        if (auto *t = qobject_cast<QCPItemText *>(v.plot()->item(i));
            t && t->visible() && t->objectName().startsWith(QStringLiteral("label:")))
            rects.emplace_back(t->topLeft->pixelPosition(), t->bottomRight->pixelPosition());
    QCOMPARE(rects.size(), size_t(5));
    double tallest = 0;
    for (auto it = bars(v)->data()->constBegin(); it != bars(v)->data()->constEnd(); ++it)
        tallest = std::max(tallest, it->value);
    const double barTopPx = v.plot()->yAxis->coordToPixel(tallest);
    const QRect axisRect = v.plot()->axisRect()->rect();
    for (size_t i = 0; i < rects.size(); ++i) {
        QVERIFY2(rects[i].bottom() <= barTopPx, "a label covers the bars");
        QVERIFY(rects[i].top() >= axisRect.top());
        for (size_t j = i + 1; j < rects.size(); ++j)
            QVERIFY2(!rects[i].intersects(rects[j]), "two marker labels overlap");
    }
}

void TestDeltaHistogramView::legendShowsEachMarkersColour()
{
    DeltaHistogramView v;
    v.resize(900, 500);
    const Sample s = makeSample(1000, 0);
    v.setHistogram(s.hist, s.stats, s.jitter);
    for (const char *id : { "p50", "p90", "p99", "p99.9" }) {
        const QColor colour = marker(v, QString::fromLatin1(id))->pen().color();
        bool found = false;
        for (int i = 0; i < v.plot()->legend->itemCount(); ++i)
            if (auto *item = qobject_cast<QCPPlottableLegendItem *>(v.plot()->legend->item(i));
                item && item->plottable()->name() == QLatin1String(id))
                found = item->plottable()->pen().color() == colour;
        QVERIFY2(found, id);
    }
}

void TestDeltaHistogramView::negativeGapsAreTheirOwnCategory()
{
    DeltaHistogramView v;
    v.resize(900, 500);
    v.setLogX(true);
    Sample s = makeSample(1000, 0);
    for (int i = 0; i < 7; ++i)
        s.hist->add(-250'000 - i);
    v.setHistogram(s.hist, DeltaStats {}, JitterStats {});
    QCOMPARE(v.negativeGaps(), uint64_t(7));
    // Log axis: noted as their own category, not as "gaps below" the first bin.
    QVERIFY(textItem(v, QStringLiteral("gaps < 0")));
    QVERIFY(!textItem(v, QStringLiteral("← gaps below")));
    // Linear axis: drawn as bars of their own.
    v.setLogX(false);
    QCPBars *negative = nullptr;
    for (int i = 0; i < v.plot()->plottableCount(); ++i)
        if (auto *b = qobject_cast<QCPBars *>(v.plot()->plottable(i));
            b && b->name().startsWith(QStringLiteral("Negative")))
            negative = b;
    QVERIFY(negative);
    double sum = 0;
    for (auto it = negative->data()->constBegin(); it != negative->data()->constEnd(); ++it) {
        QVERIFY(it->key < 0);
        sum += it->value;
    }
    QCOMPARE(qRound64(sum), qint64(7));
    QCOMPARE(qRound64(barSum(v)), qint64(1000)); // the first bars() are the non-negative gaps
}

void TestDeltaHistogramView::rubberBandZoomsAndPanStopsAtTheData()
{
    DeltaHistogramView v;
    v.resize(900, 500);
    const Sample s = makeSample(10000, 0);
    v.setHistogram(s.hist, s.stats, s.jitter);
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    v.plot()->replot();
    const auto [fitLow, fitHigh] = v.visibleRangeNs();
    // Drag a band over the middle fifth of the axis rect: the x range becomes that band.
    const QRect r = v.plot()->axisRect()->rect();
    const QPoint from(r.left() + 2 * r.width() / 5, r.center().y()),
        to(r.left() + 3 * r.width() / 5, r.center().y() + 20);
    const double expectLow = v.plot()->xAxis->pixelToCoord(from.x()),
                 expectHigh = v.plot()->xAxis->pixelToCoord(to.x());
    QTest::mousePress(v.plot(), Qt::LeftButton, {}, from);
    QTest::mouseMove(v.plot(), QPoint(from.x() + 30, from.y() + 10));
    QTest::mouseMove(v.plot(), to);
    QTest::mouseRelease(v.plot(), Qt::LeftButton, {}, to);
    const auto [low, high] = v.visibleRangeNs();
    QVERIFY2(std::fabs(low - expectLow) < (fitHigh - fitLow) * 0.01, qPrintable(QString::number(low)));
    QVERIFY(std::fabs(high - expectHigh) < (fitHigh - fitLow) * 0.01);
    // Shift+drag pans; far to the right it stops at the data's end, keeping the zoomed width.
    const double width = high - low;
    for (int i = 0; i < 4; ++i) {
        QTest::mousePress(v.plot(), Qt::LeftButton, Qt::ShiftModifier, QPoint(r.right() - 5, r.center().y()));
        QTest::mouseMove(v.plot(), QPoint(r.center().x(), r.center().y()));
        QTest::mouseMove(v.plot(), QPoint(r.left() + 5, r.center().y()));
        QTest::mouseRelease(v.plot(), Qt::LeftButton, Qt::ShiftModifier, QPoint(r.left() + 5, r.center().y()));
        QCoreApplication::processEvents();
    }
    QVERIFY2(v.visibleRangeNs().second <= double(s.hist->maxValue()) * 1.05 + 1,
             qPrintable(QString::number(v.visibleRangeNs().second)));
    QVERIFY(v.visibleRangeNs().second > high); // it did pan
    QVERIFY(std::fabs((v.visibleRangeNs().second - v.visibleRangeNs().first) - width) < 1);
    // Zooming out with the wheel stops at the data.
    for (int i = 0; i < 30; ++i) {
        QWheelEvent wheel(QPointF(r.center()), v.plot()->mapToGlobal(QPointF(r.center())), QPoint(), QPoint(0, -120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(v.plot(), &wheel);
    }
    QVERIFY(v.visibleRangeNs().second - v.visibleRangeNs().first > 2 * width); // it did zoom out
    QVERIFY(v.visibleRangeNs().first >= fitLow - 1);
    QVERIFY(v.visibleRangeNs().second <= double(s.hist->maxValue()) * 1.05 + 1);
    // Fit resets.
    v.resetRange();
    QCOMPARE(v.visibleRangeNs().first, fitLow);
    QCOMPARE(v.visibleRangeNs().second, fitHigh);
}

// A new histogram (a flow selected) is binned and drawn by setHistogram itself, with nothing left
// pending; a user's zoom rebins once it pauses (the coalescing timer).
void TestDeltaHistogramView::newHistogramIsDrawnAtOnce()
{
    DeltaHistogramView v;
    v.resize(900, 500);
    v.show();
    QVERIFY(QTest::qWaitForWindowExposed(&v));
    const auto pending = [&v] { return pendingRefresh(v) != nullptr; };
    QCoreApplication::processEvents();
    QTRY_VERIFY(!pending());
    const Sample a = makeSample(1000, 0);
    Sample b; // the same spread five times as far out: another fitted range
    for (int i = 0; i < 3000; ++i)
        b.hist->add(4'750'000 + (int64_t(i) * 7919) % 500'000);
    b.stats.count = b.hist->count();
    b.stats.minNs = b.hist->minValue();
    b.stats.maxNs = b.hist->maxValue();
    for (const Sample *s : std::initializer_list<const Sample *> { &a, &b, &a }) {
        const auto before = v.visibleRangeNs();
        v.setHistogram(s->hist, s->stats, s->jitter);
        QVERIFY(v.visibleRangeNs() != before); // a new fitted range
        QCOMPARE(barSum(v), double(s->hist->count()));
        QVERIFY(v.displayHistogram().edgesNs.front() <= double(s->hist->minValue()));
        QVERIFY(v.displayHistogram().edgesNs.back() >= double(s->hist->maxValue()));
        QVERIFY(!pending());
    }
    // A zoom as the mouse makes it: the bins follow once the timer fires.
    v.plot()->xAxis->setRange(990'000, 1'010'000);
    QVERIFY(pending());
    QTRY_VERIFY(v.displayHistogram().edgesNs.front() >= 990'000 - 1);
    QVERIFY(v.displayHistogram().edgesNs.back() <= 1'010'000 + 1);
}

QTEST_MAIN(TestDeltaHistogramView)
#include "tst_delta_histogram_view.moc"
