// PacketStore (declared in core/analysis/snapshot.h): the append-only per-packet timeline, in chunks of
// anonymous memory that never move once written.
#include "core/analysis/snapshot.h"

#include <sys/mman.h>

#include <algorithm>
#include <new>
#include <stdexcept>

namespace jitterscope {

// ---- PacketStore -------------------------------------------------------------------------------

namespace {
std::atomic<uint64_t> g_nextSerial { 1 };
}

PacketStore::PacketStore()
    : m_serial(g_nextSerial.fetch_add(1, std::memory_order_relaxed))
{
}

namespace {
static_assert(sizeof(PacketStore::Stored) == 12, "an entry is kept in 12 bytes");
} // namespace

/// A chunk straight from the kernel (zeroed: no escape pieces); `populate`: with its pages
/// faulted in (in one system call, cheaper than a fault per page).
PacketStore::Chunk *PacketStore::allocChunk(bool populate)
{
    void *p = ::mmap(nullptr, sizeof(Chunk), PROT_READ | PROT_WRITE,
                     MAP_PRIVATE | MAP_ANONYMOUS | (populate ? MAP_POPULATE : 0), -1, 0);
    if (p == MAP_FAILED)
        throw std::bad_alloc();
    return static_cast<Chunk *>(p);
}

void PacketStore::freeChunk(Chunk *c)
{
    if (!c)
        return;
    freeEscapes(*c);
    ::munmap(c, sizeof(Chunk));
}

void PacketStore::freeEscapes(Chunk &c)
{
    for (Escape *&piece : c.escapes) {
        delete[] piece;
        piece = nullptr;
    }
}

PacketStore::~PacketStore()
{
    const size_t chunks = (size() + kChunk - 1) >> kChunkBits;
    for (size_t i = first() >> kChunkBits; i < chunks; ++i)
        freeChunk(chunk(i));
    freeChunk(m_spare.load());
}

void PacketStore::pushEscape(Chunk &c, size_t j, const PacketEntry &e)
{
    const uint32_t k = m_chunkEscapes++;
    Escape *&piece = c.escapes[k >> kEscapesPerPieceBits];
    if (!piece)
        piece = new Escape[kEscapesPerPiece];
    piece[k & (kEscapesPerPiece - 1)] = Escape { e.tsNs, e.wireLen };
    c.entries[j] = Stored { k, e.flowId, kEscapeLen };
    m_escapes.store(m_escapes.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
}

bool PacketStore::prepareChunk()
{
    if (m_spare.load(std::memory_order_acquire) != nullptr || full())
        return false;
    // The page faults happen here, not on the writer.
    Chunk *fresh = allocChunk(true);
    Chunk *expected = nullptr;
    if (!m_spare.compare_exchange_strong(expected, fresh, std::memory_order_acq_rel))
        freeChunk(fresh);
    return true;
}

std::shared_ptr<const size_t> PacketStore::pin() const
{
    std::shared_ptr<Pins> pins = m_pins;
    std::lock_guard<std::mutex> lock(pins->mutex);
    // Under the pins' mutex, which releaseBefore() holds while it frees: first() cannot move
    // past this index before it is in the set.
    const size_t at = m_first.load(std::memory_order_acquire);
    pins->at.insert(at);
    return std::shared_ptr<const size_t>(new size_t(at), [pins](const size_t *p) {
        {
            std::lock_guard<std::mutex> l(pins->mutex);
            pins->at.erase(pins->at.find(*p));
        }
        delete p;
    });
}

size_t PacketStore::releaseBefore(size_t upTo)
{
    std::lock_guard<std::mutex> lock(m_pins->mutex);
    if (!m_pins->at.empty())
        upTo = std::min(upTo, *m_pins->at.begin());
    upTo = std::min(upTo, size());
    const size_t from = m_first.load(std::memory_order_relaxed) >> kChunkBits;
    const size_t to = upTo >> kChunkBits;
    for (size_t i = from; i < to; ++i) {
        Chunk *&slot = m_dirs[i >> kPerDirBits][i & (kPerDir - 1)];
        // A released chunk's pages are already faulted in: it becomes the spare if there is none
        // (without its escapes: the next chunk starts with none).
        freeEscapes(*slot);
        Chunk *expected = nullptr;
        if (!m_spare.compare_exchange_strong(expected, slot, std::memory_order_acq_rel))
            freeChunk(slot);
        slot = nullptr;
    }
    if (to > from)
        m_first.store(to << kChunkBits, std::memory_order_release);
    return m_first.load(std::memory_order_relaxed);
}

void PacketStore::addChunk(size_t index)
{
    if (index >= kMaxChunks)
        throw std::length_error("PacketStore: more than 4 Gi packets");
    // (Tried: 2 MiB chunks as transparent huge pages. One fault instead of 512, but on this VM
    // a fresh huge page often has to be faulted in by the host too, and then it costs several
    // times more; 4 KiB pages come from recently freed, already backed memory.)
    Chunk *spare = m_spare.exchange(nullptr, std::memory_order_acq_rel);
    auto &dir = m_dirs[index >> kPerDirBits];
    if (!dir)
        dir.reset(new Chunk *[kPerDir]());
    m_writing = spare ? spare : allocChunk(false);
    m_chunkEscapes = 0;
    dir[index & (kPerDir - 1)] = m_writing;
}

} // namespace jitterscope
