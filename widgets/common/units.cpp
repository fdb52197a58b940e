#include "widgets/common/units.h"

#include <QCoreApplication>
#include <QLocale>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace jitterscope::units {

namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("jitterscope::units", s);
}

int decimalsFor(double scaled, int significant)
{
    if (scaled == 0 || !std::isfinite(scaled))
        return 0;
    const int mag = int(std::floor(std::log10(std::fabs(scaled))));
    return std::max(0, significant - 1 - mag);
}

/// Linear axis: one unit for all labels (picked from the range), decimals from the tick step.
class LinearTimeTicker : public QCPAxisTicker {
public:
    explicit LinearTimeTicker(double dataUnitNs)
        : m_dataUnitNs(dataUnitNs)
    {
    }
    void generate(const QCPRange &range, const QLocale &locale, QChar formatChar, int precision, QVector<double> &ticks,
                  QVector<double> *subTicks, QVector<QString> *tickLabels) override
    {
        const double span = std::max(std::fabs(range.lower), std::fabs(range.upper)) * m_dataUnitNs;
        m_unitNs = unitForNs(span);
        const double stepNs = getTickStep(range) * m_dataUnitNs;
        // Enough decimals to show the step exactly (0.25 ms steps need two).
        m_decimals = 0;
        if (stepNs > 0) {
            const double step = stepNs / m_unitNs;
            while (m_decimals < 9 &&
                   std::fabs(step * std::pow(10.0, m_decimals) - std::round(step * std::pow(10.0, m_decimals))) > 1e-6)
                ++m_decimals;
        }
        QCPAxisTicker::generate(range, locale, formatChar, precision, ticks, subTicks, tickLabels);
    }

protected:
    QString getTickLabel(double tick, const QLocale &, QChar, int) override
    {
        const double ns = tick * m_dataUnitNs;
        return formatNsIn(std::fabs(ns) < 1e-9 * m_unitNs ? 0.0 : ns, m_unitNs, m_decimals);
    }

private:
    double m_dataUnitNs;
    double m_unitNs = 1;
    int m_decimals = 0;
};

/// Log axis: decades, each labelled in its own unit ("1 µs", "10 µs", "1 ms").
class LogTimeTicker : public QCPAxisTickerLog {
public:
    explicit LogTimeTicker(double dataUnitNs)
        : m_dataUnitNs(dataUnitNs)
    {
        setLogBase(10);
        setSubTickCount(8);
    }

protected:
    QString getTickLabel(double tick, const QLocale &, QChar, int) override { return formatNs(tick * m_dataUnitNs, 1); }

private:
    double m_dataUnitNs;
};

} // namespace

double unitForNs(double ns)
{
    const double a = std::fabs(ns);
    if (a >= 1e9)
        return 1e9;
    if (a >= 1e6)
        return 1e6;
    if (a >= 1e3)
        return 1e3;
    return 1;
}

QString unitSymbol(double unitNs)
{
    if (unitNs >= 1e9)
        return tr("s");
    if (unitNs >= 1e6)
        return tr("ms");
    if (unitNs >= 1e3)
        return tr("µs");
    return tr("ns");
}

QString formatNsIn(double ns, double unitNs, int decimals)
{
    //: %1 is a number, %2 a time unit symbol (ns, µs, ms, s)
    return tr("%1 %2").arg(QLocale().toString(ns / unitNs, 'f', decimals), unitSymbol(unitNs));
}

QString formatNs(double ns, int significant)
{
    if (std::isnan(ns))
        return QStringLiteral("–");
    if (std::isinf(ns))
        return ns > 0 ? QStringLiteral("∞") : QStringLiteral("-∞");
    double unit = unitForNs(ns);
    double scaled = ns / unit;
    int decimals = decimalsFor(scaled, significant);
    // 999.96 µs rounds to "1000 µs": move to the next unit instead.
    const double rounded = std::round(scaled * std::pow(10.0, decimals)) / std::pow(10.0, decimals);
    if (std::fabs(rounded) >= 1000 && unit < 1e9) {
        unit *= 1000;
        scaled = ns / unit;
        decimals = decimalsFor(scaled, significant);
    }
    if (unit == 1 && std::floor(ns) == ns)
        decimals = 0;
    return formatNsIn(ns, unit, decimals);
}

QString formatCount(uint64_t n)
{
    return QLocale().toString(qulonglong(n));
}

int pluralCount(uint64_t n)
{
    return int(std::min<uint64_t>(n, uint64_t(std::numeric_limits<int>::max())));
}

QString formatBytes(uint64_t bytes)
{
    if (bytes < 1000)
        return tr("%1 B").arg(bytes);
    static const char *const kUnits[] = { QT_TRANSLATE_NOOP("jitterscope::units", "%1 kB"),
                                          QT_TRANSLATE_NOOP("jitterscope::units", "%1 MB"),
                                          QT_TRANSLATE_NOOP("jitterscope::units", "%1 GB"),
                                          QT_TRANSLATE_NOOP("jitterscope::units", "%1 TB") };
    double v = double(bytes) / 1000; // bytes ≥ 1000 here: at least kB
    int i = 0;
    while (v >= 1000 && i < 3) {
        v /= 1000;
        ++i;
    }
    return tr(kUnits[i]).arg(QLocale().toString(v, 'f', decimalsFor(v, 3)));
}

void installTimeTicker(QCPAxis *axis, double dataUnitNs, bool log)
{
    if (log) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->setTicker(QSharedPointer<QCPAxisTicker>(new LogTimeTicker(dataUnitNs)));
    } else {
        axis->setScaleType(QCPAxis::stLinear);
        axis->setTicker(QSharedPointer<QCPAxisTicker>(new LinearTimeTicker(dataUnitNs)));
    }
}

} // namespace jitterscope::units
