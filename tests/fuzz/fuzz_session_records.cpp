// Fuzz target: the session-record decoders and the session-file walk (tests/fuzz/fuzz_entries.h).
// The input is tried twice: as one record (the bytes after a custom block's PEN), whose decoded
// softnet and stats records must encode back to an equal record, and as a whole session file.
#include "tests/fuzz/fuzz_entries.h"

#include "core/trace/session_records.h"

#include <string>
#include <vector>

namespace jitterscope::fuzz {

namespace {

void checkRecord(const uint8_t *data, size_t size)
{
    JsRecord r;
    if (!splitJsRecord(data, size, r))
        return;
    if (r.body < data || r.body + r.bodyLen > data + size)
        fuzzFail("splitJsRecord's body lies outside the record");
    SoftnetSample s;
    if (decodeSoftnetRecord(r, s)) {
        std::vector<uint8_t> again;
        encodeSoftnetRecord(s, again);
        JsRecord r2;
        SoftnetSample s2;
        if (!splitJsRecord(again.data(), again.size(), r2) || !decodeSoftnetRecord(r2, s2) || !(s == s2))
            fuzzFail("a decoded softnet record does not survive encode + decode");
    }
    CaptureCounters c;
    if (decodeStatsRecord(r, c)) {
        std::vector<uint8_t> again;
        encodeStatsRecord(c, again);
        JsRecord r2;
        CaptureCounters c2;
        if (!splitJsRecord(again.data(), again.size(), r2) || !decodeStatsRecord(r2, c2) || !(c == c2))
            fuzzFail("a decoded stats record does not survive encode + decode");
    }
    KernelEventBatch k;
    if (decodeKernelEventsRecord(r, k)) {
        std::vector<uint8_t> again;
        encodeKernelEventsRecord(k, again);
        JsRecord r2;
        KernelEventBatch k2;
        if (!splitJsRecord(again.data(), again.size(), r2) || !decodeKernelEventsRecord(r2, k2) || !(k == k2))
            fuzzFail("a decoded kernel-events record does not survive encode + decode");
    }
    SessionMetadata m;
    if (decodeSessionRecord(r, m)) {
        for (const auto &e : m.entries)
            if (e.first.empty() || e.first.find('=') != std::string::npos || e.first.find('\n') != std::string::npos)
                fuzzFail("a session metadata key is empty or holds '=' or a newline");
        std::vector<uint8_t> again;
        encodeSessionRecord(m, again);
    }
}

} // namespace

int sessionRecords(const uint8_t *data, size_t size)
{
    checkRecord(data, size);
    SessionFileData file;
    std::string error;
    if (!readSessionData(data, size, file, &error) && error.empty())
        fuzzFail("readSessionData failed without saying why");
    if (file.jitterscopeBlocks + file.skippedRecords > file.customBlocks)
        fuzzFail("more Jitterscope records than custom blocks");
    return 0;
}

} // namespace jitterscope::fuzz
