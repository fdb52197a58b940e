#include "core/report/mergeable.h"

#include "core/analysis/selection_stats.h"
#include "core/base/pages.h"
#include "core/base/saturating.h"
#include "core/base/utf8.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QVariant>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <sstream>

namespace jitterscope {

namespace {

/// Half a bucket at most (1/512 of the bucket's lower edge); values below 256 ns are exact.
constexpr double kRelativeError = 1.0 / (2 * LogLinearHistogram::kSub);

const char *decoderKindName(PayloadKind k, bool seq64)
{
    switch (k) {
    case PayloadKind::Rtp: return "rtp";
    case PayloadKind::Iperf3: return seq64 ? "iperf3-64" : "iperf3";
    case PayloadKind::Probe: return "probe";
    default: return "none";
    }
}

MergeableGaps gapsOf(const DeltaStats &d, const std::shared_ptr<const LogLinearHistogram> &h)
{
    MergeableGaps g;
    g.count = d.count;
    g.sumNs = d.sumNs;
    g.minNs = d.minNs;
    g.maxNs = d.maxNs;
    g.negative = d.negative;
    g.stddevNs = d.stddevNs;
    if (h)
        g.histogram = h;
    return g;
}

void writeGaps(JsonWriter &w, const char *key, const MergeableGaps &g)
{
    w.beginObject(key)
        .value("count", g.count)
        .value("sum_ns", g.sumNs)
        .value("min_ns", g.minNs)
        .value("max_ns", g.maxNs)
        .value("negative", g.negative)
        .value("stddev_ns", g.stddevNs, 6)
        .value("exact", g.histogram->isExact());
    // [value, count]: binned, the bucket's value nearest 0 (it names the bucket); exact, the value.
    // On one line: a histogram has up to a few thousand buckets.
    // (A report of 100 000 flows writes ~10 M pairs: into one reused buffer, with to_chars.)
    thread_local std::string buckets;
    buckets.assign(1, '[');
    const bool exact = g.histogram->isExact();
    g.histogram->forEachBucket([&](int64_t lo, int64_t hi, uint64_t n) {
        char value[24], count[24];
        const char *const valueEnd = std::to_chars(value, value + sizeof value, exact || lo >= 0 ? lo : hi).ptr;
        const char *const countEnd = std::to_chars(count, count + sizeof count, n).ptr;
        buckets.append(buckets.size() > 1 ? ",[" : "[");
        buckets.append(value, size_t(valueEnd - value))
            .append(1, ',')
            .append(count, size_t(countEnd - count))
            .append(1, ']');
    });
    buckets += ']';
    w.raw("buckets", buckets);
    w.endObject();
}

/// Reader of one JSON object with errors that say where ("flows[3].gaps.count: …").
struct Reader {
    QJsonObject obj;
    std::string where;
    std::string *error;
    bool fail(const char *key, const std::string &what) const
    {
        *error = where + (where.empty() ? "" : ".") + key + ": " + what;
        return false;
    }
    bool has(const char *key) const { return obj.contains(QLatin1String(key)); }
    bool int64(const char *key, int64_t *out) const
    {
        const QJsonValue v = obj.value(QLatin1String(key));
        if (v.isUndefined())
            return fail(key, "missing");
        // Integers that fit int64 are held exactly; anything else (fractions, beyond int64) as double.
        if (!v.isDouble() || v.toVariant().typeId() != QMetaType::LongLong)
            return fail(key, "not an integer within int64");
        *out = v.toInteger();
        return true;
    }
    bool uint64(const char *key, uint64_t *out) const
    {
        int64_t v = 0;
        if (!int64(key, &v))
            return false;
        if (v < 0)
            return fail(key, "negative");
        *out = uint64_t(v);
        return true;
    }
    bool uint32(const char *key, uint32_t *out) const
    {
        uint64_t v = 0;
        if (!uint64(key, &v))
            return false;
        if (v > UINT32_MAX)
            return fail(key, "out of range");
        *out = uint32_t(v);
        return true;
    }
    bool number(const char *key, double *out) const
    {
        const QJsonValue v = obj.value(QLatin1String(key));
        if (!v.isDouble())
            return fail(key, "not a number");
        *out = v.toDouble();
        return true;
    }
    bool string(const char *key, std::string *out) const
    {
        const QJsonValue v = obj.value(QLatin1String(key));
        if (!v.isString())
            return fail(key, "not a string");
        *out = v.toString().toStdString();
        return true;
    }
    bool object(const char *key, Reader *out) const
    {
        const QJsonValue v = obj.value(QLatin1String(key));
        if (!v.isObject())
            return fail(key, "not an object");
        *out = Reader { v.toObject(), where + (where.empty() ? "" : ".") + key, error };
        return true;
    }
};

bool readGaps(const Reader &r, MergeableGaps *g)
{
    bool exact = false;
    if (!r.uint64("count", &g->count) || !r.int64("sum_ns", &g->sumNs) || !r.int64("min_ns", &g->minNs) ||
        !r.int64("max_ns", &g->maxNs) || !r.uint64("negative", &g->negative) || !r.number("stddev_ns", &g->stddevNs))
        return false;
    const QJsonValue e = r.obj.value(QLatin1String("exact"));
    if (!e.isBool())
        return r.fail("exact", "not a boolean");
    exact = e.toBool();
    const QJsonValue b = r.obj.value(QLatin1String("buckets"));
    if (!b.isArray())
        return r.fail("buckets", "not an array");
    std::vector<std::pair<int64_t, uint64_t>> buckets;
    const QJsonArray a = b.toArray();
    buckets.reserve(size_t(a.size()));
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QJsonArray pair = a.at(i).toArray();
        const QJsonValue v = pair.at(0), n = pair.at(1);
        if (pair.size() != 2 || v.toVariant().typeId() != QMetaType::LongLong ||
            n.toVariant().typeId() != QMetaType::LongLong || n.toInteger() < 0)
            return r.fail("buckets", "entry " + std::to_string(i) + " is not [value, count] in integers");
        buckets.emplace_back(v.toInteger(), uint64_t(n.toInteger()));
    }
    std::string why;
    auto h = std::make_shared<LogLinearHistogram>();
    if (!LogLinearHistogram::fromBuckets(exact, buckets, g->minNs, g->maxNs, h.get(), &why))
        return r.fail("buckets", why);
    g->histogram = h;
    if (h->count() != g->count)
        return r.fail("count", "is not the buckets' total");
    if (g->count > 0 && (h->minValue() != g->minNs || h->maxValue() != g->maxNs))
        return r.fail("min_ns", "min/max differ from the buckets'");
    if (g->negative > g->count)
        return r.fail("negative", "more than count");
    return true;
}

/// a ⊕ b; false on a count or sum overflowing.
bool mergeGaps(MergeableGaps &a, const MergeableGaps &b, const std::string &what, std::string *error)
{
    if (b.count == 0)
        return true;
    uint64_t count = 0;
    int64_t sum = 0;
    if (__builtin_add_overflow(a.count, b.count, &count)) {
        *error = what + ": the gap count overflows 64 bits";
        return false;
    }
    if (!checkedAdd(a.sumNs, b.sumNs, &sum) || a.sumNs == INT64_MAX || a.sumNs == INT64_MIN || b.sumNs == INT64_MAX ||
        b.sumNs == INT64_MIN) {
        *error = what + ": the sum of gaps overflows int64";
        return false;
    }
    if (a.count == 0) {
        a = b;
        return true;
    }
    // Chan et al.: M2 = M2a + M2b + δ²·na·nb/n, with M2 = n·σ² (population variance).
    const long double na = a.count, nb = b.count, n = count;
    const long double delta = static_cast<long double>(b.sumNs) / nb - static_cast<long double>(a.sumNs) / na;
    const long double m2 = na * a.stddevNs * a.stddevNs + nb * b.stddevNs * b.stddevNs + delta * delta * na * nb / n;
    a.stddevNs = double(std::sqrt(std::max(m2, 0.0L) / n));
    a.count = count;
    a.sumNs = sum;
    a.minNs = std::min(a.minNs, b.minNs);
    a.maxNs = std::max(a.maxNs, b.maxNs);
    a.negative += b.negative; // ≤ count
    auto h = std::make_shared<LogLinearHistogram>(*a.histogram);
    h->merge(*b.histogram);
    a.histogram = std::move(h);
    return true;
}

bool addCount(uint64_t &a, uint64_t b, const std::string &what, std::string *error)
{
    if (!__builtin_add_overflow(a, b, &a))
        return true;
    *error = what + " overflows 64 bits";
    return false;
}

void writeStats(JsonWriter &w, const MergeableGaps &g)
{
    const LogLinearHistogram &h = *g.histogram;
    w.beginObject("interarrival").value("count", g.count).value("min_ns", g.minNs).value("max_ns", g.maxNs);
    // Integer division first: exact to < 1 ns for any sum (as the analysis computes its mean).
    double mean = 0;
    if (g.count > uint64_t(INT64_MAX)) {
        mean = double(static_cast<long double>(g.sumNs) / static_cast<long double>(g.count));
    } else if (g.count) {
        const auto n = int64_t(g.count);
        const int64_t whole = g.sumNs / n, rest = g.sumNs % n; // integer division first: exact
        mean = double(whole) + double(rest) / double(n);
    }
    w.value("mean_ns", mean, 3).value("stddev_ns", g.stddevNs, 3);
    w.value("p50_ns", h.percentile(0.5))
        .value("p90_ns", h.percentile(0.9))
        .value("p99_ns", h.percentile(0.99))
        .value("p999_ns", h.percentile(0.999))
        .value("negative", g.negative)
        .endObject();
}

} // namespace

