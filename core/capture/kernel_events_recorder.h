// The capture helper's recorder of the kernel's own receive events (--kernel-events): the
// napi:napi_poll tracepoint (time, CPU, device, work, budget) and irq:softirq_entry/exit for
// NET_RX_SOFTIRQ, read-only through perf_event_open (one tracepoint event per online CPU, one
// mmap ring per CPU, timestamps on CLOCK_REALTIME like the packets). It never writes a sysctl and
// never mounts anything: where tracefs, the tracepoints or the rights are missing, open() says
// exactly which and how to grant it, and the capture goes on without kernel events.
//
// Threads: open() on the helper's main thread while it still holds its capabilities (the perf
// events need CAP_PERFMON or CAP_SYS_ADMIN with perf_event_paranoid > -1); enable(), drain() and
// disable() on the writer thread. Not a QObject; no Qt.
#pragma once

#include "core/trace/session_records.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace jitterscope {

/// A tracepoint's id and field layout as its tracefs `format` file states it.
struct TracepointFormat {
    int id = -1;
    struct Field {
        int offset = 0;
        int size = 0;
    };
    std::map<std::string, Field> fields; ///< by name ("work", "dev_name", "vec", "common_type", ...)
    /// The field or nullptr.
    [[nodiscard]] const Field *field(const std::string &name) const;
};

/// Parses a tracefs `format` file ("ID: N" and "field:TYPE NAME; offset:O; size:S; ..." lines).
/// False when the ID or no field is found.
[[nodiscard]] bool parseTracepointFormat(const std::string &text, TracepointFormat &out);

/// The tracefs directories looked at, in order.
[[nodiscard]] std::vector<std::string> tracefsCandidates();

class KernelEventsRecorder {
public:
    KernelEventsRecorder();
    ~KernelEventsRecorder();
    KernelEventsRecorder(const KernelEventsRecorder &) = delete;
    KernelEventsRecorder &operator=(const KernelEventsRecorder &) = delete;

    /// Finds tracefs and the tracepoints, opens the perf events (disabled) and maps their rings.
    /// False with *diagnostic saying exactly what is missing and how to grant it.
    /// `tracefsDirs` empty = tracefsCandidates(); `exePath` names the binary in the setcap advice.
    [[nodiscard]] bool open(std::string *diagnostic, const std::vector<std::string> &tracefsDirs = {},
                            const std::string &exePath = "jitterscope-capture");
    /// The tracefs directory used and the CPUs recorded ("…/tracing, 4 CPUs"), after open().
    [[nodiscard]] std::string description() const;
    void enable();
    void disable();
    /// Appends what the rings hold to `batch` (device names interned in batch.devices; the caller
    /// clears the batch after writing it), sets batch.lostCumulative. Returns the events added.
    size_t drain(KernelEventBatch &batch);
    [[nodiscard]] uint64_t lost() const;

    struct Impl;

private:
    std::unique_ptr<Impl> d;
};

/// CLOCK_REALTIME - CLOCK_MONOTONIC now, ns (the tick grid lies on CLOCK_MONOTONIC).
[[nodiscard]] int64_t realtimeOffsetNs();

/// The advice for the rights: which capability and the setcap line with `exePath`.
[[nodiscard]] std::string kernelEventsPermissionAdvice(const std::string &exePath);

} // namespace jitterscope
