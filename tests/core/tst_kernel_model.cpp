// Jiffies arithmetic against an independent reference: exact rational arithmetic with 128-bit
// integers (explicit modular reduction instead of relying on uint64_t wrap-around), a separate
// bc-style derivation of the constants, the constants quoted in kernel-facts.md and in a
// generated timeconst.h for HZ=128, and hand-computed vectors.
#include "core/kernel/kernel_model.h"

#include <QtTest/QtTest>

#include <limits>
#include <numeric>

using namespace jitterscope;

namespace {

using u128 = unsigned __int128;

constexpr uint64_t kUsec = 1000000;

struct RefConst {
    u128 mul = 0, adj = 0;
    unsigned shr = 0;
};

// timeconst.bc restated: ceil by quotient + (remainder != 0), shift grown from 0.
RefConst refDerive(uint64_t n, uint64_t d)
{
    RefConst r;
    for (unsigned s = 0; s < 100; ++s) {
        const u128 num = u128(n) << s;
        u128 q = num / d;
        if (num % d != 0)
            ++q;
        if (q >= (u128(1) << 31)) {
            r.shr = s;
            r.mul = q;
            break;
        }
    }
    uint64_t a = n, b = d;
    while (b) {
        const uint64_t t = a % b;
        a = b;
        b = t;
    }
    const uint64_t dr = d / a;
    r.adj = (u128(dr - 1) << r.shr) / dr;
    return r;
}

u128 modBits(u128 v, int bits)
{
    return v & ((u128(1) << bits) - 1);
}

uint64_t refMaxJiffy(int bits)
{
    return (uint64_t(1) << (bits - 2)) - 2;
}

uint32_t refJiffiesToUsecs(uint32_t hz, int bits, uint64_t j)
{
    if (kUsec % hz == 0)
        return uint32_t(modBits(modBits(u128(kUsec / hz) * j, bits), 32));
    if (bits == 32) {
        const RefConst k = refDerive(kUsec, hz);
        return uint32_t(modBits(modBits(k.mul * j, 64) >> k.shr, 32));
    }
    const uint64_t g = std::gcd<uint64_t>(hz, kUsec);
    return uint32_t(modBits(modBits(u128(j) * (kUsec / g), 64) / (hz / g), 32));
}

uint64_t refUsecsToJiffies(uint32_t hz, int bits, uint32_t u)
{
    if (u > refJiffiesToUsecs(hz, bits, refMaxJiffy(bits)))
        return refMaxJiffy(bits);
    if (kUsec % hz == 0) {
        const uint64_t d = kUsec / hz;
        return uint64_t(modBits(u128(u) + d - 1, bits) / d);
    }
    const RefConst k = refDerive(hz, kUsec);
    return uint64_t(modBits(modBits(k.mul * u + k.adj, 64) >> k.shr, bits));
}

// Exact ceil(u * hz / 1e6) with no overflow.
uint64_t exactCeil(uint32_t hz, uint32_t u)
{
    return uint64_t((u128(u) * hz + kUsec - 1) / kUsec);
}

const uint32_t kHzList[] = { 100, 250, 300, 1000, 24, 48, 1024, 1200, 12, 12287, 297, 128, 200, 500, 2000 };

std::vector<uint32_t> sampleValues(uint32_t hz, int bits)
{
    std::vector<uint32_t> v = { 0,    1,     2,     999,     1000,       1001,        1999,        2000,
                                2001, 3333,  3334,  4000,    4001,       6666,        6667,        8000,
                                8001, 20000, 20001, 1000000, 0x7fffffff, 0x80000000u, 0xfffffffeu, 0xffffffffu };
    const uint32_t t = refJiffiesToUsecs(hz, bits, refMaxJiffy(bits));
    for (int64_t d = -3; d <= 3; ++d) {
        const int64_t x = int64_t(t) + d;
        if (x >= 0 && x <= 0xffffffffLL)
            v.push_back(uint32_t(x));
    }
    uint64_t x = 0x9e3779b97f4a7c15ull ^ hz ^ uint64_t(bits);
    for (int i = 0; i < 3000; ++i) { // xorshift samples over the whole 32-bit range
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        v.push_back(uint32_t(x >> (i % 3 == 0 ? 32 : (i % 3 == 1 ? 44 : 52))));
    }
    return v;
}

} // namespace

