// QTest::toString for the analysis value types, so that a failing QCOMPARE prints the fields
// instead of "Compared values are not the same". Test-only: core does not depend on QtTest.
#pragma once

#include "core/analysis/snapshot.h"

#include <QByteArray>
#include <QTest>

namespace jitterscope {

inline char *toString(const DeltaStats &s)
{
    return qstrdup(
        QByteArray("DeltaStats{count=" + QByteArray::number(qulonglong(s.count)) +
                   " min=" + QByteArray::number(qlonglong(s.minNs)) + " max=" + QByteArray::number(qlonglong(s.maxNs)) +
                   " sum=" + QByteArray::number(qlonglong(s.sumNs)) + " mean=" + QByteArray::number(s.meanNs, 'g', 17) +
                   " stddev=" + QByteArray::number(s.stddevNs, 'g', 17) +
                   " p50=" + QByteArray::number(qlonglong(s.p50Ns)) + " p90=" + QByteArray::number(qlonglong(s.p90Ns)) +
                   " p99=" + QByteArray::number(qlonglong(s.p99Ns)) +
                   " p999=" + QByteArray::number(qlonglong(s.p999Ns)) +
                   " negative=" + QByteArray::number(qulonglong(s.negative)) + "}")
            .constData());
}

inline char *toString(const JitterStats &s)
{
    return qstrdup(QByteArray("JitterStats{nominal=" + QByteArray::number(qlonglong(s.nominalGapNs)) +
                              (s.nominalEstimated ? " (estimated)" : " (given)") +
                              " maxAbsDev=" + QByteArray::number(qlonglong(s.maxAbsDevNs)) +
                              " p50=" + QByteArray::number(qlonglong(s.p50AbsDevNs)) +
                              " p90=" + QByteArray::number(qlonglong(s.p90AbsDevNs)) +
                              " p99=" + QByteArray::number(qlonglong(s.p99AbsDevNs)) +
                              " p999=" + QByteArray::number(qlonglong(s.p999AbsDevNs)) + "}")
                       .constData());
}

inline char *toString(const BurstStats &s)
{
    QByteArray hist;
    for (size_t i = 0; i < s.sizeHistogram.size(); ++i)
        if (s.sizeHistogram[i])
            hist += " [" + QByteArray::number(qulonglong(i + 1)) +
                    "]=" + QByteArray::number(qulonglong(s.sizeHistogram[i]));
    return qstrdup(
        QByteArray(
            "BurstStats{threshold=" + QByteArray::number(qlonglong(s.thresholdNs)) +
            (s.thresholdDerived ? " (derived)" : " (given)") + " runs=" + QByteArray::number(qulonglong(s.runs)) +
            " bursts=" + QByteArray::number(qulonglong(s.bursts)) + " inBursts=" +
            QByteArray::number(qulonglong(s.packetsInBursts)) + " meanSize=" + QByteArray::number(s.meanSize, 'g', 17) +
            " maxSize=" + QByteArray::number(qulonglong(s.maxSize)) + " p50/90/99Size=" +
            QByteArray::number(qulonglong(s.p50Size)) + "/" + QByteArray::number(qulonglong(s.p90Size)) + "/" +
            QByteArray::number(qulonglong(s.p99Size)) + " maxDur=" + QByteArray::number(qlonglong(s.maxDurationNs)) +
            " p50/99Dur=" + QByteArray::number(qlonglong(s.p50DurationNs)) + "/" +
            QByteArray::number(qlonglong(s.p99DurationNs)) + " idle=" + QByteArray::number(qulonglong(s.idleGaps)) +
            " p50/99/maxIdle=" + QByteArray::number(qlonglong(s.p50IdleNs)) + "/" +
            QByteArray::number(qlonglong(s.p99IdleNs)) + "/" + QByteArray::number(qlonglong(s.maxIdleNs)) +
            " sizes:" + hist + "}")
            .constData());
}

/// A QTest::toString result as a QByteArray (the char * is the caller's to delete[]).
inline QByteArray takeString(char *p)
{
    QByteArray b(p);
    delete[] p;
    return b;
}

inline char *toString(const FlowSummary &f)
{
    return qstrdup(QByteArray("FlowSummary{" + QByteArray::fromStdString(f.label()) +
                              " packets=" + QByteArray::number(qulonglong(f.packets)) + " bytes=" +
                              QByteArray::number(qulonglong(f.bytes)) + " " + takeString(toString(f.interarrival)) +
                              " " + takeString(toString(f.jitter)) + " " + takeString(toString(f.bursts)) + "}")
                       .constData());
}

} // namespace jitterscope
