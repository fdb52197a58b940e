// English plural forms: tr("%n jiffies", nullptr, n) reads "1 jiffy" only through a translation,
// jitterscope_en.ts (its numerus messages alone), compiled into the widgets library's resources.
// GUI thread (a QTranslator is installed on the application).
#pragma once

class QTranslator;

namespace jitterscope {

/// Loads the English plural forms into `translator` (the caller installs it); false when missing.
[[nodiscard]] bool loadEnglishPlurals(QTranslator &translator);

} // namespace jitterscope