class TstKernelModel : public QObject {
    Q_OBJECT
private slots:
    void knownConstants();
    void constantsMatchReference();
    void maxJiffyOffset_();
    void usecsToJiffies_data();
    void usecsToJiffies();
    void againstReference();
    void divideBranchIsExactCeil();
    void mulBranchIsCeilInSignedRange();
    void clampThresholds_data();
    void clampThresholds();
    void msecsToJiffies_data();
    void msecsToJiffies();
    void jiffiesToMsecs_();
    void box_data();
    void box();
    void boxEdgesAreTrueEdges();
    void staircase();
    void invalidConfigThrows();
};

void TstKernelModel::knownConstants()
{
    // kernel-facts.md check values.
    const TimeConstants c100 = timeConstants(100);
    QCOMPARE(c100.usecToHz.mul32, uint64_t(0xd1b71759));
    QCOMPARE(c100.usecToHz.adj32, uint64_t(0x1fff2e48e8a7));
    QCOMPARE(c100.usecToHz.shr32, 45u);
    const TimeConstants c300 = timeConstants(300);
    QCOMPARE(c300.usecToHz.mul32, uint64_t(0x9d495183));
    QCOMPARE(c300.usecToHz.adj32, uint64_t(0x7ffcb923a29));
    QCOMPARE(c300.usecToHz.shr32, 43u);
    // A generated timeconst.h for HZ=128.
    const TimeConstants c128 = timeConstants(128);
    QCOMPARE(c128.hzToMsec.mul32, uint64_t(0xFA000000));
    QCOMPARE(c128.hzToMsec.adj32, uint64_t(0x1E000000));
    QCOMPARE(c128.hzToMsec.shr32, 29u);
    QCOMPARE(c128.msecToHz.mul32, uint64_t(0x83126E98));
    QCOMPARE(c128.msecToHz.adj32, uint64_t(0x3F7CED916));
    QCOMPARE(c128.msecToHz.shr32, 34u);
    QCOMPARE(c128.hzToUsec.mul32, uint64_t(0xF4240000));
    QCOMPARE(c128.hzToMsecNum, uint64_t(125));
    QCOMPARE(c128.hzToMsecDen, uint64_t(16));
}

void TstKernelModel::constantsMatchReference()
{
    for (uint32_t hz = kMinHz; hz <= kMaxHz; ++hz) {
        const TimeConstants c = timeConstants(hz);
        const std::pair<TimeConst, RefConst> pairs[] = {
            { c.usecToHz, refDerive(hz, kUsec) },
            { c.hzToUsec, refDerive(kUsec, hz) },
            { c.msecToHz, refDerive(hz, 1000) },
            { c.hzToMsec, refDerive(1000, hz) },
        };
        for (const auto &p : pairs) {
            if (p.first.mul32 != uint64_t(p.second.mul) || p.first.adj32 != uint64_t(p.second.adj) ||
                p.first.shr32 != p.second.shr)
                QFAIL(qPrintable(QStringLiteral("constants differ at HZ=%1").arg(hz)));
            QVERIFY(p.first.mul32 >= (uint64_t(1) << 31) && p.first.mul32 < (uint64_t(1) << 32));
        }
    }
}

void TstKernelModel::maxJiffyOffset_()
{
    QCOMPARE(maxJiffyOffset(64), (uint64_t(1) << 62) - 2);
    QCOMPARE(maxJiffyOffset(32), (uint64_t(1) << 30) - 2);
}

void TstKernelModel::usecsToJiffies_data()
{
    QTest::addColumn<uint32_t>("hz");
    QTest::addColumn<uint32_t>("usecs");
    QTest::addColumn<quint64>("jiffies");
    QTest::newRow("HZ1000 zero") << 1000u << 0u << quint64(0);
    QTest::newRow("HZ1000 one") << 1000u << 1u << quint64(1);
    QTest::newRow("HZ1000 500") << 1000u << 500u << quint64(1);
    QTest::newRow("HZ1000 1000") << 1000u << 1000u << quint64(1);
    QTest::newRow("HZ1000 1001 cliff") << 1000u << 1001u << quint64(2);
    QTest::newRow("HZ1000 default 2000") << 1000u << 2000u << quint64(2);
    QTest::newRow("HZ1000 2400") << 1000u << 2400u << quint64(3);
    QTest::newRow("HZ1000 2900") << 1000u << 2900u << quint64(3);
    QTest::newRow("HZ250 2000 recipe") << 250u << 2000u << quint64(1);
    QTest::newRow("HZ250 4000") << 250u << 4000u << quint64(1);
    QTest::newRow("HZ250 4001 cliff") << 250u << 4001u << quint64(2);
    QTest::newRow("HZ250 default 8000") << 250u << 8000u << quint64(2);
    QTest::newRow("HZ100 default 20000") << 100u << 20000u << quint64(2);
    QTest::newRow("HZ100 20001") << 100u << 20001u << quint64(3);
    QTest::newRow("HZ300 default 6666") << 300u << 6666u << quint64(2);
    QTest::newRow("HZ300 3333") << 300u << 3333u << quint64(1);
    QTest::newRow("HZ300 3334") << 300u << 3334u << quint64(2);
    QTest::newRow("HZ300 6667") << 300u << 6667u << quint64(3);
    QTest::newRow("HZ1024 976") << 1024u << 976u << quint64(1);
    QTest::newRow("HZ1024 977") << 1024u << 977u << quint64(2);
    QTest::newRow("HZ12 83333") << 12u << 83333u << quint64(1);
    QTest::newRow("HZ12 83334") << 12u << 83334u << quint64(2);
}

