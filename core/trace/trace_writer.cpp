// pcapng / pcap writers. Blocks are built in a reused scratch buffer, then appended whole.
#include "core/trace/trace_writer.h"

#include "core/base/bytes.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

namespace jitterscope {

namespace {
constexpr uint32_t kByteOrderMagic = 0x1A2B3C4Du;
constexpr int64_t kNsPerSec = 1000000000;

uint64_t pow10(unsigned k)
{
    uint64_t v = 1;
    while (k-- > 0)
        v *= 10;
    return v;
}
} // namespace

// ---- TraceOutput ----------------------------------------------------------------------------

TraceOutput::TraceOutput()
{
    m_buf.reserve(kFlushThreshold + 4096);
}

TraceOutput::~TraceOutput()
{
    close();
}

bool TraceOutput::open(const std::string &path, std::string *error)
{
    close();
    m_fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (m_fd < 0) {
        m_ok = false;
        m_error = path + ": " + std::strerror(errno);
        if (error)
            *error = m_error;
        return false;
    }
    m_ownFd = true;
    m_ok = true;
    m_error.clear();
    return true;
}

void TraceOutput::attach(FILE *file)
{
    close();
    m_file = file;
}

void TraceOutput::attach(int fd)
{
    close();
    m_fd = fd;
}

void TraceOutput::append(const void *data, size_t len)
{
    const auto *p = static_cast<const uint8_t *>(data);
    m_buf.insert(m_buf.end(), p, p + len);
    m_total += len;
    if (m_buf.size() >= kFlushThreshold) {
        writeOut(m_buf.data(), m_buf.size());
        m_buf.clear();
    }
}

bool TraceOutput::writeOut(const uint8_t *data, size_t len)
{
    if (!m_ok)
        return false;
    if (m_file != nullptr) {
        if (std::fwrite(data, 1, len, m_file) != len) {
            m_ok = false;
            m_error = std::string("write: ") + std::strerror(errno);
        }
        return m_ok;
    }
    while (len > 0 && m_fd >= 0) {
        const ssize_t n = ::write(m_fd, data, len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            m_ok = false;
            m_error = std::string("write: ") + std::strerror(errno);
            return false;
        }
        data += n;
        len -= static_cast<size_t>(n);
    }
    return m_ok;
}

bool TraceOutput::flush()
{
    if (!m_buf.empty()) {
        writeOut(m_buf.data(), m_buf.size());
        m_buf.clear();
    }
    if (m_file != nullptr && std::fflush(m_file) != 0 && m_ok) {
        m_ok = false;
        m_error = std::string("fflush: ") + std::strerror(errno);
    }
    return m_ok;
}

bool TraceOutput::close()
{
    const bool ok = flush();
    if (m_ownFd && m_fd >= 0 && ::close(m_fd) != 0 && m_ok) {
        m_ok = false;
        m_error = std::string("close: ") + std::strerror(errno);
    }
    m_fd = -1;
    m_ownFd = false;
    m_file = nullptr;
    return ok && m_ok;
}

// ---- PcapngWriter ---------------------------------------------------------------------------

PcapngWriter::PcapngWriter()
{
    m_block.reserve(4096);
}

PcapngWriter::~PcapngWriter()
{
    m_out.flush();
}

void PcapngWriter::put16(std::vector<uint8_t> &b, uint16_t v) const
{
    appendRaw(b, swapIf(v, m_swap));
}

void PcapngWriter::put32(std::vector<uint8_t> &b, uint32_t v) const
{
    appendRaw(b, swapIf(v, m_swap));
}

void PcapngWriter::put64(std::vector<uint8_t> &b, uint64_t v) const
{
    appendRaw(b, swapIf(v, m_swap));
}

void PcapngWriter::putOption(std::vector<uint8_t> &b, uint16_t code, const void *value, size_t len) const
{
    put16(b, code);
    put16(b, static_cast<uint16_t>(len));
    const auto *p = static_cast<const uint8_t *>(value);
    b.insert(b.end(), p, p + len);
    b.resize(b.size() + ((4 - len % 4) % 4), 0);
}

void PcapngWriter::putStringOption(std::vector<uint8_t> &b, uint16_t code, const std::string &s) const
{
    if (!s.empty())
        putOption(b, code, s.data(), std::min<size_t>(s.size(), 0xfffc));
}

void PcapngWriter::emitBlock(uint32_t type)
{
    m_block.resize(m_block.size() + ((4 - m_block.size() % 4) % 4), 0);
    const uint32_t total = static_cast<uint32_t>(m_block.size() + 12);
    uint8_t frame[8];
    const uint32_t t = swapIf(type, m_swap);
    const uint32_t l = swapIf(total, m_swap);
    std::memcpy(frame, &t, 4);
    std::memcpy(frame + 4, &l, 4);
    m_out.append(frame, 8);
    m_out.append(m_block.data(), m_block.size());
    m_out.append(&l, 4);
}

void PcapngWriter::writeSectionHeader(const SectionOptions &options)
{
    m_swap = options.bigEndian != kHostBigEndian;
    m_ifaces.clear();
    m_block.clear();
    put32(m_block, kByteOrderMagic);
    put16(m_block, 1);
    put16(m_block, 0);
    put64(m_block, ~uint64_t(0)); // section length: not specified
    for (const std::string &c : options.comments)
        putStringOption(m_block, 1, c);
    putStringOption(m_block, 2, options.hardware);
    putStringOption(m_block, 3, options.os);
    putStringOption(m_block, 4, options.userAppl);
    if (m_block.size() > 16)
        put32(m_block, 0); // opt_endofopt
    emitBlock(0x0A0D0D0Au);
}

uint32_t PcapngWriter::addInterface(const InterfaceOptions &o)
{
    m_block.clear();
    put16(m_block, o.linkType);
    put16(m_block, 0);
    put32(m_block, o.snapLen);
    for (const std::string &c : o.comments)
        putStringOption(m_block, 1, c);
    putStringOption(m_block, 2, o.name);
    putStringOption(m_block, 3, o.description);
    if (o.tsResol != 6)
        putOption(m_block, 9, &o.tsResol, 1);
    if (!o.filter.empty()) {
        std::string value(1, '\0'); // filter kind 0: libpcap filter string
        value += o.filter;
        putOption(m_block, 11, value.data(), value.size());
    }
    putStringOption(m_block, 12, o.os);
    if (o.tsOffsetSec != 0) {
        const uint64_t v = swapIf(static_cast<uint64_t>(o.tsOffsetSec), m_swap);
        putOption(m_block, 14, &v, 8);
    }
    putStringOption(m_block, 15, o.hardware);
    if (m_block.size() > 8)
        put32(m_block, 0);
    emitBlock(1);
    m_ifaces.push_back({ o.tsResol, o.tsOffsetSec, o.snapLen });
    return static_cast<uint32_t>(m_ifaces.size() - 1);
}

uint64_t PcapngWriter::toUnits(const Iface &iface, int64_t tsNs) const
{
    int64_t rel = tsNs - iface.tsOffsetSec * kNsPerSec;
    if (rel < 0)
        rel = 0; // pcapng timestamps are unsigned
    const auto ns = static_cast<uint64_t>(rel);
    if (iface.tsResol & 0x80) {
        const unsigned k = iface.tsResol & 0x7f;
        if (k >= 64)
            return 0;
        const unsigned __int128 scaled = static_cast<unsigned __int128>(ns) << k;
        // Finer than 1 ns (2^k > 1e9): round up, so the reader's rounding down gives ns back.
        const bool finer = k >= 30;
        return static_cast<uint64_t>((scaled + (finer ? kNsPerSec - 1 : 0)) / kNsPerSec);
    }
    if (iface.tsResol <= 9)
        return ns / pow10(9u - iface.tsResol);
    return iface.tsResol - 9u <= 19 ? ns * pow10(iface.tsResol - 9u) : 0;
}

bool PcapngWriter::writePacket(uint32_t interfaceId, int64_t tsNs, const uint8_t *data, uint32_t capLen,
                               uint32_t wireLen, std::string_view comment, int64_t deliveryNs)
{
    if (interfaceId >= m_ifaces.size())
        return false;
    const uint64_t units = toUnits(m_ifaces[interfaceId], tsNs);
    m_block.clear();
    put32(m_block, interfaceId);
    put32(m_block, static_cast<uint32_t>(units >> 32));
    put32(m_block, static_cast<uint32_t>(units));
    put32(m_block, capLen);
    put32(m_block, wireLen);
    m_block.insert(m_block.end(), data, data + capLen);
    m_block.resize(m_block.size() + ((4 - capLen % 4) % 4), 0);
    const size_t bodyLen = m_block.size();
    if (!comment.empty())
        putOption(m_block, 1, comment.data(), std::min<size_t>(comment.size(), 0xfffc));
    if (deliveryNs != kNoTimeNs) {
        // Layout documented at kPcapngOptCustomBinaryCopy: PEN in section order, rest little-endian.
        uint8_t value[kJitterscopeOptDeliveryLen] = {};
        const uint32_t pen = swapIf(kJitterscopePen, m_swap);
        std::memcpy(value, &pen, 4);
        storeLe16(value + 4, kJitterscopeOptDelivery);
        storeLe64(value + 8, static_cast<uint64_t>(deliveryNs));
        putOption(m_block, kPcapngOptCustomBinaryCopy, value, sizeof value);
    }
    if (m_block.size() > bodyLen)
        put32(m_block, 0);
    emitBlock(6);
    return true;
}

void PcapngWriter::writeSimplePacket(const uint8_t *data, uint32_t capLen, uint32_t wireLen)
{
    m_block.clear();
    put32(m_block, wireLen);
    m_block.insert(m_block.end(), data, data + capLen);
    emitBlock(3);
}

bool PcapngWriter::writeObsoletePacket(uint32_t interfaceId, int64_t tsNs, const uint8_t *data, uint32_t capLen,
                                       uint32_t wireLen, std::string_view comment)
{
    if (interfaceId >= m_ifaces.size())
        return false;
    const uint64_t units = toUnits(m_ifaces[interfaceId], tsNs);
    m_block.clear();
    put16(m_block, static_cast<uint16_t>(interfaceId));
    put16(m_block, 0xffff); // drops count: unknown
    put32(m_block, static_cast<uint32_t>(units >> 32));
    put32(m_block, static_cast<uint32_t>(units));
    put32(m_block, capLen);
    put32(m_block, wireLen);
    m_block.insert(m_block.end(), data, data + capLen);
    m_block.resize(m_block.size() + ((4 - capLen % 4) % 4), 0);
    if (!comment.empty()) {
        putOption(m_block, 1, comment.data(), std::min<size_t>(comment.size(), 0xfffc));
        put32(m_block, 0);
    }
    emitBlock(2);
    return true;
}

bool PcapngWriter::writeInterfaceStatistics(uint32_t interfaceId, const InterfaceStatistics &s)
{
    if (interfaceId >= m_ifaces.size())
        return false;
    const Iface &iface = m_ifaces[interfaceId];
    const uint64_t units = toUnits(iface, s.tsNs);
    m_block.clear();
    put32(m_block, interfaceId);
    put32(m_block, static_cast<uint32_t>(units >> 32));
    put32(m_block, static_cast<uint32_t>(units));
    putStringOption(m_block, 1, s.comment);
    auto putTime = [&](uint16_t code, int64_t ns) {
        if (ns == kNoTimeNs)
            return;
        const uint64_t u = toUnits(iface, ns);
        put16(m_block, code);
        put16(m_block, 8);
        put32(m_block, static_cast<uint32_t>(u >> 32)); // high word first, as in the EPB
        put32(m_block, static_cast<uint32_t>(u));
    };
    auto putCount = [&](uint16_t code, int64_t v) {
        if (v < 0)
            return;
        put16(m_block, code);
        put16(m_block, 8);
        put64(m_block, static_cast<uint64_t>(v));
    };
    putTime(2, s.startNs);
    putTime(3, s.endNs);
    putCount(4, s.ifRecv);
    putCount(5, s.ifDrop);
    putCount(6, s.filterAccept);
    putCount(7, s.osDrop);
    putCount(8, s.usrDeliv);
    if (m_block.size() > 12)
        put32(m_block, 0);
    emitBlock(5);
    return true;
}

void PcapngWriter::writeCustomBlock(uint32_t pen, const uint8_t *data, size_t len, bool copyable)
{
    m_block.clear();
    put32(m_block, pen);
    m_block.insert(m_block.end(), data, data + len);
    emitBlock(copyable ? 0x00000BADu : 0x40000BADu);
}

void PcapngWriter::writeRawBlock(uint32_t type, const uint8_t *body, size_t len)
{
    m_block.assign(body, body + len);
    emitBlock(type);
}

// ---- PcapWriter -----------------------------------------------------------------------------

void PcapWriter::writeHeader(uint32_t linkType, uint32_t snapLen, bool nanosecond, bool bigEndian)
{
    m_swap = bigEndian != kHostBigEndian;
    m_nanos = nanosecond;
    auto v32 = [&](uint32_t v) { return swapIf(v, m_swap); };
    auto v16 = [&](uint16_t v) { return swapIf(v, m_swap); };
    uint8_t h[24];
    const uint32_t magic = v32(nanosecond ? 0xa1b23c4du : 0xa1b2c3d4u);
    const uint16_t major = v16(2), minor = v16(4);
    const uint32_t zero = 0, snap = v32(snapLen), link = v32(linkType);
    std::memcpy(h, &magic, 4);
    std::memcpy(h + 4, &major, 2);
    std::memcpy(h + 6, &minor, 2);
    std::memcpy(h + 8, &zero, 4); // thiszone
    std::memcpy(h + 12, &zero, 4); // sigfigs
    std::memcpy(h + 16, &snap, 4);
    std::memcpy(h + 20, &link, 4);
    m_out.append(h, sizeof h);
}

void PcapWriter::writePacket(int64_t tsNs, const uint8_t *data, uint32_t capLen, uint32_t wireLen)
{
    const int64_t sec = tsNs / kNsPerSec;
    const int64_t frac = tsNs % kNsPerSec;
    uint32_t h[4] = { static_cast<uint32_t>(sec), static_cast<uint32_t>(m_nanos ? frac : frac / 1000), capLen,
                      wireLen };
    for (uint32_t &v : h)
        v = swapIf(v, m_swap);
    m_out.append(h, sizeof h);
    m_out.append(data, capLen);
}

} // namespace jitterscope
