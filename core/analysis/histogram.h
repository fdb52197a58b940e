// Log-linear histogram of signed int64 nanosecond values (HDR-histogram style).
// Values |v| < 256 ns are exact; above, every power-of-two octave has 256 sub-buckets, so a
// bucket is at most 1/256 of its lower edge wide and any percentile read from the bucket midpoint
// is within 0.2 % of the exact nearest-rank value (clamped to the exact min and max).
// Octaves are allocated on first use; small populations (≤ kExactLimit values) are kept exactly.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace jitterscope {

class LogLinearHistogram {
public:
    static constexpr int kSubBits = 8;
    static constexpr int kSub = 1 << kSubBits; // 256
    static constexpr int kOctaves = 64 - kSubBits; // octave 0 holds 0..255 exactly
    static constexpr size_t kExactLimit = 64;

    LogLinearHistogram() = default;
    LogLinearHistogram(const LogLinearHistogram &o) = default;
    LogLinearHistogram &operator=(const LogLinearHistogram &o) = default;
    LogLinearHistogram(LogLinearHistogram &&) noexcept = default;
    LogLinearHistogram &operator=(LogLinearHistogram &&) noexcept = default;

    void add(int64_t v)
    {
        ++m_count;
        if (m_exact) {
            m_values.push_back(v);
            if (m_values.size() > kExactLimit)
                spill();
            return;
        }
        addBinned(v);
    }
    /// n times the value v (the same as n calls of add(v)).
    void add(int64_t v, uint64_t n)
    {
        for (; n > 0 && m_exact; --n)
            add(v);
        if (n == 0)
            return;
        m_count += n;
        addBinned(v, n);
    }
    /// The n values v[0..n), the same as add() of each in turn (the same counts, minimum,
    /// maximum and mode), in fewer steps: a sparse side takes them sorted in one merge instead of
    /// one sorted insertion each (the many small flows of a trace, finished in bulk).
    void addAll(const int64_t *v, size_t n);
    void merge(const LogLinearHistogram &o);
    void clear();
    /// Room for n values while they are kept exactly (one allocation instead of one per doubling
    /// when the count is known: the small flows of a statistics-only analysis).
    void reserve(size_t n)
    {
        if (m_exact)
            m_values.reserve(std::min(n, kExactLimit + 1));
    }

    [[nodiscard]] uint64_t count() const { return m_count; }
    /// Nearest-rank percentile (q in [0,1]): the value at rank ceil(q·n). 0 when empty.
    [[nodiscard]] int64_t percentile(double q) const;
    [[nodiscard]] int64_t minValue() const;
    /// True when certainly no value v has lo ≤ v < hi: every bucket that could hold one (its
    /// range cut to the exact min and max) is empty. A bucket only partly inside with a count
    /// cannot tell, and gives false.
    [[nodiscard]] bool noneIn(int64_t lo, int64_t hi) const;
    /// The count of the bucket holding v (in exact mode: of the values in the bucket v would
    /// fall in once binned).
    [[nodiscard]] uint64_t bucketCountOf(int64_t v) const;
    [[nodiscard]] int64_t maxValue() const;

    /// Calls f(lowNs, highNs, count) for every non-empty bucket in ascending order; a bucket holds
    /// values in [low, high]. Exact-mode values come out as one bucket per distinct value.
    template<typename F> void forEachBucket(F &&f) const;

    /// The histogram of this one's values ≥ lo (lo > 0), binned: the caller knows how many there
    /// are (count, > kExactLimit), their minimum, and how many lie in lo's own bucket at or above
    /// lo; every bucket above is taken as it is here. Equal to adding those values one by one.
    [[nodiscard]] LogLinearHistogram tailFrom(int64_t lo, uint64_t inLoBucket, int64_t minValue, uint64_t count) const;
    /// Upper edge of the bucket holding magnitude m.
    static uint64_t bucketHighOf(uint64_t m)
    {
        const uint32_t c = Side::cellOf(m);
        return bucketHigh(int(c >> kSubBits), int(c & (kSub - 1)));
    }

    /// True while the values are kept exactly (≤ kExactLimit of them); forEachBucket then gives
    /// each distinct value as its own bucket.
    [[nodiscard]] bool isExact() const { return m_exact; }
    /// Rebuilds a histogram written out bucket by bucket (the mergeable JSON): `buckets` holds
    /// (value, count) pairs in ascending order, a value being any value of its bucket (exact: the
    /// value itself). Binned histograms also need the exact min and max, which must fall in the
    /// first and last bucket. False with a reason for anything a histogram cannot hold (counts of 0,
    /// buckets out of order or repeated, more exact values than kExactLimit, a count overflowing).
    [[nodiscard]] static bool fromBuckets(bool exact, const std::vector<std::pair<int64_t, uint64_t>> &buckets,
                                          int64_t minValue, int64_t maxValue, LogLinearHistogram *out,
                                          std::string *error);
    /// The signed cell of value v: buckets are equal iff their cells are (negative values below 0).
    static int64_t cellKey(int64_t v)
    {
        return v >= 0 ? int64_t(Side::cellOf(uint64_t(v))) : -1 - int64_t(Side::cellOf(uint64_t(0) - uint64_t(v)));
    }

