// CommentsView: one row per comment kept, packet rows carrying their packet number; the line above
// the list when the reader counted comments past its limit (kMaxTraceComments), and the
// placeholder when the trace has none.
#include "widgets/comments_view.h"

#include <QLabel>
#include <QLocale>
#include <QTest>
#include <QTreeWidget>

using namespace jitterscope;

class TestCommentsView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void listsAndSaysWhatWasNotKept();
};

void TestCommentsView::listsAndSaysWhatWasNotKept()
{
    CommentsView v;
    v.resize(800, 500);
    v.show();
    auto *tree = v.findChild<QTreeWidget *>();
    auto *notKept = v.findChild<QLabel *>(QStringLiteral("commentsNotKept"));
    QVERIFY(tree && notKept);
    QVERIFY(notKept->isHidden());
    QVERIFY(tree->isHidden()); // no comments: the placeholder

    std::vector<TraceComment> comments;
    comments.push_back({ TraceComment::Scope::Section, 0, -1, 0, "capture of the lab" });
    for (int i = 0; i < 3; ++i)
        comments.push_back({ TraceComment::Scope::Packet, uint64_t(100 + i), i * 10, 0, "p" + std::to_string(i) });
    v.setComments(comments);
    QCOMPARE(tree->topLevelItemCount(), 4);
    QCOMPARE(tree->topLevelItem(2)->text(1), QStringLiteral("11")); // 1-based, as Wireshark's No.
    QVERIFY(notKept->isHidden());
    QVERIFY(!tree->isHidden());

    v.setComments(comments, 1234567);
    QVERIFY(!notKept->isHidden());
    QVERIFY2(notKept->text().contains(QStringLiteral("1,234,567")), qPrintable(notKept->text()));
    QVERIFY(notKept->text().contains(QStringLiteral("10,000")));
    QCOMPARE(tree->topLevelItemCount(), 4);
    v.setComments(comments, 0);
    QVERIFY(notKept->isHidden());
}

QTEST_MAIN(TestCommentsView)
#include "tst_comments_view.moc"
