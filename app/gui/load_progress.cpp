#include "app/gui/load_progress.h"

#include "app/gui/trace_loader.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QProgressBar>
#include <QPushButton>

#include <algorithm>

namespace jitterscope {

LoadProgress::LoadProgress(QWidget *parent)
    : QWidget(parent)
{
    m_bar = new QProgressBar;
    m_bar->setMaximumWidth(240);
    m_bar->setRange(0, 1000);
    m_cancel = new QPushButton;
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        for (TraceLoader *loader : m_loaders)
            loader->cancel();
    });
    hide();
}

void LoadProgress::watch(TraceLoader *loader)
{
    m_loaders.push_back(loader);
    connect(loader, &TraceLoader::started, this, [this] {
        m_bar->setValue(0);
        show();
    });
    connect(loader, &TraceLoader::progress, this, [this](double fraction) { m_bar->setValue(int(1000.0 * fraction)); });
    connect(loader, &TraceLoader::finished, this, &LoadProgress::updateVisibility);
    connect(loader, &TraceLoader::failed, this, &LoadProgress::updateVisibility);
}

void LoadProgress::updateVisibility()
{
    setVisible(std::any_of(m_loaders.begin(), m_loaders.end(), [](TraceLoader *l) { return l->isLoading(); }));
}

void LoadProgress::retranslate()
{
    // Written for the main window: the text keeps its translation context.
    m_cancel->setText(QCoreApplication::translate("jitterscope::MainWindow", "Cancel"));
}

} // namespace jitterscope
