// Large blocks of memory straight from the kernel, aligned to 2 MiB so that the kernel may back
// them with transparent huge pages: one page fault for 2 MiB instead of 512. On the development VM
// each fresh 4 KiB page costs several microseconds the first time it is written (the hypervisor
// fills in its own page table), which made the analysis's per-packet memory a third of its time.
#pragma once

#include <cstddef>
#include <vector>

namespace jitterscope {

/// `bytes` (a multiple of 2 MiB) of zeroed memory, 2 MiB aligned, advised as huge pages (unless
/// `huge` is false: the first block of a structure that may stay small — a huge page is 2 MiB
/// zeroed at its first touch, too much for the thousands of tiny analyses of a fuzz run);
/// `populate`: written once a page now (by the calling thread) rather than on first use.
/// Throws std::bad_alloc.
[[nodiscard]] void *mapHugeBlock(size_t bytes, bool populate, bool huge = true);
/// Advises the whole 2 MiB pages inside [p, p + bytes) as huge pages: for a large buffer from
/// the heap allocator (an std::vector of a few hundred thousand entries) about to be written for
/// the first time. Below 4 MiB, or where the kernel says no, nothing changes.
void adviseHugePages(void *p, size_t bytes);
/// v.reserve(n), its storage advised into huge pages: for a large vector written for the first
/// time (the flows' summaries, pass results and mergeable entries).
template<typename T> void reserveInHugePages(std::vector<T> &v, size_t n)
{
    v.reserve(n);
    adviseHugePages(v.data(), n * sizeof(T));
}
/// Has the kernel back the whole pages inside [p, p + bytes) with memory now, as a write would,
/// without changing what any page holds (MADV_POPULATE_WRITE, Linux 5.14): on another thread,
/// a buffer's fresh pages are faulted in while this one writes into its first part. Returns false
/// where the kernel cannot (older kernels; nothing changes then).
bool populateForWrite(void *p, size_t bytes);
/// Returns a block of mapHugeBlock(bytes) (null: nothing).
void unmapHugeBlock(void *p, size_t bytes);
/// Gives the heap allocator's free pages back to the kernel (glibc: malloc_trim, every arena;
/// elsewhere nothing). Memory freed on one thread stays resident in the arena of the thread that
/// allocated it until that arena reuses it: before a phase that allocates on other threads, and
/// when a big structure has gone, this lowers the process' resident size. Takes a few ms.
void releaseFreeHeap();

} // namespace jitterscope
