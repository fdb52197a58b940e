// SlotBlocks: slots in 2 MiB blocks, each block given back once its slots all are.
#include "core/analysis/slot_pool.h"
#include "core/base/pages.h"

#include <algorithm>

namespace jitterscope::detail {

SlotBlocks::SlotBlocks(size_t slotBytes, size_t firstSlot, uint32_t perBlock)
    : m_slotBytes(slotBytes)
    , m_firstSlot(firstSlot)
    , m_perBlock(perBlock)
{
}

SlotBlocks::~SlotBlocks()
{
    for (void *b : m_blocks)
        unmapHugeBlock(b, kBlockBytes);
}

SlotBlocks::Header &SlotBlocks::headerOf(void *p)
{
    // The block's start, 2 MiB aligned: p less its offset in the block (pointer arithmetic).
    const size_t offset = reinterpret_cast<uintptr_t>(p) & (kBlockBytes - 1);
    return *reinterpret_cast<Header *>(static_cast<char *>(p) - offset);
}

void *SlotBlocks::take()
{
    if (!m_current || m_current->handedOut == m_perBlock) {
        if (m_current) {
            Header &full = *m_current;
            m_current = nullptr;
            full.current = false;
            if (full.givenBack == full.handedOut)
                release(full);
        }
        // The first block of an analysis in small pages (mapHugeBlock: a fuzz run's tiny analyses).
        void *b = mapHugeBlock(kBlockBytes, false, m_blocksMade > 0);
        ++m_blocksMade;
        try {
            m_blocks.push_back(b);
        } catch (...) {
            unmapHugeBlock(b, kBlockBytes);
            throw;
        }
        m_current = new (b) Header();
    }
    char *slot = reinterpret_cast<char *>(m_current) + m_firstSlot + size_t(m_current->handedOut) * m_slotBytes;
    ++m_current->handedOut;
    return slot;
}

void SlotBlocks::give(void *slot)
{
    Header &h = headerOf(slot);
    ++h.givenBack;
    if (!h.current && h.givenBack == h.handedOut)
        release(h);
}

void SlotBlocks::release(Header &h)
{
    void *b = &h;
    const auto it = std::find(m_blocks.begin(), m_blocks.end(), b);
    if (it != m_blocks.end()) {
        *it = m_blocks.back();
        m_blocks.pop_back();
    }
    unmapHugeBlock(b, kBlockBytes);
}

} // namespace jitterscope::detail
