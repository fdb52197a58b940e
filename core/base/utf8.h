// Text that comes from a file (a pcapng comment, an interface name, a session's metadata) is
// whatever bytes the writer put there: not always UTF-8, and it may carry control characters.
// Before it reaches a JSON document (which must be UTF-8) or a terminal (where ESC sequences act),
// it goes through one of these.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace jitterscope {

/// For a lead byte c: the length of the sequence it starts and the range its second byte must be
/// in (Unicode Table 3-7: E0 A0–BF and F0 90–BF exclude the overlong forms, ED 80–9F the
/// surrogates, F4 80–8F what is past U+10FFFF); 0 when c starts no multi-byte sequence.
struct Utf8Lead {
    size_t len = 0;
    unsigned lo = 0x80, hi = 0xBF;
};
[[nodiscard]] inline Utf8Lead utf8Lead(unsigned c)
{
    if (c >= 0xC2 && c <= 0xDF)
        return { 2 };
    if (c >= 0xE0 && c <= 0xEF)
        return { 3, c == 0xE0 ? 0xA0u : 0x80u, c == 0xED ? 0x9Fu : 0xBFu };
    if (c >= 0xF0 && c <= 0xF4)
        return { 4, c == 0xF0 ? 0x90u : 0x80u, c == 0xF4 ? 0x8Fu : 0xBFu };
    return {};
}

/// The length (1–4) of the well-formed UTF-8 sequence at the start of s[0, n), or 0 when it is
/// not one (a stray continuation byte, an overlong form, a surrogate, a code point past U+10FFFF,
/// a sequence cut short). n must be at least 1.
[[nodiscard]] inline size_t utf8SequenceLength(const unsigned char *s, size_t n)
{
    if (s[0] < 0x80)
        return 1;
    const Utf8Lead lead = utf8Lead(s[0]);
    if (lead.len == 0 || n < lead.len || s[1] < lead.lo || s[1] > lead.hi)
        return 0;
    for (size_t i = 2; i < lead.len; ++i)
        if (s[i] < 0x80 || s[i] > 0xBF)
            return 0;
    return lead.len;
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