std::string MergeableFlow::key() const
{
    return proto + '|' + std::to_string(ipVersion) + '|' + src + '|' + std::to_string(sport) + '|' + dst + '|' +
           std::to_string(dport);
}

std::string mergeableOptions(const AnalysisOptions &o)
{
    std::string s = std::string("order=") + (o.order == DeltaOrder::Time ? "time" : "file");
    s += " nominal_gap_ns=" + (o.nominalGapNs ? std::to_string(o.nominalGapNs) : std::string("auto"));
    s += " burst_gap_ns=" + (o.burstGapNs ? std::to_string(o.burstGapNs) : std::string("auto"));
    s += " decoder=" + std::string(o.forceDecoderSet ? decoderKindName(o.forceDecoder, o.iperf3Seq64) : "auto");
    for (const DecoderChoice &c : o.decoderChoices)
        s += " decoder[" + c.flowExpr + "]=" + decoderKindName(c.kind, c.seq64);
    s += " flow=" + o.flowFilter;
    return s;
}

MergeableSummary mergeableSummary(const AnalysisSnapshot &s)
{
    MergeableSummary m;
    m.options = mergeableOptions(s.options);
    m.files.push_back(s.path);
    m.packets = s.packets;
    m.bytes = s.bytes;
    m.minTsNs = s.packets ? s.minTsNs : 0;
    m.maxTsNs = s.packets ? s.maxTsNs : 0;
    m.gaps = gapsOf(s.interarrival, s.histogram);
    m.untrackedPackets = s.untrackedPackets;
    m.untrackedBytes = s.untrackedBytes;
    // ~200 bytes a flow written for the first time: in huge pages where the kernel allows (a
    // million flows were 50 000 faults of 4 KiB).
    reserveInHugePages(m.flows, s.flows.size());
    const auto histograms = flowHistograms(s); // (the window's given-back ones in one walk)
    for (size_t i = 0; i < s.flows.size(); ++i) {
        const FlowSummary &f = s.flows[i];
        MergeableFlow mf;
        mf.proto = f.protoName;
        mf.ipVersion = f.ipVersion;
        mf.src = f.src;
        mf.dst = f.dst;
        mf.sport = f.sport;
        mf.dport = f.dport;
        mf.packets = f.packets;
        mf.bytes = f.bytes;
        mf.firstTsNs = f.firstTsNs;
        mf.lastTsNs = f.lastTsNs;
        mf.gaps = gapsOf(f.interarrival, histograms[i]);
        m.flows.push_back(std::move(mf));
    }
    return m;
}

