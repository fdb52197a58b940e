#include "core/capture/capture_session.h"

#include "core/capture/capture_ring.h"
#include "core/capture/kernel_events_recorder.h"
#include "core/kernel/hz_detect.h"
#include "core/trace/trace_writer.h"

#include <algorithm>
#include <arpa/inet.h>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <netinet/in.h>
#include <pcap/pcap.h>
#include <sys/utsname.h>
#include <thread>
#include <unistd.h>

namespace jitterscope {

static int64_t clockNs(clockid_t c)
{
    timespec ts;
    clock_gettime(c, &ts);
    return int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

static std::string trimmed(std::string s)
{
    while (!s.empty() && (s.back() == '\n' || s.back() == ' '))
        s.pop_back();
    return s;
}

std::vector<CaptureInterfaceInfo> listCaptureInterfaces(std::string *error)
{
    std::vector<CaptureInterfaceInfo> out;
    char err[PCAP_ERRBUF_SIZE] = {};
    pcap_if_t *all = nullptr;
    if (pcap_findalldevs(&all, err) != 0) {
        if (error)
            *error = err;
        return out;
    }
    for (pcap_if_t *d = all; d; d = d->next) {
        CaptureInterfaceInfo info;
        info.name = d->name;
        info.description = d->description ? d->description : "";
        info.loopback = d->flags & PCAP_IF_LOOPBACK;
        info.up = d->flags & PCAP_IF_UP;
        for (pcap_addr_t *a = d->addresses; a; a = a->next) {
            if (!a->addr)
                continue;
            char buf[INET6_ADDRSTRLEN] = {};
            if (a->addr->sa_family == AF_INET)
                inet_ntop(AF_INET, &reinterpret_cast<sockaddr_in *>(a->addr)->sin_addr, buf, sizeof buf);
            else if (a->addr->sa_family == AF_INET6)
                inet_ntop(AF_INET6, &reinterpret_cast<sockaddr_in6 *>(a->addr)->sin6_addr, buf, sizeof buf);
            if (buf[0])
                info.addresses.emplace_back(buf);
        }
        if (pcap_t *p = pcap_create(d->name, err)) {
            int *types = nullptr;
            const int n = pcap_list_tstamp_types(p, &types);
            for (int i = 0; i < n; ++i)
                if (const char *name = pcap_tstamp_type_val_to_name(types[i]))
                    info.tstampTypes.emplace_back(name);
            if (types)
                pcap_free_tstamp_types(types);
            pcap_close(p);
        }
        out.push_back(std::move(info));
    }
    pcap_freealldevs(all);
    return out;
}

SessionMetadata collectSystemMetadata(bool measureHz)
{
    SessionMetadata m;
    utsname u {};
    uname(&u);
    m.set("kernel", u.release);
    m.set("kernel_version", u.version);
    m.set("machine", u.machine);
    m.set("hostname", u.nodename);
    HzDetectOptions ho;
    ho.measureTickRate = measureHz;
    const HzDetection hz = detectHz(ho);
    m.set("hz", hz.hz ? std::to_string(hz.hz) : "unknown");
    m.set("hz_source", hzMethodName(hz.method));
    m.set("hz_confidence", hzConfidenceName(hz.confidence));
    m.set("hz_explanation", hz.explanation);
    std::string text;
    m.set("netdev_budget", readProcText("/proc/sys/net/core/netdev_budget", text) ? trimmed(text) : "unknown");
    m.set("netdev_budget_usecs",
          readProcText("/proc/sys/net/core/netdev_budget_usecs", text) ? trimmed(text) : "unknown");
    m.set("dev_weight", readProcText("/proc/sys/net/core/dev_weight", text) ? trimmed(text) : "unknown");
    m.set("cpus_online", readProcText("/sys/devices/system/cpu/online", text) ? trimmed(text) : "unknown");
    return m;
}

// ---- CaptureSession -------------------------------------------------------------------------

struct CaptureSession::Impl {
    CaptureConfig cfg;
    pcap_t *pcap = nullptr;
    bool nano = true;
    std::vector<std::unique_ptr<PcapngWriter>> writers;
    std::unique_ptr<CaptureRing> ring;
    std::unique_ptr<KernelEventsRecorder> kernelEvents; ///< only with cfg.kernelEvents, when it opened
    KernelEventBatch kernelBatch; ///< events read, not yet written
    // Written by the capture thread, read by the writer thread.
    std::atomic<uint64_t> captured { 0 }, queueDrops { 0 };
    std::atomic<uint64_t> psRecv { 0 }, psDrop { 0 }, psIfDrop { 0 };
    std::atomic<bool> captureDone { false };
    std::atomic<bool> countReached { false };
    std::string captureError; ///< set by the capture thread before captureDone
    std::vector<uint8_t> scratch;
    int64_t startNs = 0; ///< CLOCK_REALTIME at run()
    // What every file starts with (a ring's files each begin like the first).
    SectionOptions section;
    InterfaceOptions iface;
    std::vector<uint8_t> sessionRecord;
    // -b: writers[rotating] is the ring's current file, started at fileStartedNs (monotonic).
    std::unique_ptr<RingFiles> rotation;
    size_t rotating = 0;
    int64_t fileStartedNs = 0;

    void startFile(PcapngWriter &w)
    {
        w.writeSectionHeader(section);
        w.addInterface(iface);
        w.writeCustomBlock(kJitterscopePen, sessionRecord.data(), sessionRecord.size(), true);
        w.flush();
    }

    /// Closes the ring's current file and starts the next one. False (with *error) when the
    /// next one cannot be written.
    bool rotate(std::string *error)
    {
        std::unique_ptr<PcapngWriter> &w = writers[rotating];
        w->flush();
        w->output().close();
        w = std::make_unique<PcapngWriter>();
        const std::string path = rotation->next(clockNs(CLOCK_REALTIME));
        if (!w->output().open(path, error))
            return false;
        startFile(*w);
        fileStartedNs = clockNs(CLOCK_MONOTONIC);
        return w->output().ok();
    }

    ~Impl()
    {
        if (pcap)
            pcap_close(pcap);
    }

    void publishStats()
    {
        pcap_stat ps {};
        if (pcap_stats(pcap, &ps) == 0) {
            psRecv.store(ps.ps_recv, std::memory_order_relaxed);
            psDrop.store(ps.ps_drop, std::memory_order_relaxed);
            psIfDrop.store(ps.ps_ifdrop, std::memory_order_relaxed);
        }
    }

    static void onPacket(u_char *user, const pcap_pkthdr *h, const u_char *bytes)
    {
        auto *self = reinterpret_cast<Impl *>(user);
        const uint64_t seen = self->captured.load(std::memory_order_relaxed);
        if (self->cfg.count && seen >= self->cfg.count)
            return;
        CaptureRecordHeader r;
        r.deliveryNs = clockNs(CLOCK_REALTIME);
        r.tsNs = int64_t(h->ts.tv_sec) * 1'000'000'000 + int64_t(h->ts.tv_usec) * (self->nano ? 1 : 1000);
        r.capLen = h->caplen;
        r.wireLen = h->len;
        if (!self->ring->push(r, bytes))
            self->queueDrops.fetch_add(1, std::memory_order_relaxed);
        self->captured.store(seen + 1, std::memory_order_relaxed);
        if (self->cfg.count && seen + 1 >= self->cfg.count) {
            self->countReached.store(true, std::memory_order_relaxed);
            pcap_breakloop(self->pcap);
        }
    }

    void captureLoop(const std::atomic<bool> &stopFlag)
    {
        int64_t nextStats = clockNs(CLOCK_MONOTONIC) + cfg.statsIntervalNs / 2;
        while (!stopFlag.load(std::memory_order_relaxed) && !countReached.load(std::memory_order_relaxed)) {
            const int rc = pcap_dispatch(pcap, -1, &Impl::onPacket, reinterpret_cast<u_char *>(this));
            if (rc == PCAP_ERROR) {
                captureError = pcap_geterr(pcap);
                break;
            }
            if (rc == PCAP_ERROR_BREAK)
                break;
            const int64_t now = clockNs(CLOCK_MONOTONIC);
            if (now >= nextStats) {
                publishStats(); // pcap_stats only on this thread: it shares state with the read path
                nextStats = now + cfg.statsIntervalNs / 2;
            }
        }
        publishStats();
        captureDone.store(true, std::memory_order_release);
    }

    template<typename Fn> bool forEachWriter(Fn &&fn)
    {
        bool ok = true;
        for (auto &w : writers) {
            fn(*w);
            ok = ok && w->output().ok();
        }
        return ok;
    }

    void writeCustom(const std::vector<uint8_t> &rec)
    {
        forEachWriter([&](PcapngWriter &w) { w.writeCustomBlock(kJitterscopePen, rec.data(), rec.size(), true); });
    }
};

CaptureSession::CaptureSession()
    : d(std::make_unique<Impl>())
{
}

CaptureSession::~CaptureSession() = default;

static std::string exePath()
{
    char buf[4096];
    const ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    return n > 0 ? std::string(buf, size_t(n)) : std::string("jitterscope-capture");
}

bool CaptureSession::open(const CaptureConfig &cfg, std::string *error)
{
    auto fail = [&](CaptureFailure f, const std::string &m) {
        m_failure = f;
        if (error)
            *error = m;
        if (d->pcap) {
            pcap_close(d->pcap);
            d->pcap = nullptr;
        }
        return false;
    };
    if (cfg.interface.empty())
        return fail(CaptureFailure::Usage, "no interface given (-i IFACE; --list-interfaces shows them)");
    if (cfg.softnetHz < 10 || cfg.softnetHz > 100)
        return fail(CaptureFailure::Usage, "--softnet-hz must be between 10 and 100");
    if (cfg.snapLen < 1 || cfg.snapLen > kMaxSnapLen)
        return fail(CaptureFailure::Usage, "snap length must be between 1 and " + std::to_string(kMaxSnapLen));
    if (cfg.outputs.empty() && !cfg.allowNoOutput)
        return fail(CaptureFailure::Usage, "no output given (-w FILE or -w -)");
    const auto files =
        size_t(std::count_if(cfg.outputs.begin(), cfg.outputs.end(), [](const std::string &o) { return o != "-"; }));
    if (cfg.ring.files && !cfg.ring.enabled())
        return fail(CaptureFailure::Usage, "-b files:N needs -b filesize:KB or -b duration:SECONDS as well");
    if (cfg.ring.enabled() && files != 1)
        return fail(CaptureFailure::Usage, "-b needs exactly one -w FILE (the ring's name; not stdout)");
    d->cfg = cfg;
    // Before the handle exists: once it is active the kernel ring fills, and nothing reads it
    // until run() (measuring HZ after activation cost a third of a 100 k packets/s load on lo).
    m_meta = collectSystemMetadata();
    SessionMetadata coalescing; // appended last, where readers have always found it
    addCoalescingMetadata(cfg.interface, coalescing);
    // The perf events need the helper's capabilities, which it drops once open() returns.
    if (cfg.kernelEvents) {
        d->kernelEvents = std::make_unique<KernelEventsRecorder>();
        if (d->kernelEvents->open(&m_kernelEventsDiagnostic, cfg.tracefsDirs, exePath())) {
            coalescing.set("kernel_events", "recorded");
            coalescing.set("kernel_events_source", d->kernelEvents->description());
            coalescing.set("kernel_events_clock", "monotonic+offset"); // converted to realtime when read
            // The tick grid is k * TICK_NSEC on CLOCK_MONOTONIC; the analysis maps the events'
            // CLOCK_REALTIME stamps onto it with this offset (tick crossings of NET_RX runs).
            coalescing.set("clock_realtime_minus_monotonic_ns", std::to_string(realtimeOffsetNs()));
        } else {
            d->kernelEvents.reset();
            coalescing.set("kernel_events", "unavailable: " + m_kernelEventsDiagnostic);
        }
    }
    char err[PCAP_ERRBUF_SIZE] = {};
    d->pcap = pcap_create(cfg.interface.c_str(), err);
    if (!d->pcap)
        return fail(CaptureFailure::NoDevice, cfg.interface + ": " + err);
    pcap_set_snaplen(d->pcap, cfg.snapLen);
    pcap_set_promisc(d->pcap, 0);
    const int64_t ringBytes = cfg.bufferBytes > 0 ? cfg.bufferBytes : int64_t(2) << 20; // libpcap's default
    const long page = sysconf(_SC_PAGESIZE);
    const bool immediate =
        immediateRingPackets(cfg.snapLen, ringBytes, page > 0 ? page : 4096) >= kMinImmediateRingPackets;
    // The timeout bounds the reaction to stop() and the stats period; in block mode it is also
    // the longest a partly filled block waits in the kernel.
    const int readTimeoutMs = immediate ? 100 : kBlockModeTimeoutMs;
    pcap_set_timeout(d->pcap, readTimeoutMs);
    pcap_set_immediate_mode(d->pcap, immediate ? 1 : 0);
    if (cfg.bufferBytes > 0)
        pcap_set_buffer_size(d->pcap, cfg.bufferBytes);
    std::string tstampName = "host";
    if (!cfg.tstampType.empty()) {
        const int t = pcap_tstamp_type_name_to_val(cfg.tstampType.c_str());
        int *types = nullptr;
        const int n = pcap_list_tstamp_types(d->pcap, &types);
        std::string offered;
        bool found = false;
        for (int i = 0; i < n; ++i) {
            offered += std::string(offered.empty() ? "" : ", ") + pcap_tstamp_type_val_to_name(types[i]);
            found = found || types[i] == t;
        }
        if (types)
            pcap_free_tstamp_types(types);
        if (n == 0)
            offered = "host (the only type; libpcap cannot change it here)";
        if (t < 0 || (!found && !(n == 0 && t == PCAP_TSTAMP_HOST)))
            return fail(CaptureFailure::Usage, "timestamp type '" + cfg.tstampType + "' is not offered by " +
                                                   cfg.interface + " (offered: " + offered + ")");
        if (n > 0 && pcap_set_tstamp_type(d->pcap, t) != 0)
            return fail(CaptureFailure::Usage, "cannot set timestamp type '" + cfg.tstampType + "'");
        tstampName = cfg.tstampType;
    }
    d->nano = pcap_set_tstamp_precision(d->pcap, PCAP_TSTAMP_PRECISION_NANO) == 0;
    const int rc = pcap_activate(d->pcap);
    if (rc == PCAP_ERROR_PERM_DENIED || (rc == PCAP_ERROR && std::strstr(pcap_geterr(d->pcap), "not permitted"))) {
        const std::string exe = exePath();
        return fail(CaptureFailure::Permission,
                    "no permission to capture on " + cfg.interface + " (" + pcap_geterr(d->pcap) +
                        ").\nGrant the capture helper its capabilities once (as root), then run it again as yourself:\n"
                        "    sudo setcap cap_net_raw,cap_net_admin=eip " +
                        exe + "\n(setcap is lost whenever the binary is rebuilt or reinstalled.)");
    }
    if (rc == PCAP_ERROR_NO_SUCH_DEVICE)
        return fail(CaptureFailure::NoDevice,
                    "no such interface: " + cfg.interface + " (--list-interfaces shows the available ones)");
    if (rc < 0)
        return fail(CaptureFailure::Pcap, cfg.interface + ": " + pcap_geterr(d->pcap));
    if (rc > 0 && rc != PCAP_WARNING_TSTAMP_TYPE_NOTSUP)
        std::fprintf(stderr, "jitterscope-capture: warning: %s\n", pcap_statustostr(rc));
    if (rc == PCAP_WARNING_TSTAMP_TYPE_NOTSUP)
        return fail(CaptureFailure::Usage,
                    "timestamp type '" + cfg.tstampType + "' is not supported by " + cfg.interface);
    d->nano = pcap_get_tstamp_precision(d->pcap) == PCAP_TSTAMP_PRECISION_NANO;
    if (!cfg.filter.empty()) {
        bpf_program prog {};
        if (pcap_compile(d->pcap, &prog, cfg.filter.c_str(), 1, PCAP_NETMASK_UNKNOWN) != 0)
            return fail(CaptureFailure::Filter, "filter '" + cfg.filter + "': " + pcap_geterr(d->pcap));
        const int src = pcap_setfilter(d->pcap, &prog);
        pcap_freecode(&prog);
        if (src != 0)
            return fail(CaptureFailure::Filter, "cannot set filter: " + std::string(pcap_geterr(d->pcap)));
    }
    int linkType = pcap_datalink(d->pcap);
    if (linkType == DLT_RAW)
        linkType = 101; // LINKTYPE_RAW; DLT_RAW's value differs between platforms

    // This capture's settings beside the system facts collected above.
    m_meta.set("interface", cfg.interface);
    m_meta.set("filter", cfg.filter);
    m_meta.set("snaplen", std::to_string(cfg.snapLen));
    m_meta.set("buffer_bytes", std::to_string(cfg.bufferBytes));
    m_meta.set("tstamp_type", tstampName);
    m_meta.set("tstamp_precision", d->nano ? "nano" : "micro");
    m_meta.set("immediate_mode", immediate ? "1" : "0");
    m_meta.set("read_timeout_ms", std::to_string(readTimeoutMs));
    m_meta.set("softnet_hz", std::to_string(cfg.softnetHz));
    m_meta.set("linktype", std::to_string(linkType));
    m_meta.set("helper", "jitterscope-capture");
    m_meta.set("pcap_version", pcap_lib_version());
    for (const auto &[key, value] : coalescing.entries)
        m_meta.set(key, value);

    SectionOptions so;
    so.userAppl = "jitterscope-capture";
    so.os = "Linux " + m_meta.value("kernel");
    so.hardware = m_meta.value("machine");
    so.comments.push_back("jitterscope: kernel=" + m_meta.value("kernel") + " hz=" + m_meta.value("hz") +
                          " hz_source=" + m_meta.value("hz_source") +
                          " netdev_budget=" + m_meta.value("netdev_budget") +
                          " netdev_budget_usecs=" + m_meta.value("netdev_budget_usecs"));
    InterfaceOptions io;
    io.linkType = uint16_t(linkType);
    io.snapLen = uint32_t(cfg.snapLen);
    io.name = cfg.interface;
    io.description = "tstamp_type=" + tstampName + " tstamp_precision=" + m_meta.value("tstamp_precision");
    io.filter = cfg.filter;
    io.os = so.os;
    io.tsResol = 9;
    for (const std::string &output : cfg.outputs) {
        auto w = std::make_unique<PcapngWriter>();
        if (output == "-") {
            w->output().attach(STDOUT_FILENO);
        } else {
            std::string path = output;
            if (cfg.ring.enabled()) {
                d->rotation = std::make_unique<RingFiles>(output, cfg.ring);
                d->rotating = d->writers.size();
                path = d->rotation->next(clockNs(CLOCK_REALTIME));
            }
            std::string e;
            if (!w->output().open(path, &e))
                return fail(CaptureFailure::Output, "cannot write " + path + ": " + e);
        }
        d->writers.push_back(std::move(w));
    }
    d->section = so;
    d->iface = io;
    encodeSessionRecord(m_meta, d->sessionRecord);
    const bool ok = d->forEachWriter([&](PcapngWriter &w) { d->startFile(w); });
    if (!ok)
        return fail(CaptureFailure::Output, "cannot write the session header");
    d->ring = std::make_unique<CaptureRing>(cfg.queueBytes);
    return true;
}

uint32_t CaptureSession::linkType() const
{
    return uint32_t(std::strtoul(m_meta.value("linktype", "1").c_str(), nullptr, 10));
}

bool CaptureSession::run(std::string *error)
{
    Impl &s = *d;
    if (!s.pcap) {
        if (error)
            *error = "not open";
        return false;
    }
    std::signal(SIGPIPE, SIG_IGN); // a closed stdout reader shows up as a write error instead
    const CaptureConfig &cfg = s.cfg;
    s.startNs = clockNs(CLOCK_REALTIME);
    const int64_t t0 = clockNs(CLOCK_MONOTONIC);
    const int64_t softnetPeriod = 1'000'000'000 / cfg.softnetHz;
    int64_t nextSoftnet = t0, nextStats = t0 + cfg.statsIntervalNs, nextFlush = t0 + cfg.flushIntervalNs;
    CaptureCounters c;
    std::vector<uint8_t> rec;
    bool outputOk = true, breakSent = false;
    if (s.kernelEvents)
        s.kernelEvents->enable();
    std::thread capture([&s, this] { s.captureLoop(m_stop); });
    auto writeKernelEvents = [&] {
        KernelEventBatch &b = s.kernelBatch;
        rec.clear();
        encodeKernelEventsRecord(b, rec);
        s.writeCustom(rec);
        m_kernelEventCounts.polls += b.polls.size();
        m_kernelEventCounts.netRx += b.netRx.size();
        m_kernelEventCounts.lost = b.lostCumulative;
        ++m_kernelEventCounts.blocks;
        b = KernelEventBatch {};
    };
    auto drainKernelEvents = [&](bool flushing) {
        if (!s.kernelEvents)
            return;
        s.kernelEvents->drain(s.kernelBatch);
        const size_t n = s.kernelBatch.polls.size() + s.kernelBatch.netRx.size();
        if (n >= kKernelEventsPerBlock || (flushing && n > 0))
            writeKernelEvents();
    };

    auto drain = [&] {
        return s.ring->drain([&](const CaptureRecordHeader &h, const uint8_t *data) {
            for (auto &w : s.writers)
                w->writePacket(0, h.tsNs, data, h.capLen, h.wireLen, {}, h.deliveryNs);
            if (onPacket)
                onPacket(h.tsNs, data, h.capLen, h.wireLen);
            ++c.written;
        });
    };
    auto sampleSoftnet = [&] {
        SoftnetSample sample;
        if (readSoftnetStat(clockNs(CLOCK_REALTIME), sample, nullptr, cfg.softnetPath.c_str())) {
            rec.clear();
            encodeSoftnetRecord(sample, rec);
            s.writeCustom(rec);
            if (onSoftnet)
                onSoftnet(sample);
            ++c.softnetSamples;
        } else {
            ++c.softnetErrors;
        }
    };
    auto writeStats = [&] {
        c.tsNs = clockNs(CLOCK_REALTIME);
        c.pcapRecv = s.psRecv.load(std::memory_order_relaxed);
        c.pcapDrop = s.psDrop.load(std::memory_order_relaxed);
        c.pcapIfDrop = s.psIfDrop.load(std::memory_order_relaxed);
        c.captured = s.captured.load(std::memory_order_relaxed);
        c.queueDrops = s.queueDrops.load(std::memory_order_relaxed);
        InterfaceStatistics isb;
        isb.tsNs = c.tsNs;
        isb.startNs = s.startNs;
        isb.endNs = c.tsNs;
        isb.ifRecv = int64_t(c.pcapRecv);
        isb.ifDrop = int64_t(c.pcapIfDrop);
        isb.osDrop = int64_t(c.pcapDrop);
        isb.usrDeliv = int64_t(c.written);
        isb.comment = "jitterscope helper queue drops: " + std::to_string(c.queueDrops);
        rec.clear();
        encodeStatsRecord(c, rec);
        for (auto &w : s.writers) {
            w->writeInterfaceStatistics(0, isb);
            w->writeCustomBlock(kJitterscopePen, rec.data(), rec.size(), true);
        }
        m_counters = c;
        if (onProgress)
            onProgress(c);
    };

    s.fileStartedNs = t0;
    std::string rotateError;
    for (;;) {
        const bool done = s.captureDone.load(std::memory_order_acquire);
        const size_t n = drain();
        if (s.rotation && outputOk &&
            s.rotation->due(s.writers[s.rotating]->output().bytesWritten(), s.fileStartedNs,
                            clockNs(CLOCK_MONOTONIC))) {
            writeStats(); // each file of the ring ends with the counters so far
            outputOk = s.rotate(&rotateError);
        }
        if (onTick)
            onTick(clockNs(CLOCK_REALTIME));
        int64_t now = clockNs(CLOCK_MONOTONIC);
        if (now >= nextSoftnet) {
            sampleSoftnet();
            nextSoftnet += softnetPeriod;
            if (nextSoftnet <= now) // fell behind (stalled writer): resume the grid from now
                nextSoftnet = now + softnetPeriod;
        }
        if (now >= nextStats) {
            writeStats();
            nextStats = now + cfg.statsIntervalNs;
        }
        drainKernelEvents(now >= nextFlush);
        if (now >= nextFlush) {
            for (auto &w : s.writers)
                outputOk = w->flush() && outputOk;
            nextFlush = now + cfg.flushIntervalNs;
        }
        for (auto &w : s.writers)
            outputOk = outputOk && w->output().ok();
        if (!outputOk)
            stop();
        if (cfg.durationNs > 0 && now - t0 >= cfg.durationNs)
            stop();
        if (m_stop.load(std::memory_order_relaxed) && !breakSent) {
            pcap_breakloop(s.pcap);
            breakSent = true;
        }
        if (done && s.ring->empty())
            break;
        if (!n) {
            const int64_t next = std::min({ nextSoftnet, nextStats, nextFlush });
            const int64_t sleepNs = std::max<int64_t>(0, std::min<int64_t>(next - clockNs(CLOCK_MONOTONIC), 1'000'000));
            const timespec ts { 0, long(sleepNs) };
            nanosleep(&ts, nullptr);
        }
    }
    capture.join();
    drain();
    if (s.kernelEvents) {
        s.kernelEvents->disable();
        drainKernelEvents(false);
        writeKernelEvents(); // always one at the end: the final lost count, and "recorded" even when idle
    }
    sampleSoftnet();
    writeStats();
    for (auto &w : s.writers) {
        outputOk = w->flush() && outputOk;
        w->output().close();
    }
    pcap_close(s.pcap);
    s.pcap = nullptr;
    if (!s.captureError.empty()) {
        m_failure = CaptureFailure::Pcap;
        if (error)
            *error = "capture failed: " + s.captureError;
        return false;
    }
    if (!outputOk) {
        m_failure = CaptureFailure::Output;
        if (error) {
            std::string e;
            for (auto &w : s.writers)
                if (!w->output().ok())
                    e = w->output().errorText();
            if (!rotateError.empty())
                e = rotateError;
            *error = "writing the session failed: " + e;
        }
        return false;
    }
    return true;
}

} // namespace jitterscope
