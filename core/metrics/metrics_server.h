// The Prometheus endpoint of a capture: the latest MetricsSnapshot (flow_metrics.h) served at
// http://ADDR:PORT/metrics in the Prometheus text format (0.0.4) by prometheus-cpp's embedded
// civetweb server. docs/fleet.md lists every metric.
//
// Threads: the server answers scrapes on its own threads. publish() (any thread) swaps a
// shared_ptr under a mutex; a scrape takes the pointer under the same mutex and formats outside
// it, so a slow or hung scraper never holds up the thread that publishes (the capture's writer).
#pragma once

#include "core/metrics/flow_metrics.h"

#include <memory>
#include <string>

namespace jitterscope {

/// Where to listen: "PORT" (on 127.0.0.1), "HOST:PORT" or "[IPv6]:PORT"; PORT 0 picks a free
/// one. False with *error set for anything else. Only a given address leaves 127.0.0.1.
[[nodiscard]] bool parseMetricsAddress(const std::string &text, std::string &host, int &port, std::string *error);

/// The exposition text of one snapshot (what a scrape returns besides the server's own
/// exposer_* metrics).
[[nodiscard]] std::string metricsText(const MetricsSnapshot &snapshot);

class MetricsServer {
public:
    MetricsServer();
    ~MetricsServer();
    MetricsServer(const MetricsServer &) = delete;
    MetricsServer &operator=(const MetricsServer &) = delete;

    /// Listens on `address` (parseMetricsAddress syntax). False with *error when it cannot.
    [[nodiscard]] bool start(const std::string &address, std::string *error);
    /// The port listened on (the one picked for port 0); 0 before start().
    [[nodiscard]] int port() const;
    /// "http://127.0.0.1:9464/metrics"
    [[nodiscard]] std::string url() const;
    /// Any thread, O(1): scrapes from now on show `snapshot`.
    void publish(std::shared_ptr<const MetricsSnapshot> snapshot);

    struct Impl;

private:
    std::unique_ptr<Impl> d;
};

} // namespace jitterscope
