// MetricsServer and the exposition of a MetricsSnapshot (metrics_server.h).
#include "core/metrics/metrics_server.h"

#include <prometheus/collectable.h>
#include <prometheus/exposer.h>
#include <prometheus/metric_family.h>
#include <prometheus/text_serializer.h>

#include <cerrno>
#include <cstdlib>
#include <limits>
#include <mutex>
#include <sstream>

namespace jitterscope {

namespace {

using prometheus::ClientMetric;
using prometheus::MetricFamily;
using prometheus::MetricType;
using Labels = std::vector<ClientMetric::Label>;

Labels flowLabels(const std::string &interface, const FlowSeriesMetrics &f)
{
    Labels l { { "interface", interface }, { "flow", f.flow } };
    for (const auto &[name, value] : { std::pair<const char *, const std::string &> { "proto", f.proto },
                                       { "src", f.src },
                                       { "dst", f.dst },
                                       { "sport", f.sport },
                                       { "dport", f.dport } })
        if (!value.empty())
            l.push_back({ name, value });
    return l;
}

Labels with(Labels l, const char *name, const std::string &value)
{
    l.push_back({ name, value });
    return l;
}

// The families in exposition order; a family without samples is left out.
class Families {
public:
    MetricFamily &family(const char *name, const char *help, MetricType type)
    {
        for (MetricFamily &f : m_families)
            if (f.name == name)
                return f;
        m_families.push_back(MetricFamily { name, help, type, {} });
        return m_families.back();
    }
    void value(const char *name, const char *help, MetricType type, Labels labels, double v)
    {
        ClientMetric m;
        m.label = std::move(labels);
        if (type == MetricType::Counter)
            m.counter.value = v;
        else
            m.gauge.value = v;
        family(name, help, type).metric.push_back(std::move(m));
    }
    void counter(const char *name, const char *help, Labels labels, double v)
    {
        value(name, help, MetricType::Counter, std::move(labels), v);
    }
    void gauge(const char *name, const char *help, Labels labels, double v)
    {
        value(name, help, MetricType::Gauge, std::move(labels), v);
    }
    /// `scale` turns the bounds and the sum into the exported unit (1e-9: ns → seconds).
    void histogram(const char *name, const char *help, Labels labels, const BucketCounts &h,
                   const std::vector<int64_t> &bounds, double scale)
    {
        ClientMetric m;
        m.label = std::move(labels);
        m.histogram.sample_count = h.count;
        m.histogram.sample_sum = double(h.sum) * scale;
        uint64_t cumulative = 0;
        for (size_t i = 0; i < bounds.size(); ++i) {
            cumulative += i < h.buckets.size() ? h.buckets[i] : 0;
            m.histogram.bucket.push_back({ cumulative, double(bounds[i]) * scale });
        }
        m.histogram.bucket.push_back({ h.count, std::numeric_limits<double>::infinity() });
        family(name, help, MetricType::Histogram).metric.push_back(std::move(m));
    }
    std::vector<MetricFamily> take() { return std::move(m_families); }

private:
    std::vector<MetricFamily> m_families;
};

std::vector<MetricFamily> families(const MetricsSnapshot &s)
{
    Families out;
    const Labels iface { { "interface", s.interface } };
    const SessionMetadata &m = s.session;
    out.gauge("jitterscope_session_info",
              "The capture session: kernel, HZ and how it was learned, NAPI budgets, timestamp type (value 1)",
              with(with(with(with(with(with(with(iface, "kernel", m.value("kernel")), "hz", m.value("hz")), "hz_source",
                                       m.value("hz_source")),
                                  "netdev_budget", m.value("netdev_budget")),
                             "netdev_budget_usecs", m.value("netdev_budget_usecs")),
                        "tstamp_type", m.value("tstamp_type")),
                   "version", JITTERSCOPE_VERSION),
              1);
    auto number = [&](const char *key, double scale, const char *name, const char *help) {
        const std::string v = m.value(key);
        char *end = nullptr;
        errno = 0;
        const long long n = std::strtoll(v.c_str(), &end, 10);
        if (!v.empty() && !*end && !errno)
            out.gauge(name, help, iface, double(n) * scale);
    };
    number("hz", 1, "jitterscope_kernel_hz", "The kernel's tick rate (CONFIG_HZ) as the session learned it");
    number("netdev_budget", 1, "jitterscope_netdev_budget_packets", "net.core.netdev_budget: packets per NET_RX run");
    number("netdev_budget_usecs", 1e-6, "jitterscope_netdev_budget_time_seconds",
           "net.core.netdev_budget_usecs: time limit of a NET_RX run, as configured (rounded up to jiffies)");

    out.counter("jitterscope_interface_packets_total", "Packets captured on the interface", iface, double(s.packets));
    out.counter("jitterscope_interface_bytes_total", "Bytes on the wire of the packets captured on the interface",
                iface, double(s.bytes));
    out.gauge("jitterscope_flows_tracked", "Flows whose last packet is remembered (bounded)", iface,
              double(s.flowsTracked));
    for (const FlowSeriesMetrics &f : s.flows) {
        const Labels l = flowLabels(s.interface, f);
        out.counter("jitterscope_packets_total",
                    "Packets of the flow since its series started (flow=\"other\": the rest)", l, double(f.packets));
        out.counter("jitterscope_bytes_total", "Bytes on the wire of the flow's packets since its series started", l,
                    double(f.bytes));
        out.histogram("jitterscope_interarrival_seconds", "Gaps between consecutive packets of the flow", l,
                      f.interarrival, interarrivalBucketsNs(), 1e-9);
        out.counter("jitterscope_backward_gaps_total",
                    "Gaps < 0 (a packet stamped earlier than the one before it), not in the histogram", l,
                    double(f.backwardGaps));
        if (f.nominalGapNs > 0)
            out.gauge("jitterscope_nominal_gap_seconds",
                      "The flow's nominal gap: given, from the sender's clock, or its mean rate over its active span",
                      with(l, "source", f.nominalSource), double(f.nominalGapNs) * 1e-9);
        if (f.deviation.count)
            out.histogram("jitterscope_gap_deviation_seconds", "|gap - nominal gap| of the flow's packets", l,
                          f.deviation, deviationBucketsNs(), 1e-9);
        if (f.burstThresholdNs > 0)
            out.gauge("jitterscope_burst_threshold_seconds",
                      "Gaps below this join packets into one burst (given, or derived from the gaps)", l,
                      double(f.burstThresholdNs) * 1e-9);
        if (f.burstSize.count)
            out.histogram("jitterscope_burst_size_packets", "Packets per burst (runs of gaps below the threshold)", l,
                          f.burstSize, burstSizeBuckets(), 1);
        if (!f.decoder)
            continue;
        const FlowDecoderMetrics &dm = *f.decoder;
        const Labels ld = with(l, "decoder", dm.decoder);
        out.counter("jitterscope_sequence_received_total", "Decoded datagrams of the flow", ld, double(dm.received));
        out.gauge("jitterscope_sequence_lost_packets",
                  "Sequence numbers not received (expected - unique received; shrinks when late ones arrive)", ld,
                  double(dm.lost));
        out.counter("jitterscope_sequence_duplicates_total", "Datagrams whose sequence number was seen before", ld,
                    double(dm.duplicates));
        out.counter("jitterscope_sequence_reordered_total", "Datagrams that arrived after a higher sequence number", ld,
                    double(dm.reordered));
        out.counter("jitterscope_timestamp_inversions_total",
                    "A later sequence number stamped earlier than a lower one that arrived before it", ld,
                    double(dm.tsInversions));
        if (dm.jitterSeconds >= 0 && dm.decoder == "rtp")
            out.gauge("jitterscope_rtp_jitter_seconds", "RTP interarrival jitter (RFC 3550), the latest estimate",
                      with(ld, "ssrc", std::to_string(dm.ssrc)), dm.jitterSeconds);
        if (dm.jitterSeconds >= 0 && dm.decoder == "iperf3")
            out.gauge("jitterscope_iperf3_jitter_seconds", "iperf3's jitter (RFC 1889 smoothing of transit changes)",
                      ld, dm.jitterSeconds);
    }
    for (const SoftnetCpuMetrics &c : s.softnet) {
        const Labels l { { "cpu", std::to_string(c.cpu) } };
        out.counter("jitterscope_softnet_processed_total",
                    "/proc/net/softnet_stat packets processed by the CPU since the capture started", l,
                    double(c.processed));
        out.counter("jitterscope_softnet_dropped_total",
                    "/proc/net/softnet_stat packets dropped (backlog full) since the capture started", l,
                    double(c.dropped));
        out.counter("jitterscope_softnet_time_squeeze_total",
                    "/proc/net/softnet_stat NET_RX runs cut short by netdev_budget or netdev_budget_usecs", l,
                    double(c.timeSqueeze));
    }
    if (s.counters) {
        const CaptureCounters &c = *s.counters;
        out.counter("jitterscope_capture_received_total", "pcap_stats ps_recv", iface, double(c.pcapRecv));
        out.counter("jitterscope_capture_kernel_drops_total",
                    "Packets the kernel dropped for lack of capture buffer space (ps_drop)", iface, double(c.pcapDrop));
        out.counter("jitterscope_capture_interface_drops_total", "Packets the interface or driver dropped (ps_ifdrop)",
                    iface, double(c.pcapIfDrop));
        out.counter("jitterscope_capture_helper_drops_total", "Packets the capture helper dropped (its queue was full)",
                    iface, double(c.queueDrops));
        out.counter("jitterscope_capture_written_total", "Packets the capture helper wrote or analysed", iface,
                    double(c.written));
    }
    return out.take();
}

class SnapshotCollectable : public prometheus::Collectable {
public:
    std::vector<MetricFamily> Collect() const override
    {
        std::shared_ptr<const MetricsSnapshot> s;
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            s = m_snapshot;
        }
        return s ? families(*s) : std::vector<MetricFamily> {};
    }
    void publish(std::shared_ptr<const MetricsSnapshot> s)
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_snapshot.swap(s); // the old one is released outside the lock
    }

private:
    mutable std::mutex m_mutex;
    std::shared_ptr<const MetricsSnapshot> m_snapshot;
};

} // namespace

