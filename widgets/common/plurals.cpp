#include "widgets/common/plurals.h"

#include <QTranslator>

namespace jitterscope {

bool loadEnglishPlurals(QTranslator &translator)
{
    return translator.load(QStringLiteral(":/i18n/jitterscope_en.qm"));
}

} // namespace jitterscope
