// A set of flow ids (AnalysisSnapshot::flows indexes) to test store entries against: empty =
// every flow. Ids are dense, so a bitmap, unless one is huge (a hash set then). Used by the
// views' extractions over the packet store (timeline, I/O graph).
#pragma once

#include <algorithm>
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
        if (maxId < (1u << 24)) {
            m_bits.assign(size_t(maxId) + 1, false);
            for (uint32_t f : flows)
                m_bits[f] = true;
        } else {
            m_set.insert(flows.begin(), flows.end());
        }
    }
    bool operator()(uint32_t id) const
    {
        if (m_all)
            return true;
        if (!m_bits.empty())
            return id < m_bits.size() && m_bits[id];
        return m_set.count(id) != 0;
    }

private:
    bool m_all = true;
    std::vector<bool> m_bits;
    std::unordered_set<uint32_t> m_set;
};

} // namespace jitterscope
