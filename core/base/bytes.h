// Byte order and small CPU helpers shared by every wing: the one place that knows how to load and
// store 16/32/64-bit fields in either byte order. Header-only, no allocation, safe on unaligned
// pointers (memcpy, which the compiler turns into a plain load).
#pragma once

#include <cstdint>
#include <cstring>
#include <vector>

namespace jitterscope {

constexpr bool kHostBigEndian = __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__;

/// Loads in host order, byte-swapped when Swap is true (a file section of the other byte order).
template<bool Swap> inline uint16_t load16(const uint8_t *p)
{
    uint16_t v;
    std::memcpy(&v, p, 2);
    if constexpr (Swap)
        v = __builtin_bswap16(v);
    return v;
}

template<bool Swap> inline uint32_t load32(const uint8_t *p)
{
    uint32_t v;
    std::memcpy(&v, p, 4);
    if constexpr (Swap)
        v = __builtin_bswap32(v);
    return v;
}

template<bool Swap> inline uint64_t load64(const uint8_t *p)
{
    uint64_t v;
    std::memcpy(&v, p, 8);
    if constexpr (Swap)
        v = __builtin_bswap64(v);
    return v;
}

inline uint16_t load16(const uint8_t *p, bool swap)
{
    return swap ? load16<true>(p) : load16<false>(p);
}
inline uint32_t load32(const uint8_t *p, bool swap)
{
    return swap ? load32<true>(p) : load32<false>(p);
}
inline uint64_t load64(const uint8_t *p, bool swap)
{
    return swap ? load64<true>(p) : load64<false>(p);
}

/// Fixed byte orders: little-endian (our custom records), big-endian (network byte order).
inline uint16_t loadLe16(const uint8_t *p)
{
    return load16<kHostBigEndian>(p);
}
inline uint32_t loadLe32(const uint8_t *p)
{
    return load32<kHostBigEndian>(p);
}
inline uint64_t loadLe64(const uint8_t *p)
{
    return load64<kHostBigEndian>(p);
}
inline uint16_t loadBe16(const uint8_t *p)
{
    return load16<!kHostBigEndian>(p);
}
inline uint32_t loadBe32(const uint8_t *p)
{
    return load32<!kHostBigEndian>(p);
}
inline uint64_t loadBe64(const uint8_t *p)
{
    return load64<!kHostBigEndian>(p);
}

/// Host-order value as stored in a buffer of the given order (swap = other byte order than host).
inline uint16_t swapIf(uint16_t v, bool swap)
{
    return swap ? __builtin_bswap16(v) : v;
}
inline uint32_t swapIf(uint32_t v, bool swap)
{
    return swap ? __builtin_bswap32(v) : v;
}
inline uint64_t swapIf(uint64_t v, bool swap)
{
    return swap ? __builtin_bswap64(v) : v;
}

inline void storeBe16(uint8_t *p, uint16_t v)
{
    v = swapIf(v, !kHostBigEndian);
    std::memcpy(p, &v, 2);
}
inline void storeBe32(uint8_t *p, uint32_t v)
{
    v = swapIf(v, !kHostBigEndian);
    std::memcpy(p, &v, 4);
}
inline void storeBe64(uint8_t *p, uint64_t v)
{
    v = swapIf(v, !kHostBigEndian);
    std::memcpy(p, &v, 8);
}
inline void storeLe16(uint8_t *p, uint16_t v)
{
    v = swapIf(v, kHostBigEndian);
    std::memcpy(p, &v, 2);
}
inline void storeLe32(uint8_t *p, uint32_t v)
{
    v = swapIf(v, kHostBigEndian);
    std::memcpy(p, &v, 4);
}
inline void storeLe64(uint8_t *p, uint64_t v)
{
    v = swapIf(v, kHostBigEndian);
    std::memcpy(p, &v, 8);
}

/// Appends a fixed-order value to a growing buffer (record encoders).
template<typename T> inline void appendRaw(std::vector<uint8_t> &b, T v)
{
    const size_t at = b.size();
    b.resize(at + sizeof(T));
    std::memcpy(b.data() + at, &v, sizeof(T));
}
inline void appendLe16(std::vector<uint8_t> &b, uint16_t v)
{
    appendRaw(b, swapIf(v, kHostBigEndian));
}
inline void appendLe32(std::vector<uint8_t> &b, uint32_t v)
{
    appendRaw(b, swapIf(v, kHostBigEndian));
}
inline void appendLe64(std::vector<uint8_t> &b, uint64_t v)
{
    appendRaw(b, swapIf(v, kHostBigEndian));
}
inline void appendBe16(std::vector<uint8_t> &b, uint16_t v)
{
    appendRaw(b, swapIf(v, !kHostBigEndian));
}
inline void appendBe32(std::vector<uint8_t> &b, uint32_t v)
{
    appendRaw(b, swapIf(v, !kHostBigEndian));
}

/// Busy-wait hint for short spins on another thread's progress.
inline void cpuRelax()
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    asm volatile("yield");
#endif
}

} // namespace jitterscope
