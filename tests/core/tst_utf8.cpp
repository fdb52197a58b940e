// Text from a file on its way to JSON and to a terminal (core/base/utf8.h): the UTF-8 checks
// against a reference built from the code points themselves, the JSON writer's U+FFFD, and the
// terminal escapes. Found by a foreign capture: PcapPlusPlus' pcapng-example.pcapng has packet
// comments with a NUL and a byte 0x87 after the text, and `analyze --format json` wrote that
// byte raw (a document no JSON parser accepts).
#include "core/base/utf8.h"
#include "core/report/json_writer.h"

#include <QTest>

#include <random>
#include <string>
#include <unordered_set>

using namespace jitterscope;

namespace {

/// UTF-8 of code point cp, written from the definition (not from the code under test).
std::string encode(uint32_t cp)
{
    std::string s;
    if (cp < 0x80) {
        s += char(cp);
    } else if (cp < 0x800) {
        s += char(0xC0 | cp >> 6);
        s += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        s += char(0xE0 | cp >> 12);
        s += char(0x80 | (cp >> 6 & 0x3F));
        s += char(0x80 | (cp & 0x3F));
    } else {
        s += char(0xF0 | cp >> 18);
        s += char(0x80 | (cp >> 12 & 0x3F));
        s += char(0x80 | (cp >> 6 & 0x3F));
        s += char(0x80 | (cp & 0x3F));
    }
    return s;
}

/// Every well-formed sequence (the scalar values: no surrogates) and every proper prefix of one,
/// keyed by their length and bytes.
struct Reference {
    std::unordered_set<uint64_t> whole, prefixes;
    static uint64_t key(const std::string &s, size_t k)
    {
        uint64_t v = k;
        for (size_t i = 0; i < k; ++i)
            v = v << 8 | static_cast<unsigned char>(s[i]);
        return v;
    }
    Reference()
    {
        whole.reserve(1u << 21);
        prefixes.reserve(1u << 18);
        for (uint32_t cp = 0; cp <= 0x10FFFF; ++cp) {
            if (cp >= 0xD800 && cp <= 0xDFFF)
                continue;
            const std::string e = encode(cp);
            whole.insert(key(e, e.size()));
            for (size_t k = 1; k < e.size(); ++k)
                prefixes.insert(key(e, k));
        }
    }
    /// The length of the well-formed sequence at the start of s, or 0.
    [[nodiscard]] size_t sequence(const std::string &s) const
    {
        for (size_t k = 1; k <= 4 && k <= s.size(); ++k)
            if (whole.count(key(s, k)))
                return k;
        return 0;
    }
    /// The maximal subpart at the start of s (at least 1).
    [[nodiscard]] size_t subpart(const std::string &s) const
    {
        size_t k = 1;
        while (k < s.size() && k < 4 && prefixes.count(key(s, k + 1)))
            ++k;
        return k;
    }
    /// What JsonWriter::escape should write for s.
    [[nodiscard]] std::string json(const std::string &s) const
    {
        std::string o = "\"";
        for (size_t i = 0; i < s.size();) {
            const std::string rest = s.substr(i, 4);
            const size_t len = sequence(rest);
            if (len == 0) {
                o += "\xEF\xBF\xBD";
                i += subpart(rest);
                continue;
            }
            const auto c = static_cast<unsigned char>(s[i]);
            if (c == '"')
                o += "\\\"";
            else if (c == '\\')
                o += "\\\\";
            else if (c == '\n')
                o += "\\n";
            else if (c == '\r')
                o += "\\r";
            else if (c == '\t')
                o += "\\t";
            else if (c < 0x20)
                o += QString::asprintf("\\u%04x", c).toStdString();
            else
                o += s.substr(i, len);
            i += len;
        }
        return o + "\"";
    }
};

const Reference &reference()
{
    static const Reference r;
    return r;
}

size_t sequenceOf(const std::string &s)
{
    return utf8SequenceLength(reinterpret_cast<const unsigned char *>(s.data()), s.size());
}

} // namespace

class TstUtf8 : public QObject {
    Q_OBJECT
private slots:
    void everyShortSequenceAsTheReference()
    {
        // Every string of 1 and 2 bytes, every 3-byte string that starts with a multi-byte lead
        // (or C0/C1, never one), and for the 4-byte leads (and F5, never one) every second and third
        // byte with a few fourth ones.
        const Reference &ref = reference();
        const auto check = [&](const std::string &s) {
            const size_t want = ref.sequence(s);
            if (sequenceOf(s) != want)
                QFAIL(qPrintable(QStringLiteral("sequence length of %1: %2, want %3")
                                     .arg(QString::fromLatin1(QByteArray::fromStdString(s).toHex()))
                                     .arg(sequenceOf(s))
                                     .arg(want)));
            if (want == 0) {
                const size_t sub = utf8InvalidRunLength(reinterpret_cast<const unsigned char *>(s.data()), s.size());
                if (sub != ref.subpart(s))
                    QFAIL(qPrintable(QStringLiteral("maximal subpart of %1: %2, want %3")
                                         .arg(QString::fromLatin1(QByteArray::fromStdString(s).toHex()))
                                         .arg(sub)
                                         .arg(ref.subpart(s))));
            }
        };
        for (int a = 0; a < 256; ++a) {
            check(std::string(1, char(a)));
            for (int b = 0; b < 256; ++b) {
                check(std::string { char(a), char(b) });
                if (a < 0xC0)
                    continue;
                for (int c = 0; c < 256; ++c) {
                    check(std::string { char(a), char(b), char(c) });
                    if (a >= 0xF0 && a <= 0xF5)
                        for (int d : { 0x7F, 0x80, 0xBF, 0xC0 })
                            check(std::string { char(a), char(b), char(c), char(d) });
                }
            }
        }
    }

