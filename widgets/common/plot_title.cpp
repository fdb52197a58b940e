#include "widgets/common/plot_title.h"

#include <QFontMetrics>
#include <QStringList>

namespace jitterscope {

namespace {
constexpr int kMinimumTitleWidth = 60; ///< px: room for a few characters and the ellipsis
}

PlotTitle::PlotTitle(QCustomPlot *plot, const QFont &font)
    : QCPTextElement(plot, QString(), font)
{
}

QString PlotTitle::elided(const QFontMetrics &metrics, int width) const
{
    QStringList lines = mText.split(QLatin1Char('\n'));
    for (QString &line : lines)
        line = metrics.elidedText(line, Qt::ElideMiddle, width);
    return lines.join(QLatin1Char('\n'));
}

QString PlotTitle::shownText() const
{
    return elided(QFontMetrics(mainFont()), mRect.width());
}

void PlotTitle::draw(QCPPainter *painter)
{
    painter->setFont(mainFont());
    painter->setPen(QPen(mainTextColor()));
    painter->drawText(mRect, mTextFlags, elided(painter->fontMetrics(), mRect.width()), &mTextBoundingRect);
}

QSize PlotTitle::minimumOuterSizeHint() const
{
    QSize hint = QCPTextElement::minimumOuterSizeHint();
    hint.setWidth(kMinimumTitleWidth + mMargins.left() + mMargins.right());
    return hint;
}

} // namespace jitterscope
