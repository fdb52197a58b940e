#include "core/analysis/histogram.h"

#include <algorithm>
#include <cmath>

namespace jitterscope {

uint32_t LogLinearHistogram::Side::addOctave(uint32_t o)
{
    Dense &d = *dense;
    const auto at = uint16_t(d.cells.size() >> kSubBits);
    d.cells.resize(d.cells.size() + size_t(kSub), 0);
    d.slot[o] = at;
    return at;
}

void LogLinearHistogram::Side::addSparse(uint32_t cell, uint64_t n)
{
    if (n == 0)
        return;
    if (n > kSparseCount - sparseValues) {
        // Past the sparse limit (so each entry's count stays below 2^16): dense from here on.
        densify();
        addCell(cell, n);
        return;
    }
    const auto it = std::lower_bound(sparse.begin(), sparse.end(), cell << 16);
    if (it != sparse.end() && entryCell(*it) == cell)
        *it += uint32_t(n);
    else
        sparse.insert(it, (cell << 16) | uint32_t(n));
    sparseValues += n;
    if (sparse.size() > kSparseCells)
        densify();
}

void LogLinearHistogram::Side::addCells(std::vector<uint32_t> &cells)
{
    if (cells.empty())
        return;
    std::sort(cells.begin(), cells.end());
    // Sparse and staying so (the counts and cells it ends with decide, as one add at a time
    // would: both only grow): the runs of equal cells merged into the sorted entries.
    if (!dense && cells.size() <= kSparseCount - sparseValues) {
        std::vector<uint32_t> merged;
        merged.reserve(sparse.size() + cells.size());
        size_t i = 0;
        for (size_t j = 0; j < cells.size();) {
            const uint32_t cell = cells[j];
            size_t k = j + 1;
            while (k < cells.size() && cells[k] == cell)
                ++k;
            const auto n = uint32_t(k - j); // ≤ kSparseCount < 2^16, and so is the sum below
            j = k;
            while (i < sparse.size() && entryCell(sparse[i]) < cell)
                merged.push_back(sparse[i++]);
            if (i < sparse.size() && entryCell(sparse[i]) == cell)
                merged.push_back(sparse[i++] + n);
            else
                merged.push_back((cell << 16) | n);
        }
        merged.insert(merged.end(), sparse.begin() + std::ptrdiff_t(i), sparse.end());
        if (merged.size() <= kSparseCells) {
            sparse.assign(merged.begin(), merged.end());
            sparseValues += cells.size();
            return;
        }
    }
    densify();
    for (size_t j = 0; j < cells.size();) {
        size_t k = j + 1;
        while (k < cells.size() && cells[k] == cells[j])
            ++k;
        addCell(cells[j], k - j);
        j = k;
    }
}

void LogLinearHistogram::addAll(const int64_t *v, size_t n)
{
    if (n == 0)
        return;
    if (m_exact && m_values.size() + n <= kExactLimit) {
        m_values.insert(m_values.end(), v, v + n);
        m_count += n;
        return;
    }
    // Past the exact limit at some value: binned, all of them (spill() bins the kept ones).
    if (m_exact)
        spill();
    m_count += n;
    std::vector<uint32_t> pos, neg;
    pos.reserve(n);
    for (size_t i = 0; i < n; ++i) {
        const int64_t x = v[i];
        m_min = std::min(m_min, x);
        m_max = std::max(m_max, x);
        if (x >= 0)
            pos.push_back(Side::cellOf(uint64_t(x)));
        else
            neg.push_back(Side::cellOf(uint64_t(0) - uint64_t(x)));
    }
    m_pos.addCells(pos);
    m_neg.addCells(neg);
}

void LogLinearHistogram::Side::densify()
{
    if (dense)
        return;
    dense = std::make_unique<Dense>();
    for (const uint32_t e : sparse)
        addCell(entryCell(e), entryCount(e));
    sparse.clear();
    sparse.shrink_to_fit();
}

void LogLinearHistogram::Side::addCell(uint32_t cell, uint64_t n)
{
    if (!dense) {
        addSparse(cell, n);
        return;
    }
    uint32_t at = dense->slot[cell >> kSubBits];
    if (at == kNone)
        at = addOctave(cell >> kSubBits);
    dense->cells[(size_t(at) << kSubBits) + (cell & (kSub - 1))] += n;
}

void LogLinearHistogram::mergeSide(Side &dst, const Side &src)
{
    if (!src.dense) {
        for (const uint32_t e : src.sparse)
            dst.addCell(Side::entryCell(e), Side::entryCount(e));
        return;
    }
    dst.densify();
    for (int o = 0; o <= kOctaves; ++o) {
        const uint64_t *p = src.octave(o);
        if (!p)
            continue;
        uint32_t at = dst.dense->slot[size_t(o)];
        if (at == Side::kNone)
            at = dst.addOctave(uint32_t(o));
        uint64_t *q = dst.dense->cells.data() + (size_t(at) << kSubBits);
        for (size_t s = 0; s < size_t(kSub); ++s)
            q[s] += p[s];
    }
}

LogLinearHistogram LogLinearHistogram::tailFrom(int64_t lo, uint64_t inLoBucket, int64_t minValue, uint64_t count) const
{
    LogLinearHistogram r;
    if (m_exact) { // (the caller only asks for more than kExactLimit values, so this is not reached)
        for (int64_t v : m_values)
            if (v >= lo)
                r.add(v);
        return r;
    }
    r.m_exact = false;
    r.m_count = count;
    r.m_min = minValue;
    r.m_max = m_max;
    // Every bucket above lo's as it is here, lo's own with the count the caller knows.
    const uint32_t first = Side::cellOf(uint64_t(lo));
    if (m_pos.dense)
        r.m_pos.densify();
    if (inLoBucket)
        r.m_pos.addCell(first, inLoBucket);
    m_pos.forEachCell(false, [&](uint32_t cell, uint64_t n) {
        if (cell > first)
            r.m_pos.addCell(cell, n);
    });
    return r;
}

bool LogLinearHistogram::fromBuckets(bool exact, const std::vector<std::pair<int64_t, uint64_t>> &buckets,
                                     int64_t minValue, int64_t maxValue, LogLinearHistogram *out, std::string *error)
{
    LogLinearHistogram h;
    uint64_t total = 0;
    for (size_t i = 0; i < buckets.size(); ++i) {
        const auto &[v, n] = buckets[i];
        if (n == 0) {
            *error = "a bucket with a count of 0";
            return false;
        }
        if (i > 0 && (exact ? v <= buckets[i - 1].first : cellKey(v) <= cellKey(buckets[i - 1].first))) {
            *error = "buckets out of order or repeated";
            return false;
        }
        if (__builtin_add_overflow(total, n, &total)) {
            *error = "the bucket counts overflow 64 bits";
            return false;
        }
    }
    if (exact) {
        if (total > kExactLimit) {
            *error = "more exact values than " + std::to_string(kExactLimit);
            return false;
        }
        for (const auto &[v, n] : buckets)
            h.add(v, n);
        *out = std::move(h);
        return true;
    }
    if (total <= kExactLimit) {
        *error = "a binned histogram of " + std::to_string(total) + " values (binning starts above " +
                 std::to_string(kExactLimit) + ")";
        return false;
    }
    if (minValue > maxValue || cellKey(minValue) != cellKey(buckets.front().first) ||
        cellKey(maxValue) != cellKey(buckets.back().first)) {
        *error = "min/max do not fall in the first/last bucket";
        return false;
    }
    h.m_exact = false;
    h.m_count = total;
    for (const auto &[v, n] : buckets)
        h.addBinned(v, n);
    h.m_min = minValue;
    h.m_max = maxValue;
    *out = std::move(h);
    return true;
}

void LogLinearHistogram::spill()
{
    m_exact = false;
    for (int64_t v : m_values)
        addBinned(v);
    m_values.clear();
    m_values.shrink_to_fit();
}

void LogLinearHistogram::merge(const LogLinearHistogram &o)
{
    if (o.m_count == 0)
        return;
    if (o.m_exact) {
        for (int64_t v : o.m_values)
            add(v);
        return;
    }
    if (m_exact)
        spill();
    m_count += o.m_count;
    m_min = std::min(m_min, o.m_min);
    m_max = std::max(m_max, o.m_max);
    mergeSide(m_pos, o.m_pos);
    mergeSide(m_neg, o.m_neg);
}

void LogLinearHistogram::clear()
{
    *this = LogLinearHistogram();
}

bool LogLinearHistogram::noneIn(int64_t lo, int64_t hi) const
{
    if (lo >= hi || m_count == 0)
        return true;
    if (m_exact)
        return std::none_of(m_values.begin(), m_values.end(), [&](int64_t v) { return v >= lo && v < hi; });
    if (hi <= m_min || lo > m_max)
        return true;
    bool none = true;
    forEachBucket([&](int64_t low, int64_t high, uint64_t) {
        // (high is inclusive)
        if (std::max(low, m_min) < hi && std::min(high, m_max) >= lo)
            none = false;
    });
    return none;
}

uint64_t LogLinearHistogram::bucketCountOf(int64_t v) const
{
    const int64_t key = cellKey(v);
    if (m_exact)
        return uint64_t(std::count_if(m_values.begin(), m_values.end(), [&](int64_t x) { return cellKey(x) == key; }));
    uint64_t n = 0;
    forEachBucket([&](int64_t low, int64_t, uint64_t c) {
        if (cellKey(low) == key)
            n = c;
    });
    return n;
}

int64_t LogLinearHistogram::minValue() const
{
    if (m_count == 0)
        return 0;
    if (m_exact)
        return *std::min_element(m_values.begin(), m_values.end());
    return m_min;
}

int64_t LogLinearHistogram::maxValue() const
{
    if (m_count == 0)
        return 0;
    if (m_exact)
        return *std::max_element(m_values.begin(), m_values.end());
    return m_max;
}

int64_t LogLinearHistogram::percentile(double q) const
{
    if (m_count == 0)
        return 0;
    q = std::clamp(q, 0.0, 1.0);
    // Nearest rank: the smallest value with at least ceil(q·n) values ≤ it (rank ≥ 1).
    uint64_t rank = uint64_t(std::ceil(q * double(m_count)));
    rank = std::clamp<uint64_t>(rank, 1, m_count);
    if (m_exact) {
        std::vector<int64_t> v = m_values;
        std::nth_element(v.begin(), v.begin() + ptrdiff_t(rank - 1), v.end());
        return v[rank - 1];
    }
    uint64_t seen = 0;
    int64_t result = m_max;
    bool found = false;
    forEachBucket([&](int64_t lo, int64_t hi, uint64_t c) {
        if (found)
            return;
        seen += c;
        if (seen >= rank) {
            // Bucket midpoint: at most half a bucket (≤ 1/512 relative) from any value in it.
            result = lo + (hi - lo) / 2;
            found = true;
        }
    });
    return std::clamp(result, m_min, m_max);
}

DisplayHistogram makeDisplayHistogram(const LogLinearHistogram &h, int bins, bool logBins, int64_t lowNs,
                                      int64_t highNs)
{
    DisplayHistogram out;
    out.logBins = logBins;
    bins = std::max(1, bins);
    if (highNs <= lowNs)
        highNs = lowNs + 1;
    double lo = double(lowNs), hi = double(highNs);
    if (logBins) {
        lo = std::max(lo, 1.0);
        hi = std::max(hi, lo * 1.0001);
    }
    out.edgesNs.resize(size_t(bins) + 1);
    for (int i = 0; i <= bins; ++i) {
        const double f = double(i) / bins;
        out.edgesNs[size_t(i)] = logBins ? lo * std::pow(hi / lo, f) : lo + (hi - lo) * f;
    }
    out.counts.assign(size_t(bins), 0.0);
    auto binOf = [&](double v) -> int {
        if (v <= lo)
            return 0;
        if (v >= hi)
            return bins - 1;
        const double f = logBins ? std::log(v / lo) / std::log(hi / lo) : (v - lo) / (hi - lo);
        return std::clamp(int(f * bins), 0, bins - 1);
    };
    h.forEachBucket([&](int64_t bLo, int64_t bHi, uint64_t c) {
        // Spread a source bucket [bLo, bHi+1) evenly over the display bins it overlaps.
        const double a = double(bLo), b = double(bHi) + 1.0;
        const int first = binOf(a), last = binOf(b - 0.5);
        if (first == last) {
            out.counts[size_t(first)] += double(c);
            return;
        }
        const double width = b - a;
        for (int i = first; i <= last; ++i) {
            const double l = std::max(a, i == 0 ? -INFINITY : out.edgesNs[size_t(i)]);
            const double r = std::min(b, i == bins - 1 ? INFINITY : out.edgesNs[size_t(i) + 1]);
            if (r > l)
                out.counts[size_t(i)] += double(c) * (r - l) / width;
        }
    });
    return out;
}

bool LogLinearHistogram::sameCounts(const Side &a, const Side &b)
{
    // Cell by cell, whichever mode each side is in (an unused octave counts as zeros).
    std::vector<std::pair<uint32_t, uint64_t>> ca, cb;
    a.forEachCell(false, [&ca](uint32_t cell, uint64_t n) { ca.emplace_back(cell, n); });
    b.forEachCell(false, [&cb](uint32_t cell, uint64_t n) { cb.emplace_back(cell, n); });
    return ca == cb;
}

bool LogLinearHistogram::operator==(const LogLinearHistogram &o) const
{
    if (m_count != o.m_count || m_min != o.m_min || m_max != o.m_max || m_exact != o.m_exact)
        return false;
    if (m_exact) {
        std::vector<int64_t> a = m_values, b = o.m_values;
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        return a == b;
    }
    return sameCounts(m_pos, o.m_pos) && sameCounts(m_neg, o.m_neg);
}

} // namespace jitterscope
