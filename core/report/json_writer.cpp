#include "core/report/json_writer.h"

#include "core/base/utf8.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <exception>
#include <thread>

namespace jitterscope {

void JsonWriter::escapeInto(std::string &o, const char *s, size_t n)
{
    o += '"';
    size_t run = 0; // start of the characters that need no escape, appended at once
    const auto *u = reinterpret_cast<const unsigned char *>(s);
    for (size_t i = 0; i < n; ++i) {
        const unsigned char c = u[i];
        if (c >= 0x20 && c < 0x80 && c != '"' && c != '\\')
            continue;
        if (c >= 0x80) {
            // JSON text is UTF-8 (RFC 8259): a well-formed sequence goes out as it is, each
            // ill-formed run (a comment written in Latin-1, a cut sequence) as one U+FFFD.
            const size_t len = utf8SequenceLength(u + i, n - i);
            if (len > 0) {
                i += len - 1;
                continue;
            }
            o.append(s + run, i - run);
            o += "\xEF\xBF\xBD";
            i += utf8InvalidRunLength(u + i, n - i) - 1;
            run = i + 1;
            continue;
        }
        o.append(s + run, i - run);
        run = i + 1;
        switch (c) {
        case '"': o += "\\\""; break;
        case '\\': o += "\\\\"; break;
        case '\n': o += "\\n"; break;
        case '\r': o += "\\r"; break;
        case '\t': o += "\\t"; break;
        default: {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            o += buf;
        }
        }
    }
    o.append(s + run, n - run);
    o += '"';
}

std::string JsonWriter::escape(const std::string &s)
{
    std::string o;
    o.reserve(s.size() + 2);
    escapeInto(o, s.data(), s.size());
    return o;
}

void JsonWriter::flush()
{
    if (m_sink && !m_out.empty()) {
        m_sink(m_out.data(), m_out.size());
        m_out.clear(); // keeps the capacity: the buffer is allocated (and faulted in) once
    }
}

void JsonWriter::prefix(const char *key)
{
    if (m_sink && m_out.size() >= m_flushAt)
        flush();
    // The separator, the indent and a plain key go out in one append (a million flows are ~60
    // million prefixes: appending each piece was a third of the JSON's time).
    constexpr size_t kMaxIndent = 64, kMaxPlainKey = 64;
    char buf[2 + kMaxIndent + kMaxPlainKey + 4];
    size_t n = 0;
    if (!m_first.empty()) {
        if (!m_first.back())
            buf[n++] = ',';
        m_first.back() = false;
        if (m_pretty) {
            buf[n++] = '\n';
            const size_t indent = m_first.size() * 2;
            if (indent <= kMaxIndent) {
                std::memset(buf + n, ' ', indent);
                n += indent;
            } else {
                m_out.append(buf, n);
                m_out.append(indent, ' ');
                n = 0;
            }
        }
    }
    if (!key) {
        m_out.append(buf, n);
        return;
    }
    // A key that needs no escape (every key of ours): copied as it is.
    size_t len = 0;
    while (len <= kMaxPlainKey && key[len] != '\0') {
        const auto c = static_cast<unsigned char>(key[len]);
        if (c < 0x20 || c >= 0x80 || c == '"' || c == '\\')
            break;
        ++len;
    }
    if (len <= kMaxPlainKey && key[len] == '\0') {
        buf[n++] = '"';
        std::memcpy(buf + n, key, len);
        n += len;
        buf[n++] = '"';
        buf[n++] = ':';
        if (m_pretty)
            buf[n++] = ' ';
        m_out.append(buf, n);
        return;
    }
    m_out.append(buf, n);
    escapeInto(m_out, key, std::strlen(key)); // into the output: no string per key
    m_out += m_pretty ? ": " : ":";
}

void JsonWriter::elements(size_t count, const ElementWriter &write, size_t block)
{
    block = std::max<size_t>(block, 1);
    if (count < 2 * block || m_first.empty()) {
        for (size_t i = 0; i < count; ++i)
            write(*this, i);
        return;
    }
    // Rounds of two blocks: this thread writes the first (flushing into the sink as it goes), a
    // second thread renders the other at the same depth, after at least one element (so its text
    // starts with the separator), and it is appended once the first is written. The next round's
    // second block is started before this round's is appended: the other thread renders while
    // this one hands text to the sink (two buffers, used in turn).
    struct Side {
        explicit Side(bool pretty)
            : w(pretty)
        {
        }
        JsonWriter w;
        std::thread t;
        std::exception_ptr error;
    };
    Side sides[2] = { Side(m_pretty), Side(m_pretty) };
    auto start = [&](Side &side, size_t from, size_t to) {
        side.w.m_out.clear();
        side.w.m_first = m_first;
        side.w.m_first.back() = false;
        side.error = nullptr;
        side.t = std::thread([&side, &write, from, to] {
            try {
                for (size_t i = from; i < to; ++i)
                    write(side.w, i);
            } catch (...) {
                side.error = std::current_exception();
            }
        });
    };
    // Starts the second block of the round beginning at lo on `side`, if the round has one.
    auto startSecond = [&](size_t lo, Side &side) {
        const size_t mid = std::min(count, lo + block), hi = std::min(count, mid + block);
        if (mid < hi)
            start(side, mid, hi);
    };
    startSecond(0, sides[0]);
    try {
        size_t round = 0;
        for (size_t lo = 0; lo < count; lo += 2 * block, ++round) {
            const size_t mid = std::min(count, lo + block);
            const bool hasSecond = mid < count;
            for (size_t i = lo; i < mid; ++i)
                write(*this, i);
            Side &current = sides[round % 2];
            if (current.t.joinable())
                current.t.join();
            if (hasSecond && current.error)
                std::rethrow_exception(current.error);
            startSecond(lo + 2 * block, sides[(round + 1) % 2]);
            if (hasSecond)
                appendRendered(current.w);
        }
    } catch (...) {
        for (Side &side : sides)
            if (side.t.joinable())
                side.t.join();
        throw;
    }
}

void JsonWriter::appendRendered(const JsonWriter &part)
{
    if (m_sink && m_out.size() >= m_flushAt)
        flush();
    if (m_sink && part.m_out.size() >= m_flushAt) {
        flush();
        m_sink(part.m_out.data(), part.m_out.size());
    } else {
        m_out += part.m_out;
    }
    if (!part.m_out.empty())
        m_first.back() = false;
}

JsonWriter &JsonWriter::beginObject(const char *key)
{
    prefix(key);
    m_out += '{';
    m_first.push_back(true);
    return *this;
}

JsonWriter &JsonWriter::endObject()
{
    const bool empty = m_first.back();
    m_first.pop_back();
    if (m_pretty && !empty) {
        m_out += '\n';
        m_out.append(m_first.size() * 2, ' ');
    }
    m_out += '}';
    if (m_first.empty() && m_pretty)
        m_out += '\n';
    return *this;
}

JsonWriter &JsonWriter::beginArray(const char *key)
{
    prefix(key);
    m_out += '[';
    m_first.push_back(true);
    return *this;
}

JsonWriter &JsonWriter::endArray()
{
    const bool empty = m_first.back();
    m_first.pop_back();
    if (m_pretty && !empty) {
        m_out += '\n';
        m_out.append(m_first.size() * 2, ' ');
    }
    m_out += ']';
    return *this;
}

JsonWriter &JsonWriter::value(const char *key, int64_t v)
{
    prefix(key);
    char buf[24];
    m_out.append(buf, size_t(std::to_chars(buf, buf + sizeof buf, v).ptr - buf));
    return *this;
}

JsonWriter &JsonWriter::value(const char *key, uint64_t v)
{
    prefix(key);
    char buf[24];
    m_out.append(buf, size_t(std::to_chars(buf, buf + sizeof buf, v).ptr - buf));
    return *this;
}

JsonWriter &JsonWriter::value(const char *key, double v, int decimals)
{
    prefix(key);
    if (!std::isfinite(v)) {
        m_out += "null";
        return *this;
    }
    // to_chars with a precision prints as printf("%.*f") does in the C locale, without the locale
    // and format-string work (100 000 flows: ~10 doubles each). Room for DBL_MAX's 309 digits.
    char buf[400];
    const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, std::clamp(decimals, 0, 17));
    m_out.append(buf, r.ec == std::errc() ? size_t(r.ptr - buf) : 0);
    return *this;
}

JsonWriter &JsonWriter::value(const char *key, bool v)
{
    prefix(key);
    m_out += v ? "true" : "false";
    return *this;
}

JsonWriter &JsonWriter::value(const char *key, const std::string &v)
{
    prefix(key);
    escapeInto(m_out, v.data(), v.size());
    return *this;
}

JsonWriter &JsonWriter::raw(const char *key, const std::string &json)
{
    prefix(key);
    m_out += json;
    return *this;
}

JsonWriter &JsonWriter::null(const char *key)
{
    prefix(key);
    m_out += "null";
    return *this;
}

} // namespace jitterscope