void TstKernelModel::usecsToJiffies()
{
    QFETCH(uint32_t, hz);
    QFETCH(uint32_t, usecs);
    QFETCH(quint64, jiffies);
    QCOMPARE(jitterscope::usecsToJiffies({ hz, 64 }, usecs), uint64_t(jiffies));
    QCOMPARE(jitterscope::usecsToJiffies({ hz, 32 }, usecs), uint64_t(jiffies));
}

void TstKernelModel::againstReference()
{
    for (uint32_t hz : kHzList) {
        for (int bits : { 64, 32 }) {
            const KernelConfig cfg { hz, bits };
            QCOMPARE(jiffiesToUsecs(cfg, maxJiffyOffset(bits)), refJiffiesToUsecs(hz, bits, refMaxJiffy(bits)));
            for (uint32_t u : sampleValues(hz, bits)) {
                const uint64_t got = jitterscope::usecsToJiffies(cfg, u);
                const uint64_t want = refUsecsToJiffies(hz, bits, u);
                if (got != want)
                    QFAIL(qPrintable(QStringLiteral("HZ=%1 bits=%2 u=%3: got %4 want %5")
                                         .arg(hz)
                                         .arg(bits)
                                         .arg(u)
                                         .arg(got)
                                         .arg(want)));
            }
            for (uint64_t j : { 0ull, 1ull, 2ull, 3ull, 1000ull, 123457ull, 0xffffffffull, 0x100000000ull }) {
                if (bits == 32 && j > 0xffffffffull)
                    continue;
                QCOMPARE(jiffiesToUsecs(cfg, j), refJiffiesToUsecs(hz, bits, j));
            }
        }
    }
}

void TstKernelModel::divideBranchIsExactCeil()
{
    for (uint32_t hz : { 100u, 250u, 1000u, 200u, 500u, 125u, 2000u }) {
        for (int bits : { 64, 32 }) {
            const KernelConfig cfg { hz, bits };
            for (uint32_t u : sampleValues(hz, bits)) {
                if (usecsClamped(cfg, u))
                    continue;
                QCOMPARE(jitterscope::usecsToJiffies(cfg, u), exactCeil(hz, u));
            }
        }
    }
}

void TstKernelModel::mulBranchIsCeilInSignedRange()
{
    // The MUL32/ADJ32/SHR32 form is a ceiling approximation: never below the exact ceiling,
    // at most one above. For the usual HZ it is exact over realistic values, but not for all HZ:
    // at HZ=12287 one second (1e6 µs) gives 12288 jiffies, not 12287 (MUL32 is rounded up and
    // the excess times u crosses the integer).
    for (uint32_t hz : { 300u, 24u, 48u, 1024u, 1200u, 12u, 12287u, 297u }) {
        for (int bits : { 64, 32 }) {
            const KernelConfig cfg { hz, bits };
            for (uint32_t u : sampleValues(hz, bits)) {
                if (usecsClamped(cfg, u))
                    continue;
                const uint64_t got = jitterscope::usecsToJiffies(cfg, u);
                const uint64_t exact = exactCeil(hz, u);
                QVERIFY(got >= exact && got <= exact + 1);
            }
        }
    }
    for (uint32_t hz : { 300u, 24u, 48u, 1024u, 1200u, 12u, 297u }) {
        const KernelConfig cfg { hz, 64 };
        for (uint32_t u = 0; u <= 200000; ++u)
            if (jitterscope::usecsToJiffies(cfg, u) != exactCeil(hz, u))
                QFAIL(qPrintable(QStringLiteral("HZ=%1 u=%2 not the exact ceiling").arg(hz).arg(u)));
    }
    QCOMPARE(exactCeil(12287, 1000000), uint64_t(12287));
    QCOMPARE(jitterscope::usecsToJiffies({ 12287, 64 }, 1000000), uint64_t(12288));
    QCOMPARE(jitterscope::usecsToJiffies({ 12287, 32 }, 1000000), uint64_t(12288));
}

