// Plain-words explanations of the mechanisms behind the calculator and the simulator, each with
// the kernel source files it rests on, for a trainer to show beside them. A QTextBrowser with a
// topic chooser. With setContext() the jiffy, squeeze and softirq texts name the user's own
// numbers. Every string goes through tr(). GUI thread only.
#pragma once

#include "core/kernel/jiffies_report.h"
#include "core/sim/napi_sim.h"

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
    /// A simulator run: the squeeze and gro_flush_timeout texts do their arithmetic with its
    /// figures (squeezes per call ≈ call duration / tick), beside the published rate when the run
    /// came from a preset that has one (publishedSqueezePerS < 0: none).
    void setSimulation(const SimResult &result, double publishedSqueezePerS = -1);
    void clearSimulation();
    [[nodiscard]] bool hasSimulation() const { return m_sim.has_value(); }

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
    [[nodiscard]] QString reportHtml(Topic topic) const;
    [[nodiscard]] QString simulationHtml(Topic topic) const;

    // The figures of a run the texts use (the run's timelines are not kept).
    struct SimFigures {
        uint32_t hz = 0;
        uint64_t limitJiffies = 0;
        double callsPerS = 0, meanCallNs = 0, netRxShare = 0, squeezesPerCall = 0;
        double squeezePerS = 0, byBudgetPerS = 0, published = -1;
        int64_t groNs = 0;
        int deferIrqs = 0;
        uint64_t timerPolls = 0, hardIrqs = 0;
    };

    QComboBox *m_topicCombo = nullptr;
    QTextBrowser *m_browser = nullptr;
    Topic m_topic = Topic::JiffyBox;
    std::optional<JiffiesReport> m_context;
    std::optional<SimFigures> m_sim;
};

} // namespace jitterscope
