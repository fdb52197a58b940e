#include "widgets/common/units.h"

#include <QCoreApplication>
#include <QLocale>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <functional>
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

/// Log axis with logTicks(); a range too narrow for them is ticked linearly. `label` formats a tick.
class LogTicker : public QCPAxisTicker {
public:
    LogTicker(double minTick, std::function<QString(double, bool)> label)
        : m_minTick(minTick)
        , m_label(std::move(label))
    {
    }
    void generate(const QCPRange &range, const QLocale &locale, QChar formatChar, int precision, QVector<double> &ticks,
                  QVector<double> *subTicks, QVector<QString> *tickLabels) override
    {
        const LogTicks t = logTicks(std::max(range.lower, m_minTick), range.upper);
        if (t.ticks.empty()) {
            m_linear = true;
            QCPAxisTicker::generate(range, locale, formatChar, precision, ticks, subTicks, tickLabels);
            return;
        }
        m_linear = false;
        ticks = QVector<double>(t.ticks.begin(), t.ticks.end());
        if (subTicks)
            *subTicks = QVector<double>(t.subTicks.begin(), t.subTicks.end());
        if (tickLabels) {
            tickLabels->clear();
            for (double v : t.ticks)
                tickLabels->push_back(m_label(v, false));
        }
    }

protected:
    QString getTickLabel(double tick, const QLocale &, QChar, int) override { return m_label(tick, m_linear); }

private:
    double m_minTick;
    std::function<QString(double, bool)> m_label;
    bool m_linear = false;
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

LogTicks logTicks(double lower, double upper, int maxTicks)
{
    LogTicks out;
    if (!(lower > 0) || !(upper > lower) || !std::isfinite(upper))
        return out;
    const int kLo = int(std::floor(std::log10(lower))), kHi = int(std::ceil(std::log10(upper)));
    const auto collect = [&](std::initializer_list<int> mantissas, int decadeStep) {
        std::vector<double> v;
        for (int k = kLo; k <= kHi; ++k) {
            if (((k % decadeStep) + decadeStep) % decadeStep != 0)
                continue;
            for (int m : mantissas) {
                const double x = m * std::pow(10.0, k);
                if (x >= lower * (1 - 1e-9) && x <= upper * (1 + 1e-9))
                    v.push_back(x);
            }
        }
        return v;
    };
    std::vector<int> subMantissas;
    out.ticks = collect({ 1, 2, 5 }, 1);
    if (int(out.ticks.size()) > maxTicks) {
        int step = 1;
        do
            out.ticks = collect({ 1 }, step++);
        while (int(out.ticks.size()) > maxTicks);
        subMantissas = step == 2 ? std::vector<int> { 2, 3, 4, 5, 6, 7, 8, 9 } : std::vector<int> {};
    } else if (out.ticks.size() < 2) {
        out.ticks = collect({ 1, 2, 3, 4, 5, 6, 7, 8, 9 }, 1);
        if (out.ticks.size() < 2)
            out.ticks.clear();
    } else {
        subMantissas = { 3, 4, 6, 7, 8, 9 };
    }
    if (!out.ticks.empty())
        for (int k = kLo; k <= kHi; ++k)
            for (int m : subMantissas) {
                const double x = m * std::pow(10.0, k);
                if (x >= lower && x <= upper)
                    out.subTicks.push_back(x);
            }
    return out;
}

void installCountTicker(QCPAxis *axis, bool log)
{
    axis->setScaleType(log ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    if (!log) {
        axis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        return;
    }
    axis->setTicker(QSharedPointer<QCPAxisTicker>(new LogTicker(1.0, [](double v, bool linear) {
        return linear ? QLocale().toString(v, 'g', 4) : QLocale().toString(qlonglong(std::llround(v)));
    })));
}

void installTimeTicker(QCPAxis *axis, double dataUnitNs, bool log)
{
    if (log) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        axis->setTicker(QSharedPointer<QCPAxisTicker>(new LogTicker(
            0.0, [dataUnitNs](double v, bool linear) { return formatNs(v * dataUnitNs, linear ? 3 : 1); })));
    } else {
        axis->setScaleType(QCPAxis::stLinear);
        axis->setTicker(QSharedPointer<QCPAxisTicker>(new LinearTimeTicker(dataUnitNs)));
    }
}

} // namespace jitterscope::units
