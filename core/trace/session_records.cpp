#include "core/trace/session_records.h"

#include "core/base/bytes.h"
#include "core/trace/trace_types.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <unistd.h>

namespace jitterscope {

std::string SessionMetadata::value(const std::string &key, const std::string &fallback) const
{
    for (auto it = entries.rbegin(); it != entries.rend(); ++it)
        if (it->first == key)
            return it->second;
    return fallback;
}

void SessionMetadata::set(const std::string &key, const std::string &value)
{
    for (auto &e : entries)
        if (e.first == key) {
            e.second = value;
            return;
        }
    entries.emplace_back(key, value);
}

bool CaptureCounters::operator==(const CaptureCounters &o) const
{
    return tsNs == o.tsNs && pcapRecv == o.pcapRecv && pcapDrop == o.pcapDrop && pcapIfDrop == o.pcapIfDrop &&
           captured == o.captured && queueDrops == o.queueDrops && written == o.written &&
           softnetSamples == o.softnetSamples && softnetErrors == o.softnetErrors;
}

static size_t beginRecord(std::vector<uint8_t> &out, uint16_t subtype)
{
    appendLe16(out, subtype);
    appendLe16(out, kJsBlockVersion);
    const size_t lenAt = out.size();
    appendLe32(out, 0);
    return lenAt;
}

static void endRecord(std::vector<uint8_t> &out, size_t lenAt)
{
    const uint32_t len = uint32_t(out.size() - lenAt - 4);
    for (int i = 0; i < 4; ++i)
        out[lenAt + size_t(i)] = uint8_t(len >> (8 * i));
}

// Softnet body: i64 tsNs, u32 line count, u32 reserved; per line: u32 cpu, u8 columns,
// u8 cpu source (0 column, 1 online list, 2 line number), u16 reserved, u32 value × columns.
void encodeSoftnetRecord(const SoftnetSample &s, std::vector<uint8_t> &out)
{
    const size_t at = beginRecord(out, kJsBlockSoftnet);
    appendLe64(out, uint64_t(s.tsNs));
    appendLe32(out, uint32_t(s.lines.size()));
    appendLe32(out, 0);
    for (const SoftnetLine &l : s.lines) {
        appendLe32(out, l.cpu);
        out.push_back(l.columns);
        out.push_back(uint8_t(l.cpuSource));
        appendLe16(out, 0);
        for (int c = 0; c < l.columns; ++c)
            appendLe32(out, l.values[c]);
    }
    endRecord(out, at);
}

void encodeSessionRecord(const SessionMetadata &m, std::vector<uint8_t> &out)
{
    const size_t at = beginRecord(out, kJsBlockSession);
    for (const auto &e : m.entries) {
        // Keys and values are single-line; newlines in values would break the format.
        std::string v = e.second;
        for (char &c : v)
            if (c == '\n' || c == '\r')
                c = ' ';
        out.insert(out.end(), e.first.begin(), e.first.end());
        out.push_back('=');
        out.insert(out.end(), v.begin(), v.end());
        out.push_back('\n');
    }
    endRecord(out, at);
}

// Stats body: i64 tsNs then u64 × 8 in CaptureCounters order.
void encodeStatsRecord(const CaptureCounters &c, std::vector<uint8_t> &out)
{
    const size_t at = beginRecord(out, kJsBlockStats);
    appendLe64(out, uint64_t(c.tsNs));
    for (uint64_t v : { c.pcapRecv, c.pcapDrop, c.pcapIfDrop, c.captured, c.queueDrops, c.written, c.softnetSamples,
                        c.softnetErrors })
        appendLe64(out, v);
    endRecord(out, at);
}

// Kernel-events body: u32 devices, u32 polls, u32 net_rx, u32 reserved, u64 lost (cumulative);
// per device u16 length + name bytes, zero padding to 4; per poll i64 ts, u32 cpu, u16 device,
// u16 reserved, i32 work, i32 budget (24 bytes); per NET_RX edge i64 ts, u32 cpu, u8 edge
// (0 entry, 1 exit), 3 reserved (16 bytes).
void encodeKernelEventsRecord(const KernelEventBatch &b, std::vector<uint8_t> &out)
{
    const size_t at = beginRecord(out, kJsBlockKernelEvents);
    appendLe32(out, uint32_t(b.devices.size()));
    appendLe32(out, uint32_t(b.polls.size()));
    appendLe32(out, uint32_t(b.netRx.size()));
    appendLe32(out, 0);
    appendLe64(out, b.lostCumulative);
    const size_t namesAt = out.size();
    for (const std::string &d : b.devices) {
        const size_t n = std::min<size_t>(d.size(), 0xFFFF);
        appendLe16(out, uint16_t(n));
        out.insert(out.end(), d.begin(), d.begin() + ptrdiff_t(n));
    }
    while ((out.size() - namesAt) % 4)
        out.push_back(0);
    for (const NapiPollEvent &p : b.polls) {
        appendLe64(out, uint64_t(p.tsNs));
        appendLe32(out, p.cpu);
        appendLe16(out, p.device);
        appendLe16(out, 0);
        appendLe32(out, uint32_t(p.work));
        appendLe32(out, uint32_t(p.budget));
    }
    for (const NetRxEvent &e : b.netRx) {
        appendLe64(out, uint64_t(e.tsNs));
        appendLe32(out, e.cpu);
        out.push_back(e.exit ? 1 : 0);
        out.insert(out.end(), 3, 0);
    }
    endRecord(out, at);
}

bool splitJsRecord(const uint8_t *data, size_t len, JsRecord &out)
{
    if (len < kJsBlockHeaderLen)
        return false;
    out.subtype = loadLe16(data);
    out.version = loadLe16(data + 2);
    out.bodyLen = loadLe32(data + 4);
    if (out.bodyLen > len - kJsBlockHeaderLen)
        return false;
    out.body = data + kJsBlockHeaderLen;
    return true;
}

bool decodeSoftnetRecord(const JsRecord &r, SoftnetSample &out)
{
    if (r.subtype != kJsBlockSoftnet || r.version != 1 || r.bodyLen < 16)
        return false;
    const uint8_t *p = r.body, *end = r.body + r.bodyLen;
    out.tsNs = int64_t(loadLe64(p));
    const uint32_t n = loadLe32(p + 8);
    p += 16;
    out.lines.clear();
    for (uint32_t i = 0; i < n; ++i) {
        if (end - p < 8)
            return false;
        SoftnetLine l;
        l.cpu = loadLe32(p);
        const uint8_t cols = p[4];
        if (p[5] > 2 || cols < kSoftnetMinColumns || cols > kSoftnetMaxColumns)
            return false;
        l.cpuSource = SoftnetCpuSource(p[5]);
        l.columns = cols;
        p += 8;
        if (end - p < ptrdiff_t(4) * cols)
            return false;
        for (int c = 0; c < cols; ++c, p += 4)
            l.values[c] = loadLe32(p);
        out.lines.push_back(l);
    }
    return true;
}

bool decodeSessionRecord(const JsRecord &r, SessionMetadata &out)
{
    if (r.subtype != kJsBlockSession || r.version != 1)
        return false;
    out.entries.clear();
    const std::string text(reinterpret_cast<const char *>(r.body), r.bodyLen);
    size_t pos = 0;
    while (pos < text.size()) {
        size_t nl = text.find('\n', pos);
        if (nl == std::string::npos)
            nl = text.size();
        const std::string line = text.substr(pos, nl - pos);
        pos = nl + 1;
        const size_t eq = line.find('=');
        if (eq == std::string::npos || eq == 0)
            continue;
        out.entries.emplace_back(line.substr(0, eq), line.substr(eq + 1));
    }
    return true;
}

bool decodeStatsRecord(const JsRecord &r, CaptureCounters &out)
{
    if (r.subtype != kJsBlockStats || r.version != 1 || r.bodyLen < 72)
        return false;
    const uint8_t *p = r.body;
    out.tsNs = int64_t(loadLe64(p));
    uint64_t *fields[] = { &out.pcapRecv,   &out.pcapDrop, &out.pcapIfDrop,     &out.captured,
                           &out.queueDrops, &out.written,  &out.softnetSamples, &out.softnetErrors };
    for (size_t i = 0; i < 8; ++i)
        *fields[i] = loadLe64(p + 8 + 8 * i);
    return true;
}

bool decodeKernelEventsRecord(const JsRecord &r, KernelEventBatch &out)
{
    if (r.subtype != kJsBlockKernelEvents || r.version != 1 || r.bodyLen < 24)
        return false;
    const uint8_t *p = r.body, *end = r.body + r.bodyLen;
    const uint32_t nDevices = loadLe32(p), nPolls = loadLe32(p + 4), nNetRx = loadLe32(p + 8);
    out = KernelEventBatch {};
    out.lostCumulative = loadLe64(p + 16);
    p += 24;
    if (nDevices > 0xFFFFu + 1u)
        return false;
    const uint8_t *namesAt = p;
    for (uint32_t i = 0; i < nDevices; ++i) {
        if (end - p < 2)
            return false;
        const uint16_t n = loadLe16(p);
        p += 2;
        if (end - p < n)
            return false;
        out.devices.emplace_back(reinterpret_cast<const char *>(p), n);
        p += n;
    }
    const auto pad = size_t(p - namesAt) % 4;
    if (pad && end - p < ptrdiff_t(4 - pad))
        return false;
    if (pad)
        p += 4 - pad;
    // 64-bit arithmetic: the counts are the file's claims.
    if (uint64_t(end - p) < uint64_t(nPolls) * 24 + uint64_t(nNetRx) * 16)
        return false;
    out.polls.reserve(nPolls);
    for (uint32_t i = 0; i < nPolls; ++i, p += 24) {
        NapiPollEvent e;
        e.tsNs = int64_t(loadLe64(p));
        e.cpu = loadLe32(p + 8);
        e.device = loadLe16(p + 12);
        e.work = int32_t(loadLe32(p + 16));
        e.budget = int32_t(loadLe32(p + 20));
        if (e.device >= nDevices)
            return false;
        out.polls.push_back(e);
    }
    out.netRx.reserve(nNetRx);
    for (uint32_t i = 0; i < nNetRx; ++i, p += 16) {
        NetRxEvent e;
        e.tsNs = int64_t(loadLe64(p));
        e.cpu = loadLe32(p + 8);
        if (p[12] > 1)
            return false;
        e.exit = p[12] == 1;
        out.netRx.push_back(e);
    }
    return true;
}

namespace {

/// Largest block the session reader accepts, as the trace reader (kMaxRecordBytes): a length
/// beyond it is a lie in the file, not a block.
constexpr uint32_t kMaxSessionBlockBytes = 256u * 1024u * 1024u;

// Where the session walker's bytes come from: fills up to n bytes, returns how many it gave (fewer
// only at the end).
using ReadBytes = std::function<size_t(uint8_t *, size_t)>;

// Reads n bytes into `body`, growing it only as the bytes arrive: a block length is the file's claim,
// not a size to allocate (a 12-byte file claiming 4 GiB would otherwise allocate and zero it).
bool readBody(const ReadBytes &read, std::vector<uint8_t> &body, size_t n)
{
    uint8_t piece[16384];
    body.clear();
    while (body.size() < n) {
        const size_t want = std::min(sizeof piece, n - body.size());
        const size_t got = read(piece, want);
        body.insert(body.end(), piece, piece + got);
        if (got < want)
            return false;
    }
    return true;
}

void decodeCustomBlock(const std::vector<uint8_t> &body, bool swap, SessionFileData &out)
{
    ++out.customBlocks;
    if (body.size() < 8)
        return;
    const uint32_t pen = load32(body.data(), swap);
    if (pen != kJitterscopePen)
        return;
    JsRecord r;
    const size_t dataLen = body.size() - 4 - 4; // minus PEN and trailing length
    bool ok = splitJsRecord(body.data() + 4, dataLen, r);
    if (ok) {
        SoftnetSample s;
        CaptureCounters c;
        SessionMetadata m;
        KernelEventBatch k;
        if (r.subtype == kJsBlockKernelEvents) {
            ok = decodeKernelEventsRecord(r, k);
            if (ok)
                out.kernelEvents.push_back(std::move(k));
        } else if (decodeSoftnetRecord(r, s)) {
            out.softnet.push_back(std::move(s));
        } else if (decodeStatsRecord(r, c)) {
            out.counters.push_back(c);
        } else if (decodeSessionRecord(r, m)) {
            out.metadata = std::move(m);
        } else {
            ok = false;
        }
    }
    if (ok)
        ++out.jitterscopeBlocks;
    else
        ++out.skippedRecords;
}

// The block walk of readSessionFile/readSessionData; `fail` sets the error and returns false.
bool walkSession(const ReadBytes &read, SessionFileData &out, const std::function<bool(const std::string &)> &fail)
{
    out = SessionFileData {};
    bool swap = false, first = true;
    std::vector<uint8_t> body;
    uint8_t hdr[12];
    for (;;) {
        const size_t got = read(hdr, 8);
        if (got == 0)
            break;
        if (got < 8) {
            out.truncated = true;
            break;
        }
        uint32_t type = load32<false>(hdr), len = load32<false>(hdr + 4);
        if (type == 0x0A0D0D0Au) {
            if (read(hdr + 8, 4) < 4) {
                out.truncated = true;
                break;
            }
            const uint32_t magic = load32<false>(hdr + 8);
            if (magic == 0x1A2B3C4Du)
                swap = false;
            else if (magic == 0x4D3C2B1Au)
                swap = true;
            else
                return fail("bad byte-order magic in a section header");
            len = swapIf(len, swap);
            if (len < 28 || len % 4 || len > kMaxSessionBlockBytes)
                return fail("impossible section header length " + std::to_string(len));
            if (!readBody(read, body, len - 12)) {
                out.truncated = true;
                break;
            }
            first = false;
            continue;
        }
        if (first)
            return fail("not a pcapng file");
        type = swapIf(type, swap);
        len = swapIf(len, swap);
        if (len < 12 || len % 4 || len > kMaxSessionBlockBytes)
            return fail("impossible block length " + std::to_string(len));
        if (!readBody(read, body, len - 8)) { // body + trailing length
            out.truncated = true;
            break;
        }
        if (type == 6 || type == 3 || type == 2)
            ++out.packets;
        else if (type == 0x00000BADu || type == 0x40000BADu)
            decodeCustomBlock(body, swap, out);
    }
    if (first)
        return fail(out.truncated ? "file too short" : "empty file");
    return true;
}

} // namespace

bool readSessionFile(const std::string &path, SessionFileData &out, std::string *error)
{
    auto fail = [&](const std::string &m) {
        if (error)
            *error = path + ": " + m;
        return false;
    };
    out = SessionFileData {};
    std::unique_ptr<FILE, int (*)(FILE *)> f(path == "-" ? fdopen(dup(0), "rb") : std::fopen(path.c_str(), "rb"),
                                             std::fclose);
    if (!f)
        return fail(std::strerror(errno));
    return walkSession([&f](uint8_t *p, size_t n) { return std::fread(p, 1, n, f.get()); }, out, fail);
}

bool readSessionData(const uint8_t *data, size_t len, SessionFileData &out, std::string *error)
{
    size_t at = 0;
    const auto read = [&](uint8_t *p, size_t n) {
        n = std::min(n, len - at);
        if (n)
            std::memcpy(p, data + at, n);
        at += n;
        return n;
    };
    return walkSession(read, out, [error](const std::string &m) {
        if (error)
            *error = m;
        return false;
    });
}

} // namespace jitterscope
