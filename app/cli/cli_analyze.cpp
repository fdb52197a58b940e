// `jitterscope-cli analyze`: the headless analysis of one trace.
#include "app/cli/cli_common.h"

#include "core/analysis/analyze_stream.h"
#include "core/base/duration.h"
#include "core/decode/flow_key.h"
#include "core/report/report.h"

#include <cstdio>
#include <ostream>
#include <streambuf>

namespace jitterscope::cli {

const char kAnalysisOptionsHelp[] = R"(  --flow EXPR         Analyse only flows matching EXPR, a conjunction of terms:
                      udp tcp icmp icmp6 ip4 ip6 nonip, host ADDR, src ADDR, dst ADDR,
                      port N, sport N, dport N, id N (flow id as reported); 'not' negates the
                      next term, 'and' is optional. Example: --flow "udp and dport 5001"
  --nominal-gap DUR   Nominal packet gap for the jitter figures (default, per flow: the
                      sender's spacing from its clock in the payload (probe, iperf3, RTP),
                      else the flow's mean rate over its active span, pauses left out).
  --burst-gap DUR     Packets closer than DUR form a burst (default: derived from the gap
                      distribution: the valley of a bimodal distribution, else half the median).
  --order file|time   Analyse in file order (default, like Wireshark's frame.time_delta;
                      negative gaps are counted) or in timestamp order (gaps, bursts and
                      the payload decoders alike).
  --decoder [EXPR=]auto|rtp|iperf3|iperf3-64|probe|none
                      Payload decoder for UDP flows (default auto: detected per flow from
                      evidence across the flow). EXPR=KIND sets it for the flows a --flow
                      expression matches (a bare number is a flow id: --decoder 3=rtp);
                      repeatable, the first match wins.
)";

static const char kHelpHead[] = R"(Usage: jitterscope-cli analyze FILE [OPTIONS]

Reads a pcap or pcapng trace (tcpdump, dumpcap, editcap, mergecap, Wireshark; also gzip-, zstd- or
LZ4-compressed; "-" reads stdin) and prints inter-arrival, jitter, NAPI burst, payload and sequence statistics for
the whole file and for every flow (directional 5-tuple; ICMP and non-IP traffic get their own rows).

Options:
)";

static const char kHelpTail[] =
    R"(  --flow-limit N      Flows kept one by one (default 1000000, ~1.7 KB each; 0 = no limit). The
                      packets of flows first seen after that are counted in the whole trace's
                      figures only ("untracked" in the report).
  --format text|json|csv
                      Output format (default text). JSON is documented in docs/cli.md.
  -h, --help          This help.

DUR is a number with a unit, which is required: ns, us (or µs), ms, s (12us, 1.5ms).
Timestamps are integer nanoseconds since the epoch throughout.
Exit status: 0 success; 1 usage error or a file that cannot be opened; 2 damaged trace (the
statistics of the packets read before the damage are printed, with the error and its offset).
)";

namespace {
/// An ostream's buffer that hands its text to stdout 64 KiB at a time.
class StdoutBuffer final : public std::streambuf {
public:
    StdoutBuffer() { setp(m_buf, m_buf + sizeof m_buf); }
    StdoutBuffer(const StdoutBuffer &) = delete;
    StdoutBuffer &operator=(const StdoutBuffer &) = delete;
    ~StdoutBuffer() override { handOut(); }

protected:
    int_type overflow(int_type c) override
    {
        if (!handOut())
            return traits_type::eof();
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(c);
            pbump(1);
        }
        return traits_type::not_eof(c);
    }
    int sync() override { return handOut() ? 0 : -1; }

private:
    bool handOut()
    {
        const auto n = size_t(pptr() - pbase());
        const bool ok = n == 0 || std::fwrite(pbase(), 1, n, stdout) == n;
        setp(m_buf, m_buf + sizeof m_buf);
        return ok;
    }
    char m_buf[size_t(64) << 10];
};
} // namespace

