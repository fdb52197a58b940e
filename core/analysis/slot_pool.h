// Objects of one kind, handed out and given back in about the order they were made (the reading
// thread's per-flow state while a flow decides), in 2 MiB blocks from the kernel.
#pragma once

#include <cstddef>
#include <cstdint>
#include <new>
#include <type_traits>
#include <vector>

namespace jitterscope::detail {

/// Untyped slots of one size in 2 MiB blocks (huge pages where the kernel allows; the first block
/// in small pages, for the thousands of tiny analyses of a fuzz run). Slots are handed out in order
/// and never reused; a block goes back to the kernel once every slot handed out from it is given
/// back and it is no longer the one handed out from. Objects made and given back in about the same
/// order (flows decide in about the order they appear) leave only the blocks still in use mapped:
/// no holes in the heap, and nothing a long-lived neighbour keeps resident.
class SlotBlocks {
public:
    static constexpr size_t kBlockBytes = size_t(2) << 20;
    /// Room the block's header takes (at the start of each block).
    static constexpr size_t kHeaderBytes = 16;
    SlotBlocks(size_t slotBytes, size_t firstSlot, uint32_t perBlock);
    ~SlotBlocks();
    SlotBlocks(const SlotBlocks &) = delete;
    SlotBlocks &operator=(const SlotBlocks &) = delete;
    /// A fresh slot (zeroed memory). Throws std::bad_alloc.
    void *take();
    /// Gives back a slot take() made.
    void give(void *slot);
    /// Blocks mapped now.
    [[nodiscard]] size_t blocks() const { return m_blocks.size(); }

private:
    struct Header {
        uint32_t handedOut = 0, givenBack = 0;
        bool current = true;
    };
    static_assert(sizeof(Header) <= kHeaderBytes);
    static Header &headerOf(void *p);
    void release(Header &h);
    size_t m_slotBytes;
    size_t m_firstSlot;
    uint32_t m_perBlock;
    Header *m_current = nullptr;
    size_t m_blocksMade = 0;
    std::vector<void *> m_blocks; ///< every block still mapped (unordered)
};

/// SlotBlocks of T (trivially destructible: a block goes without running destructors).
template<typename T> class SlotPool {
    static_assert(std::is_trivially_destructible_v<T>, "a block goes without running destructors");
    static constexpr size_t kFirstSlot = (SlotBlocks::kHeaderBytes + alignof(T) - 1) / alignof(T) * alignof(T);

public:
    /// Objects a block holds.
    static constexpr uint32_t perBlock() { return uint32_t((SlotBlocks::kBlockBytes - kFirstSlot) / sizeof(T)); }
    SlotPool()
        : m_slots(sizeof(T), kFirstSlot, perBlock())
    {
    }
    /// A new object, value-initialised.
    T *take() { return new (m_slots.take()) T(); }
    /// Gives back an object take() made.
    void give(T *p) { m_slots.give(p); }
    /// Blocks mapped now (exposed for tests).
    [[nodiscard]] size_t blocks() const { return m_slots.blocks(); }

private:
    SlotBlocks m_slots;
};

} // namespace jitterscope::detail