void TstKernelModel::clampThresholds_data()
{
    QTest::addColumn<uint32_t>("hz");
    QTest::addColumn<int>("bits");
    QTest::addColumn<uint32_t>("threshold");
    // Divide branch: (1e6/HZ) * (2^62-2) mod 2^32 = 2^32 - 2*(1e6/HZ) (the 2^62 term vanishes).
    QTest::newRow("HZ1000/64") << 1000u << 64 << uint32_t(4294967296ull - 2000);
    QTest::newRow("HZ1000/32") << 1000u << 32 << uint32_t(4294967296ull - 2000);
    QTest::newRow("HZ250/64") << 250u << 64 << uint32_t(4294967296ull - 8000);
    QTest::newRow("HZ100/64") << 100u << 64 << uint32_t(4294967296ull - 20000);
    QTest::newRow("HZ100/32") << 100u << 32 << uint32_t(4294967296ull - 20000);
    // HZ=300, 64-bit: ((2^62-2)*10000 mod 2^64) / 3 truncated to 32 bits (computed by hand with bc).
    QTest::newRow("HZ300/64") << 300u << 64 << refJiffiesToUsecs(300, 64, refMaxJiffy(64));
    QTest::newRow("HZ300/32") << 300u << 32 << refJiffiesToUsecs(300, 32, refMaxJiffy(32));
}

void TstKernelModel::clampThresholds()
{
    QFETCH(uint32_t, hz);
    QFETCH(int, bits);
    QFETCH(uint32_t, threshold);
    const KernelConfig cfg { hz, bits };
    QCOMPARE(usecsClampThreshold(cfg), threshold);
    QVERIFY(!usecsClamped(cfg, threshold));
    if (threshold != 0xffffffffu) {
        QVERIFY(usecsClamped(cfg, threshold + 1));
        QCOMPARE(jitterscope::usecsToJiffies(cfg, threshold + 1), maxJiffyOffset(bits));
    }
    if (hz == 300 && bits == 64) {
        // kernel-facts.md: near 1.43e9 on 64-bit for HZ 300 — a realistic value means "no limit".
        QVERIFY(threshold > 1400000000u && threshold < 1450000000u);
        QCOMPARE(threshold, 1431649098u); // (2^64-20000)/3 = 0x5555555555555555 - 6667 -> low 32 bits
    }
}

void TstKernelModel::msecsToJiffies_data()
{
    QTest::addColumn<uint32_t>("hz");
    QTest::addColumn<uint32_t>("msecs");
    QTest::addColumn<quint64>("jiffies");
    QTest::newRow("HZ100 2ms") << 100u << 2u << quint64(1);
    QTest::newRow("HZ250 2ms") << 250u << 2u << quint64(1);
    QTest::newRow("HZ300 2ms") << 300u << 2u << quint64(1);
    QTest::newRow("HZ500 2ms") << 500u << 2u << quint64(1);
    QTest::newRow("HZ1000 2ms") << 1000u << 2u << quint64(2);
    QTest::newRow("HZ1024 2ms") << 1024u << 2u << quint64(3);
    QTest::newRow("HZ1200 2ms") << 1200u << 2u << quint64(3);
    QTest::newRow("HZ2000 2ms") << 2000u << 2u << quint64(4);
    QTest::newRow("HZ24 2ms") << 24u << 2u << quint64(1);
    QTest::newRow("HZ300 0ms") << 300u << 0u << quint64(0);
    QTest::newRow("HZ300 10ms") << 300u << 10u << quint64(3);
    QTest::newRow("HZ300 11ms") << 300u << 11u << quint64(4);
}

