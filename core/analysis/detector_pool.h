// The payload detectors of the flows still deciding (Analyzer::Impl's reading thread).
#pragma once

#include "core/decode/payload_decode.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace jitterscope::detail {

/// The payload detectors of the flows still deciding (reading thread), in 2 MiB blocks from the
/// kernel (huge pages where it allows): 100 000 flows decide at once early in a trace, and their
/// detectors from the heap were 100 000 allocations and ~10 000 page faults on the reading thread.
/// Slots are handed out in order and never reused; a block goes back to the kernel once every slot
/// handed out from it is given back (flows decide in about the order they appear), so what stays is
/// about the detectors still deciding — at worst every detector ever made, as when they lived in
/// the flow states.
class DetectorPool {
public:
    DetectorPool() = default;
    ~DetectorPool();
    DetectorPool(const DetectorPool &) = delete;
    DetectorPool &operator=(const DetectorPool &) = delete;
    /// A new detector (as default-constructed).
    PayloadDetector *take();
    /// Gives back a detector take() made.
    void give(PayloadDetector *d);
    /// Blocks mapped now (exposed for tests).
    [[nodiscard]] size_t blocks() const { return m_blocks.size(); }
    /// Detectors a block holds.
    static constexpr uint32_t perBlock() { return kPerBlock; }

private:
    static constexpr size_t kBlockBytes = size_t(2) << 20;
    struct Header {
        uint32_t handedOut = 0, givenBack = 0;
        bool current = true;
    };
    static constexpr size_t kFirstSlot =
        (sizeof(Header) + alignof(PayloadDetector) - 1) / alignof(PayloadDetector) * alignof(PayloadDetector);
    static constexpr uint32_t kPerBlock = uint32_t((kBlockBytes - kFirstSlot) / sizeof(PayloadDetector));
    static Header &headerOf(void *p);
    void release(Header &h);
    Header *m_current = nullptr;
    size_t m_blocksMade = 0;
    std::vector<void *> m_blocks; ///< every block still mapped (unordered)
};

} // namespace jitterscope::detail
