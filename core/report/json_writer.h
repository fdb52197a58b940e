// Minimal streaming JSON writer: exact int64, finite doubles, UTF-8 strings escaped per RFC 8259.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace jitterscope {

class JsonWriter {
public:
    explicit JsonWriter(bool pretty = true)
        : m_pretty(pretty)
    {
    }
    JsonWriter &beginObject(const char *key = nullptr);
    JsonWriter &endObject();
    JsonWriter &beginArray(const char *key = nullptr);
    JsonWriter &endArray();
    JsonWriter &value(const char *key, int64_t v);
    JsonWriter &value(const char *key, uint64_t v);
    JsonWriter &value(const char *key, int v) { return value(key, int64_t(v)); }
    JsonWriter &value(const char *key, uint32_t v) { return value(key, uint64_t(v)); }
    JsonWriter &value(const char *key, double v, int decimals = 6);
    JsonWriter &value(const char *key, bool v);
    JsonWriter &value(const char *key, const std::string &v);
    JsonWriter &value(const char *key, const char *v) { return value(key, std::string(v)); }
    JsonWriter &null(const char *key);
    /// Pre-rendered JSON (the caller's responsibility) as one value, e.g. a long array on one line.
    JsonWriter &raw(const char *key, const std::string &json);
    /// The document so far (all of it without a sink; after setSink only what is not flushed yet).
    [[nodiscard]] const std::string &str() const { return m_out; }
    /// Hands the text to `sink` whenever `flushAt` bytes have piled up (and on flush()), so a
    /// document of hundreds of MB (100 000 flows) never lives in one growing string.
    using Sink = std::function<void(const char *data, size_t size)>;
    void setSink(Sink sink, size_t flushAt = size_t(1) << 20)
    {
        m_sink = std::move(sink);
        m_flushAt = flushAt;
    }
    void flush();
    /// Writes `count` elements into the open array (or members into the open object), element i
    /// by `write(writer, i)`, exactly as a plain loop would. Above two blocks of `block` elements
    /// every other block is rendered on a second thread into its own text while this one writes
    /// the block before it (a report of 100 000 flows is ~380 MB of JSON). `write` must depend only
    /// on i and must leave the writer at the depth it found it.
    using ElementWriter = std::function<void(JsonWriter &w, size_t i)>;
    void elements(size_t count, const ElementWriter &write, size_t block = 1024);
    static std::string escape(const std::string &s);

private:
    void prefix(const char *key);
    void appendRendered(const JsonWriter &part); ///< elements `part` rendered at this depth
    static void escapeInto(std::string &out, const char *s, size_t n);
    std::string m_out;
    Sink m_sink;
    size_t m_flushAt = 0;
    std::vector<bool> m_first; // per open container: no element written yet
    bool m_pretty;
};

} // namespace jitterscope
