// Fuzz target: compressed traces through TraceFile (tests/fuzz/fuzz_entries.h). The input's first
// byte picks the codec (gzip, zstd, LZ4), the number of frames and a damage (none, a cut, a flipped
// byte, garbage after the end), the second where the damage goes; the rest is a trace, compressed
// here by the library and read back from a memory file by the CompressedFeeder in batches.
#include "tests/fuzz/fuzz_entries.h"

#include "core/trace/trace_file.h"
#include "core/trace/trace_parser.h"

#include <lz4frame.h>
#include <sys/mman.h>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>

#include <limits>
#include <string>
#include <vector>

namespace jitterscope::fuzz {

namespace {

struct Packet {
    int64_t tsNs = 0;
    uint32_t wireLen = 0, interfaceId = 0;
    uint64_t fileOffset = 0;
    std::vector<uint8_t> bytes;
    bool operator==(const Packet &o) const
    {
        return tsNs == o.tsNs && wireLen == o.wireLen && interfaceId == o.interfaceId && fileOffset == o.fileOffset &&
               bytes == o.bytes;
    }
};

void collect(const std::vector<RawPacket> &batch, std::vector<Packet> &out)
{
    for (const RawPacket &p : batch)
        out.push_back({ p.tsNs, p.wireLen, p.interfaceId, p.fileOffset, { p.data, p.data + p.capLen } });
}

std::vector<uint8_t> gzipOf(const uint8_t *data, size_t size)
{
    z_stream z = {};
    if (deflateInit2(&z, 1, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        fuzzFail("deflateInit2");
    std::vector<uint8_t> out(deflateBound(&z, uLong(size)));
    z.next_in = const_cast<Bytef *>(data);
    z.avail_in = uInt(size);
    z.next_out = out.data();
    z.avail_out = uInt(out.size());
    if (deflate(&z, Z_FINISH) != Z_STREAM_END)
        fuzzFail("deflate");
    out.resize(z.total_out);
    deflateEnd(&z);
    return out;
}

std::vector<uint8_t> zstdOf(const uint8_t *data, size_t size)
{
    ZSTD_CCtx *c = ZSTD_createCCtx();
    ZSTD_CCtx_setParameter(c, ZSTD_c_compressionLevel, 1);
    ZSTD_CCtx_setParameter(c, ZSTD_c_checksumFlag, 1);
    std::vector<uint8_t> out(ZSTD_compressBound(size));
    const size_t n = ZSTD_compress2(c, out.data(), out.size(), data, size);
    ZSTD_freeCCtx(c);
    if (ZSTD_isError(n))
        fuzzFail(std::string("ZSTD_compress2: ") + ZSTD_getErrorName(n));
    out.resize(n);
    return out;
}

std::vector<uint8_t> lz4Of(const uint8_t *data, size_t size)
{
    LZ4F_preferences_t prefs = {};
    prefs.frameInfo.contentChecksumFlag = LZ4F_contentChecksumEnabled;
    std::vector<uint8_t> out(LZ4F_compressFrameBound(size, &prefs));
    const size_t n = LZ4F_compressFrame(out.data(), out.size(), data, size, &prefs);
    if (LZ4F_isError(n))
        fuzzFail(std::string("LZ4F_compressFrame: ") + LZ4F_getErrorName(n));
    out.resize(n);
    return out;
}

/// Reads `bytes` as a file through TraceFile (a memory file: no disk), batches of `batch`.
struct Read {
    std::vector<Packet> packets;
    bool failed = false;
    TraceError error;
    uint64_t position = 0, size = 0;
};

Read readAsFile(const std::vector<uint8_t> &bytes, size_t batch)
{
    const int fd = memfd_create("fuzz-compressed", MFD_CLOEXEC);
    if (fd < 0)
        fuzzFail("memfd_create");
    for (size_t at = 0; at < bytes.size();) {
        const ssize_t n = ::write(fd, bytes.data() + at, bytes.size() - at);
        if (n <= 0)
            fuzzFail("write to the memory file");
        at += size_t(n);
    }
    Read r;
    {
        TraceFile f;
        std::string err;
        if (!f.open("/proc/self/fd/" + std::to_string(fd), &err))
            fuzzFail("open: " + err);
        std::vector<RawPacket> out;
        while (f.nextBatch(out, batch)) {
            if (out.empty() || out.size() > batch)
                fuzzFail("a batch of " + std::to_string(out.size()) + " packets (limit " + std::to_string(batch) + ")");
            collect(out, r.packets);
        }
        r.failed = f.parser().failed();
        r.error = f.parser().error();
        r.position = f.position();
        r.size = f.size();
    }
    ::close(fd);
    return r;
}

bool isPrefix(const std::vector<Packet> &a, const std::vector<Packet> &b)
{
    return a.size() <= b.size() && std::equal(a.begin(), a.end(), b.begin());
}

} // namespace

int compressed(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    const uint8_t mode = data[0], where = data[1];
    // codec + 4 × (frames − 1) + 16 × damage, each field two bits (3 counts as 0 for the first two)
    const int codec = (mode & 3) % 3; // 0 gzip, 1 zstd, 2 LZ4
    const size_t frames = 1 + ((mode >> 2) & 3) % 3;
    const int damage = (mode >> 4) & 3; // 0 none, 1 cut, 2 a flipped byte, 3 garbage after the end
    const size_t batch = 1 + (where % 7) * 300;
    const uint8_t *trace = data + 2;
    const size_t traceSize = size - 2;

    // The trace read plain: what every undamaged copy must give.
    TraceParser plain;
    std::vector<Packet> want;
    {
        std::vector<RawPacket> out;
        size_t at = 0;
        for (;;) {
            out.clear();
            const size_t used =
                plain.parse(trace + at, traceSize - at, at, true, out, std::numeric_limits<size_t>::max());
            collect(out, want);
            at += used;
            if (used == 0 || plain.failed())
                break;
        }
    }

    std::vector<uint8_t> file;
    const size_t part = traceSize / frames + 1;
    for (size_t i = 0; i < frames; ++i) {
        const size_t from = std::min(traceSize, i * part), len = std::min(part, traceSize - from);
        const std::vector<uint8_t> f = codec == 0   ? gzipOf(trace + from, len)
                                       : codec == 1 ? zstdOf(trace + from, len)
                                                    : lz4Of(trace + from, len);
        file.insert(file.end(), f.begin(), f.end());
    }
    const size_t at = file.size() * where / 256;
    if (damage == 1)
        file.resize(std::max<size_t>(at, 4)); // keep the magic: the file stays a compressed one
    else if (damage == 2 && at >= 4)
        file[at] ^= 0x5a;
    else if (damage == 3)
        file.insert(file.end(), { 'n', 'o', 't', ' ', 'a', ' ', 'f', 'r', 'a', 'm', 'e', '!' });

    const Read got = readAsFile(file, batch);
    if (got.failed && got.error.packetsBefore != got.packets.size())
        fuzzFail("the error counts " + std::to_string(got.error.packetsBefore) + " packets before it, " +
                 std::to_string(got.packets.size()) + " were handed out");
    if (got.size != file.size())
        fuzzFail("size() is not the compressed size");
    if (got.failed && got.error.message.empty())
        fuzzFail("a failure without a message");
    if (damage == 0 || (damage == 2 && at < 4)) {
        // Undamaged: the packets, the failure and its message are the plain file's.
        if (got.packets != want)
            fuzzFail("compressed copy: " + std::to_string(got.packets.size()) + " packets, plain file " +
                     std::to_string(want.size()));
        if (got.failed != plain.failed() || !(got.error == plain.error()))
            fuzzFail("compressed copy fails with '" + got.error.message + "', the plain file with '" +
                     plain.error().message + "'");
        if (!got.failed && got.position != got.size)
            fuzzFail("position() short of the end after the whole file");
    } else if (damage == 1 || damage == 3) {
        // Cut or followed by garbage: what is read is what the plain file holds up to there.
        if (!isPrefix(got.packets, want))
            fuzzFail("a cut or extended copy gave packets the plain file does not have there");
        if (damage == 3 && !got.failed)
            fuzzFail("garbage after the last frame was not reported");
    }
    return 0;
}

} // namespace jitterscope::fuzz
