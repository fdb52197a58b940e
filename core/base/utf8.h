// Text that comes from a file (a pcapng comment, an interface name, a session's metadata) is
// whatever bytes the writer put there: not always UTF-8, and it may carry control characters.
// Before it reaches a JSON document (which must be UTF-8) or a terminal (where ESC sequences act),
// it goes through one of these.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace jitterscope {

/// The length (1–4) of the well-formed UTF-8 sequence at the start of s[0, n), or 0 when it is
/// not one (a stray continuation byte, an overlong form, a surrogate, a code point past U+10FFFF,
/// a sequence cut short). n must be at least 1.
[[nodiscard]] inline size_t utf8SequenceLength(const unsigned char *s, size_t n)
{
    const unsigned c = s[0];
    if (c < 0x80)
        return 1;
    // The second byte's range depends on the first (Unicode Table 3-7): it excludes the overlong
    // forms (E0 80–9F, F0 80–8F), the surrogates (ED A0–BF) and what is past U+10FFFF (F4 90–BF).
    size_t len = 0;
    unsigned lo = 0x80, hi = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
        len = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        len = 3;
        if (c == 0xE0)
            lo = 0xA0;
        else if (c == 0xED)
            hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4;
        if (c == 0xF0)
            lo = 0x90;
        else if (c == 0xF4)
            hi = 0x8F;
    } else {
        return 0;
    }
    if (n < len || s[1] < lo || s[1] > hi)
        return 0;
    for (size_t i = 2; i < len; ++i)
        if (s[i] < 0x80 || s[i] > 0xBF)
            return 0;
    return len;
}

/// The bytes of an ill-formed sequence at the start of s[0, n) that one U+FFFD replaces: its
/// maximal subpart (the longest prefix of a well-formed sequence, at least one byte), as the
/// Unicode standard, browsers and Python's errors="replace" count them. n must be at least 1.
[[nodiscard]] size_t utf8InvalidRunLength(const unsigned char *s, size_t n);

/// Whether every byte of `s` belongs to a well-formed UTF-8 sequence.
[[nodiscard]] bool isValidUtf8(std::string_view s);

/// `s` for a line of terminal text: well-formed UTF-8 stays as it is except the characters that
/// act instead of showing — C0 controls (newline, tab, ESC…), DEL, the C1 controls U+0080–U+009F
/// and the bidirectional overrides U+202A–U+202E and U+2066–U+2069 — which are written as \xNN
/// or \u{NNNN}; a byte that is not part of well-formed UTF-8 is written as \xNN. The bytes are
/// shown, not dropped or replaced (a backslash of the text itself is left as it is).
[[nodiscard]] std::string terminalText(std::string_view s);

} // namespace jitterscope