namespace {
/// `"untracked": {packets, bytes}` when a live session's flow limit left packets in no flow
/// (absent otherwise, so that the summaries of whole traces keep their shape).
void writeUntracked(JsonWriter &w, const MergeableSummary &m)
{
    if (m.untrackedPackets > 0)
        w.beginObject("untracked").value("packets", m.untrackedPackets).value("bytes", m.untrackedBytes).endObject();
}
} // namespace

void writeMergeable(JsonWriter &w, const MergeableSummary &m)
{
    w.beginObject("mergeable").value("version", kMergeableVersion);
    w.beginObject("histogram")
        .value("layout", kMergeableLayout)
        .value("exact_below_ns", int64_t(LogLinearHistogram::kSub))
        .value("relative_error", kRelativeError, 9)
        .endObject();
    w.value("options", m.options);
    w.beginArray("files");
    for (const std::string &f : m.files)
        w.value(nullptr, f);
    w.endArray();
    w.value("packets", m.packets).value("bytes", m.bytes).value("min_ts_ns", m.minTsNs).value("max_ts_ns", m.maxTsNs);
    writeGaps(w, "gaps", m.gaps);
    writeUntracked(w, m);
    // One line per flow: a trace of 100 000 flows would otherwise gain ~20 indented lines each.
    w.beginArray("flows");
    w.elements(m.flows.size(), [&m](JsonWriter &w, size_t i) {
        const MergeableFlow &f = m.flows[i];
        JsonWriter line(false);
        line.beginObject()
            .value("proto", f.proto)
            .value("ip_version", f.ipVersion)
            .value("src", f.src)
            .value("sport", f.sport)
            .value("dst", f.dst)
            .value("dport", f.dport)
            .value("packets", f.packets)
            .value("bytes", f.bytes)
            .value("first_ts_ns", f.firstTsNs)
            .value("last_ts_ns", f.lastTsNs);
        writeGaps(line, "gaps", f.gaps);
        line.endObject();
        w.raw(nullptr, line.str());
    });
    w.endArray();
    w.endObject();
}

