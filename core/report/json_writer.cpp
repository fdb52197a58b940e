#include "core/report/json_writer.h"

#include <cmath>
#include <cstdio>

namespace jitterscope {

std::string JsonWriter::escape(const std::string &s)
{
    std::string o;
    o.reserve(s.size() + 2);
    o += '"';
    for (unsigned char c : s) {
        switch (c) {
        case '"': o += "\\\""; break;
        case '\\': o += "\\\\"; break;
        case '\n': o += "\\n"; break;
        case '\r': o += "\\r"; break;
        case '\t': o += "\\t"; break;
        default:
            if (c < 0x20) {
                char buf[8];
                std::snprintf(buf, sizeof buf, "\\u%04x", c);
                o += buf;
            } else {
                o += char(c);
            }
        }
    }
    o += '"';
    return o;
}

void JsonWriter::prefix(const char *key)
{
    if (!m_first.empty()) {
        if (!m_first.back())
            m_out += ',';
        m_first.back() = false;
        if (m_pretty) {
            m_out += '\n';
            m_out.append(m_first.size() * 2, ' ');
        }
    }
    if (key) {
        m_out += escape(key);
        m_out += m_pretty ? ": " : ":";
    }
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
    m_out += std::to_string(v);
    return *this;
}

JsonWriter &JsonWriter::value(const char *key, uint64_t v)
{
    prefix(key);
    m_out += std::to_string(v);
    return *this;
}

JsonWriter &JsonWriter::value(const char *key, double v, int decimals)
{
    prefix(key);
    if (!std::isfinite(v)) {
        m_out += "null";
        return *this;
    }
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    m_out += buf;
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
    m_out += escape(v);
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
