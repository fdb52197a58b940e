// Paced UDP probe sender (`jitterscope-cli send`): datagrams carrying the probe payload
// (payload_decode.h: magic, 64-bit sequence from 0, 64-bit CLOCK_REALTIME transmit time) at a
// fixed rate, optionally in bursts of N back-to-back datagrams per tick.
//
// Pacing uses absolute deadlines on CLOCK_MONOTONIC (tick k is due at start + k·period, so errors
// never accumulate): clock_nanosleep(TIMER_ABSTIME) until spinNs before the deadline, then a busy
// wait. A late tick is sent at once (the schedule is kept, not shifted). Runs on the calling
// thread; stop() may be called from any thread (or a signal handler: it only stores an atomic).
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <netinet/in.h>
#include <string>
#include <sys/socket.h>

namespace jitterscope {

class TxTimestampCheck;
struct TxTimestampReport;

struct ProbeSenderOptions {
    std::string host; ///< numeric address or name (IPv4 or IPv6)
    uint16_t port = 0;
    double ratePps = 1000; ///< datagrams per second (all bursts together)
    uint32_t sizeBytes = 64; ///< UDP payload bytes, >= kProbeHeaderLen, <= 65507
    uint32_t burst = 1; ///< datagrams sent back-to-back per tick; ticks/s = ratePps / burst
    int64_t durationNs = 1'000'000'000; ///< always bounded: > 0 required
    uint64_t count = 0; ///< stop after this many datagrams (0: duration only)
    int64_t spinNs = -1; ///< busy-wait window before a deadline; -1: 50 µs when the period is < 2 ms, else 0
    /// Ask the kernel for transmit timestamps (SO_TIMESTAMPING: software, and hardware where the
    /// NIC already has TX timestamping on) and check them (tx_timestamps.h).
    bool txTimestamps = false;
};

/// Log-linear histogram of non-negative nanosecond values (64 sub-buckets per power of two, so a
/// quantile is within ~1.6 % of the exact value); fixed size, no allocation while recording.
class PacingHistogram {
public:
    void record(int64_t ns);
    [[nodiscard]] int64_t quantile(double q) const; ///< 0 when empty
    [[nodiscard]] int64_t max() const { return m_max; }
    [[nodiscard]] uint64_t count() const { return m_count; }

private:
    static constexpr int kSub = 64;
    static constexpr int kBuckets = 64 * kSub;
    static int bucketOf(uint64_t v);
    static uint64_t lowerBound(int bucket);
    uint64_t m_counts[kBuckets] = {};
    uint64_t m_count = 0;
    int64_t m_max = 0;
};

struct ProbeSenderReport {
    uint64_t sent = 0; ///< datagrams the kernel accepted
    uint64_t sendErrors = 0; ///< failed send calls' datagrams (e.g. ECONNREFUSED, ENOBUFS)
    std::string firstError; ///< strerror of the first failure
    uint64_t ticks = 0;
    int64_t elapsedNs = 0; ///< actual first tick's send to last tick's send, plus one period
    double achievedPps = 0; ///< sent / elapsed
    /// |actual − scheduled| of each tick's first send call, CLOCK_MONOTONIC.
    int64_t pacingP50Ns = 0, pacingP99Ns = 0, pacingMaxNs = 0;
    uint64_t lateTicks = 0; ///< ticks whose deadline had passed by more than one period when reached
};

class ProbeSender {
public:
    ProbeSender() = default;
    ~ProbeSender();
    ProbeSender(const ProbeSender &) = delete;
    ProbeSender &operator=(const ProbeSender &) = delete;

    /// Validates the options, resolves the host and opens an (unconnected) UDP socket.
    [[nodiscard]] bool open(const ProbeSenderOptions &options, std::string *error);
    /// Sends until the duration or count is reached or stop() is called.
    ProbeSenderReport run();
    void stop() { m_stop.store(true, std::memory_order_relaxed); }
    /// The peer as resolved ("127.0.0.1:5001").
    [[nodiscard]] const std::string &peer() const { return m_peer; }
    /// The transmit timestamps of the last run() (requested false without --tx-timestamps).
    [[nodiscard]] TxTimestampReport txTimestamps() const;

private:
    void drainTimestamps();
    ProbeSenderOptions m_opt;
    int m_fd = -1;
    std::string m_peer;
    sockaddr_storage m_addr {};
    socklen_t m_addrLen = 0;
    std::atomic<bool> m_stop { false };
    std::unique_ptr<TxTimestampCheck> m_tx; ///< with txTimestamps
    bool m_txEnabled = false;
    std::string m_txError;
    uint32_t m_txId = 0; ///< the kernel's OPT_ID of the next datagram accepted (32 bits, as ee_data)
    uint64_t m_txSent = 0;
};

/// Splits "HOST:PORT" or "[V6]:PORT". False when malformed or the port is not 1..65535.
[[nodiscard]] bool splitHostPort(const std::string &text, std::string &host, uint16_t &port);

} // namespace jitterscope