OptionResult parseAnalysisOption(Args &args, AnalysisOptions &opts, std::string *message)
{
    std::string value, error;
    const auto fail = [message](const std::string &text) {
        *message = text;
        return OptionResult::Error;
    };
    if (args.option("--flow", value, &error)) {
        if (!error.empty())
            return fail(error);
        if (!FlowFilter::parse(value, &error))
            return fail("--flow: " + error);
        opts.flowFilter = value;
    } else if (args.option("--nominal-gap", value, &error)) {
        if (!error.empty())
            return fail(error);
        const auto ns = parsePositiveDurationNs(value, &error);
        if (!ns)
            return fail("--nominal-gap: " + error);
        opts.nominalGapNs = *ns;
    } else if (args.option("--burst-gap", value, &error)) {
        if (!error.empty())
            return fail(error);
        const auto ns = parsePositiveDurationNs(value, &error);
        if (!ns)
            return fail("--burst-gap: " + error);
        opts.burstGapNs = *ns;
    } else if (args.option("--order", value, &error)) {
        if (!error.empty())
            return fail(error);
        if (value == "file")
            opts.order = DeltaOrder::File;
        else if (value == "time")
            opts.order = DeltaOrder::Time;
        else
            return fail("--order must be 'file' or 'time', not '" + value + "'");
    } else if (args.option("--decoder", value, &error)) {
        if (!error.empty())
            return fail(error);
        // KIND for every UDP flow, or EXPR=KIND for the flows EXPR matches (a bare number: id).
        const size_t eq = value.rfind('=');
        const std::string kindText = eq == std::string::npos ? value : value.substr(eq + 1);
        DecoderChoice c;
        if (kindText == "none" || kindText == "auto")
            c.kind = PayloadKind::None;
        else if (kindText == "rtp")
            c.kind = PayloadKind::Rtp;
        else if (kindText == "iperf3" || kindText == "iperf3-64")
            c.kind = PayloadKind::Iperf3;
        else if (kindText == "probe")
            c.kind = PayloadKind::Probe;
        else
            return fail("--decoder: unknown decoder '" + kindText + "' (auto, rtp, iperf3, iperf3-64, probe, none)");
        c.seq64 = kindText == "iperf3-64";
        if (eq == std::string::npos) {
            opts.forceDecoderSet = kindText != "auto";
            opts.forceDecoder = c.kind;
            opts.iperf3Seq64 = c.seq64;
        } else {
            if (kindText == "auto")
                return fail("--decoder " + value + ": a flow takes rtp, iperf3, iperf3-64, probe or none");
            std::string expr = value.substr(0, eq);
            if (!expr.empty() && expr.find_first_not_of("0123456789") == std::string::npos)
                expr = "id " + expr;
            if (!FlowFilter::parse(expr, &error))
                return fail("--decoder " + value + ": " + error);
            c.flowExpr = expr;
            opts.decoderChoices.push_back(c);
        }
    } else {
        return OptionResult::NotMine;
    }
    return OptionResult::Taken;
}

int runAnalyze(int argc, char **argv)
{
    const char *cmd = "analyze";
    Args args(argc, argv, 2);
    AnalysisOptions opts;
    std::string file, format = "text", value, error;
    bool haveFile = false;
    size_t flowLimit = kDefaultFileFlowLimit;
    while (!args.done()) {
        if (args.flag("-h") || args.flag("--help")) {
            std::fputs(kHelpHead, stdout);
            std::fputs(kAnalysisOptionsHelp, stdout);
            std::fputs(kHelpTail, stdout);
            return kExitOk;
        }
        const OptionResult r = parseAnalysisOption(args, opts, &error);
        if (r == OptionResult::Error)
            return usageError(error, cmd);
        if (r == OptionResult::Taken)
            continue;
        if (args.option("--format", value, &error)) {
            if (!error.empty())
                return usageError(error, cmd);
            if (value != "text" && value != "json" && value != "csv")
                return usageError("--format must be text, json or csv, not '" + value + "'", cmd);
            format = value;
        } else if (args.option("--flow-limit", value, &error)) {
            long long n = 0;
            if (!error.empty() || !parseInt(value, 0, INT64_MAX, n))
                return usageError("--flow-limit needs a flow count (0 = no limit)", cmd);
            flowLimit = size_t(n);
        } else if (!args.peek().empty() && args.peek()[0] == '-' && args.peek() != "-") {
            return usageError("unknown option '" + args.peek() + "'", cmd);
        } else {
            if (haveFile)
                return usageError("only one FILE can be analysed at a time (got '" + args.peek() + "')", cmd);
            file = args.next();
            haveFile = true;
        }
    }
    if (!haveFile)
        return usageError("no FILE given", cmd);
    std::string openError;
    AnalyzeFileOptions how;
    how.timeline = false; // the statistics are the same; without the timeline they take far less memory
    how.flowLimit = flowLimit;
    auto snap = analyzeFile(file, opts, &openError, how);
    if (!snap) {
        std::fprintf(stderr, "jitterscope-cli analyze: %s\n", openError.c_str());
        return kExitUsage;
    }
    if (format == "json") { // streamed: with 100 000 flows the document is ~300 MB
        writeReportJson(*snap, [](const char *data, size_t size) { std::fwrite(data, 1, size, stdout); });
    } else { // streamed too: the text of a million flows is ~150 MB
        StdoutBuffer buffer;
        std::ostream out(&buffer);
        if (format == "csv")
            writeReportCsv(*snap, out);
        else
            writeReportText(*snap, out);
        out.flush();
    }
    if (snap->error) {
        std::fprintf(stderr, "jitterscope-cli analyze: %s: %s at byte offset %llu (%llu packets read before it)\n",
                     file.c_str(), snap->error->message.c_str(), static_cast<unsigned long long>(snap->error->offset),
                     static_cast<unsigned long long>(snap->error->packetsBefore));
        return kExitDamaged;
    }
    return kExitOk;
}

} // namespace jitterscope::cli
