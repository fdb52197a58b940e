// A ring of capture files, as dumpcap's -b: the session switches to a new file when the current
// one reached a size or an age, and keeps only the newest N files. Names follow dumpcap:
// "dir/name.pcapng" → "dir/name_00001_20261202041852.pcapng" (number, local start time).
// Plain C++; used by the writer thread of CaptureSession only.
#pragma once

#include <cstdint>
#include <deque>
#include <string>

namespace jitterscope {

struct RingOptions {
    uint64_t fileBytes = 0; ///< switch after this many bytes (0: no size limit)
    int64_t fileNs = 0; ///< switch after this long (0: no age limit)
    uint32_t files = 0; ///< keep the newest N files (0: keep all)
    [[nodiscard]] bool enabled() const { return fileBytes > 0 || fileNs > 0; }
    bool operator==(const RingOptions &o) const
    {
        return fileBytes == o.fileBytes && fileNs == o.fileNs && files == o.files;
    }
};

/// One -b option: "filesize:KB" (kB = 1000 bytes, as dumpcap), "duration:SECONDS" (or a
/// duration such as 500ms, 10m), "files:N". False with *error for anything else.
[[nodiscard]] bool parseRingOption(const std::string &text, RingOptions &options, std::string *error);

/// The name of ring file `number` (1-based) of `base`, started at `realtimeNs` (local time).
[[nodiscard]] std::string ringFileName(const std::string &base, uint64_t number, int64_t realtimeNs);

class RingFiles {
public:
    RingFiles(std::string base, RingOptions options);
    /// The next file's name; forgets (and deletes) the oldest files beyond options.files.
    [[nodiscard]] std::string next(int64_t realtimeNs);
    /// Whether the current file is full: `bytes` written since it was started at `startedNs`.
    [[nodiscard]] bool due(uint64_t bytes, int64_t startedNs, int64_t nowNs) const;
    /// The files kept, oldest first.
    [[nodiscard]] const std::deque<std::string> &files() const { return m_files; }
    [[nodiscard]] const RingOptions &options() const { return m_options; }

private:
    std::string m_base;
    RingOptions m_options;
    uint64_t m_number = 0;
    std::deque<std::string> m_files;
};

} // namespace jitterscope