bool parseMergeable(const std::string &json, MergeableSummary *out, std::string *error)
{
    QJsonParseError pe;
    const QJsonDocument doc =
        QJsonDocument::fromJson(QByteArray::fromRawData(json.data(), qsizetype(json.size())), &pe);
    if (doc.isNull()) {
        *error = "not JSON (" + pe.errorString().toStdString() + " at byte " + std::to_string(pe.offset) + ")";
        return false;
    }
    if (!doc.isObject() || !doc.object().contains(QLatin1String("mergeable"))) {
        *error = "no \"mergeable\" member (not the output of analyze --format json or merge --format json)";
        return false;
    }
    const QJsonValue err = doc.object().value(QLatin1String("error"));
    if (err.isObject()) {
        *error = "the analysis stopped at damage in its trace (\"error\" is set): the summary is partial";
        return false;
    }
    Reader root { doc.object(), "", error };
    Reader r;
    if (!root.object("mergeable", &r))
        return false;
    int64_t version = 0;
    if (!r.int64("version", &version))
        return false;
    if (version != kMergeableVersion)
        return r.fail("version", std::to_string(version) + ", this jitterscope-cli reads version " +
                                     std::to_string(kMergeableVersion));
    Reader hist;
    std::string layout;
    if (!r.object("histogram", &hist) || !hist.string("layout", &layout))
        return false;
    if (layout != kMergeableLayout)
        return hist.fail("layout", "'" + layout + "', this jitterscope-cli reads '" + kMergeableLayout + "'");
    MergeableSummary m;
    if (!r.string("options", &m.options) || !r.uint64("packets", &m.packets) || !r.uint64("bytes", &m.bytes) ||
        !r.int64("min_ts_ns", &m.minTsNs) || !r.int64("max_ts_ns", &m.maxTsNs))
        return false;
    const QJsonValue files = r.obj.value(QLatin1String("files"));
    if (!files.isArray())
        return r.fail("files", "not an array");
    for (const auto &f : files.toArray())
        m.files.push_back(f.toString().toStdString());
    Reader g;
    if (!r.object("gaps", &g) || !readGaps(g, &m.gaps))
        return false;
    if (r.obj.contains(QLatin1String("untracked"))) {
        Reader u;
        if (!r.object("untracked", &u) || !u.uint64("packets", &m.untrackedPackets) ||
            !u.uint64("bytes", &m.untrackedBytes))
            return false;
        if (m.untrackedPackets > m.packets || m.untrackedBytes > m.bytes)
            return u.fail("packets", "more untracked packets or bytes than the summary has");
    }
    const QJsonValue flows = r.obj.value(QLatin1String("flows"));
    if (!flows.isArray())
        return r.fail("flows", "not an array");
    const QJsonArray fa = flows.toArray();
    std::map<std::string, qsizetype> keys; // a flow key appears once (as in the analysis's flow table)
    for (qsizetype i = 0; i < fa.size(); ++i) {
        if (!fa.at(i).isObject())
            return r.fail("flows", "entry " + std::to_string(i) + " is not an object");
        const Reader fr { fa.at(i).toObject(), r.where + ".flows[" + std::to_string(i) + "]", error };
        MergeableFlow f;
        Reader fg;
        if (!fr.string("proto", &f.proto) || !fr.uint32("ip_version", &f.ipVersion) || !fr.string("src", &f.src) ||
            !fr.uint32("sport", &f.sport) || !fr.string("dst", &f.dst) || !fr.uint32("dport", &f.dport) ||
            !fr.uint64("packets", &f.packets) || !fr.uint64("bytes", &f.bytes) ||
            !fr.int64("first_ts_ns", &f.firstTsNs) || !fr.int64("last_ts_ns", &f.lastTsNs) || !fr.object("gaps", &fg) ||
            !readGaps(fg, &f.gaps))
            return false;
        const auto [at, fresh] = keys.emplace(f.key(), i);
        if (!fresh)
            return r.fail("flows", "entries " + std::to_string(at->second) + " and " + std::to_string(i) +
                                       " are the same flow (" + f.key() + ")");
        m.flows.push_back(std::move(f));
    }
    *out = std::move(m);
    return true;
}

