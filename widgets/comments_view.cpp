#include "widgets/comments_view.h"

#include "widgets/common/units.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace jitterscope {

namespace {

bool sameComments(const std::vector<TraceComment> &a, const std::vector<TraceComment> &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const TraceComment &x, const TraceComment &y) {
        return x.scope == y.scope && x.fileOffset == y.fileOffset && x.packetIndex == y.packetIndex &&
               x.index == y.index && x.text == y.text;
    });
}

constexpr int kPacketIndexRole = Qt::UserRole + 1;

} // namespace

CommentsView::CommentsView(QWidget *parent)
    : QWidget(parent)
{
    m_tree = new QTreeWidget(this);
    m_tree->setRootIsDecorated(false);
    m_tree->setAlternatingRowColors(true);
    m_tree->setColumnCount(3);
    m_tree->setWordWrap(true);
    m_tree->header()->setStretchLastSection(true);
    m_placeholder = new QLabel(this);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_placeholder->setStyleSheet(QStringLiteral("QLabel { color: #555; }"));
    m_notKeptLabel = new QLabel(this);
    m_notKeptLabel->setWordWrap(true);
    m_notKeptLabel->setObjectName(QStringLiteral("commentsNotKept"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_placeholder);
    layout->addWidget(m_notKeptLabel);
    layout->addWidget(m_tree, 1);
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const qlonglong packet = item->data(0, kPacketIndexRole).toLongLong();
        if (packet >= 0)
            Q_EMIT packetActivated(packet);
    });
    rebuild();
}

void CommentsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}

void CommentsView::setSnapshot(const std::shared_ptr<const AnalysisSnapshot> &snapshot)
{
    setComments(snapshot ? snapshot->comments : std::vector<TraceComment> {}, snapshot ? snapshot->commentsNotKept : 0);
}

void CommentsView::setComments(const std::vector<TraceComment> &comments, uint64_t notKept)
{
    if (sameComments(comments, m_comments) && notKept == m_notKept)
        return;
    m_comments = comments;
    m_notKept = notKept;
    rebuild();
}

void CommentsView::rebuild()
{
    m_tree->setHeaderLabels({ tr("Scope"), tr("Packet"), tr("Comment") });
    m_placeholder->setText(tr("This trace has no comments. pcapng files can carry comments on the file, on each "
                              "interface and on single packets (Wireshark: Edit → Packet Comment)."));
    m_placeholder->setVisible(m_comments.empty());
    m_tree->setVisible(!m_comments.empty());
    // A trace with a comment on each of millions of packets: the reader keeps the first ones.
    m_notKeptLabel->setText(tr("The first %1 comments are listed; %2 more were counted, their text not kept.")
                                .arg(units::formatCount(kMaxTraceComments), units::formatCount(m_notKept)));
    m_notKeptLabel->setVisible(m_notKept > 0);
    m_tree->clear();
    QList<QTreeWidgetItem *> items;
    for (const TraceComment &c : m_comments) {
        auto *item = new QTreeWidgetItem;
        QString scope;
        switch (c.scope) {
        case TraceComment::Scope::Section: scope = tr("File (section %1)").arg(c.index); break;
        case TraceComment::Scope::Interface: scope = tr("Interface %1").arg(c.index); break;
        case TraceComment::Scope::Packet: scope = tr("Packet"); break;
        case TraceComment::Scope::Other: scope = tr("Other"); break;
        }
        item->setText(0, scope);
        // Packet numbers are 1-based as in Wireshark's "No." column.
        if (c.scope == TraceComment::Scope::Packet && c.packetIndex >= 0)
            item->setText(1, QString::number(c.packetIndex + 1));
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        item->setData(0, kPacketIndexRole, qlonglong(c.scope == TraceComment::Scope::Packet ? c.packetIndex : -1));
        const QString text = QString::fromStdString(c.text);
        item->setText(2, text);
        item->setToolTip(2, text);
        items.push_back(item);
    }
    m_tree->addTopLevelItems(items);
    m_tree->resizeColumnToContents(0);
    m_tree->resizeColumnToContents(1);
}

} // namespace jitterscope
