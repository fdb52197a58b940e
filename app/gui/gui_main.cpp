// jitterscope: the review window.
#include "app/gui/main_window.h"
#include "core/live/live_capture.h"
#include "widgets/common/plurals.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstring>

namespace {

/// Whether the command line asks only for text (--help, --version). Those are answered with a
/// QCoreApplication, before any QApplication exists: that needs a display, and without one the
/// xcb plugin aborts.
bool wantsTextOnly(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i];
        if (std::strcmp(a, "--") == 0)
            return false; // what follows is a trace name
        for (const char *option : { "-h", "--help", "-?", "--help-all", "-v", "--version" })
            if (std::strcmp(a, option) == 0)
                return true;
    }
    return false;
}

/// The language is needed before the parser is built, so that --help is translated too.
QLocale chosenLocale(const QStringList &args)
{
    QString language;
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QStringLiteral("--language") && i + 1 < args.size())
            language = args[i + 1];
        else if (args[i].startsWith(QStringLiteral("--language=")))
            language = args[i].mid(11);
    }
    return language.isEmpty() ? QLocale::system() : QLocale(language);
}

/// Qt's own and the application's translations, installed on the application for its lifetime.
struct Translators {
    QTranslator qt;
    QTranslator app;
    void install(const QLocale &locale)
    {
        QLocale::setDefault(locale); // numbers and dates in the views follow the chosen language
        if (qt.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                    QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&qt);
        // English (and any language without a translation) needs jitterscope_en for its plural forms.
        if (app.load(locale, QStringLiteral("jitterscope"), QStringLiteral("_"), QStringLiteral(":/i18n")) ||
            jitterscope::loadEnglishPlurals(app))
            QCoreApplication::installTranslator(&app);
    }
};

void setIdentity()
{
    QCoreApplication::setApplicationName(QStringLiteral("Jitterscope"));
    QCoreApplication::setOrganizationName(QStringLiteral("Jitterscope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(JITTERSCOPE_VERSION));
}

/// The command line, built after the translators are installed (its texts are translated).
struct GuiOptions {
    QCommandLineOption language { QStringLiteral("language"),
                                  QCoreApplication::translate("main", "User interface language (en, de, ja)."),
                                  QStringLiteral("code") };
    QCommandLineOption view { QStringLiteral("view"),
                              QCoreApplication::translate("main",
                                                          "View to show first: histogram, timeline, iograph, stages, "
                                                          "softnet, kernel, comments, jiffies, simulator or compare."),
                              QStringLiteral("name") };
    QCommandLineOption size { QStringLiteral("geometry"),
                              QCoreApplication::translate("main", "Window size as WIDTHxHEIGHT."),
                              QStringLiteral("size") };
    QCommandLineOption capture { QStringLiteral("capture"),
                                 QCoreApplication::translate("main", "Start a live capture on this interface."),
                                 QStringLiteral("interface") };
    QCommandLineOption filter { QStringLiteral("filter"),
                                QCoreApplication::translate("main", "BPF capture filter for --capture."),
                                QStringLiteral("expression") };

    explicit GuiOptions(QCommandLineParser &parser)
    {
        parser.setApplicationDescription(QCoreApplication::translate("main", "Shows where UDP jitter comes from."));
        parser.addHelpOption();
        parser.addVersionOption();
        for (const QCommandLineOption *o : { &language, &view, &size, &capture, &filter })
            parser.addOption(*o);
        parser.addPositionalArgument(QStringLiteral("trace"),
                                     QCoreApplication::translate("main", "pcap or pcapng trace to open."));
    }
};

} // namespace

int main(int argc, char **argv)
{
    if (wantsTextOnly(argc, argv)) {
        QCoreApplication app(argc, argv);
        setIdentity();
        Translators translators;
        translators.install(chosenLocale(QCoreApplication::arguments()));
        QCommandLineParser parser;
        const GuiOptions options(parser);
        parser.process(app); // prints the help or the version and exits
    } // (an option's value that looked like --help: the window opens as usual)

    QApplication app(argc, argv);
    setIdentity();
    Translators translators;
    translators.install(chosenLocale(QCoreApplication::arguments()));
    QCommandLineParser parser;
    const GuiOptions options(parser);
    parser.process(app);

    jitterscope::MainWindow window;
    if (parser.isSet(options.size)) {
        const QStringList wh = parser.value(options.size).split(QLatin1Char('x'));
        if (wh.size() == 2)
            window.resize(wh[0].toInt(), wh[1].toInt());
    }
    if (parser.isSet(options.view))
        window.showView(parser.value(options.view));
    window.show();
    const QStringList args = parser.positionalArguments();
    if (parser.isSet(options.capture)) {
        jitterscope::LiveCaptureOptions capture;
        capture.interface = parser.value(options.capture).toStdString();
        capture.filter = parser.value(options.filter).toStdString();
        window.startCapture(capture);
    } else if (!args.isEmpty()) {
        window.openTrace(args.front()); // the desktop file passes one file (%f)
    }
    return app.exec();
}
