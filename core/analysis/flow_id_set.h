// A set of flow ids (AnalysisSnapshot::flows indexes) to test store entries against: empty =
// every flow. Ids are dense, so a bitmap, unless one is huge (a hash set then); one id (the usual
// selection) is compared directly. Used by the views' extractions over the packet store
// (timeline, I/O graph).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <unordered_set>
#include <vector>

namespace jitterscope {

class FlowIdSet {
public:
    explicit FlowIdSet(const std::vector<uint32_t> &flows)
    {
        if (flows.empty())
            return;
        m_all = false;
        const uint32_t maxId = *std::max_element(flows.begin(), flows.end());
        const uint32_t minId = *std::min_element(flows.begin(), flows.end());
        if (minId == maxId) {
            m_single = true;
            m_id = minId;
        } else if (maxId < (1u << 24)) {
            m_words.assign(size_t(maxId) / 64 + 1, 0);
            for (uint32_t f : flows)
                m_words[f / 64] |= uint64_t(1) << (f % 64);
        } else {
            m_set.insert(flows.begin(), flows.end());
        }
    }
    bool operator()(uint32_t id) const
    {
        if (m_all)
            return true;
        if (m_single)
            return id == m_id;
        if (!m_words.empty())
            return id / 64 < m_words.size() && (m_words[id / 64] >> (id % 64) & 1) != 0;
        return m_set.count(id) != 0;
    }
    /// Whether any of the n entries p[0..n) (anything with a uint32_t flowId) is in the set: the
    /// same as testing each, in a tight loop without an early exit (a block of the store that
    /// holds none of the selected flows — most of them, with one flow among 100 000 interleaved
    /// ones — is looked at ~10× faster than entry by entry).
    template<typename Entry> [[nodiscard]] bool anyIn(const Entry *p, size_t n) const
    {
        if (m_all)
            return n > 0;
        if (m_single) {
            bool any = false;
            for (size_t k = 0; k < n; ++k)
                any |= p[k].flowId == m_id;
            return any;
        }
        if (!m_words.empty()) {
            const uint64_t *const words = m_words.data();
            const size_t nWords = m_words.size();
            uint64_t any = 0;
            for (size_t k = 0; k < n; ++k) {
                const uint32_t f = p[k].flowId;
                const size_t w = f / 64; // past the bitmap: not in the set
                any |= (w < nWords ? words[w] : 0) >> (f % 64); // bit 0: f's
            }
            return (any & 1) != 0;
        }
        for (size_t k = 0; k < n; ++k)
            if (m_set.count(p[k].flowId) != 0)
                return true;
        return false;
    }

private:
    bool m_all = true;
    bool m_single = false;
    uint32_t m_id = 0;
    std::vector<uint64_t> m_words;
    std::unordered_set<uint32_t> m_set;
};

} // namespace jitterscope
