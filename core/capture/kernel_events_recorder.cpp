#include "core/capture/kernel_events_recorder.h"

#include "core/kernel/softnet.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <linux/perf_event.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace jitterscope {

namespace {

constexpr unsigned kNetRxSoftirq = 3; // NET_RX_SOFTIRQ in include/linux/interrupt.h
constexpr size_t kRingPages = 256; // 1 MiB per CPU: ~14 000 records, read at least every ms
constexpr const char *kNapiPoll = "events/napi/napi_poll";
constexpr const char *kSoftirqEntry = "events/irq/softirq_entry";
constexpr const char *kSoftirqExit = "events/irq/softirq_exit";

long perfEventOpen(perf_event_attr *attr, int cpu)
{
    return syscall(SYS_perf_event_open, attr, -1, cpu, -1, PERF_FLAG_FD_CLOEXEC);
}

std::vector<int> onlineCpus()
{
    std::string text;
    std::vector<int> cpus;
    if (!readProcText("/sys/devices/system/cpu/online", text))
        return cpus;
    size_t pos = 0;
    while (pos < text.size()) {
        char *end = nullptr;
        const long lo = std::strtol(text.c_str() + pos, &end, 10);
        if (end == text.c_str() + pos)
            break;
        long hi = lo;
        pos = size_t(end - text.c_str());
        if (pos < text.size() && text[pos] == '-') {
            hi = std::strtol(text.c_str() + pos + 1, &end, 10);
            pos = size_t(end - text.c_str());
        }
        for (long c = lo; c <= hi && c < 4096; ++c)
            cpus.push_back(int(c));
        while (pos < text.size() && (text[pos] == ',' || text[pos] == '\n'))
            ++pos;
    }
    return cpus;
}

std::string paranoidText()
{
    std::string t;
    if (!readProcText("/proc/sys/kernel/perf_event_paranoid", t))
        return "unknown";
    while (!t.empty() && (t.back() == '\n' || t.back() == ' '))
        t.pop_back();
    return t;
}

} // namespace

const TracepointFormat::Field *TracepointFormat::field(const std::string &name) const
{
    const auto it = fields.find(name);
    return it == fields.end() ? nullptr : &it->second;
}

bool parseTracepointFormat(const std::string &text, TracepointFormat &out)
{
    out = TracepointFormat {};
    size_t pos = 0;
    while (pos < text.size()) {
        size_t nl = text.find('\n', pos);
        if (nl == std::string::npos)
            nl = text.size();
        const std::string line = text.substr(pos, nl - pos);
        pos = nl + 1;
        if (line.rfind("ID:", 0) == 0) {
            out.id = std::atoi(line.c_str() + 3);
            continue;
        }
        const size_t f = line.find("field:");
        const size_t o = line.find("offset:");
        const size_t s = line.find("size:");
        if (f == std::string::npos || o == std::string::npos || s == std::string::npos)
            continue;
        // "field:__data_loc char[] dev_name;": the name is the last word before ';', without [N].
        const size_t semi = line.find(';', f);
        if (semi == std::string::npos)
            continue;
        std::string decl = line.substr(f + 6, semi - f - 6);
        const size_t bracket = decl.rfind('[');
        if (bracket != std::string::npos && decl.find(' ', bracket) == std::string::npos)
            decl.resize(bracket);
        const size_t space = decl.find_last_of(" \t");
        const std::string name = space == std::string::npos ? decl : decl.substr(space + 1);
        if (name.empty())
            continue;
        out.fields[name] = { std::atoi(line.c_str() + o + 7), std::atoi(line.c_str() + s + 5) };
    }
    return out.id >= 0 && !out.fields.empty();
}

std::vector<std::string> tracefsCandidates()
{
    return { "/sys/kernel/tracing", "/sys/kernel/debug/tracing" };
}

std::string kernelEventsPermissionAdvice(const std::string &exePath)
{
    return "system-wide tracepoints need CAP_PERFMON (Linux 5.8 or later; CAP_SYS_ADMIN before) or root, "
           "with kernel.perf_event_paranoid = " +
           paranoidText() +
           ". Grant it to the capture helper once, as root (Jitterscope never changes the sysctl):\n"
           "    sudo setcap cap_net_raw,cap_net_admin,cap_perfmon=eip " +
           exePath + "\n(setcap is lost whenever the binary is rebuilt or reinstalled.)";
}

struct KernelEventsRecorder::Impl {
    struct Ring {
        int cpu = 0;
        std::vector<int> fds; ///< fds[0] owns the ring, the others write into it (SET_OUTPUT)
        uint8_t *base = nullptr;
        size_t mapBytes = 0;
    };
    std::string tracefs;
    TracepointFormat napi, entry, exit;
    std::vector<Ring> rings;
    uint64_t lost = 0;
    int64_t offsetNs = 0; ///< CLOCK_REALTIME - CLOCK_MONOTONIC at the current drain
    long pageBytes = 4096;
    std::vector<uint8_t> record; ///< one record copied out of the ring when it wraps
    std::map<std::string, uint16_t> deviceIndex; ///< of the batch being filled
    const KernelEventBatch *indexedBatch = nullptr;

