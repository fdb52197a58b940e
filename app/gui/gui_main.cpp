// jitterscope: the review window.
#include "app/gui/main_window.h"
#include "core/live/live_capture.h"
#include "widgets/common/plurals.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Jitterscope"));
    QApplication::setOrganizationName(QStringLiteral("Jitterscope"));
    QApplication::setApplicationVersion(QStringLiteral(JITTERSCOPE_VERSION));

    // The language is needed before the parser is built, so that --help is translated too.
    QString language;
    const QStringList argList = QApplication::arguments();
    for (int i = 1; i < argList.size(); ++i) {
        if (argList[i] == QStringLiteral("--language") && i + 1 < argList.size())
            language = argList[i + 1];
        else if (argList[i].startsWith(QStringLiteral("--language=")))
            language = argList[i].mid(11);
    }
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    QLocale::setDefault(locale); // numbers and dates in the views follow the chosen language
    QTranslator qtTranslator, appTranslator;
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    // English (and any language without a translation) needs jitterscope_en for its plural forms.
    if (appTranslator.load(locale, QStringLiteral("jitterscope"), QStringLiteral("_"), QStringLiteral(":/i18n")) ||
        jitterscope::loadEnglishPlurals(appTranslator))
        QApplication::installTranslator(&appTranslator);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Shows where UDP jitter comes from."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption langOption(QStringLiteral("language"),
                                  QApplication::translate("main", "User interface language (en, de, ja)."),
                                  QStringLiteral("code"));
    parser.addOption(langOption);
    QCommandLineOption viewOption(
        QStringLiteral("view"),
        QApplication::translate(
            "main", "View to show first: histogram, timeline, softnet, comments, jiffies, simulator or compare."),
        QStringLiteral("name"));
    parser.addOption(viewOption);
    QCommandLineOption sizeOption(QStringLiteral("geometry"),
                                  QApplication::translate("main", "Window size as WIDTHxHEIGHT."),
                                  QStringLiteral("size"));
    parser.addOption(sizeOption);
    QCommandLineOption captureOption(QStringLiteral("capture"),
                                     QApplication::translate("main", "Start a live capture on this interface."),
                                     QStringLiteral("interface"));
    parser.addOption(captureOption);
    QCommandLineOption filterOption(QStringLiteral("filter"),
                                    QApplication::translate("main", "BPF capture filter for --capture."),
                                    QStringLiteral("expression"));
    parser.addOption(filterOption);
    parser.addPositionalArgument(QStringLiteral("trace"),
                                 QApplication::translate("main", "pcap or pcapng trace to open."));
    parser.process(app);

    jitterscope::MainWindow window;
    if (parser.isSet(sizeOption)) {
        const QStringList wh = parser.value(sizeOption).split(QLatin1Char('x'));
        if (wh.size() == 2)
            window.resize(wh[0].toInt(), wh[1].toInt());
    }
    if (parser.isSet(viewOption))
        window.showView(parser.value(viewOption));
    window.show();
    const QStringList args = parser.positionalArguments();
    if (parser.isSet(captureOption)) {
        jitterscope::LiveCaptureOptions options;
        options.interface = parser.value(captureOption).toStdString();
        options.filter = parser.value(filterOption).toStdString();
        window.startCapture(options);
    } else if (!args.isEmpty()) {
        window.openTrace(args.front());
    }
    return app.exec();
}
