#include "core/base/pages.h"

#include <sys/mman.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <cstdint>
#include <new>

namespace jitterscope {

namespace {
constexpr size_t kHuge = size_t(2) << 20;
}

void *mapHugeBlock(size_t bytes, bool populate, bool huge)
{
    void *p = ::mmap(nullptr, bytes + kHuge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        throw std::bad_alloc();
    // Keep the aligned part, give back the rest (pointer arithmetic on the mapping itself).
    auto *raw = static_cast<char *>(p);
    const size_t misalign = reinterpret_cast<uintptr_t>(raw) & (kHuge - 1);
    const size_t head = misalign ? kHuge - misalign : 0;
    char *block = raw + head;
    if (head)
        ::munmap(raw, head);
    if (const size_t tail = kHuge - head)
        ::munmap(block + bytes, tail);
#ifdef MADV_HUGEPAGE
    if (huge)
        ::madvise(block, bytes, MADV_HUGEPAGE);
#endif
    if (populate)
        for (size_t i = 0; i < bytes; i += 4096)
            static_cast<volatile char *>(block)[i] = 0;
    return block;
}

void adviseHugePages(void *p, size_t bytes)
{
#ifdef MADV_HUGEPAGE
    if (!p || bytes < 2 * kHuge)
        return;
    const uintptr_t begin = (reinterpret_cast<uintptr_t>(p) + kHuge - 1) & ~uintptr_t(kHuge - 1);
    const uintptr_t end = (reinterpret_cast<uintptr_t>(p) + bytes) & ~uintptr_t(kHuge - 1);
    if (end > begin)
        ::madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE); // NOLINT(performance-no-int-to-ptr)
#else
    (void)p;
    (void)bytes;
#endif
}

bool populateForWrite(void *p, size_t bytes)
{
    constexpr int kPopulateWrite = 23; // MADV_POPULATE_WRITE (glibc 2.36 headers lack it)
    constexpr uintptr_t kPage = 4096;
    const uintptr_t begin = (reinterpret_cast<uintptr_t>(p) + kPage - 1) & ~(kPage - 1);
    const uintptr_t end = (reinterpret_cast<uintptr_t>(p) + bytes) & ~(kPage - 1);
    if (!p || end <= begin)
        return true;
    char *const first = static_cast<char *>(p) + (begin - reinterpret_cast<uintptr_t>(p));
    return ::madvise(first, end - begin, kPopulateWrite) == 0;
}

void unmapHugeBlock(void *p, size_t bytes)
{
    if (p)
        ::munmap(p, bytes);
}

void releaseFreeHeap()
{
#if defined(__GLIBC__)
    ::malloc_trim(0);
#endif
}

} // namespace jitterscope
