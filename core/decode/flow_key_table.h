// Flow keys to dense ids (0, 1, 2, … in order of first appearance): open addressing with linear
// probing, the key stored in its slot, so a lookup of one of 100 000 flows costs about one cache
// miss (std::unordered_map's bucket array, node and chain cost two or three). A slot is one cache
// line; a table of 2 MiB or more lives in huge pages (core/base/pages.h: with 4 KiB pages each
// lookup among 100 000 flows was also a TLB miss). The table doubles before it is half full; ids
// and keys are never removed. Its hash is keyed by a random seed of each table (FlowKeyHash::keyed):
// where a key lands cannot be known from the file, only its id (the order of first appearance) is
// what callers see.
#pragma once

#include "core/decode/flow_key.h"

#include <cstddef>
#include <cstdint>

namespace jitterscope {

class FlowKeyTable {
public:
    static constexpr uint32_t kNone = UINT32_MAX;

    FlowKeyTable();
    ~FlowKeyTable();
    FlowKeyTable(const FlowKeyTable &) = delete;
    FlowKeyTable &operator=(const FlowKeyTable &) = delete;

    /// The id of `key`, or kNone.
    [[nodiscard]] uint32_t find(const FlowKey &key) const
    {
        if (!m_slots)
            return kNone;
        const uint64_t h = hash(key);
        for (size_t i = h & m_mask;; i = (i + 1) & m_mask) {
            const Slot &s = m_slots[i];
            if (s.idPlus1 == 0)
                return kNone;
            if (s.tag == uint32_t(h >> 32) && s.key == key)
                return s.idPlus1 - 1;
        }
    }
    /// Prefetches the slot where a lookup of `key` starts.
    void prefetch(const FlowKey &key) const
    {
        if (m_slots)
            __builtin_prefetch(&m_slots[hash(key) & m_mask]);
    }
    /// Adds `key` (not present) with id `id` (< kNone).
    void insert(const FlowKey &key, uint32_t id)
    {
        if ((m_size + 1) * 2 > m_capacity)
            grow();
        place(key, hash(key), id);
        ++m_size;
    }
    [[nodiscard]] size_t size() const { return m_size; }
    /// The longest run of occupied slots (what a lookup may have to walk; exposed for tests).
    [[nodiscard]] size_t longestRun() const;

private:
    /// One cache line. All-zero bytes are an empty slot (fresh pages need no initialising).
    struct alignas(64) Slot {
        FlowKey key;
        uint32_t tag; ///< the hash's high half: most mismatches are told without comparing keys
        uint32_t idPlus1; ///< 0: empty
    };
    void place(const FlowKey &key, uint64_t h, uint32_t id)
    {
        size_t i = h & m_mask;
        while (m_slots[i].idPlus1 != 0)
            i = (i + 1) & m_mask;
        m_slots[i].key = key;
        m_slots[i].tag = uint32_t(h >> 32);
        m_slots[i].idPlus1 = id + 1;
    }
    [[nodiscard]] uint64_t hash(const FlowKey &key) const { return FlowKeyHash::keyed(key, m_seed); }
    void grow();
    static Slot *allocate(size_t slots);
    static void release(Slot *p, size_t slots);
    Slot *m_slots = nullptr;
    size_t m_capacity = 0;
    size_t m_mask = 0;
    size_t m_size = 0;
    uint64_t m_seed; ///< random, per table
};

} // namespace jitterscope
