#include "core/base/utf8.h"

#include <cstdio>

namespace jitterscope {

size_t utf8InvalidRunLength(const unsigned char *s, size_t n)
{
    // A lead byte that may start a sequence, followed by the bytes that keep it a valid prefix:
    // those are replaced together; anything else (a stray continuation byte, C0, C1, F5–FF) alone.
    const Utf8Lead lead = utf8Lead(s[0]);
    size_t i = 1;
    if (i < n && i < lead.len && s[i] >= lead.lo && s[i] <= lead.hi) {
        ++i;
        while (i < n && i < lead.len && s[i] >= 0x80 && s[i] <= 0xBF)
            ++i;
    }
    return i;
}

bool isValidUtf8(std::string_view s)
{
    const auto *p = reinterpret_cast<const unsigned char *>(s.data());
    for (size_t i = 0; i < s.size();) {
        const size_t len = utf8SequenceLength(p + i, s.size() - i);
        if (len == 0)
            return false;
        i += len;
    }
    return true;
}

std::string terminalText(std::string_view s)
{
    const auto *p = reinterpret_cast<const unsigned char *>(s.data());
    std::string out;
    out.reserve(s.size());
    char buf[16];
    for (size_t i = 0; i < s.size();) {
        const size_t len = utf8SequenceLength(p + i, s.size() - i);
        if (len == 0) {
            std::snprintf(buf, sizeof buf, "\\x%02X", p[i]);
            out += buf;
            ++i;
            continue;
        }
        if (len == 1) {
            if (p[i] < 0x20 || p[i] == 0x7F) {
                std::snprintf(buf, sizeof buf, "\\x%02X", p[i]);
                out += buf;
            } else {
                out += char(p[i]);
            }
            ++i;
            continue;
        }
        unsigned cp = 0;
        if (len == 2)
            cp = (p[i] & 0x1Fu) << 6 | (p[i + 1] & 0x3Fu);
        else if (len == 3)
            cp = (p[i] & 0x0Fu) << 12 | (p[i + 1] & 0x3Fu) << 6 | (p[i + 2] & 0x3Fu);
        const bool acts =
            (cp >= 0x80 && cp <= 0x9F) || (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
        if (acts) {
            std::snprintf(buf, sizeof buf, "\\u{%04X}", cp);
            out += buf;
        } else {
            out.append(s.data() + i, len);
        }
        i += len;
    }
    return out;
}

} // namespace jitterscope
