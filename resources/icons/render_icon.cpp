// Build tool (not installed): renders the application icon's SVG into a square PNG of one size,
// for the hicolor theme's fixed-size directories (resources/CMakeLists.txt runs it).
//   render_icon SVG PNG SIZE
#include <QImage>
#include <QPainter>
#include <QString>
#include <QSvgRenderer>

#include <cstdio>
#include <cstdlib>

int main(int argc, char **argv)
{
    const int size = argc == 4 ? std::atoi(argv[3]) : 0;
    if (size < 1 || size > 1024) {
        std::fputs("usage: render_icon SVG PNG SIZE (1..1024 px)\n", stderr);
        return 1;
    }
    QSvgRenderer svg(QString::fromLocal8Bit(argv[1]));
    if (!svg.isValid()) {
        std::fprintf(stderr, "render_icon: %s is not a valid SVG\n", argv[1]);
        return 1;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter);
    painter.end();
    if (!image.save(QString::fromLocal8Bit(argv[2]), "PNG")) {
        std::fprintf(stderr, "render_icon: cannot write %s\n", argv[2]);
        return 1;
    }
    return 0;
}
