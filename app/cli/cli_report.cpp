// `jitterscope-cli report`: one trace's figures, flow table and plots as HTML or PDF, for a ticket
// or a training handout. The plots are the review window's own views, rendered offscreen: this
// is the one subcommand that starts a QApplication (the others never load a platform plugin).
#include "app/cli/cli_common.h"

#include "app/report/report_document.h"
#include "core/analysis/analyze_stream.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QtGlobal>

#include <cstdio>

namespace jitterscope::cli {

static const char kHelpHead[] = R"(Usage: jitterscope-cli report FILE -o OUT.html|OUT.pdf [OPTIONS]

Writes a report of one trace: the key figures (session HZ, budgets, timestamp type and drops when
the file is a Jitterscope session), the flow table (loss, duplicates, reordering, timestamp
inversions, gaps), the plots the review window draws (inter-arrival histogram, burst timeline,
I/O graph, softnet and kernel events when recorded) and every figure `analyze` prints.
HTML: one self-contained file, plots inline as SVG. PDF: A4, tables paginated, plots vector.
Works without a display.

Options:
  -o, --output PATH   The report; its extension (.html, .htm, .pdf) picks the format.
  --format html|pdf   The format whatever the extension.
)";

static const char kHelpTail[] = R"(  -h, --help          This help.

Exit status: 0 success; 1 usage error, a file that cannot be opened or an output that cannot be
written; 2 damaged trace (the report covers the packets read before the damage and says where
it broke).
)";

int runReport(int argc, char **argv)
{
    const char *cmd = "report";
    Args args(argc, argv, 2);
    AnalysisOptions opts;
    std::string file, out, format, value, error;
    bool haveFile = false;
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
        if (args.option("-o", value, &error) || args.option("--output", value, &error)) {
            if (!error.empty())
                return usageError(error, cmd);
            out = value;
        } else if (args.option("--format", value, &error)) {
            if (!error.empty())
                return usageError(error, cmd);
            if (value != "html" && value != "pdf")
                return usageError("--format must be html or pdf, not '" + value + "'", cmd);
            format = value;
        } else if (!args.peek().empty() && args.peek()[0] == '-' && args.peek() != "-") {
            return usageError("unknown option '" + args.peek() + "'", cmd);
        } else {
            if (haveFile)
                return usageError("only one FILE can be reported at a time (got '" + args.peek() + "')", cmd);
            file = args.next();
            haveFile = true;
        }
    }
    if (!haveFile)
        return usageError("no FILE given", cmd);
    if (out.empty())
        return usageError("no output given (-o OUT.html or -o OUT.pdf)", cmd);
    if (format.empty()) {
        const QString suffix = QFileInfo(QString::fromStdString(out)).suffix().toLower();
        if (suffix == QLatin1String("pdf"))
            format = "pdf";
        else if (suffix == QLatin1String("html") || suffix == QLatin1String("htm"))
            format = "html";
        else
            return usageError("cannot tell the format from '" + out + "': name it .html or .pdf, or give --format",
                              cmd);
    }

    std::string openError;
    const auto snap = analyzeFile(file, opts, &openError);
    if (!snap) {
        std::fprintf(stderr, "jitterscope-cli report: %s\n", openError.c_str());
        return kExitUsage;
    }

    if (snap->error && snap->error->offset == 0 && snap->error->packetsBefore == 0) {
        // Nothing was read: no report of an empty page.
        std::fprintf(stderr, "jitterscope-cli report: %s: %s\n", file.c_str(), snap->error->message.c_str());
        return kExitUsage;
    }
    // The views need a QApplication; without a display the offscreen platform draws them.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // The offscreen platform's notices ("does not support propagateSizeHints()") are not the
    // user's business: only critical messages reach stderr (JITTERSCOPE_QT_DEBUG=1 shows all).
    if (qEnvironmentVariableIsEmpty("JITTERSCOPE_QT_DEBUG"))
        qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &msg) {
            if (type == QtCriticalMsg || type == QtFatalMsg)
                std::fprintf(stderr, "jitterscope-cli report: %s\n", msg.toLocal8Bit().constData());
        });
    int qtArgc = 1;
    char *qtArgv[] = { argv[0], nullptr };
    QApplication app(qtArgc, qtArgv);
    ReportSource src { snap, QString::fromStdString(file), analysisOptionsText(*snap) };
    const QString outPath = QString::fromStdString(out);
    if (format == "pdf") {
        QString writeError;
        if (!writeReportPdf(src, outPath, &writeError)) {
            std::fprintf(stderr, "jitterscope-cli report: %s\n", writeError.toLocal8Bit().constData());
            return kExitUsage;
        }
    } else {
        QFile f(outPath);
        const QByteArray html = reportHtml(src);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(html) != html.size() || !f.flush()) {
            std::fprintf(stderr, "jitterscope-cli report: cannot write %s: %s\n", out.c_str(),
                         f.errorString().toLocal8Bit().constData());
            return kExitUsage;
        }
    }
    // A PDF that QPdfWriter could not create leaves no file behind.
    if (!QFileInfo::exists(outPath) || QFileInfo(outPath).size() == 0) {
        std::fprintf(stderr, "jitterscope-cli report: cannot write %s\n", out.c_str());
        return kExitUsage;
    }
    if (snap->error) {
        std::fprintf(stderr, "jitterscope-cli report: %s: %s at byte offset %llu (%llu packets read before it)\n",
                     file.c_str(), snap->error->message.c_str(), static_cast<unsigned long long>(snap->error->offset),
                     static_cast<unsigned long long>(snap->error->packetsBefore));
        return kExitDamaged;
    }
    return kExitOk;
}

} // namespace jitterscope::cli
