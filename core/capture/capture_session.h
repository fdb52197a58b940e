// Live capture session of the privileged helper (jitterscope-capture): libpcap on its own
// thread → bounded SPSC ring → writer (the thread that calls run()) → pcapng stream(s) with EPBs
// (+ delivery-time option), periodic ISBs, Jitterscope stats / softnet / session custom blocks
// (capture_format.h). Not a QObject; no Qt.
//
// Threads: open() and run() on one thread (the "writer" thread); run() starts and joins the
// capture thread. stop() is safe from any thread and from a signal handler (it only stores an
// atomic; the writer thread then calls pcap_breakloop, and the capture thread's read timeout —
// 100 ms in immediate mode, kBlockModeTimeoutMs in block mode — bounds the wait).
// Fidelity: open() collects the metadata (the HZ measurement takes ~200 ms) before it activates
// the handle, so that the kernel ring fills only once run() is about to read it.
#pragma once

#include "core/capture/capture_options.h"
#include "core/capture/ring_files.h"
#include "core/trace/session_records.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace jitterscope {

struct CaptureConfig {
    std::string interface; ///< required
    std::string filter; ///< BPF, empty = everything
    int snapLen = kAnalysisSnapLen; ///< 1..kMaxSnapLen; with bufferBytes it picks immediate or block mode
    int bufferBytes = kDefaultBufferKiB << 10; ///< kernel ring (pcap_set_buffer_size)
    std::string tstampType; ///< pcap_tstamp_type_name_to_val name; empty = libpcap default
    int softnetHz = 20; ///< 10..100
    int64_t durationNs = 0; ///< 0 = until stop()
    uint64_t count = 0; ///< 0 = unlimited
    std::vector<std::string> outputs; ///< paths, "-" = stdout
    bool allowNoOutput = false; ///< no outputs is fine: the packets only go to onPacket (metrics)
    RingOptions ring; ///< -b: the file output becomes a ring of files (not stdout)
    size_t queueBytes = 32u << 20; ///< helper queue (capture → writer)
    int64_t flushIntervalNs =
        40'000'000; ///< outputs are flushed at least this often: 25 Hz live views, <= 1 s for kill -9
    int64_t statsIntervalNs = 1'000'000'000; ///< ISB + stats block period
    std::string softnetPath = "/proc/net/softnet_stat"; ///< tests may point elsewhere
    /// --kernel-events: record napi:napi_poll and NET_RX softirq entry/exit (KernelEventsRecorder)
    /// into kernel-events blocks. Unavailable (no tracefs, no rights): the packets are captured
    /// anyway and kernelEventsDiagnostic() says why.
    bool kernelEvents = false;
    std::vector<std::string> tracefsDirs; ///< empty = tracefsCandidates(); tests may point elsewhere
};

/// Why open() or run() failed; the helper's exit code follows it.
enum class CaptureFailure { None, Usage, Permission, NoDevice, Filter, Output, Pcap };

/// One capturable interface.
/// pcap_findalldevs + pcap_list_tstamp_types (no capture rights needed for the names).
[[nodiscard]] std::vector<CaptureInterfaceInfo> listCaptureInterfaces(std::string *error);

/// Session metadata for the SHB/IDB options and the session block: kernel release (uname), HZ
/// and how it was learned (hz_detect), netdev_budget and netdev_budget_usecs (/proc/sys/net/core).
[[nodiscard]] SessionMetadata collectSystemMetadata(bool measureHz = true);

/// The NIC's interrupt coalescing as `ethtool -c` shows it (ETHTOOL_GCOALESCE, read-only, no
/// privileges needed on most drivers): keys coalesce_rx_usecs, coalesce_rx_frames,
/// coalesce_adaptive_rx, coalesce_rx_usecs_irq, coalesce_rx_frames_irq; or coalesce =
/// "unavailable: <reason>" (e.g. lo and most virtual devices do not support it).
void addCoalescingMetadata(const std::string &interface, SessionMetadata &out);

class CaptureSession {
public:
    CaptureSession();
    ~CaptureSession();
    CaptureSession(const CaptureSession &) = delete;
    CaptureSession &operator=(const CaptureSession &) = delete;

    /// Validates the config, collects the session metadata, opens and activates the pcap handle
    /// (immediate mode when usesImmediateMode(), else block mode), compiles and sets the filter,
    /// opens the outputs and writes SHB, IDB and the session block. Call run() right after. On failure *error holds a
    /// message for the user and failure() says why.
    [[nodiscard]] bool open(const CaptureConfig &config, std::string *error);
    /// Captures until the duration or count is reached, stop() is called, or an output fails.
    /// Writes the final ISB/stats/softnet blocks, flushes and closes. False on output or pcap
    /// errors (*error set); the file is still complete up to that point.
    [[nodiscard]] bool run(std::string *error);
    void stop() { m_stop.store(true, std::memory_order_relaxed); }
    [[nodiscard]] CaptureFailure failure() const { return m_failure; }
    /// Latest counters (writer thread's view; refreshed every stats interval and at the end).
    [[nodiscard]] CaptureCounters counters() const { return m_counters; }
    [[nodiscard]] const SessionMetadata &metadata() const { return m_meta; }
    /// With kernelEvents: empty when they are recorded, else why not and how to grant it.
    [[nodiscard]] const std::string &kernelEventsDiagnostic() const { return m_kernelEventsDiagnostic; }
    /// Kernel events written so far (napi polls, NET_RX edges) and records the kernel lost.
    struct KernelEventCounts {
        uint64_t polls = 0, netRx = 0, lost = 0, blocks = 0;
    };
    [[nodiscard]] KernelEventCounts kernelEventCounts() const { return m_kernelEventCounts; }
    /// Called on the writer thread after every stats interval and once at the end.
    std::function<void(const CaptureCounters &)> onProgress;
    /// Called on the writer thread for every packet, in capture order, after it was written
    /// (tsNs: capture time, ns since the epoch). It must keep up: while it runs the queue fills.
    std::function<void(int64_t tsNs, const uint8_t *data, uint32_t capLen, uint32_t wireLen)> onPacket;
    /// Called on the writer thread with every softnet_stat sample.
    std::function<void(const SoftnetSample &)> onSoftnet;
    /// Called on the writer thread at least every millisecond while it runs (CLOCK_REALTIME ns).
    std::function<void(int64_t nowNs)> onTick;
    /// The link type of the packets onPacket gets (valid after open()).
    [[nodiscard]] uint32_t linkType() const;

    struct Impl;

private:
    std::unique_ptr<Impl> d;
    std::atomic<bool> m_stop { false };
    CaptureFailure m_failure = CaptureFailure::None;
    CaptureCounters m_counters;
    SessionMetadata m_meta;
    std::string m_kernelEventsDiagnostic;
    KernelEventCounts m_kernelEventCounts;
};

} // namespace jitterscope
