// Flow keys to dense ids (0, 1, 2, … in order of first appearance): open addressing with linear
// probing, the key stored in its slot, so a lookup of one of 100 000 flows costs about one cache
// miss (std::unordered_map's bucket array, node and chain cost two or three). The table doubles
// before it is half full; ids and keys are never removed.
#pragma once

#include "core/decode/flow_key.h"

#include <cstdint>
#include <vector>

namespace jitterscope {

class FlowKeyTable {
public:
    static constexpr uint32_t kNone = UINT32_MAX;

    /// The id of `key`, or kNone.
    [[nodiscard]] uint32_t find(const FlowKey &key) const
    {
        if (m_slots.empty())
            return kNone;
        const uint64_t h = FlowKeyHash {}(key);
        for (size_t i = h & m_mask;; i = (i + 1) & m_mask) {
            const Slot &s = m_slots[i];
            if (s.id == kNone)
                return kNone;
            if (s.tag == uint32_t(h >> 32) && s.key == key)
                return s.id;
        }
    }
    /// Prefetches the slot where a lookup of `key` starts (a slot may straddle two cache lines).
    void prefetch(const FlowKey &key) const
    {
        if (m_slots.empty())
            return;
        const Slot *s = &m_slots[FlowKeyHash {}(key)&m_mask];
        __builtin_prefetch(s);
        __builtin_prefetch(reinterpret_cast<const char *>(s) + sizeof(Slot) - 1);
    }
    /// Adds `key` (not present) with id `id`.
    void insert(const FlowKey &key, uint32_t id)
    {
        if ((m_size + 1) * 2 > m_slots.size())
            grow();
        place(key, FlowKeyHash {}(key), id);
        ++m_size;
    }
    [[nodiscard]] size_t size() const { return m_size; }

private:
    struct Slot {
        FlowKey key {};
        uint32_t tag = 0; ///< the hash's high half: most mismatches are told without comparing keys
        uint32_t id = kNone;
    };
    void place(const FlowKey &key, uint64_t h, uint32_t id)
    {
        size_t i = h & m_mask;
        while (m_slots[i].id != kNone)
            i = (i + 1) & m_mask;
        m_slots[i].key = key;
        m_slots[i].tag = uint32_t(h >> 32);
        m_slots[i].id = id;
    }
    void grow()
    {
        std::vector<Slot> old;
        old.swap(m_slots);
        m_slots.resize(old.empty() ? 64 : old.size() * 2);
        m_mask = m_slots.size() - 1;
        for (const Slot &s : old)
            if (s.id != kNone)
                place(s.key, FlowKeyHash {}(s.key), s.id);
    }
    std::vector<Slot> m_slots;
    size_t m_mask = 0;
    size_t m_size = 0;
};

} // namespace jitterscope