bool parseMetricsAddress(const std::string &text, std::string &host, int &port, std::string *error)
{
    std::string portText = text;
    host = "127.0.0.1";
    if (!text.empty() && text.front() == '[') {
        const size_t close = text.find(']');
        if (close == std::string::npos || close + 1 >= text.size() || text[close + 1] != ':') {
            if (error)
                *error = "'" + text + "': an IPv6 address is written [ADDR]:PORT";
            return false;
        }
        host = text.substr(0, close + 1);
        portText = text.substr(close + 2);
    } else if (const size_t colon = text.rfind(':'); colon != std::string::npos) {
        host = text.substr(0, colon);
        portText = text.substr(colon + 1);
        if (host.empty() || host.find(':') != std::string::npos) {
            if (error)
                *error = "'" + text + "': expected PORT, HOST:PORT or [IPv6]:PORT";
            return false;
        }
    }
    char *end = nullptr;
    errno = 0;
    const long p = std::strtol(portText.c_str(), &end, 10);
    if (portText.empty() || *end || errno || p < 0 || p > 65535) {
        if (error)
            *error = "'" + text + "': the port must be 0..65535";
        return false;
    }
    port = int(p);
    return true;
}

std::string metricsText(const MetricsSnapshot &snapshot)
{
    std::ostringstream os;
    prometheus::TextSerializer().Serialize(os, families(snapshot));
    return os.str();
}

