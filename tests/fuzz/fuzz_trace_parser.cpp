// Fuzz target: the trace parser, one call against the resumable path (tests/fuzz/fuzz_entries.h).
#include "tests/fuzz/fuzz_entries.h"

#include "core/trace/trace_parser.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace jitterscope::fuzz {

namespace {

// A packet copied out of the parser's buffer (RawPacket::data is only valid until the next call).
struct Packet {
    RawPacket raw;
    std::vector<uint8_t> bytes;
    bool operator==(const Packet &o) const
    {
        return raw.tsNs == o.raw.tsNs && raw.deliveryNs == o.raw.deliveryNs && raw.capLen == o.raw.capLen &&
               raw.wireLen == o.raw.wireLen && raw.interfaceId == o.raw.interfaceId && raw.linkType == o.raw.linkType &&
               raw.fileOffset == o.raw.fileOffset && bytes == o.bytes;
    }
};

struct CustomBlock {
    uint32_t pen = 0;
    std::vector<uint8_t> bytes;
    bool operator==(const CustomBlock &o) const { return pen == o.pen && bytes == o.bytes; }
};

struct Outcome {
    std::vector<Packet> packets;
    std::vector<CustomBlock> customBlocks;
};

void collect(const std::vector<RawPacket> &batch, Outcome &out)
{
    for (const RawPacket &p : batch)
        out.packets.push_back({ p, std::vector<uint8_t>(p.data, p.data + p.capLen) });
}

void watchCustomBlocks(TraceParser &parser, Outcome &out)
{
    parser.setCustomBlockHandler([&out](uint32_t pen, const uint8_t *data, size_t len) {
        out.customBlocks.push_back({ pen, std::vector<uint8_t>(data, data + len) });
    });
}

// Chunk sizes and batch limits read backwards from the input's end (as FuzzedDataProvider does), so
// the fuzzer steers the chunking with the bytes it mutates; sizes spread from 1 byte to ~480 KiB.
class ChunkPlan {
public:
    ChunkPlan(const uint8_t *data, size_t size)
        : m_data(data)
        , m_size(size)
    {
    }
    size_t nextChunk()
    {
        const uint8_t b = next();
        return 1 + (size_t(b & 0x0F) << (b >> 4));
    }
    size_t nextBatchLimit()
    {
        const uint8_t b = next();
        return b >= 0x80 ? std::numeric_limits<size_t>::max() : 1 + (b & 0x07);
    }

private:
    uint8_t next() { return m_size ? m_data[m_size - 1 - (m_index++ % m_size)] : 0; }
    const uint8_t *m_data;
    size_t m_size;
    size_t m_index = 0;
};

void parseWhole(TraceParser &parser, const uint8_t *data, size_t size, Outcome &out)
{
    std::vector<RawPacket> batch;
    size_t at = 0;
    for (;;) {
        batch.clear();
        const size_t used = parser.parse(data + at, size - at, at, true, batch, std::numeric_limits<size_t>::max());
        collect(batch, out);
        at += used;
        if (used == 0 || parser.failed())
            break;
    }
}

// What a pipe reader does: bytes arrive in chunks, unconsumed bytes stay at the front of the buffer.
void parseChunked(TraceParser &parser, const uint8_t *data, size_t size, Outcome &out)
{
    ChunkPlan plan(data, size);
    std::vector<uint8_t> buffer;
    std::vector<RawPacket> batch;
    uint64_t base = 0;
    size_t fed = 0;
    for (;;) {
        const size_t chunk = std::min(plan.nextChunk(), size - fed);
        buffer.insert(buffer.end(), data + fed, data + fed + chunk);
        fed += chunk;
        const bool eof = fed == size;
        size_t start = 0;
        for (;;) {
            batch.clear();
            const size_t used =
                parser.parse(buffer.data() + start, buffer.size() - start, base, eof, batch, plan.nextBatchLimit());
            collect(batch, out);
            start += used;
            base += used;
            if (used == 0 || parser.failed())
                break;
        }
        buffer.erase(buffer.begin(), buffer.begin() + ptrdiff_t(start));
        if (eof || parser.failed())
            break;
    }
}

void compare(const TraceParser &a, const Outcome &oa, const TraceParser &b, const Outcome &ob)
{
    if (a.failed() != b.failed())
        fuzzFail("one call and chunks disagree on failure: whole '" + a.error().message + "', chunked '" +
                 b.error().message + "'");
    if (!(a.error() == b.error()))
        fuzzFail("different errors: whole '" + a.error().message + "' at " + std::to_string(a.error().offset) +
                 " after " + std::to_string(a.error().packetsBefore) + " packets, chunked '" + b.error().message +
                 "' at " + std::to_string(b.error().offset) + " after " + std::to_string(b.error().packetsBefore));
    if (oa.packets.size() != ob.packets.size())
        fuzzFail("different packet counts: whole " + std::to_string(oa.packets.size()) + ", chunked " +
                 std::to_string(ob.packets.size()));
    for (size_t i = 0; i < oa.packets.size(); ++i)
        if (!(oa.packets[i] == ob.packets[i]))
            fuzzFail("packet " + std::to_string(i) + " differs between one call and chunks");
    if (!(oa.customBlocks == ob.customBlocks))
        fuzzFail("custom blocks differ between one call and chunks");
    if (a.format() != b.format() || a.packetsRead() != b.packetsRead() || a.sections() != b.sections() ||
        a.customBlocks() != b.customBlocks() || a.unknownBlocks() != b.unknownBlocks())
        fuzzFail("format or counters differ between one call and chunks");
    if (!(a.interfaces() == b.interfaces()) || !(a.comments() == b.comments()) ||
        !(a.sectionInfos() == b.sectionInfos()))
        fuzzFail("interfaces, comments or sections differ between one call and chunks");
    if (a.packetsRead() != oa.packets.size())
        fuzzFail("packetsRead() is not the number of packets handed out");
}

} // namespace

int traceParser(const uint8_t *data, size_t size)
{
    TraceParser whole, chunked;
    Outcome wholeOut, chunkedOut;
    watchCustomBlocks(whole, wholeOut);
    watchCustomBlocks(chunked, chunkedOut);
    parseWhole(whole, data, size, wholeOut);
    parseChunked(chunked, data, size, chunkedOut);
    compare(whole, wholeOut, chunked, chunkedOut);
    return 0;
}

} // namespace jitterscope::fuzz
