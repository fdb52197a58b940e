// List of the comments found in a trace (section, interface and packet comments). GUI thread only.
#pragma once

#include "core/analysis/snapshot.h"

#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QTreeWidget;

namespace jitterscope {

class CommentsView : public QWidget {
    Q_OBJECT
public:
    explicit CommentsView(QWidget *parent = nullptr);

    void setSnapshot(const std::shared_ptr<const AnalysisSnapshot> &snapshot);
    /// Rebuilds the list only when the comments differ from those shown. `notKept`: comments the
    /// reader counted past its limit (AnalysisSnapshot::commentsNotKept), said above the list.
    void setComments(const std::vector<TraceComment> &comments, uint64_t notKept = 0);
    [[nodiscard]] int commentCount() const { return int(m_comments.size()); }

Q_SIGNALS:
    /// The user activated a packet comment (0-based packet index in file order).
    void packetActivated(int64_t packetIndex);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();

    QTreeWidget *m_tree = nullptr;
    QLabel *m_placeholder = nullptr;
    QLabel *m_notKeptLabel = nullptr;
    std::vector<TraceComment> m_comments;
    uint64_t m_notKept = 0;
};

} // namespace jitterscope
