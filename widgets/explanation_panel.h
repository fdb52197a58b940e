// Plain-words explanations of the mechanisms behind the calculator and the simulator, each with
// the kernel source files it rests on, for a trainer to show beside them. A QTextBrowser with a
// topic chooser. With setContext() the jiffy, squeeze and softirq texts name the user's own
// numbers. Every string goes through tr(). GUI thread only.
#pragma once

#include "core/kernel/jiffies_report.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QTextBrowser;

namespace jitterscope {

class ExplanationPanel : public QWidget {
    Q_OBJECT
public:
    enum class Topic {
        JiffyBox,
        TimeSqueeze,
        NapiBatching,
        SoftirqLimit,
        GroFlushTimeout,
        TimestampSources,
        PhantomJitter
    };
    Q_ENUM(Topic)

    /// Starts on Topic::JiffyBox without context.
    explicit ExplanationPanel(QWidget *parent = nullptr);
    ~ExplanationPanel() override;

    [[nodiscard]] Topic topic() const { return m_topic; }
    /// The calculator's current report: the jiffy, squeeze and softirq texts use its numbers.
    void setContext(const JiffiesReport &report);
    void clearContext();
    [[nodiscard]] bool hasContext() const { return m_context.has_value(); }

    /// The text shown now, without markup (tests, copy).
    [[nodiscard]] QString plainText() const;
    [[nodiscard]] QTextBrowser *browser() const { return m_browser; }

    /// Every topic in display order, and its translated title.
    [[nodiscard]] static QList<Topic> topics();
    [[nodiscard]] static QString topicTitle(Topic topic);

public Q_SLOTS:
    void setTopic(jitterscope::ExplanationPanel::Topic topic);

Q_SIGNALS:
    void topicChanged(jitterscope::ExplanationPanel::Topic topic);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void render();
    [[nodiscard]] QString bodyHtml(Topic topic) const;
    [[nodiscard]] QString sourcesHtml(Topic topic) const;
    [[nodiscard]] QString contextHtml(Topic topic) const;

    QComboBox *m_topicCombo = nullptr;
    QTextBrowser *m_browser = nullptr;
    Topic m_topic = Topic::JiffyBox;
    std::optional<JiffiesReport> m_context;
};

} // namespace jitterscope