    void jsonReplacesEachIllFormedRunOnce()
    {
        // The Unicode standard's own example (Table 3-8): 61 F1 80 80 E1 80 C2 62 80 63 80 BF 64.
        const std::string table38 = "\x61\xF1\x80\x80\xE1\x80\xC2\x62\x80\x63\x80\xBF\x64";
        const std::string r = "\xEF\xBF\xBD";
        QCOMPARE(JsonWriter::escape(table38), "\"a" + r + r + r + "b" + r + "c" + r + r + "d\"");
        // Well-formed text goes out as it is.
        const std::string ja = "\xE6\x97\xA5\xE6\x9C\xAC caf\xC3\xA9 \xF0\x9F\x98\x80";
        QCOMPARE(JsonWriter::escape(ja), "\"" + ja + "\"");
        // A Latin-1 comment, a sequence cut at the end, a surrogate, an overlong slash.
        QCOMPARE(JsonWriter::escape("caf\xE9"), "\"caf" + r + "\"");
        QCOMPARE(JsonWriter::escape("\xE6\x97"), "\"" + r + "\"");
        QCOMPARE(JsonWriter::escape("\xED\xA0\x80"), "\"" + r + r + r + "\"");
        QCOMPARE(JsonWriter::escape("\xC0\xAF"), "\"" + r + r + "\"");
        // Control characters as before.
        QCOMPARE(JsonWriter::escape(std::string("a\0b\x1B\"\\\n", 7)), "\"a\\u0000b\\u001b\\\"\\\\\\n\"");
    }

    void jsonOfRandomBytesIsTheReferences()
    {
        // Random strings rich in lead and continuation bytes; the document must parse, too.
        const Reference &ref = reference();
        std::mt19937 rng(20261207);
        const unsigned char pool[] = { 'a',  '"',  '\\', 0x00, 0x1F, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0,
                                       0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF };
        for (int round = 0; round < 20000; ++round) {
            std::string s(rng() % 12, '\0');
            for (char &c : s)
                c = char(pool[rng() % sizeof pool]);
            const std::string got = JsonWriter::escape(s);
            QCOMPARE(got, ref.json(s));
            QVERIFY(isValidUtf8(got));
        }
    }

    void terminalTextShowsWhatWouldAct()
    {
        // Well-formed printable text, Japanese included, is unchanged.
        const std::string ja = "eth0 \xE6\x97\xA5\xE6\x9C\xAC \\path";
        QCOMPARE(terminalText(ja), ja);
        // ESC (a terminal sequence), NUL, DEL, tab and newline: shown as \xNN.
        QCOMPARE(terminalText(std::string("a\x1B[2Jb\0c\x7F\t\n", 11)), std::string("a\\x1B[2Jb\\x00c\\x7F\\x09\\x0A"));
        // A byte that is not UTF-8 is shown, not replaced: the comment's 0x87.
        QCOMPARE(terminalText("M9\x87\x0C"), std::string("M9\\x87\\x0C"));
        // C1 controls and the bidirectional overrides are shown by code point.
        QCOMPARE(terminalText("\xC2\x85x\xE2\x80\xAEy\xE2\x81\xA6z"), std::string("\\u{0085}x\\u{202E}y\\u{2066}z"));
        // Neighbours of those ranges stay as they are.
        QCOMPARE(terminalText("\xC2\xA0\xE2\x80\xA9\xE2\x80\xAF\xE2\x81\xA5\xE2\x81\xAA"),
                 std::string("\xC2\xA0\xE2\x80\xA9\xE2\x80\xAF\xE2\x81\xA5\xE2\x81\xAA"));
        // Whatever goes in, what comes out is well-formed and free of C0 controls and DEL.
        std::mt19937 rng(7);
        for (int round = 0; round < 20000; ++round) {
            std::string s(rng() % 10, '\0');
            for (char &c : s)
                c = char(rng() % 256);
            const std::string t = terminalText(s);
            QVERIFY(isValidUtf8(t));
            for (const char c : t)
                QVERIFY(static_cast<unsigned char>(c) >= 0x20 && c != 0x7F);
        }
    }
};

QTEST_APPLESS_MAIN(TstUtf8)
#include "tst_utf8.moc"
