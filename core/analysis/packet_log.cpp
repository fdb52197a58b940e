// PacketLog: the compressed (time, flow) log of an analysis without a timeline.
#include "core/analysis/packet_log.h"
#include "core/base/pages.h"

#include <stdexcept>

namespace jitterscope {

namespace {

uint8_t *allocChunk(bool populate)
{
    return static_cast<uint8_t *>(mapHugeBlock(PacketLog::kChunkBytes, populate));
}

void freeChunk(uint8_t *p)
{
    unmapHugeBlock(p, PacketLog::kChunkBytes);
}

} // namespace

PacketLog::PacketLog()
    : m_chunk(new std::atomic<uint8_t *>[kMaxChunks])
{
}

PacketLog::~PacketLog()
{
    const size_t n = m_chunks.load();
    for (size_t i = 0; i < n; ++i)
        freeChunk(m_chunk[i].load());
    freeChunk(m_spare.load());
}

size_t PacketLog::bytes() const
{
    const size_t n = m_chunks.load(std::memory_order_acquire);
    return n == 0 ? 0 : (n - 1) * kChunkBytes + (kChunkBytes - m_left);
}

bool PacketLog::prepareChunk()
{
    if (m_spare.load(std::memory_order_acquire) != nullptr || m_chunks.load(std::memory_order_acquire) >= kMaxChunks)
        return false;
    uint8_t *fresh = allocChunk(true);
    uint8_t *expected = nullptr;
    if (!m_spare.compare_exchange_strong(expected, fresh, std::memory_order_acq_rel))
        freeChunk(fresh);
    return true;
}

void PacketLog::nextChunk()
{
    const size_t n = m_chunks.load(std::memory_order_relaxed);
    if (n >= kMaxChunks)
        throw std::length_error("PacketLog: more than 32 GiB");
    uint8_t *spare = m_spare.exchange(nullptr, std::memory_order_acq_rel);
    uint8_t *c = spare ? spare : allocChunk(false);
    m_chunk[n].store(c, std::memory_order_relaxed);
    m_chunks.store(n + 1, std::memory_order_release);
    m_at = c;
    m_left = kChunkBytes;
}

namespace {
template<typename T> inline T getVarint(const uint8_t *&p)
{
    uint8_t b = *p++;
    if (b < 0x80)
        return T(b);
    T v = T(b & 0x7F);
    int shift = 7;
    do {
        b = *p++;
        v |= T(b & 0x7F) << shift;
        shift += 7;
    } while (b & 0x80);
    return v;
}
} // namespace

void PacketLog::read(Cursor &c, size_t to, PacketEntry *out) const
{
    if (c.index >= to)
        return;
    const uint8_t *base = m_chunk[c.chunk].load(std::memory_order_relaxed);
    const uint8_t *p = base + c.offset;
    int64_t ts = c.prevTs;
    for (size_t i = c.index; i < to; ++i) {
        if (size_t(p - base) > kChunkBytes - kMaxEntryBytes) {
            base = m_chunk[++c.chunk].load(std::memory_order_relaxed);
            p = base;
        }
        const uint64_t z = getVarint<uint64_t>(p);
        ts = int64_t(uint64_t(ts) + ((z >> 1) ^ (uint64_t(0) - (z & 1))));
        out->tsNs = ts;
        out->flowId = getVarint<uint32_t>(p);
        out->wireLen = 0;
        ++out;
    }
    c.offset = size_t(p - base);
    c.index = to;
    c.prevTs = ts;
}

} // namespace jitterscope