    ~Impl()
    {
        for (Ring &r : rings) {
            if (r.base)
                munmap(r.base, r.mapBytes);
            for (int fd : r.fds)
                ::close(fd);
        }
    }

    uint16_t deviceOf(KernelEventBatch &b, const std::string &name)
    {
        if (indexedBatch != &b || b.devices.size() != deviceIndex.size()) {
            deviceIndex.clear(); // a new (or cleared) batch
            for (size_t i = 0; i < b.devices.size(); ++i)
                deviceIndex[b.devices[i]] = uint16_t(i);
            indexedBatch = &b;
        }
        const auto it = deviceIndex.find(name);
        if (it != deviceIndex.end())
            return it->second;
        if (b.devices.size() >= 0xFFFF)
            return 0xFFFF - 1; // never reached with real devices; keeps the index valid
        const auto i = uint16_t(b.devices.size());
        b.devices.push_back(name);
        deviceIndex[name] = i;
        return i;
    }

    static bool loadField(const uint8_t *raw, uint32_t rawLen, const TracepointFormat::Field *f, int64_t &out)
    {
        if (!f || f->offset < 0 || uint64_t(f->offset) + uint64_t(f->size) > rawLen)
            return false;
        const uint8_t *p = raw + f->offset;
        switch (f->size) {
        case 1: out = p[0]; return true; // the fields read here are never 1-byte signed
        case 2: {
            int16_t v;
            std::memcpy(&v, p, 2);
            out = v;
            return true;
        }
        case 4: {
            int32_t v;
            std::memcpy(&v, p, 4);
            out = v;
            return true;
        }
        case 8: {
            int64_t v;
            std::memcpy(&v, p, 8);
            out = v;
            return true;
        }
        default: return false;
        }
    }

    /// One PERF_RECORD_SAMPLE body: u64 time, u32 cpu, u32 res, u32 raw size, raw.
    size_t sample(const uint8_t *p, size_t len, KernelEventBatch &b)
    {
        if (len < 20)
            return 0;
        uint64_t ts;
        uint32_t cpu, rawLen;
        std::memcpy(&ts, p, 8);
        std::memcpy(&cpu, p + 8, 4);
        std::memcpy(&rawLen, p + 16, 4);
        const uint8_t *raw = p + 20;
        if (rawLen > len - 20)
            return 0;
        int64_t type = 0;
        if (!loadField(raw, rawLen, napi.field("common_type"), type))
            return 0;
        if (type == napi.id) {
            int64_t work = 0, budget = 0, loc = 0;
            if (!loadField(raw, rawLen, napi.field("work"), work) ||
                !loadField(raw, rawLen, napi.field("budget"), budget))
                return 0;
            std::string dev = "?";
            if (loadField(raw, rawLen, napi.field("dev_name"), loc)) {
                const auto off = uint32_t(loc) & 0xFFFFu, n = uint32_t(loc) >> 16;
                if (off + n <= rawLen && n > 0)
                    dev.assign(reinterpret_cast<const char *>(raw + off),
                               strnlen(reinterpret_cast<const char *>(raw + off), n));
            }
            NapiPollEvent e;
            e.tsNs = int64_t(ts) + offsetNs;
            e.cpu = cpu;
            e.device = deviceOf(b, dev);
            e.work = int32_t(work);
            e.budget = int32_t(budget);
            b.polls.push_back(e);
            return 1;
        }
        const bool isEntry = type == entry.id, isExit = type == exit.id;
        if (!isEntry && !isExit)
            return 0;
        int64_t vec = -1;
        if (!loadField(raw, rawLen, (isEntry ? entry : exit).field("vec"), vec) || vec != kNetRxSoftirq)
            return 0;
        b.netRx.push_back({ int64_t(ts) + offsetNs, cpu, isExit });
        return 1;
    }

