// Bounded single-producer/single-consumer byte ring for captured packets: the pcap callback
// (capture thread) pushes, the writer thread pops. Fixed capacity allocated once; a push that
// does not fit fails (the caller counts the drop) — no allocation, no lock, no blocking.
//
// Records are contiguous (header + data, 8-byte aligned). When a record does not fit before the
// end of the buffer, the producer skips to the start, leaving a pad record (len 0) if a header
// fits there, or nothing (the consumer skips the tail too when less than a header remains).
#pragma once

#include <atomic>
#include <cstdint>
#include <cstring>
#include <memory>

namespace jitterscope {

struct CaptureRecordHeader {
    uint32_t len = 0; ///< whole record in bytes (multiple of 8); 0 = pad to the end of the buffer
    uint32_t capLen = 0;
    uint32_t wireLen = 0;
    uint32_t reserved = 0;
    int64_t tsNs = 0; ///< capture timestamp, ns since the epoch
    int64_t deliveryNs = 0; ///< userspace delivery time (CLOCK_REALTIME in the callback)
};

// The padding is the point: producer and consumer indices on cache lines of their own, so the two
// threads do not share a line (false sharing).
class CaptureRing { // NOLINT(clang-analyzer-optin.performance.Padding)
public:
    /// capacityBytes is rounded up to a power of two (>= 64 KiB).
    explicit CaptureRing(size_t capacityBytes)
    {
        size_t c = 1 << 16;
        while (c < capacityBytes)
            c <<= 1;
        m_cap = c;
        m_buf.reset(new uint8_t[c]);
    }
    [[nodiscard]] size_t capacity() const { return m_cap; }

    /// Producer thread only. False when full (nothing written).
    bool push(const CaptureRecordHeader &h, const uint8_t *data)
    {
        const size_t need = (sizeof(CaptureRecordHeader) + h.capLen + 7) & ~size_t(7);
        if (need > m_cap / 2)
            return false;
        const uint64_t w = m_write.load(std::memory_order_relaxed);
        const uint64_t r = m_read.load(std::memory_order_acquire);
        const size_t off = size_t(w & (m_cap - 1));
        const size_t tail = m_cap - off;
        const size_t skip = tail < need ? tail : 0;
        if (w + skip + need - r > m_cap)
            return false;
        if (skip && tail >= sizeof(CaptureRecordHeader)) {
            CaptureRecordHeader pad;
            std::memcpy(m_buf.get() + off, &pad, sizeof pad);
        }
        uint8_t *p = m_buf.get() + ((w + skip) & (m_cap - 1));
        CaptureRecordHeader hh = h;
        hh.len = uint32_t(need);
        std::memcpy(p, &hh, sizeof hh);
        std::memcpy(p + sizeof hh, data, h.capLen);
        m_write.store(w + skip + need, std::memory_order_release);
        return true;
    }

    /// Consumer thread only. Calls fn(header, data) for every record available now; returns the
    /// number of records. Records are released after fn returns.
    template<typename Fn> size_t drain(Fn &&fn, size_t maxRecords = SIZE_MAX)
    {
        size_t n = 0;
        uint64_t r = m_read.load(std::memory_order_relaxed);
        const uint64_t w = m_write.load(std::memory_order_acquire);
        while (r < w && n < maxRecords) {
            const size_t off = size_t(r & (m_cap - 1));
            const size_t tail = m_cap - off;
            if (tail < sizeof(CaptureRecordHeader)) {
                r += tail;
                continue;
            }
            CaptureRecordHeader h;
            std::memcpy(&h, m_buf.get() + off, sizeof h);
            if (h.len == 0) {
                r += tail;
                continue;
            }
            fn(h, m_buf.get() + off + sizeof h);
            r += h.len;
            ++n;
            m_read.store(r, std::memory_order_release);
        }
        m_read.store(r, std::memory_order_release);
        return n;
    }

    [[nodiscard]] bool empty() const
    {
        return m_read.load(std::memory_order_acquire) == m_write.load(std::memory_order_acquire);
    }

private:
    size_t m_cap = 0;
    std::unique_ptr<uint8_t[]> m_buf;
    alignas(64) std::atomic<uint64_t> m_write { 0 };
    alignas(64) std::atomic<uint64_t> m_read { 0 };
};

} // namespace jitterscope
