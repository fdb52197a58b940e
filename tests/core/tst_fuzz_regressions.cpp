// Every seed of the fuzz corpora (tests/fuzz/corpus/<target>/) and every saved finding
// (tests/data/fuzz/<target>/; tests/data/fuzz/pending/ holds findings not fixed yet and is skipped)
// through the fuzz targets' own entry functions (tests/fuzz/fuzz_entries.h). Under the asan build
// (scripts/test-sanitizers) this replays each finding with the sanitizers that found it.
#include "tests/fuzz/fuzz_entries.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <sys/resource.h>

#include <stdexcept>
#include <utility>

using namespace jitterscope;

namespace {

using Entry = int (*)(const uint8_t *, size_t);

struct Target {
    const char *name; ///< directory name under corpus/ and tests/data/fuzz/
    Entry entry;
};

const Target kTargets[] = {
    { "trace_parser", fuzz::traceParser },
    { "analysis", fuzz::analysis },
    { "decode", fuzz::decode },
    { "softnet", fuzz::softnet },
    { "session_records", fuzz::sessionRecords },
    { "metrics", fuzz::metrics },
    { "merge", fuzz::merge },
    { "compressed", fuzz::compressed },
};

/// Inputs are a few KB: none may cost more than this much memory (a block length trusted for an
/// allocation would show as gigabytes).
constexpr long kMaxRssGrowthKiB = 256L * 1024;

long peakRssKiB()
{
    rusage u {};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}

[[noreturn]] void throwingHandler(const std::string &what)
{
    throw std::runtime_error(what);
}

QStringList filesIn(const QString &dir)
{
    QStringList out;
    const QFileInfoList infos = QDir(dir).entryInfoList(QDir::Files, QDir::Name);
    for (const QFileInfo &fi : infos)
        out << fi.absoluteFilePath();
    return out;
}

} // namespace

class TestFuzzRegressions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { fuzz::setFailHandler(throwingHandler); }
    void cleanupTestCase() { fuzz::setFailHandler(nullptr); }

    void everyTargetHasSeeds_data()
    {
        QTest::addColumn<QString>("dir");
        for (const Target &t : kTargets)
            QTest::newRow(t.name) << QString(JS_FUZZ_CORPUS_DIR "/") + t.name;
    }
    void everyTargetHasSeeds()
    {
        QFETCH(QString, dir);
        QVERIFY2(!filesIn(dir).isEmpty(), qPrintable("no seed in " + dir));
    }

    void replay_data()
    {
        QTest::addColumn<int>("target");
        QTest::addColumn<QString>("path");
        for (int i = 0; i < int(std::size(kTargets)); ++i) {
            const QString name = kTargets[i].name;
            const std::pair<QString, QString> dirs[] = { { "seed", QString(JS_FUZZ_CORPUS_DIR "/") + name },
                                                         { "finding", QString(JS_TESTDATA_DIR "/fuzz/") + name } };
            for (const auto &[kind, dir] : dirs)
                for (const QString &path : filesIn(dir))
                    QTest::newRow(qPrintable(name + '/' + kind + '/' + QFileInfo(path).fileName())) << i << path;
        }
    }
    void replay()
    {
        QFETCH(int, target);
        QFETCH(QString, path);
        QFile f(path);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
        const QByteArray bytes = f.readAll();
        const long rssBefore = peakRssKiB();
        try {
            QCOMPARE(kTargets[target].entry(reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size())),
                     0);
        } catch (const std::runtime_error &e) {
            QFAIL(qPrintable(path + ": " + e.what()));
        }
        QVERIFY2(peakRssKiB() - rssBefore < kMaxRssGrowthKiB,
                 qPrintable(path + ": peak memory grew by more than 256 MiB"));
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzz_regressions.moc"