void TstKernelModel::msecsToJiffies()
{
    QFETCH(uint32_t, hz);
    QFETCH(uint32_t, msecs);
    QFETCH(quint64, jiffies);
    for (int bits : { 64, 32 }) {
        QCOMPARE(jitterscope::msecsToJiffies({ hz, bits }, msecs), uint64_t(jiffies));
        QCOMPARE(jitterscope::msecsToJiffies({ hz, bits }, 0x80000000u), maxJiffyOffset(bits));
    }
    QCOMPARE(maxSoftirqTimeJiffies({ hz, 64 }), jitterscope::msecsToJiffies({ hz, 64 }, 2));
    // Below 2^31 every branch is the exact ceiling (m small enough for no clamp).
    for (uint32_t m : { 1u, 7u, 999u, 1001u, 123456u }) {
        const uint64_t exact = uint64_t((u128(m) * hz + 999) / 1000);
        QCOMPARE(jitterscope::msecsToJiffies({ hz, 64 }, m), exact);
    }
}

void TstKernelModel::jiffiesToMsecs_()
{
    QCOMPARE(jiffiesToMsecs({ 1000, 64 }, 2), 2u);
    QCOMPARE(jiffiesToMsecs({ 250, 64 }, 2), 8u);
    QCOMPARE(jiffiesToMsecs({ 2000, 64 }, 3), 2u); // rounds up
    QCOMPARE(jiffiesToMsecs({ 300, 64 }, 1), 4u); // 3.33 ms rounds up (current mainline DIV_ROUND_UP)
    QCOMPARE(jiffiesToMsecs({ 300, 32 }, 1), 4u);
    QCOMPARE(jiffiesToMsecs({ 300, 64 }, 3), 10u);
    // 32-bit: (MUL32*j + 2^s - 1) >> s with MUL32 = ceil(2^30*10/3): 3 jiffies give 11 ms, not 10.
    QCOMPARE(jiffiesToMsecs({ 300, 32 }, 3), 11u);
    // HZ>1000, not a multiple of 1000: the msecs clamp uses jiffies_to_msecs(MAX_JIFFY_OFFSET).
    const KernelConfig c1024 { 1024, 32 };
    const uint32_t t = jiffiesToMsecs(c1024, maxJiffyOffset(32));
    const uint32_t exact = uint32_t((((u128(1) << 30) - 2) * 1000 + 1023) / 1024);
    QVERIFY(t + 1 >= exact && t <= exact + 1); // multiply-shift approximation of the ceiling
    QCOMPARE(jitterscope::msecsToJiffies(c1024, t + 1), maxJiffyOffset(32));
    // At the threshold itself the multiply-shift form overshoots: 1048575999 ms -> 2^30, two above
    // MAX_JIFFY_OFFSET (exact ceiling would be 2^30 - 1). A kernel quirk, reproduced as is.
    QCOMPARE(t, 1048575999u);
    const RefConst k = refDerive(1024, 1000);
    const uint64_t atT = jitterscope::msecsToJiffies(c1024, t);
    QCOMPARE(atT, uint64_t(modBits(k.mul * t + k.adj, 64) >> k.shr));
    QCOMPARE(atT, uint64_t(1) << 30);
    QVERIFY(jitterscope::msecsToJiffies(c1024, t / 2) < maxJiffyOffset(32));
}

void TstKernelModel::box_data()
{
    QTest::addColumn<uint32_t>("hz");
    QTest::addColumn<uint32_t>("usecs");
    QTest::addColumn<quint64>("n");
    QTest::addColumn<uint32_t>("first");
    QTest::addColumn<uint32_t>("last");
    QTest::addColumn<double>("winMin");
    QTest::addColumn<double>("winMax");
    QTest::newRow("HZ1000 1500") << 1000u << 1500u << quint64(2) << 1001u << 2000u << 1000.0 << 2000.0;
    QTest::newRow("HZ1000 1") << 1000u << 1u << quint64(1) << 1u << 1000u << 0.0 << 1000.0;
    QTest::newRow("HZ1000 0") << 1000u << 0u << quint64(0) << 0u << 0u << 0.0 << 0.0;
    QTest::newRow("HZ250 2000") << 250u << 2000u << quint64(1) << 1u << 4000u << 0.0 << 4000.0;
    QTest::newRow("HZ250 8000") << 250u << 8000u << quint64(2) << 4001u << 8000u << 4000.0 << 8000.0;
    QTest::newRow("HZ300 6666") << 300u << 6666u << quint64(2) << 3334u << 6666u << 1e6 / 300 << 2e6 / 300;
    QTest::newRow("HZ100 20000") << 100u << 20000u << quint64(2) << 10001u << 20000u << 10000.0 << 20000.0;
}

