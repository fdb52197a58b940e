// Renderings of an AnalysisSnapshot for the CLI (and the GUI's "copy as"): JSON (schema in
// docs/cli.md), human text, and CSV (one row per flow plus a row for the whole trace).
#pragma once

#include "core/analysis/snapshot.h"

#include <functional>
#include <iosfwd>
#include <string>

namespace jitterscope {

[[nodiscard]] std::string reportJson(const AnalysisSnapshot &s);
/// reportJson, handed to `sink` in pieces of about 1 MiB as it is written (the same bytes).
void writeReportJson(const AnalysisSnapshot &s, const std::function<void(const char *, size_t)> &sink);
[[nodiscard]] std::string reportText(const AnalysisSnapshot &s);
[[nodiscard]] std::string reportCsv(const AnalysisSnapshot &s);
/// reportText and reportCsv written into `out` as they are made (the same bytes): the CLI's text
/// for a million flows is ~150 MB, not held whole beside the analysis.
void writeReportText(const AnalysisSnapshot &s, std::ostream &out);
void writeReportCsv(const AnalysisSnapshot &s, std::ostream &out);
/// {"kernel_events": …} with the member exactly as reportJson writes it (null without events);
/// `simulate --format json` splices it into its own document.
[[nodiscard]] std::string kernelEventsJson(const std::optional<KernelEventsStats> &events);
[[nodiscard]] const char *formatName(TraceFormat f);
[[nodiscard]] const char *decoderName(PayloadKind k);
[[nodiscard]] std::string linkTypeName(uint32_t linkType);

} // namespace jitterscope
