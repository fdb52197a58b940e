#include "core/gen/probe_sender.h"

#include "core/decode/payload_decode.h"
#include "core/gen/tx_timestamps.h"

#include <arpa/inet.h>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <ctime>
#include <linux/errqueue.h>
#include <linux/net_tstamp.h>
#include <netdb.h>
#include <sys/prctl.h>
#include <unistd.h>
#include <vector>

namespace jitterscope {

static int64_t nowNs(clockid_t clock)
{
    timespec ts;
    clock_gettime(clock, &ts);
    return int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// ---- PacingHistogram ------------------------------------------------------------------------
// Values below kSub go to their own bucket; above, bucket = (exponent block, top 6 mantissa bits).

int PacingHistogram::bucketOf(uint64_t v)
{
    if (v < uint64_t(kSub))
        return int(v);
    const int msb = 63 - __builtin_clzll(v); // >= 6
    const int shift = msb - 6;
    const int sub = int((v >> shift) & (kSub - 1));
    return (shift + 1) * kSub + sub;
}

uint64_t PacingHistogram::lowerBound(int bucket)
{
    if (bucket < kSub)
        return uint64_t(bucket);
    const int shift = bucket / kSub - 1;
    const uint64_t sub = uint64_t(bucket % kSub);
    return (uint64_t(kSub) + sub) << shift;
}

void PacingHistogram::record(int64_t ns)
{
    const uint64_t v = ns < 0 ? uint64_t(-ns) : uint64_t(ns);
    const int b = bucketOf(v);
    ++m_counts[b < kBuckets ? b : kBuckets - 1];
    ++m_count;
    if (int64_t(v) > m_max)
        m_max = int64_t(v);
}

int64_t PacingHistogram::quantile(double q) const
{
    if (!m_count)
        return 0;
    const uint64_t rank = uint64_t(std::ceil(q * double(m_count)));
    uint64_t seen = 0;
    for (int b = 0; b < kBuckets; ++b) {
        seen += m_counts[b];
        if (seen >= rank && m_counts[b]) {
            // Middle of the bucket, clamped to the exact maximum.
            const uint64_t lo = lowerBound(b), hi = b + 1 < kBuckets ? lowerBound(b + 1) : lo;
            const int64_t mid = int64_t(lo + (hi - lo) / 2);
            return mid < m_max ? mid : m_max;
        }
    }
    return m_max;
}

// ---- ProbeSender ----------------------------------------------------------------------------

bool splitHostPort(const std::string &text, std::string &host, uint16_t &port)
{
    size_t colon;
    if (!text.empty() && text[0] == '[') {
        const size_t close = text.find(']');
        if (close == std::string::npos || close + 1 >= text.size() || text[close + 1] != ':')
            return false;
        host = text.substr(1, close - 1);
        colon = close + 1;
    } else {
        colon = text.rfind(':');
        if (colon == std::string::npos || colon == 0)
            return false;
        host = text.substr(0, colon);
        if (host.find(':') != std::string::npos)
            return false; // bare IPv6 needs brackets
    }
    const std::string p = text.substr(colon + 1);
    if (p.empty() || p.size() > 5 || p.find_first_not_of("0123456789") != std::string::npos)
        return false;
    const unsigned long v = std::stoul(p);
    if (v == 0 || v > 65535)
        return false;
    port = uint16_t(v);
    return !host.empty();
}

ProbeSender::~ProbeSender()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

bool ProbeSender::open(const ProbeSenderOptions &o, std::string *error)
{
    auto fail = [&](const std::string &m) {
        if (error)
            *error = m;
        return false;
    };
    if (!(o.ratePps > 0) || o.ratePps > 1e8)
        return fail("rate must be > 0 and <= 1e8 datagrams per second");
    if (o.sizeBytes < kProbeHeaderLen || o.sizeBytes > 65507)
        return fail("size must be between " + std::to_string(kProbeHeaderLen) + " and 65507 bytes");
    if (o.burst < 1 || o.burst > 1024)
        return fail("burst must be between 1 and 1024");
    if (o.durationNs <= 0)
        return fail("duration must be positive");
    if (o.port == 0)
        return fail("port must be 1..65535");
    m_opt = o;
    addrinfo hints {};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_DGRAM;
    addrinfo *res = nullptr;
    const std::string port = std::to_string(o.port);
    const int rc = getaddrinfo(o.host.c_str(), port.c_str(), &hints, &res);
    if (rc != 0)
        return fail("cannot resolve '" + o.host + "': " + gai_strerror(rc));
    std::string lastError = "no address";
    for (addrinfo *ai = res; ai; ai = ai->ai_next) {
        const int fd = ::socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC, ai->ai_protocol);
        if (fd < 0) {
            lastError = std::strerror(errno);
            continue;
        }
        // Not connected: ICMP port-unreachable replies (no listener) then do not turn later
        // sends into ECONNREFUSED errors, so the count sent does not depend on the receiver.
        std::memcpy(&m_addr, ai->ai_addr, ai->ai_addrlen);
        m_addrLen = socklen_t(ai->ai_addrlen);
        char addr[INET6_ADDRSTRLEN] = {};
        const void *a = ai->ai_family == AF_INET6
                            ? static_cast<const void *>(&reinterpret_cast<sockaddr_in6 *>(ai->ai_addr)->sin6_addr)
                            : static_cast<const void *>(&reinterpret_cast<sockaddr_in *>(ai->ai_addr)->sin_addr);
        inet_ntop(ai->ai_family, a, addr, sizeof addr);
        m_peer = ai->ai_family == AF_INET6 ? "[" + std::string(addr) + "]:" + port : std::string(addr) + ":" + port;
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = fd;
        break;
    }
    freeaddrinfo(res);
    if (m_fd < 0)
        return fail("cannot open a UDP socket to '" + o.host + "': " + lastError);
    // A larger send buffer absorbs bursts without ENOBUFS/EAGAIN on fast paths.
    const int sndbuf = 4 << 20;
    setsockopt(m_fd, SOL_SOCKET, SO_SNDBUF, &sndbuf, sizeof sndbuf);
    m_tx.reset();
    m_txId = 0;
    m_txSent = 0;
    m_txEnabled = false;
    m_txError.clear();
    if (o.txTimestamps) {
        // Software TX times, hardware ones where the NIC is already stamping (configuring it with
        // SIOCSHWTSTAMP would change the device for everyone: not done here), and an id per
        // datagram (OPT_ID) to tell which datagram a report belongs to; the payload comes back too.
        const int flags = SOF_TIMESTAMPING_TX_SOFTWARE | SOF_TIMESTAMPING_SOFTWARE | SOF_TIMESTAMPING_TX_HARDWARE |
                          SOF_TIMESTAMPING_RAW_HARDWARE | SOF_TIMESTAMPING_OPT_ID;
        if (setsockopt(m_fd, SOL_SOCKET, SO_TIMESTAMPING, &flags, sizeof flags) == 0)
            m_txEnabled = true;
        else
            m_txError = std::string("SO_TIMESTAMPING: ") + std::strerror(errno);
        m_tx = std::make_unique<TxTimestampCheck>();
    }
    return true;
}

TxTimestampReport ProbeSender::txTimestamps() const
{
    TxTimestampReport r;
    if (m_tx)
        r = m_tx->result(m_txSent);
    r.requested = m_opt.txTimestamps;
    r.enabled = m_txEnabled;
    r.error = m_txError;
    return r;
}

void ProbeSender::drainTimestamps()
{
    // Reads every report waiting in the socket's error queue (never blocks).
    for (;;) {
        uint8_t data[2048];
        alignas(cmsghdr) char control[512];
        iovec iov { data, sizeof data };
        msghdr msg {};
        msg.msg_iov = &iov;
        msg.msg_iovlen = 1;
        msg.msg_control = control;
        msg.msg_controllen = sizeof control;
        const ssize_t n = ::recvmsg(m_fd, &msg, MSG_ERRQUEUE | MSG_DONTWAIT);
        if (n < 0)
            return;
        int64_t sw = 0, hw = 0;
        bool haveId = false;
        uint32_t id = 0;
        for (cmsghdr *c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c)) {
            if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SO_TIMESTAMPING) {
                scm_timestamping t;
                std::memcpy(&t, CMSG_DATA(c), sizeof t);
                sw = int64_t(t.ts[0].tv_sec) * 1'000'000'000 + t.ts[0].tv_nsec;
                hw = int64_t(t.ts[2].tv_sec) * 1'000'000'000 + t.ts[2].tv_nsec;
            } else if ((c->cmsg_level == SOL_IP && c->cmsg_type == IP_RECVERR) ||
                       (c->cmsg_level == SOL_IPV6 && c->cmsg_type == IPV6_RECVERR)) {
                sock_extended_err e;
                std::memcpy(&e, CMSG_DATA(c), sizeof e);
                if (e.ee_errno == ENOMSG && e.ee_origin == SO_EE_ORIGIN_TIMESTAMPING) {
                    haveId = true;
                    id = e.ee_data;
                }
            }
        }
        if (!haveId)
            continue;
        // The looped-back packet (headers included): find the probe header in it.
        bool haveSeq = false;
        uint64_t seq = 0;
        const size_t len = size_t(n) < sizeof data ? size_t(n) : sizeof data;
        for (size_t at = 0; !haveSeq && at + kProbeHeaderLen <= len; ++at) {
            PayloadFields f;
            if (data[at] == 0x4A && decodeProbe(data + at, len - at, f)) {
                haveSeq = true;
                seq = f.seq;
            }
        }
        m_tx->report(id, sw, hw, haveSeq, seq);
    }
}