struct MetricsServer::Impl {
    std::shared_ptr<SnapshotCollectable> collectable = std::make_shared<SnapshotCollectable>();
    std::unique_ptr<prometheus::Exposer> exposer;
    std::string host;
    int port = 0;
};

MetricsServer::MetricsServer()
    : d(std::make_unique<Impl>())
{
}

MetricsServer::~MetricsServer() = default;

bool MetricsServer::start(const std::string &address, std::string *error)
{
    int port = 0;
    if (!parseMetricsAddress(address, d->host, port, error))
        return false;
    try {
        // Two threads answer scrapes; a client that stalls mid-request is dropped after 5 s.
        d->exposer = std::make_unique<prometheus::Exposer>(
            std::vector<std::string> { "listening_ports", d->host + ":" + std::to_string(port), "num_threads", "2",
                                       "request_timeout_ms", "5000" });
    } catch (const std::exception &e) {
        if (error)
            *error = "cannot serve metrics on " + d->host + ":" + std::to_string(port) + ": " + e.what();
        return false;
    }
    d->exposer->RegisterCollectable(d->collectable);
    const std::vector<int> ports = d->exposer->GetListeningPorts();
    d->port = ports.empty() ? port : ports.front();
    return true;
}

int MetricsServer::port() const
{
    return d->port;
}

std::string MetricsServer::url() const
{
    return "http://" + d->host + ":" + std::to_string(d->port) + "/metrics";
}

void MetricsServer::publish(std::shared_ptr<const MetricsSnapshot> snapshot)
{
    d->collectable->publish(std::move(snapshot));
}

} // namespace jitterscope
