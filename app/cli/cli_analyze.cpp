// `jitterscope-cli analyze`: the headless analysis of one trace.
#include "app/cli/cli_common.h"

#include "core/analysis/analyze_stream.h"
#include "core/base/duration.h"
#include "core/decode/flow_key.h"
#include "core/report/report.h"

#include <cstdio>

namespace jitterscope::cli {

static const char kHelp[] = R"(Usage: jitterscope-cli analyze FILE [OPTIONS]

Reads a pcap or pcapng trace (tcpdump, dumpcap, editcap, mergecap, Wireshark; "-" reads stdin)
and prints inter-arrival, jitter, NAPI burst, payload and sequence statistics for the whole file
and for every flow (directional 5-tuple; ICMP and non-IP traffic get their own rows).

Options:
  --flow EXPR         Analyse only flows matching EXPR, a conjunction of terms:
                      udp tcp icmp icmp6 ip4 ip6 nonip, host ADDR, src ADDR, dst ADDR,
                      port N, sport N, dport N, id N (flow id as reported); 'not' negates the
                      next term, 'and' is optional. Example: --flow "udp and dport 5001"
  --nominal-gap DUR   Nominal packet gap for the jitter figures (default: the median gap).
  --burst-gap DUR     Packets closer than DUR form a burst (default: derived from the gap
                      distribution: the valley of a bimodal distribution, else half the median).
  --order file|time   Compute gaps in file order (default, like Wireshark's frame.time_delta;
                      negative gaps are counted) or in timestamp order.
  --decoder auto|rtp|iperf3|iperf3-64|probe|none
                      Payload decoder for UDP flows (default auto: detected per flow).
  --format text|json|csv
                      Output format (default text). JSON is documented in docs/cli.md.
  -h, --help          This help.

DUR is a number with a unit, which is required: ns, us (or µs), ms, s (12us, 1.5ms).
Timestamps are integer nanoseconds since the epoch throughout.
Exit status: 0 success; 1 usage error or a file that cannot be opened; 2 damaged trace (the
statistics of the packets read before the damage are printed, with the error and its offset).
)";

int runAnalyze(int argc, char **argv)
{
    const char *cmd = "analyze";
    Args args(argc, argv, 2);
    AnalysisOptions opts;
    std::string file, format = "text", value, error;
    bool haveFile = false;
    while (!args.done()) {
        if (args.flag("-h") || args.flag("--help")) {
            std::fputs(kHelp, stdout);
            return kExitOk;
        }
        if (args.option("--flow", value, &error)) {
            if (!error.empty())
                return usageError(error, cmd);
            if (!FlowFilter::parse(value, &error))
                return usageError("--flow: " + error, cmd);
            opts.flowFilter = value;
        } else if (args.option("--nominal-gap", value, &error)) {
            if (!error.empty())
                return usageError(error, cmd);
            const auto ns = parsePositiveDurationNs(value, &error);
            if (!ns)
                return usageError("--nominal-gap: " + error, cmd);
            opts.nominalGapNs = *ns;
        } else if (args.option("--burst-gap", value, &error)) {
            if (!error.empty())
                return usageError(error, cmd);
            const auto ns = parsePositiveDurationNs(value, &error);
            if (!ns)
                return usageError("--burst-gap: " + error, cmd);
            opts.burstGapNs = *ns;
        } else if (args.option("--order", value, &error)) {
            if (!error.empty())
                return usageError(error, cmd);
            if (value == "file")
                opts.order = DeltaOrder::File;
            else if (value == "time")
                opts.order = DeltaOrder::Time;
            else
                return usageError("--order must be 'file' or 'time', not '" + value + "'", cmd);
        } else if (args.option("--decoder", value, &error)) {
            if (!error.empty())
                return usageError(error, cmd);
            opts.forceDecoderSet = value != "auto";
            if (value == "auto" || value == "none")
                opts.forceDecoder = PayloadKind::None;
            else if (value == "rtp")
                opts.forceDecoder = PayloadKind::Rtp;
            else if (value == "iperf3" || value == "iperf3-64") {
                opts.forceDecoder = PayloadKind::Iperf3;
                opts.iperf3Seq64 = value == "iperf3-64";
            } else if (value == "probe")
                opts.forceDecoder = PayloadKind::Probe;
            else
                return usageError("unknown decoder '" + value + "'", cmd);
        } else if (args.option("--format", value, &error)) {
            if (!error.empty())
                return usageError(error, cmd);
            if (value != "text" && value != "json" && value != "csv")
                return usageError("--format must be text, json or csv, not '" + value + "'", cmd);
            format = value;
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
    auto snap = analyzeFile(file, opts, &openError);
    if (!snap) {
        std::fprintf(stderr, "jitterscope-cli analyze: %s\n", openError.c_str());
        return kExitUsage;
    }
    const std::string out = format == "json"  ? reportJson(*snap)
                            : format == "csv" ? reportCsv(*snap)
                                              : reportText(*snap);
    std::fwrite(out.data(), 1, out.size(), stdout);
    if (snap->error) {
        std::fprintf(stderr, "jitterscope-cli analyze: %s: %s at byte offset %llu (%llu packets read before it)\n",
                     file.c_str(), snap->error->message.c_str(), static_cast<unsigned long long>(snap->error->offset),
                     static_cast<unsigned long long>(snap->error->packetsBefore));
        return kExitDamaged;
    }
    return kExitOk;
}

} // namespace jitterscope::cli