bool mergeInto(MergeableSummary &a, const MergeableSummary &b, std::string *error)
{
    if (a.options != b.options) {
        *error = "analysed with other options:\n  " + a.options + "\n  " + b.options +
                 "\n(merge only summaries made with the same analyze options)";
        return false;
    }
    // In place (a copy per input would make n merges quadratic); on overflow a is left part-merged.
    const bool aHadPackets = a.packets > 0;
    if (!addCount(a.packets, b.packets, "the packet count", error) ||
        !addCount(a.bytes, b.bytes, "the byte count", error) ||
        !addCount(a.untrackedPackets, b.untrackedPackets, "the untracked packet count", error) ||
        !addCount(a.untrackedBytes, b.untrackedBytes, "the untracked byte count", error) ||
        !mergeGaps(a.gaps, b.gaps, "whole trace", error))
        return false;
    if (b.packets) {
        a.minTsNs = aHadPackets ? std::min(a.minTsNs, b.minTsNs) : b.minTsNs;
        a.maxTsNs = aHadPackets ? std::max(a.maxTsNs, b.maxTsNs) : b.maxTsNs;
    }
    std::map<std::string, size_t> index;
    for (size_t i = 0; i < a.flows.size(); ++i)
        index.emplace(a.flows[i].key(), i);
    for (const MergeableFlow &f : b.flows) {
        const auto [it, added] = index.emplace(f.key(), a.flows.size());
        if (added) {
            a.flows.push_back(f);
            continue;
        }
        MergeableFlow &t = a.flows[it->second];
        const std::string what = "flow " + f.key();
        if (!addCount(t.packets, f.packets, what + ": the packet count", error) ||
            !addCount(t.bytes, f.bytes, what + ": the byte count", error) || !mergeGaps(t.gaps, f.gaps, what, error))
            return false;
        t.firstTsNs = std::min(t.firstTsNs, f.firstTsNs);
        t.lastTsNs = std::max(t.lastTsNs, f.lastTsNs);
    }
    a.files.insert(a.files.end(), b.files.begin(), b.files.end());
    return true;
}