void TstKernelModel::box()
{
    QFETCH(uint32_t, hz);
    QFETCH(uint32_t, usecs);
    QFETCH(quint64, n);
    QFETCH(uint32_t, first);
    QFETCH(uint32_t, last);
    QFETCH(double, winMin);
    QFETCH(double, winMax);
    const JiffyBox b = jiffyBox({ hz, 64 }, usecs);
    QCOMPARE(b.jiffies, uint64_t(n));
    QCOMPARE(b.firstUs, first);
    QCOMPARE(b.lastUs, last);
    QVERIFY(qAbs(b.windowMinUs - winMin) < 1e-6);
    QVERIFY(qAbs(b.windowMaxUs - winMax) < 1e-6);
    QVERIFY(b.hasNext);
    QCOMPARE(b.nextUs, last + 1);
    QCOMPARE(b.nextJiffies, uint64_t(n) + 1);
    QVERIFY(!b.clamped);
}

void TstKernelModel::boxEdgesAreTrueEdges()
{
    for (uint32_t hz : kHzList) {
        for (int bits : { 64, 32 }) {
            const KernelConfig cfg { hz, bits };
            int checked = 0;
            for (uint32_t u : sampleValues(hz, bits)) {
                if (++checked > 400)
                    break;
                const JiffyBox b = jiffyBox(cfg, u);
                QVERIFY(b.firstUs <= u && u <= b.lastUs);
                QCOMPARE(refUsecsToJiffies(hz, bits, b.firstUs), b.jiffies);
                QCOMPARE(refUsecsToJiffies(hz, bits, b.lastUs), b.jiffies);
                if (b.firstUs > 0)
                    QVERIFY(refUsecsToJiffies(hz, bits, b.firstUs - 1) != b.jiffies);
                if (b.hasNext)
                    QVERIFY(refUsecsToJiffies(hz, bits, b.lastUs + 1) != b.jiffies);
            }
            // The clamped box runs to the top of the 32-bit range.
            const JiffyBox top = jiffyBox(cfg, 0xffffffffu);
            if (top.clamped) {
                QCOMPARE(top.jiffies, maxJiffyOffset(bits));
                QCOMPARE(top.firstUs, usecsClampThreshold(cfg) + 1);
                QCOMPARE(top.lastUs, 0xffffffffu);
                QVERIFY(!top.hasNext);
            }
        }
    }
    // Brute force over the first 100k values for an odd HZ.
    const KernelConfig c297 { 297, 64 };
    uint32_t boxStart = 0;
    for (uint32_t u = 1; u <= 100000; ++u) {
        if (refUsecsToJiffies(297, 64, u) != refUsecsToJiffies(297, 64, u - 1)) {
            const JiffyBox b = jiffyBox(c297, u - 1);
            QCOMPARE(b.firstUs, boxStart);
            QCOMPARE(b.lastUs, u - 1);
            boxStart = u;
        }
    }
}

void TstKernelModel::staircase()
{
    const JiffyStaircase s = jiffyStaircase({ 1000, 64 }, 1, 5000);
    QCOMPARE(s.rows.size(), size_t(5));
    QCOMPARE(s.rows[0].firstUs, 1u);
    QCOMPARE(s.rows[0].lastUs, 1000u);
    QCOMPARE(s.rows[4].firstUs, 4001u);
    QCOMPARE(s.rows[4].jiffies, uint64_t(5));
    QVERIFY(!s.truncated);
    const JiffyStaircase t = jiffyStaircase({ 1000, 64 }, 0, 100000000, 10);
    QCOMPARE(t.rows.size(), size_t(10));
    QVERIFY(t.truncated);
    const JiffyStaircase w = jiffyStaircase({ 300, 64 }, 0, 10000);
    QCOMPARE(w.rows.size(), size_t(4)); // N = 0, 1, 2, 3
    QCOMPARE(w.rows[3].firstUs, 6667u);
    QCOMPARE(w.rows[3].lastUs, 10000u);
}

void TstKernelModel::invalidConfigThrows()
{
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (void)jitterscope::usecsToJiffies({ 11, 64 }, 1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (void)jitterscope::usecsToJiffies({ 12288, 64 }, 1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (void)jitterscope::usecsToJiffies({ 250, 16 }, 1));
    QVERIFY(isValidHz(12) && isValidHz(12287) && !isValidHz(0));
}

QTEST_GUILESS_MAIN(TstKernelModel)
#include "tst_kernel_model.moc"
