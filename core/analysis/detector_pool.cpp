// DetectorPool: detectors in 2 MiB blocks, each block given back once its detectors all are.
#include "core/analysis/detector_pool.h"
#include "core/base/pages.h"

#include <algorithm>
#include <new>
#include <type_traits>

namespace jitterscope::detail {

DetectorPool::~DetectorPool()
{
    for (void *b : m_blocks)
        unmapHugeBlock(b, kBlockBytes);
}

DetectorPool::Header &DetectorPool::headerOf(void *p)
{
    // The block's start, 2 MiB aligned: p less its offset in the block (pointer arithmetic).
    const size_t offset = reinterpret_cast<uintptr_t>(p) & (kBlockBytes - 1);
    return *reinterpret_cast<Header *>(static_cast<char *>(p) - offset);
}

PayloadDetector *DetectorPool::take()
{
    static_assert(std::is_trivially_destructible_v<PayloadDetector>, "a block goes without running destructors");
    if (!m_current || m_current->handedOut == kPerBlock) {
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
    char *slot =
        reinterpret_cast<char *>(m_current) + kFirstSlot + size_t(m_current->handedOut) * sizeof(PayloadDetector);
    ++m_current->handedOut;
    return new (slot) PayloadDetector();
}

void DetectorPool::give(PayloadDetector *d)
{
    Header &h = headerOf(d);
    ++h.givenBack;
    if (!h.current && h.givenBack == h.handedOut)
        release(h);
}

void DetectorPool::release(Header &h)
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
