// Sequence analysis. Definitions (also in docs/decoders.md):
//  - extended sequence: 16/32-bit numbers are unwrapped to the value nearest the highest seen;
//  - duplicate: an extended number already seen within the window below the highest (older ones
//    cannot be told apart and count as reordered);
//  - reordered: not a duplicate and below the highest number seen before it arrived;
//  - timestamp inversion: a packet whose capture time is earlier than that of some packet with a
//    lower sequence number that arrived before it; the amount is the largest such difference.
//    Exact for in-order packets (every earlier arrival has a lower number, so the running maximum
//    decides); for reordered packets only the last kRecent arrivals are examined.
#include "core/analysis/sequence_analysis.h"

#include "core/base/saturating.h"

#include <algorithm>
#include <limits>

namespace jitterscope {

SequenceAnalysis::SequenceAnalysis(int seqBits)
    : m_bits(seqBits == 16 || seqBits == 32 ? seqBits : 64)
{
}

int64_t SequenceAnalysis::extend(uint64_t seq) const
{
    if (m_bits == 64)
        return int64_t(seq);
    const uint64_t modulus = uint64_t(1) << m_bits;
    const uint64_t mask = modulus - 1;
    int64_t step = int64_t((seq - uint64_t(m_highest)) & mask);
    if (step >= int64_t(modulus / 2))
        step -= int64_t(modulus);
    return satAdd(m_highest, step); // (a 16/32-bit stream cannot get near the ends of int64)
}

bool SequenceAnalysis::testAndSet(int64_t ext)
{
    const uint64_t bit = (uint64_t(ext) - uint64_t(m_base)) & uint64_t(kWindow - 1);
    const size_t index = size_t(bit >> 6);
    if (index >= m_seen.size()) // (doubling: a stream that runs on reaches the 1 024 words in 11 steps)
        m_seen.resize(std::min(size_t(kWindow / 64), std::max(index + 1, 2 * m_seen.size())), 0);
    uint64_t &word = m_seen[index];
    const uint64_t mask = uint64_t(1) << (bit & 63);
    const bool was = (word & mask) != 0;
    word |= mask;
    return was;
}

void SequenceAnalysis::add(uint64_t seq, int64_t captureTsNs)
{
    const bool first = m_received == 0;
    const int64_t ext = first ? int64_t(seq) : extend(seq);
    ++m_received;

    bool duplicate = false;
    bool reordered = false;
    if (first) {
        m_lowest = m_highest = m_base = ext;
        testAndSet(ext);
    } else if (ext > m_highest) {
        // Clear the bits of the numbers the window now slides over (they were numbers ≤ highest − kWindow).
        // Counted by the advance, not by the numbers: a sequence at INT64_MAX must end the loop.
        const int64_t advance = satSub(ext, m_highest);
        if (advance >= kWindow) {
            std::fill(m_seen.begin(), m_seen.end(), 0);
        } else {
            for (int64_t k = 1; k <= advance; ++k) {
                const uint64_t bit = (uint64_t(m_highest) + uint64_t(k) - uint64_t(m_base)) & uint64_t(kWindow - 1);
                if ((bit >> 6) < m_seen.size()) // (a word not there yet is all 0)
                    m_seen[bit >> 6] &= ~(uint64_t(1) << (bit & 63));
            }
        }
        m_highest = ext;
        testAndSet(ext);
    } else if (ext > satSub(m_highest, kWindow)) {
        duplicate = testAndSet(ext);
        reordered = !duplicate && ext < m_highest;
    } else {
        reordered = true; // too old to know whether it is a duplicate
    }
    if (ext < m_lowest)
        m_lowest = ext;
    if (duplicate)
        ++m_duplicates;
    if (reordered)
        ++m_reordered;

    if (!first && !duplicate) {
        int64_t laterBy = 0;
        if (!reordered && ext >= m_highest) {
            // In order: every earlier arrival carries a lower number.
            laterBy = satSub(m_maxTsNs, captureTsNs);
        } else {
            const size_t n = std::min(m_recentCount, kRecent);
            for (size_t i = 0; i < n; ++i) {
                const Arrival &a = m_recent[i];
                if (a.ext < ext)
                    laterBy = std::max(laterBy, satSub(a.tsNs, captureTsNs));
            }
        }
        if (laterBy > 0) {
            ++m_tsInversions;
            m_maxTsInversionNs = std::max(m_maxTsInversionNs, laterBy);
        }
    }

    m_maxTsNs = std::max(m_maxTsNs, captureTsNs);
    if (m_recent.size() < kRecent)
        m_recent.push_back(Arrival { ext, captureTsNs });
    else
        m_recent[m_recentCount % kRecent] = Arrival { ext, captureTsNs };
    ++m_recentCount;
}

SequenceStats SequenceAnalysis::result() const
{
    SequenceStats s;
    s.received = m_received;
    if (m_received == 0)
        return s;
    // The span of a hostile stream can be all of int64: 2^64 numbers, stated as UINT64_MAX.
    const uint64_t span = uint64_t(m_highest) - uint64_t(m_lowest);
    s.expected = span == std::numeric_limits<uint64_t>::max() ? span : span + 1;
    s.duplicates = m_duplicates;
    const int64_t expected = s.expected > uint64_t(std::numeric_limits<int64_t>::max())
                                 ? std::numeric_limits<int64_t>::max()
                                 : int64_t(s.expected);
    s.lost = satSub(expected, int64_t(m_received - m_duplicates));
    s.reordered = m_reordered;
    s.tsInversions = m_tsInversions;
    s.maxTsInversionNs = m_maxTsInversionNs;
    return s;
}

} // namespace jitterscope
