// The headless report (`jitterscope-cli report`): one trace's key figures, its per-flow table and
// the plots the review window draws — rendered offscreen by the same views — as one
// self-contained HTML file (plots inline as SVG) or an A4 PDF (text and tables paginated, plots
// vector). Needs a QApplication (any platform; the CLI picks offscreen). GUI thread only.
#pragma once

#include <QString>

#include <memory>

namespace jitterscope {

struct AnalysisSnapshot;

struct ReportSource {
    std::shared_ptr<const AnalysisSnapshot> snapshot;
    QString traceName; ///< as the user named it (the file name shows in titles)
    QString optionsText; ///< "nominal gap estimated, burst threshold derived, file order, decoders auto"
};

/// The HTML document (UTF-8). Every string from the trace is escaped.
[[nodiscard]] QByteArray reportHtml(const ReportSource &source);
/// Writes the PDF to `path`; false with *error set when it cannot.
[[nodiscard]] bool writeReportPdf(const ReportSource &source, const QString &path, QString *error);
/// "nominal gap estimated, burst threshold derived, file order, decoders auto[, flows “…”]".
[[nodiscard]] QString analysisOptionsText(const AnalysisSnapshot &s);

} // namespace jitterscope