namespace {

/// Flows in order of their first packet (then key): the ids depend on no file order.
std::vector<const MergeableFlow *> byFirstPacket(const MergeableSummary &m)
{
    std::vector<const MergeableFlow *> flows;
    flows.reserve(m.flows.size());
    for (const MergeableFlow &f : m.flows)
        flows.push_back(&f);
    std::sort(flows.begin(), flows.end(), [](const MergeableFlow *x, const MergeableFlow *y) {
        return x->firstTsNs != y->firstTsNs ? x->firstTsNs < y->firstTsNs : x->key() < y->key();
    });
    return flows;
}

} // namespace

std::string mergedJson(const MergeableSummary &m)
{
    const std::vector<const MergeableFlow *> flows = byFirstPacket(m);
    JsonWriter w;
    w.beginObject();
    w.value("files", uint64_t(m.files.size()));
    w.value("options", m.options);
    w.value("packets", m.packets).value("bytes", m.bytes).value("min_ts_ns", m.minTsNs).value("max_ts_ns", m.maxTsNs);
    writeStats(w, m.gaps);
    writeUntracked(w, m);
    w.beginArray("flows");
    uint32_t id = 0;
    for (const MergeableFlow *f : flows) {
        w.beginObject()
            .value("id", id++)
            .value("proto", f->proto)
            .value("ip_version", f->ipVersion)
            .value("src", f->src)
            .value("sport", f->sport)
            .value("dst", f->dst)
            .value("dport", f->dport)
            .value("packets", f->packets)
            .value("bytes", f->bytes)
            .value("first_ts_ns", f->firstTsNs)
            .value("last_ts_ns", f->lastTsNs);
        writeStats(w, f->gaps);
        w.endObject();
    }
    w.endArray();
    writeMergeable(w, m);
    w.null("error");
    w.endObject();
    return w.str();
}

std::string mergedText(const MergeableSummary &m)
{
    std::ostringstream o;
    auto gaps = [&](const MergeableGaps &g) {
        const LogLinearHistogram &h = *g.histogram;
        o << g.count << " gaps";
        if (g.count)
            o << ", min " << g.minNs << " ns, p50 " << h.percentile(0.5) << " ns, p99 " << h.percentile(0.99)
              << " ns, p99.9 " << h.percentile(0.999) << " ns, max " << g.maxNs << " ns";
        if (g.negative)
            o << ", " << g.negative << " negative";
    };
    o << "Merged      " << m.files.size() << " summaries (gaps per file, none across file boundaries)\n";
    o << "Options     " << terminalText(m.options) << "\n";
    o << "Packets     " << m.packets << " (" << m.bytes << " bytes), " << m.minTsNs << " .. " << m.maxTsNs << " ns\n";
    o << "Gaps        ";
    gaps(m.gaps);
    o << "\nFlows       " << m.flows.size() << "\n";
    if (m.untrackedPackets > 0)
        o << "Untracked   " << m.untrackedPackets << " packets, " << m.untrackedBytes
          << " bytes (flows a live session saw after its flow limit; in no flow)\n";
    for (const MergeableFlow *f : byFirstPacket(m)) {
        o << "  " << terminalText(f->proto) << " " << terminalText(f->src) << (f->src.empty() ? "" : ":") << f->sport
          << " -> " << terminalText(f->dst) << (f->dst.empty() ? "" : ":") << f->dport << ": " << f->packets
          << " packets, ";
        gaps(f->gaps);
        o << "\n";
    }
    o << "Percentiles are within " << kRelativeError * 100 << " % of the exact nearest-rank value (exact below "
      << LogLinearHistogram::kSub << " ns).\n";
    return o.str();
}

} // namespace jitterscope