    size_t drainRing(Ring &r, KernelEventBatch &b)
    {
        auto *meta = reinterpret_cast<perf_event_mmap_page *>(r.base);
        const uint64_t head = __atomic_load_n(&meta->data_head, __ATOMIC_ACQUIRE);
        uint64_t tail = meta->data_tail;
        const uint8_t *data = r.base + pageBytes;
        const uint64_t size = uint64_t(kRingPages) * uint64_t(pageBytes);
        size_t added = 0;
        while (tail + sizeof(perf_event_header) <= head) {
            perf_event_header h;
            auto copyOut = [&](uint64_t from, void *to, size_t n) {
                const uint64_t at = from % size;
                const size_t first = size_t(std::min<uint64_t>(n, size - at));
                std::memcpy(to, data + at, first);
                if (first < n)
                    std::memcpy(static_cast<uint8_t *>(to) + first, data, n - first);
            };
            copyOut(tail, &h, sizeof h);
            if (h.size < sizeof h || tail + h.size > head)
                break; // cannot happen with a sane kernel; stop rather than misread
            const size_t bodyLen = h.size - sizeof h;
            record.resize(bodyLen);
            copyOut(tail + sizeof h, record.data(), bodyLen);
            if (h.type == PERF_RECORD_SAMPLE) {
                added += sample(record.data(), bodyLen, b);
            } else if (h.type == PERF_RECORD_LOST && bodyLen >= 16) {
                uint64_t n;
                std::memcpy(&n, record.data() + 8, 8);
                lost += n;
            }
            tail += h.size;
        }
        __atomic_store_n(&meta->data_tail, tail, __ATOMIC_RELEASE);
        return added;
    }
};

KernelEventsRecorder::KernelEventsRecorder()
    : d(std::make_unique<Impl>())
{
}

KernelEventsRecorder::~KernelEventsRecorder() = default;

bool KernelEventsRecorder::open(std::string *diagnostic, const std::vector<std::string> &tracefsDirs,
                                const std::string &exePath)
{
    auto fail = [&](const std::string &m) {
        if (diagnostic)
            *diagnostic = m;
        d = std::make_unique<Impl>();
        return false;
    };
    const std::vector<std::string> dirs = tracefsDirs.empty() ? tracefsCandidates() : tracefsDirs;
    std::string looked, denied;
    for (const std::string &dir : dirs) {
        looked += (looked.empty() ? "" : " and ") + dir;
        struct stat st { };
        // stat, not access(): access() checks without the file capabilities of a non-root user.
        if (::stat((dir + "/events").c_str(), &st) == 0) {
            d->tracefs = dir;
            break;
        }
        if (errno == EACCES && denied.empty())
            denied = dir;
    }
    if (d->tracefs.empty() && !denied.empty())
        return fail("cannot look into " + denied +
                    " (Permission denied): tracefs is readable by root only unless it is mounted with a group, e.g. "
                    "as root: mount -o remount,gid=GROUP,mode=0750 " +
                    denied + "; or run the helper as root");
    if (d->tracefs.empty())
        return fail("tracefs is not mounted (looked in " + looked +
                    "): mount it as root with `mount -t tracefs nodev /sys/kernel/tracing` (or add it to "
                    "/etc/fstab); Jitterscope never mounts it itself");
    struct Want {
        const char *path;
        TracepointFormat *out;
    } wants[] = { { kNapiPoll, &d->napi }, { kSoftirqEntry, &d->entry }, { kSoftirqExit, &d->exit } };
    for (const Want &w : wants) {
        const std::string file = d->tracefs + "/" + w.path + "/format";
        std::string text;
        if (!readProcText(file.c_str(), text)) {
            const int e = errno;
            if (e == EACCES || e == EPERM)
                return fail("cannot read " + file + " (" + std::strerror(e) +
                            "): tracefs is readable by root only unless it is mounted with a group (as root: mount -o "
                            "remount,gid=GROUP,mode=0750 " +
                            d->tracefs + "), or run the helper as root");
            return fail("the kernel has no tracepoint " + std::string(w.path + 7) + " (" + file + ": " +
                        std::strerror(e) + "); it needs CONFIG_TRACEPOINTS and CONFIG_NET (napi) / the irq events");
        }
        if (!parseTracepointFormat(text, *w.out))
            return fail("cannot parse " + file);
    }
    for (const char *f : { "common_type", "work", "budget", "dev_name" })
        if (!d->napi.field(f))
            return fail(std::string("napi:napi_poll has no field '") + f + "' on this kernel");
    if (!d->entry.field("vec") || !d->exit.field("vec"))
        return fail("irq:softirq_entry/exit have no field 'vec' on this kernel");
    const std::vector<int> cpus = onlineCpus();
    if (cpus.empty())
        return fail("cannot read /sys/devices/system/cpu/online");
    d->pageBytes = sysconf(_SC_PAGESIZE) > 0 ? sysconf(_SC_PAGESIZE) : 4096;
    for (int cpu : cpus) {
        Impl::Ring ring;
        ring.cpu = cpu;
        for (const TracepointFormat *tp : { &d->napi, &d->entry, &d->exit }) {
            perf_event_attr attr {};
            attr.type = PERF_TYPE_TRACEPOINT;
            attr.size = sizeof attr;
            attr.config = uint64_t(tp->id);
            attr.sample_period = 1;
            attr.sample_type = PERF_SAMPLE_TIME | PERF_SAMPLE_CPU | PERF_SAMPLE_RAW;
            attr.disabled = 1;
            // CLOCK_REALTIME, the packets' clock, is refused for tracepoints (not NMI-safe):
            // record CLOCK_MONOTONIC and convert at each read (realtimeOffsetNs()).
            attr.use_clockid = 1;
            attr.clockid = CLOCK_MONOTONIC;
            const long fd = perfEventOpen(&attr, cpu);
            if (fd < 0) {
                const int e = errno;
                for (int f : ring.fds)
                    ::close(f);
                if (e == EACCES || e == EPERM)
                    return fail("perf_event_open(" + std::string(tp == &d->napi ? "napi:napi_poll" : "irq:softirq") +
                                ", CPU " + std::to_string(cpu) + "): " + std::strerror(e) + ": " +
                                kernelEventsPermissionAdvice(exePath));
                return fail("perf_event_open(" + std::string(tp == &d->napi ? "napi:napi_poll" : "irq:softirq") +
                            ", CPU " + std::to_string(cpu) + "): " + std::strerror(e) +
                            (e == ENOENT || e == ENODEV || e == EOPNOTSUPP
                                 ? " (the kernel lacks CONFIG_PERF_EVENTS or tracepoint support)"
                                 : ""));
            }
            ring.fds.push_back(int(fd));
        }
        ring.mapBytes = (kRingPages + 1) * size_t(d->pageBytes);
        void *base = mmap(nullptr, ring.mapBytes, PROT_READ | PROT_WRITE, MAP_SHARED, ring.fds.front(), 0);
        if (base == MAP_FAILED) {
            const int e = errno;
            for (int f : ring.fds)
                ::close(f);
            return fail("cannot map the perf ring of CPU " + std::to_string(cpu) + ": " + std::strerror(e) +
                        (e == EPERM ? " (kernel.perf_event_mlock_kb is too small for 1 MiB per CPU)" : ""));
        }
        ring.base = static_cast<uint8_t *>(base);
        d->rings.push_back(std::move(ring));
        // Both softirq events write into the CPU's napi ring (which must be mapped first);
        // "vec == 3" keeps NET_RX only (checked again when reading, should the kernel refuse it).
        const Impl::Ring &r = d->rings.back();
        for (size_t i = 1; i < r.fds.size(); ++i) {
            if (ioctl(r.fds[i], PERF_EVENT_IOC_SET_OUTPUT, r.fds.front()) != 0)
                return fail("cannot route the softirq events of CPU " + std::to_string(cpu) +
                            " into its ring (PERF_EVENT_IOC_SET_OUTPUT): " + std::strerror(errno));
            static const char kFilter[] = "vec == 3";
            (void)ioctl(r.fds[i], PERF_EVENT_IOC_SET_FILTER, kFilter);
        }
    }
    return true;
}

