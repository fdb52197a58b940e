// FlowKeyTable's storage: calloc'd below 2 MiB, huge pages from there on.
#include "core/decode/flow_key_table.h"
#include "core/base/pages.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>

namespace jitterscope {

namespace {
constexpr size_t kHugeBytes = size_t(2) << 20;

size_t bytesFor(size_t slots, size_t slotSize)
{
    const size_t bytes = slots * slotSize;
    return bytes >= kHugeBytes ? (bytes + kHugeBytes - 1) / kHugeBytes * kHugeBytes : bytes;
}
} // namespace

FlowKeyTable::FlowKeyTable()
    : m_seed(randomHashSeed())
{
}

size_t FlowKeyTable::longestRun() const
{
    size_t longest = 0, run = 0;
    // Twice round: a run may wrap from the last slot to the first.
    for (size_t i = 0; i < 2 * m_capacity; ++i) {
        run = m_slots[i & m_mask].idPlus1 != 0 ? run + 1 : 0;
        longest = std::max(longest, std::min(run, m_capacity));
    }
    return longest;
}

FlowKeyTable::~FlowKeyTable()
{
    release(m_slots, m_capacity);
}

FlowKeyTable::Slot *FlowKeyTable::allocate(size_t slots)
{
    const size_t bytes = bytesFor(slots, sizeof(Slot));
    void *p = bytes >= kHugeBytes ? mapHugeBlock(bytes, false) : std::aligned_alloc(alignof(Slot), bytes);
    if (!p)
        throw std::bad_alloc();
    if (bytes < kHugeBytes)
        std::memset(p, 0, bytes); // (mapped blocks come zeroed)
    return static_cast<Slot *>(p);
}

void FlowKeyTable::release(Slot *p, size_t slots)
{
    if (!p)
        return;
    const size_t bytes = bytesFor(slots, sizeof(Slot));
    if (bytes >= kHugeBytes)
        unmapHugeBlock(p, bytes);
    else
        std::free(p);
}

void FlowKeyTable::grow()
{
    Slot *old = m_slots;
    const size_t oldCapacity = m_capacity;
    const size_t capacity = oldCapacity == 0 ? 64 : oldCapacity * 2;
    m_slots = allocate(capacity); // (throws before anything changed)
    m_capacity = capacity;
    m_mask = capacity - 1;
    for (size_t i = 0; i < oldCapacity; ++i)
        if (old[i].idPlus1 != 0)
            place(old[i].key, hash(old[i].key), old[i].idPlus1 - 1);
    release(old, oldCapacity);
}

} // namespace jitterscope
