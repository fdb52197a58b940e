// Layout of the Jitterscope custom blocks in a capture session file, their encoders/decoders,
// and a small reader-side pass that extracts them (docs/capture.md is the reference).
//
// Every Jitterscope block is a pcapng custom block, type 0x00000BAD ("may be copied"), with
//   u32 PEN = kJitterscopePen (section byte order, written by PcapngWriter::writeCustomBlock),
// followed by a little-endian record (little-endian in every section, like the EPB option in
// trace_types.h, so byte-order-converting tools that copy custom data verbatim keep it intact):
//   u16 subtype, u16 version (1), u32 body length B, then B bytes of body.
// The explicit length makes the block's 4-byte padding unambiguous. Readers skip unknown
// subtypes and versions they do not know; bodies may grow at the end in later versions.
// Pure functions and plain structs; no threads.
#pragma once

#include "core/kernel/softnet.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace jitterscope {

constexpr uint16_t kJsBlockSoftnet = 0x10; ///< one reading of /proc/net/softnet_stat
constexpr uint16_t kJsBlockSession = 0x11; ///< session metadata, "key=value\n" UTF-8 lines
constexpr uint16_t kJsBlockStats = 0x12; ///< capture statistics incl. the helper's queue drops
constexpr uint16_t kJsBlockKernelEvents = 0x13; ///< a batch of napi:napi_poll and NET_RX softirq events
constexpr uint16_t kJsBlockVersion = 1;
constexpr size_t kJsBlockHeaderLen = 8; ///< subtype, version, body length

/// Session metadata as ordered key/value pairs (keys are documented in docs/capture.md).
struct SessionMetadata {
    std::vector<std::pair<std::string, std::string>> entries;
    /// The last value of `key`, or `fallback`.
    [[nodiscard]] std::string value(const std::string &key, const std::string &fallback = {}) const;
    void set(const std::string &key, const std::string &value);
    bool operator==(const SessionMetadata &o) const { return entries == o.entries; }
};

/// Counters of the capture helper at one moment; cumulative since the start of the capture.
struct CaptureCounters {
    int64_t tsNs = 0; ///< CLOCK_REALTIME ns
    uint64_t pcapRecv = 0; ///< pcap_stats ps_recv
    uint64_t pcapDrop = 0; ///< ps_drop: dropped for lack of buffer space (kernel)
    uint64_t pcapIfDrop = 0; ///< ps_ifdrop: dropped by the interface / driver
    uint64_t captured = 0; ///< packets the pcap callback saw (what was offered to the queue)
    uint64_t queueDrops = 0; ///< packets dropped because the helper's queue was full
    uint64_t written = 0; ///< EPBs written
    uint64_t softnetSamples = 0;
    uint64_t softnetErrors = 0; ///< failed softnet reads (no sample written)
    bool operator==(const CaptureCounters &o) const;
};

/// One napi:napi_poll tracepoint hit (the kernel fires it when a poll returns, so the poll's
/// packets precede tsNs). `device` indexes KernelEventBatch::devices.
struct NapiPollEvent {
    int64_t tsNs = 0; ///< CLOCK_REALTIME ns, the packets' clock
    uint32_t cpu = 0;
    uint16_t device = 0;
    int32_t work = 0; ///< packets the poll processed
    int32_t budget = 0; ///< what it was allowed (the NAPI weight, 64 by default)
    bool operator==(const NapiPollEvent &o) const
    {
        return tsNs == o.tsNs && cpu == o.cpu && device == o.device && work == o.work && budget == o.budget;
    }
};

/// irq:softirq_entry / irq:softirq_exit for NET_RX_SOFTIRQ (vec 3).
struct NetRxEvent {
    int64_t tsNs = 0; ///< CLOCK_REALTIME ns
    uint32_t cpu = 0;
    bool exit = false; ///< false: softirq_entry, true: softirq_exit
    bool operator==(const NetRxEvent &o) const { return tsNs == o.tsNs && cpu == o.cpu && exit == o.exit; }
};

/// What one kernel-events block holds: the events the helper read from its per-CPU rings since the
/// previous block (each CPU's events in time order; CPUs interleaved in no particular order).
struct KernelEventBatch {
    std::vector<std::string> devices; ///< napi_poll dev_name ("(no_device)" for the backlog)
    std::vector<NapiPollEvent> polls;
    std::vector<NetRxEvent> netRx;
    uint64_t lostCumulative = 0; ///< records the kernel reported lost (PERF_RECORD_LOST), all CPUs, so far
    bool operator==(const KernelEventBatch &o) const
    {
        return devices == o.devices && polls == o.polls && netRx == o.netRx && lostCumulative == o.lostCumulative;
    }
};
/// The writer starts a new block after this many events (24 or 16 bytes each: blocks of ~100 KiB).
constexpr size_t kKernelEventsPerBlock = 4096;

/// Encoders append a complete record (header + body, not the PEN) to `out`.
void encodeSoftnetRecord(const SoftnetSample &s, std::vector<uint8_t> &out);
void encodeSessionRecord(const SessionMetadata &m, std::vector<uint8_t> &out);
void encodeStatsRecord(const CaptureCounters &c, std::vector<uint8_t> &out);
void encodeKernelEventsRecord(const KernelEventBatch &b, std::vector<uint8_t> &out);

/// What one custom block (the bytes after the PEN, padding included) holds.
struct JsRecord {
    uint16_t subtype = 0;
    uint16_t version = 0;
    const uint8_t *body = nullptr;
    uint32_t bodyLen = 0;
};
/// Splits the record header; false when the data is shorter than the header says.
[[nodiscard]] bool splitJsRecord(const uint8_t *data, size_t len, JsRecord &out);
[[nodiscard]] bool decodeSoftnetRecord(const JsRecord &r, SoftnetSample &out);
[[nodiscard]] bool decodeSessionRecord(const JsRecord &r, SessionMetadata &out);
[[nodiscard]] bool decodeStatsRecord(const JsRecord &r, CaptureCounters &out);
/// False for another subtype or version, or a body that is short, has counts beyond its length,
/// a device index out of range or an edge other than 0/1 (the caller skips and counts it).
[[nodiscard]] bool decodeKernelEventsRecord(const JsRecord &r, KernelEventBatch &out);

/// The Jitterscope data of a session file.
struct SessionFileData {
    SessionMetadata metadata; ///< from the last session block
    std::vector<SoftnetSample> softnet; ///< in file order
    std::vector<CaptureCounters> counters; ///< in file order; back() is the final state
    std::vector<KernelEventBatch> kernelEvents; ///< in file order
    uint64_t customBlocks = 0; ///< all custom blocks (any PEN)
    uint64_t jitterscopeBlocks = 0; ///< ours, decoded
    uint64_t skippedRecords = 0; ///< ours with an unknown subtype/version or a damaged body
    uint64_t packets = 0; ///< EPB/SPB/PB seen (a cross-check of the trace reader)
    bool truncated = false; ///< the file ends inside a block (e.g. after kill -9)
};

/// Walks the pcapng blocks of `path` (both byte orders, several sections) and decodes every
/// Jitterscope custom block. A truncated last block only sets `truncated`. False with *error for
/// files that cannot be opened or are not pcapng, or a block length that is impossible.
/// Block lengths are not trusted for allocation: memory grows only with the bytes actually read.
[[nodiscard]] bool readSessionFile(const std::string &path, SessionFileData &out, std::string *error);
/// The same walk over bytes in memory (the fuzz target's entry); *error without a path prefix.
[[nodiscard]] bool readSessionData(const uint8_t *data, size_t len, SessionFileData &out, std::string *error);

} // namespace jitterscope
