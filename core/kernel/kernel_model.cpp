#include "core/kernel/kernel_model.h"

#include <cmath>
#include <numeric>
#include <ostream>
#include <stdexcept>

namespace jitterscope {

namespace {

constexpr uint64_t kUsecPerSec = 1000000;
constexpr uint64_t kMsecPerSec = 1000;

using u128 = unsigned __int128;

uint64_t wordMask(int bits)
{
    return bits == 64 ? ~uint64_t(0) : uint64_t(0xffffffffu);
}

void requireValid(const KernelConfig &cfg)
{
    if (!isValidConfig(cfg))
        throw std::invalid_argument("invalid kernel config: HZ must be 12..12287 and bits 32 or 64");
}

// timeconst.bc: fmul(b,n,d) = (2^b*n + d - 1) / d, a ceiling.
u128 fmul(uint32_t s, uint64_t n, uint64_t d)
{
    return ((u128(1) << s) * n + d - 1) / d;
}

// Searches outward from `u` (where f(u) == n) for the edge of the run of equal results.
// Galloping then bisection: O(log range) calls of the real function, no closed form.
template<typename F> uint32_t searchEdge(F f, uint32_t u, uint64_t n, bool downwards)
{
    uint64_t good = u;
    uint64_t step = 1;
    for (;;) {
        uint64_t cand;
        if (downwards) {
            if (good == 0)
                return 0;
            cand = good >= step ? good - step : 0;
        } else {
            if (good == 0xffffffffu)
                return 0xffffffffu;
            cand = std::min<uint64_t>(good + step, 0xffffffffu);
        }
        if (f(uint32_t(cand)) == n) {
            good = cand;
            step <<= 1;
            continue;
        }
        uint64_t bad = cand;
        while ((good > bad ? good - bad : bad - good) > 1) {
            const uint64_t mid = (good + bad) / 2;
            if (f(uint32_t(mid)) == n)
                good = mid;
            else
                bad = mid;
        }
        return uint32_t(good);
    }
}

// Deriving the constants costs ~200 128-bit divisions; the box search calls the conversions
// many times for one HZ, so keep the last HZ's constants per thread.
const TimeConstants &cachedConstants(uint32_t hz)
{
    thread_local TimeConstants cache;
    if (cache.hz != hz)
        cache = timeConstants(hz);
    return cache;
}

} // namespace

std::ostream &operator<<(std::ostream &os, const KernelConfig &c)
{
    return os << "KernelConfig{hz=" << c.hz << ", bits=" << c.bits << "}";
}

bool isValidHz(uint32_t hz)
{
    return hz >= kMinHz && hz <= kMaxHz;
}

bool isValidConfig(const KernelConfig &cfg)
{
    return isValidHz(cfg.hz) && (cfg.bits == 32 || cfg.bits == 64);
}

TimeConst deriveTimeConst(uint64_t n, uint64_t d)
{
    if (n == 0 || d == 0)
        throw std::invalid_argument("deriveTimeConst: zero unit");
    TimeConst tc;
    uint32_t s = 0;
    // fmuls(32, n, d): the first shift that brings the multiplier to >= 2^31.
    while (fmul(s, n, d) < (u128(1) << 31)) {
        ++s;
        if (s > 96)
            throw std::invalid_argument("deriveTimeConst: no shift found");
    }
    tc.shr32 = s;
    tc.mul32 = uint64_t(fmul(s, n, d));
    const uint64_t dr = d / std::gcd(n, d);
    tc.adj32 = uint64_t(((u128(1) << s) * (dr - 1)) / dr);
    return tc;
}

TimeConstants timeConstants(uint32_t hz)
{
    if (!isValidHz(hz))
        throw std::invalid_argument("invalid HZ");
    TimeConstants c;
    c.hz = hz;
    c.hzToMsec = deriveTimeConst(kMsecPerSec, hz);
    c.msecToHz = deriveTimeConst(hz, kMsecPerSec);
    c.hzToUsec = deriveTimeConst(kUsecPerSec, hz);
    c.usecToHz = deriveTimeConst(hz, kUsecPerSec);
    const uint64_t gm = std::gcd<uint64_t>(hz, kMsecPerSec);
    c.hzToMsecNum = kMsecPerSec / gm;
    c.hzToMsecDen = hz / gm;
    const uint64_t gu = std::gcd<uint64_t>(hz, kUsecPerSec);
    c.hzToUsecNum = kUsecPerSec / gu;
    c.hzToUsecDen = hz / gu;
    return c;
}

uint64_t maxJiffyOffset(int bits)
{
    // LONG_MAX >> 1, minus one.
    return bits == 64 ? (uint64_t(INT64_MAX) >> 1) - 1 : (uint64_t(INT32_MAX) >> 1) - 1;
}

uint32_t jiffiesToUsecs(const KernelConfig &cfg, uint64_t j)
{
    requireValid(cfg);
    const uint64_t mask = wordMask(cfg.bits);
    j &= mask;
    if (kUsecPerSec % cfg.hz == 0)
        return uint32_t(((kUsecPerSec / cfg.hz) * j) & mask);
    const TimeConstants &c = cachedConstants(cfg.hz);
    if (cfg.bits == 32) // (HZ_TO_USEC_MUL32 * j) >> HZ_TO_USEC_SHR32 in u64
        return uint32_t((c.hzToUsec.mul32 * j) >> c.hzToUsec.shr32);
    return uint32_t((j * c.hzToUsecNum) / c.hzToUsecDen); // product wraps modulo 2^64
}

uint32_t jiffiesToMsecs(const KernelConfig &cfg, uint64_t j)
{
    requireValid(cfg);
    const uint64_t mask = wordMask(cfg.bits);
    j &= mask;
    if (cfg.hz <= kMsecPerSec && kMsecPerSec % cfg.hz == 0)
        return uint32_t(((kMsecPerSec / cfg.hz) * j) & mask);
    if (cfg.hz > kMsecPerSec && cfg.hz % kMsecPerSec == 0) {
        const uint64_t f = cfg.hz / kMsecPerSec;
        return uint32_t((((j + f - 1) & mask) / f));
    }
    const TimeConstants &c = cachedConstants(cfg.hz);
    if (cfg.bits == 32) {
        const uint64_t v = c.hzToMsec.mul32 * j + ((uint64_t(1) << c.hzToMsec.shr32) - 1);
        return uint32_t(v >> c.hzToMsec.shr32);
    }
    return uint32_t((j * c.hzToMsecNum + c.hzToMsecDen - 1) / c.hzToMsecDen);
}

uint32_t usecsClampThreshold(const KernelConfig &cfg)
{
    return jiffiesToUsecs(cfg, maxJiffyOffset(cfg.bits));
}

bool usecsClamped(const KernelConfig &cfg, uint32_t u)
{
    return u > usecsClampThreshold(cfg);
}

uint64_t usecsToJiffies(const KernelConfig &cfg, uint32_t u)
{
    requireValid(cfg);
    const uint64_t mask = wordMask(cfg.bits);
    if (u > usecsClampThreshold(cfg))
        return maxJiffyOffset(cfg.bits);
    if (kUsecPerSec % cfg.hz == 0) {
        const uint64_t d = kUsecPerSec / cfg.hz;
        return ((uint64_t(u) + d - 1) & mask) / d; // `long` arithmetic: wraps on 32-bit
    }
    const TimeConst k = cachedConstants(cfg.hz).usecToHz;
    return ((k.mul32 * uint64_t(u) + k.adj32) >> k.shr32) & mask; // u64, wraps modulo 2^64
}

uint64_t msecsToJiffies(const KernelConfig &cfg, uint32_t m)
{
    requireValid(cfg);
    const uint64_t mask = wordMask(cfg.bits);
    if (int32_t(m) < 0)
        return maxJiffyOffset(cfg.bits);
    if (cfg.hz <= kMsecPerSec && kMsecPerSec % cfg.hz == 0) {
        const uint64_t d = kMsecPerSec / cfg.hz;
        return ((uint64_t(m) + d - 1) & mask) / d;
    }
    if (cfg.hz > kMsecPerSec && cfg.hz % kMsecPerSec == 0) {
        if (m > jiffiesToMsecs(cfg, maxJiffyOffset(cfg.bits)))
            return maxJiffyOffset(cfg.bits);
        return (uint64_t(m) * (cfg.hz / kMsecPerSec)) & mask;
    }
    if (cfg.hz > kMsecPerSec && m > jiffiesToMsecs(cfg, maxJiffyOffset(cfg.bits)))
        return maxJiffyOffset(cfg.bits);
    const TimeConst k = cachedConstants(cfg.hz).msecToHz;
    return ((k.mul32 * uint64_t(m) + k.adj32) >> k.shr32) & mask;
}

uint64_t maxSoftirqTimeJiffies(const KernelConfig &cfg)
{
    return msecsToJiffies(cfg, 2);
}

double tickNs(uint32_t hz)
{
    return 1e9 / double(hz);
}

bool JiffyBox::operator==(const JiffyBox &o) const
{
    return usecs == o.usecs && jiffies == o.jiffies && clamped == o.clamped && windowMinUs == o.windowMinUs &&
           windowMaxUs == o.windowMaxUs && firstUs == o.firstUs && lastUs == o.lastUs && hasNext == o.hasNext &&
           nextUs == o.nextUs && nextJiffies == o.nextJiffies;
}

std::ostream &operator<<(std::ostream &os, const JiffyBox &b)
{
    os << "JiffyBox{usecs=" << b.usecs << ", jiffies=" << b.jiffies << (b.clamped ? " (clamped)" : "") << ", window=("
       << b.windowMinUs << ", " << b.windowMaxUs << "] us, box=[" << b.firstUs << ", " << b.lastUs << "]";
    if (b.hasNext)
        os << ", next=" << b.nextUs << "->" << b.nextJiffies;
    return os << "}";
}

JiffyBox jiffyBox(const KernelConfig &cfg, uint32_t usecs)
{
    requireValid(cfg);
    JiffyBox b;
    b.usecs = usecs;
    b.jiffies = usecsToJiffies(cfg, usecs);
    b.clamped = usecsClamped(cfg, usecs);
    if (b.clamped) {
        b.windowMinUs = -1;
        b.windowMaxUs = -1;
    } else {
        const double tickUs = 1e6 / double(cfg.hz);
        b.windowMinUs = b.jiffies >= 1 ? double(b.jiffies - 1) * tickUs : 0.0;
        b.windowMaxUs = double(b.jiffies) * tickUs;
    }
    const auto f = [&cfg](uint32_t v) { return usecsToJiffies(cfg, v); };
    b.firstUs = searchEdge(f, usecs, b.jiffies, true);
    b.lastUs = searchEdge(f, usecs, b.jiffies, false);
    b.hasNext = b.lastUs != 0xffffffffu;
    if (b.hasNext) {
        b.nextUs = b.lastUs + 1;
        b.nextJiffies = usecsToJiffies(cfg, b.nextUs);
    }
    return b;
}

JiffyStaircase jiffyStaircase(const KernelConfig &cfg, uint32_t from, uint32_t to, size_t maxRows)
{
    requireValid(cfg);
    JiffyStaircase s;
    s.cfg = cfg;
    s.from = std::min(from, to);
    s.to = std::max(from, to);
    uint64_t u = s.from;
    while (u <= s.to) {
        if (s.rows.size() >= maxRows) {
            s.truncated = true;
            break;
        }
        JiffyBox b = jiffyBox(cfg, uint32_t(u));
        s.rows.push_back(b);
        if (!b.hasNext)
            break;
        u = uint64_t(b.lastUs) + 1;
    }
    return s;
}

} // namespace jitterscope