ProbeSenderReport ProbeSender::run()
{
    ProbeSenderReport rep;
    if (m_fd < 0) {
        rep.firstError = "not open";
        return rep;
    }
    const uint32_t burst = m_opt.burst;
    const double periodNs = 1e9 * double(burst) / m_opt.ratePps;
    const int64_t spinNs = m_opt.spinNs >= 0 ? m_opt.spinNs : (periodNs < 2e6 ? 50'000 : 0);
    const uint64_t maxPackets = m_opt.count ? m_opt.count : UINT64_MAX;

    // One buffer per datagram of a burst, allocated once.
    std::vector<std::vector<uint8_t>> bufs(burst, std::vector<uint8_t>(m_opt.sizeBytes, 0));
    std::vector<iovec> iov(burst);
    std::vector<mmsghdr> msgs(burst);
    for (uint32_t i = 0; i < burst; ++i) {
        iov[i] = { bufs[i].data(), bufs[i].size() };
        msgs[i] = {};
        msgs[i].msg_hdr.msg_iov = &iov[i];
        msgs[i].msg_hdr.msg_iovlen = 1;
        msgs[i].msg_hdr.msg_name = &m_addr;
        msgs[i].msg_hdr.msg_namelen = m_addrLen;
    }
    // The default 50 µs timer slack would delay every wake-up by up to 50 µs: ask for 1 ns on this thread.
    prctl(PR_SET_TIMERSLACK, 1UL, 0UL, 0UL, 0UL);
    PacingHistogram hist;
    uint64_t seq = 0;
    const int64_t start = nowNs(CLOCK_MONOTONIC) + 1'000'000; // first tick 1 ms from now
    const int64_t end = start + m_opt.durationNs;
    int64_t firstSend = start, lastSend = start;
    for (uint64_t k = 0; seq < maxPackets && !m_stop.load(std::memory_order_relaxed); ++k) {
        const int64_t deadline = start + int64_t(std::llround(double(k) * periodNs));
        if (deadline >= end)
            break;
        int64_t now = nowNs(CLOCK_MONOTONIC);
        if (deadline - now > spinNs) {
            const int64_t wake = deadline - spinNs;
            timespec ts { time_t(wake / 1'000'000'000), long(wake % 1'000'000'000) };
            while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nullptr) == EINTR) {
                if (m_stop.load(std::memory_order_relaxed))
                    break;
            }
            if (m_stop.load(std::memory_order_relaxed))
                break;
        }
        while ((now = nowNs(CLOCK_MONOTONIC)) < deadline) { }
        if (double(now - deadline) > periodNs)
            ++rep.lateTicks;
        hist.record(now - deadline);
        if (!rep.ticks)
            firstSend = now;
        lastSend = now;
        ++rep.ticks;
        const uint32_t n = uint32_t(std::min<uint64_t>(burst, maxPackets - seq));
        const int64_t txNs = nowNs(CLOCK_REALTIME);
        for (uint32_t i = 0; i < n; ++i)
            encodeProbe(bufs[i].data(), seq + i, txNs);
        uint32_t done = 0;
        while (done < n) {
            int r;
            if (n - done == 1)
                r = ::sendto(m_fd, bufs[done].data(), bufs[done].size(), 0, reinterpret_cast<const sockaddr *>(&m_addr),
                             m_addrLen) >= 0
                        ? 1
                        : -1;
            else
                r = ::sendmmsg(m_fd, msgs.data() + done, n - done, 0);
            if (r < 0) {
                if (errno == EINTR)
                    continue;
                if (rep.firstError.empty())
                    rep.firstError = std::strerror(errno);
                ++rep.sendErrors; // this datagram is lost; the rest of the burst is still tried
                ++done;
                continue;
            }
            if (m_tx)
                for (int j = 0; j < r; ++j)
                    m_tx->sent(m_txId++, seq + done + uint32_t(j), txNs);
            rep.sent += uint64_t(r);
            done += uint32_t(r);
        }
        seq += n;
        if (m_txEnabled)
            drainTimestamps();
    }
    m_txSent = rep.sent;
    if (m_txEnabled) {
        // The last reports may still be on their way: wait for them, at most 200 ms.
        for (int i = 0; i < 20 && m_tx->result(m_txSent).missing > 0; ++i) {
            drainTimestamps();
            timespec pause { 0, 10'000'000 };
            nanosleep(&pause, nullptr);
        }
        drainTimestamps();
    }
    if (rep.ticks) {
        rep.elapsedNs = lastSend - firstSend + int64_t(std::llround(periodNs));
        rep.achievedPps = double(rep.sent) * 1e9 / double(rep.elapsedNs);
    }
    rep.pacingP50Ns = hist.quantile(0.50);
    rep.pacingP99Ns = hist.quantile(0.99);
    rep.pacingMaxNs = hist.max();
    return rep;
}

} // namespace jitterscope