    /// Both sides without dense counters (exposed for tests: addAll switches as add does).
    [[nodiscard]] bool isSparseForTest() const { return !m_pos.dense && !m_neg.dense; }
    /// Bucket index helpers (exposed for tests).
    static int octaveOf(uint64_t mag);
    static uint64_t bucketLow(int octave, int sub);
    static uint64_t bucketHigh(int octave, int sub);

    /// Same values counted (exact mode: the same multiset; binned: the same counter per bucket),
    /// whatever the order they were added in.
    [[nodiscard]] bool operator==(const LogLinearHistogram &o) const;
    [[nodiscard]] bool operator!=(const LogLinearHistogram &o) const { return !(*this == o); }

private:
    /// Counters of one sign. A value magnitude m falls in octave o, sub-bucket s (octaveOf,
    /// bucketLow), i.e. in cell (o << 8) + s, computed branch-free: with k = max(0, msb(m) − 8),
    /// cell = (k << 8) + (m >> k). A side starts sparse — (cell, count) entries sorted by cell — and
    /// turns dense once it holds more than kSparseCells cells or kSparseCount values: octaves
    /// allocated on first use, 256 counters each, packed in one vector in order of first use;
    /// `dense->slot[o]` is octave o's position there (kNone: unused). The counts per cell are the same
    /// either way; sparse keeps the many small scopes of a trace with 100 000 flows at a few
    /// hundred bytes each instead of 2 KiB per octave touched.
    struct Side {
        static constexpr uint16_t kNone = 0xFFFF;
        static constexpr size_t kSparseCells = 256;
        static constexpr uint64_t kSparseCount = 4096; ///< a busy scope goes dense early: O(1) adds
        static_assert(kSparseCount < 0x10000 && (kOctaves + 1) << kSubBits <= 0x10000,
                      "a sparse entry packs the cell and its count in 16 bits each");
        /// The dense counters, on the heap so that a sparse side (most of a 100 000-flow trace's
        /// histograms) costs 40 bytes, not the slot table's 114 more.
        struct Dense {
            std::array<uint16_t, kOctaves + 1> slot = initialSlots();
            std::vector<uint64_t> cells;
        };
        /// While !dense: one entry per cell with a count, the cell in the high 16 bits and its
        /// count in the low 16 (a sparse side holds at most kSparseCount values), so sorted by
        /// value is sorted by cell; 4 bytes a cell.
        std::vector<uint32_t> sparse;
        uint64_t sparseValues = 0;
        static constexpr uint32_t entryCell(uint32_t e) { return e >> 16; }
        static constexpr uint32_t entryCount(uint32_t e) { return e & 0xFFFFu; }
        std::unique_ptr<Dense> dense; ///< null while sparse

        Side() = default;
        Side(const Side &o)
            : sparse(o.sparse)
            , sparseValues(o.sparseValues)
            , dense(o.dense ? std::make_unique<Dense>(*o.dense) : nullptr)
        {
        }
        Side &operator=(const Side &o)
        {
            if (this != &o)
                *this = Side(o);
            return *this;
        }
        Side(Side &&) noexcept = default;
        Side &operator=(Side &&) noexcept = default;
        ~Side() = default;

