// Read-only summary of a trace analysis: file, interfaces, inter-arrival, jitter and burst figures,
// and a banner when reading stopped at damaged data. GUI thread only.
#pragma once

#include "core/analysis/snapshot.h"

#include <QWidget>

#include <memory>

class QLabel;
class QTextBrowser;

namespace jitterscope {

class SummaryView : public QWidget {
    Q_OBJECT
public:
    explicit SummaryView(QWidget *parent = nullptr);

    /// Null or a 0-packet snapshot shows a placeholder. Cheap enough for every streaming snapshot;
    /// the scroll position is kept.
    void setSnapshot(std::shared_ptr<const AnalysisSnapshot> snapshot);
    /// The summary as HTML (what the browser shows; also for copying into reports).
    [[nodiscard]] QString html() const { return m_html; }
    /// Text of the error banner, empty when there is no error.
    [[nodiscard]] QString errorText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();
    [[nodiscard]] QString buildHtml(const AnalysisSnapshot &s) const;
    [[nodiscard]] static QString nominalText(const AnalysisSnapshot &s); ///< the trace's nominal gap and its source
    [[nodiscard]] static QString timeOrderHtml(const AnalysisSnapshot &s); ///< empty when the file is in time order

    QLabel *m_banner = nullptr;
    QTextBrowser *m_browser = nullptr;
    std::shared_ptr<const AnalysisSnapshot> m_snapshot;
    QString m_html;
};

} // namespace jitterscope