std::string KernelEventsRecorder::description() const
{
    return d->tracefs + ", " + std::to_string(d->rings.size()) + " CPUs";
}

void KernelEventsRecorder::enable()
{
    for (const Impl::Ring &r : d->rings)
        for (int fd : r.fds)
            ioctl(fd, PERF_EVENT_IOC_ENABLE, 0);
}

void KernelEventsRecorder::disable()
{
    for (const Impl::Ring &r : d->rings)
        for (int fd : r.fds)
            ioctl(fd, PERF_EVENT_IOC_DISABLE, 0);
}

int64_t realtimeOffsetNs()
{
    // The reading of CLOCK_REALTIME between two of CLOCK_MONOTONIC: the smallest bracket of three.
    int64_t best = 0, bestWidth = INT64_MAX;
    for (int i = 0; i < 3; ++i) {
        timespec a {}, r {}, b {};
        clock_gettime(CLOCK_MONOTONIC, &a);
        clock_gettime(CLOCK_REALTIME, &r);
        clock_gettime(CLOCK_MONOTONIC, &b);
        const int64_t an = int64_t(a.tv_sec) * 1'000'000'000 + a.tv_nsec;
        const int64_t bn = int64_t(b.tv_sec) * 1'000'000'000 + b.tv_nsec;
        const int64_t rn = int64_t(r.tv_sec) * 1'000'000'000 + r.tv_nsec;
        if (bn - an < bestWidth) {
            bestWidth = bn - an;
            best = rn - (an + (bn - an) / 2);
        }
    }
    return best;
}

size_t KernelEventsRecorder::drain(KernelEventBatch &batch)
{
    // An NTP step between an event and its read moves it by the step; slewing moves both clocks.
    d->offsetNs = realtimeOffsetNs();
    size_t n = 0;
    for (Impl::Ring &r : d->rings)
        n += d->drainRing(r, batch);
    batch.lostCumulative = d->lost;
    return n;
}

uint64_t KernelEventsRecorder::lost() const
{
    return d->lost;
}

} // namespace jitterscope