        static constexpr std::array<uint16_t, kOctaves + 1> initialSlots()
        {
            std::array<uint16_t, kOctaves + 1> a {};
            for (auto &x : a)
                x = kNone;
            return a;
        }
        static uint32_t cellOf(uint64_t mag)
        {
            const int msb = 63 - __builtin_clzll(mag | 1);
            const int k = msb > kSubBits ? msb - kSubBits : 0;
            return (uint32_t(k) << kSubBits) + uint32_t(mag >> k);
        }
        void add(uint64_t mag, uint64_t n = 1)
        {
            const uint32_t cell = cellOf(mag);
            if (!dense) {
                addSparse(cell, n);
                return;
            }
            Dense &d = *dense;
            uint32_t at = d.slot[cell >> kSubBits];
            if (at == kNone)
                at = addOctave(cell >> kSubBits);
            d.cells[(size_t(at) << kSubBits) + (cell & (kSub - 1))] += n;
        }
        /// n more in `cell`, in either mode.
        void addCell(uint32_t cell, uint64_t n);
        void addSparse(uint32_t cell, uint64_t n);
        /// Every cell of `cells` (sorted here) once more, as addCell() of each would.
        void addCells(std::vector<uint32_t> &cells);
        void densify();
        /// Counter of octave o, sub-bucket s, or null when the octave is unused (dense mode).
        [[nodiscard]] const uint64_t *octave(int o) const
        {
            const uint16_t at = dense->slot[size_t(o)];
            return at == kNone ? nullptr : dense->cells.data() + (size_t(at) << kSubBits);
        }
        uint32_t addOctave(uint32_t o); ///< returns its slot
        /// f(cell, count) for every cell with a count, by cell ascending (or descending).
        template<typename F> void forEachCell(bool descending, F &&f) const
        {
            if (!dense) {
                if (descending) {
                    for (auto it = sparse.rbegin(); it != sparse.rend(); ++it)
                        f(entryCell(*it), uint64_t(entryCount(*it)));
                } else {
                    for (const uint32_t e : sparse)
                        f(entryCell(e), uint64_t(entryCount(e)));
                }
                return;
            }
            for (int i = 0; i <= kOctaves; ++i) {
                const int o = descending ? kOctaves - i : i;
                const uint64_t *p = octave(o);
                if (!p)
                    continue;
                for (int j = 0; j < kSub; ++j) {
                    const int sub = descending ? kSub - 1 - j : j;
                    if (p[sub])
                        f((uint32_t(o) << kSubBits) + uint32_t(sub), p[sub]);
                }
            }
        }
    };
    void addBinned(int64_t v, uint64_t n = 1)
    {
        if (v < m_min)
            m_min = v;
        if (v > m_max)
            m_max = v;
        if (v >= 0)
            m_pos.add(uint64_t(v), n);
        else
            m_neg.add(uint64_t(0) - uint64_t(v), n);
    }
    void spill();
    static void mergeSide(Side &dst, const Side &src);
    static bool sameCounts(const Side &a, const Side &b);

    bool m_exact = true;
    std::vector<int64_t> m_values; // exact mode
    uint64_t m_count = 0;
    int64_t m_min = INT64_MAX;
    int64_t m_max = INT64_MIN;
    Side m_pos;
    Side m_neg; // magnitudes of negative values
};

inline int LogLinearHistogram::octaveOf(uint64_t mag)
{
    if (mag < uint64_t(kSub))
        return 0;
    const int msb = 63 - __builtin_clzll(mag);
    return msb - kSubBits + 1; // 256..511 -> 1
}

inline uint64_t LogLinearHistogram::bucketLow(int octave, int sub)
{
    if (octave == 0)
        return uint64_t(sub);
    return (uint64_t(kSub) + uint64_t(sub)) << (octave - 1);
}

inline uint64_t LogLinearHistogram::bucketHigh(int octave, int sub)
{
    if (octave == 0)
        return uint64_t(sub);
    return ((uint64_t(kSub) + uint64_t(sub) + 1) << (octave - 1)) - 1;
}

namespace detail {
/// A bucket edge (a magnitude up to 2^64 − 1) as a signed value: the top octaves reach past int64.
inline int64_t clamped(uint64_t m)
{
    return m > uint64_t(INT64_MAX) ? INT64_MAX : int64_t(m);
}
inline int64_t negated(uint64_t m)
{
    return m > uint64_t(INT64_MAX) ? INT64_MIN : -int64_t(m);
}
} // namespace detail

template<typename F> void LogLinearHistogram::forEachBucket(F &&f) const
{
    if (m_exact) {
        std::vector<int64_t> v = m_values;
        std::sort(v.begin(), v.end());
        for (size_t i = 0; i < v.size();) {
            size_t j = i;
            while (j < v.size() && v[j] == v[i])
                ++j;
            f(v[i], v[i], uint64_t(j - i));
            i = j;
        }
        return;
    }
    m_neg.forEachCell(true, [&f](uint32_t cell, uint64_t n) {
        const int o = int(cell >> kSubBits), s = int(cell & (kSub - 1));
        f(detail::negated(bucketHigh(o, s)), detail::negated(bucketLow(o, s)), n);
    });
    m_pos.forEachCell(false, [&f](uint32_t cell, uint64_t n) {
        const int o = int(cell >> kSubBits), s = int(cell & (kSub - 1));
        f(detail::clamped(bucketLow(o, s)), detail::clamped(bucketHigh(o, s)), n);
    });
}

/// Display bins made from a LogLinearHistogram: `bins` equal-width bins over [lowNs, highNs], or
/// log-spaced when `logBins` (values ≤ 0 then go to the first bin). Counts of source buckets that
/// straddle display bins are split in proportion to overlap.
struct DisplayHistogram {
    std::vector<double> edgesNs; ///< bins + 1 edges
    std::vector<double> counts;
    bool logBins = false;
};
[[nodiscard]] DisplayHistogram makeDisplayHistogram(const LogLinearHistogram &h, int bins, bool logBins, int64_t lowNs,
                                                    int64_t highNs);

} // namespace jitterscope
