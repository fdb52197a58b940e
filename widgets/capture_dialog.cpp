#include "widgets/capture_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <cmath>

namespace jitterscope {

namespace {
constexpr int kFilterPauseMs = 400; ///< an error shows only after typing pauses; a fix clears it at once
const char kErrorStyle[] = "QLineEdit { border: 1px solid #c0392b; background: #fff3f2; }";
enum Column { ColName, ColAddresses, ColTstamp, ColCount };
} // namespace

CaptureDialog::CaptureDialog(QWidget *parent)
    : QDialog(parent)
{
    m_interfaces = new QTreeWidget(this);
    m_interfaces->setColumnCount(ColCount);
    m_interfaces->setRootIsDecorated(false);
    m_interfaces->setUniformRowHeights(true);
    m_interfaces->header()->setSectionResizeMode(ColAddresses, QHeaderView::Stretch);
    m_interfaces->header()->setStretchLastSection(false);
    m_interfaces->setMinimumHeight(140);
    m_showAll = new QCheckBox(this);
    m_showAll->setObjectName(QStringLiteral("showAllInterfaces"));
    m_interfaceError = new QLabel(this);
    m_interfaceError->setWordWrap(true);
    m_interfaceError->setStyleSheet(QStringLiteral("color: #c0392b;"));

    m_tstamp = new QComboBox(this);
    m_filter = new QLineEdit(this);
    m_filter->setClearButtonEnabled(true);
    m_filter->setObjectName(QStringLiteral("filterEdit"));
    m_tstamp->setObjectName(QStringLiteral("tstampCombo"));
    m_filterMessage = new QLabel(this);
    m_filterMessage->setWordWrap(true);
    m_filterMessage->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_filterMessage->setStyleSheet(QStringLiteral("color: #c0392b;"));
    m_filterMessage->setObjectName(QStringLiteral("filterMessage"));
    m_filterMessage->hide();
    m_snapLen = new QSpinBox(this);
    m_snapLen->setRange(1, kMaxSnapLen);
    m_snapLen->setValue(CaptureOptions().snapLen);
    m_snapLen->setObjectName(QStringLiteral("snapLen"));
    m_bufferKiB = new QSpinBox(this);
    m_bufferKiB->setRange(1, 2097152);
    m_bufferKiB->setValue(CaptureOptions().bufferKiB);
    m_bufferKiB->setSingleStep(1024);
    m_bufferKiB->setObjectName(QStringLiteral("bufferKiB"));
    m_immediate = new QCheckBox(this);
    m_immediate->setObjectName(QStringLiteral("immediateMode"));
    m_immediate->setEnabled(false); // follows from the snap length and buffer; shown so nobody wonders
    m_softnetHz = new QSpinBox(this);
    m_softnetHz->setRange(10, 100);
    m_softnetHz->setValue(20);
    m_kernelEvents = new QCheckBox(this);
    m_kernelEvents->setObjectName(QStringLiteral("kernelEvents"));
    m_limitDuration = new QCheckBox(this);
    m_duration = new QDoubleSpinBox(this);
    m_duration->setRange(0.1, 86400);
    m_duration->setDecimals(1);
    m_duration->setValue(10);
    m_duration->setEnabled(false);
    m_limitCount = new QCheckBox(this);
    m_count = new QSpinBox(this);
    m_count->setRange(1, INT_MAX);
    m_count->setValue(100000);
    m_count->setEnabled(false);
    m_windowMode = new QComboBox(this);
    m_windowMode->addItems({ QString(), QString() });
    m_window = new QDoubleSpinBox(this);
    m_window->setRange(1, 3600);
    m_window->setDecimals(0);
    m_window->setValue(10);
    m_window->setEnabled(false);
    m_privilegeNote = new QLabel(this);
    m_privilegeNote->setWordWrap(true);
    m_privilegeNote->setStyleSheet(QStringLiteral("color: #555;"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    auto addRow = [&](QWidget *field) {
        auto *label = new QLabel(this);
        label->setBuddy(field);
        m_formLabels << label;
        form->addRow(label, field);
    };
    auto pair = [&](QWidget *a, QWidget *b) {
        auto *box = new QWidget(this);
        auto *h = new QHBoxLayout(box);
        h->setContentsMargins(0, 0, 0, 0);
        h->addWidget(a);
        h->addWidget(b, 1);
        return box;
    };
    auto *filterBox = new QWidget(this);
    auto *filterLayout = new QVBoxLayout(filterBox);
    filterLayout->setContentsMargins(0, 0, 0, 0);
    filterLayout->setSpacing(2);
    filterLayout->addWidget(m_filter);
    filterLayout->addWidget(m_filterMessage);
    addRow(m_tstamp);
    addRow(filterBox);
    addRow(m_snapLen);
    addRow(m_bufferKiB);
    addRow(m_immediate);
    addRow(m_softnetHz);
    addRow(m_kernelEvents);
    addRow(pair(m_limitDuration, m_duration));
    addRow(pair(m_limitCount, m_count));
    addRow(pair(m_windowMode, m_window));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_interfaces, 1);
    layout->addWidget(m_showAll);
    layout->addWidget(m_interfaceError);
    layout->addLayout(form);
    layout->addWidget(m_privilegeNote);
    layout->addWidget(m_buttons);

    m_filterTimer = new QTimer(this);
    m_filterTimer->setSingleShot(true);
    m_filterTimer->setInterval(kFilterPauseMs);
    connect(m_filterTimer, &QTimer::timeout, this, &CaptureDialog::showFilterError);
    connect(m_filter, &QLineEdit::textChanged, this, &CaptureDialog::filterEdited);
    connect(m_interfaces, &QTreeWidget::currentItemChanged, this, &CaptureDialog::interfaceChanged);
    connect(m_interfaces, &QTreeWidget::itemDoubleClicked, this, [this] {
        if (canStart())
            accept();
    });
    connect(m_showAll, &QCheckBox::toggled, this, [this](bool all) {
        const CaptureInterfaceInfo *current = currentInterface();
        // A pseudo interface that is hidden now gives way to the default choice.
        m_wantedInterface =
            current && (all || !isPseudoCaptureInterface(*current)) ? QString::fromStdString(current->name) : QString();
        fillInterfaces();
    });
    connect(m_snapLen, qOverload<int>(&QSpinBox::valueChanged), this, &CaptureDialog::updateImmediateMode);
    connect(m_bufferKiB, qOverload<int>(&QSpinBox::valueChanged), this, &CaptureDialog::updateImmediateMode);
    connect(m_limitDuration, &QCheckBox::toggled, m_duration, &QWidget::setEnabled);
    connect(m_limitCount, &QCheckBox::toggled, m_count, &QWidget::setEnabled);
    connect(m_windowMode, qOverload<int>(&QComboBox::currentIndexChanged), this,
            [this](int index) { m_window->setEnabled(index == 1); });
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (canStart())
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    retranslate(); // also fills the (empty) interface list
    resize(720, 640);
}

CaptureDialog::~CaptureDialog() = default;

void CaptureDialog::retranslate()
{
    setWindowTitle(tr("Start Capture"));
    m_interfaces->setHeaderLabels({ tr("Interface"), tr("Addresses"), tr("Timestamp types") });
    const QStringList labels = { tr("&Timestamp type:"), tr("Capture &filter:"),
                                 tr("&Snap length:"),    tr("Kernel &buffer:"),
                                 tr("Immediate mode:"),  tr("Softnet s&ampling:"),
                                 tr("Kernel events:"),   tr("Duration limit:"),
                                 tr("Packet limit:"),    tr("&View:") };
    for (int i = 0; i < m_formLabels.size() && i < labels.size(); ++i)
        m_formLabels[i]->setText(labels[i]);
    m_filter->setPlaceholderText(tr("BPF, as in tcpdump — e.g. udp port 5001 (empty: every packet)"));
    m_snapLen->setSuffix(tr(" bytes"));
    m_bufferKiB->setSuffix(tr(" KiB"));
    m_showAll->setText(tr("Show all interfaces (also D-Bus, netfilter, Bluetooth and USB monitors)"));
    updateImmediateMode();
    m_softnetHz->setSuffix(tr(" Hz (reads of /proc/net/softnet_stat per second)"));
    m_kernelEvents->setText(tr("Record kernel events (NAPI polls, NET_RX)"));
    m_kernelEvents->setToolTip(tr("The helper also records every napi:napi_poll and NET_RX softirq run for the "
                                  "capture's duration. Needs tracefs mounted and CAP_PERFMON for the helper "
                                  "(setcap cap_net_raw,cap_net_admin,cap_perfmon=eip); without them it says which "
                                  "is missing and captures the packets anyway."));
    m_limitDuration->setText(tr("stop after"));
    m_duration->setSuffix(tr(" s"));
    m_limitCount->setText(tr("stop after"));
    m_count->setSuffix(tr(" packets"));
    m_windowMode->setItemText(0, tr("Whole session"));
    m_windowMode->setItemText(1, tr("Sliding window: the last"));
    m_window->setSuffix(tr(" s"));
    m_privilegeNote->setText(tr("The capture runs in the helper jitterscope-capture, the only program that needs "
                                "capture rights; Jitterscope itself never runs as root."));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    m_buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    m_tstamp->setItemText(0, tr("libpcap default"));
    if (!m_filterMessage->isHidden())
        showFilterError(); // the prefix is translated; libpcap's text is not
    fillInterfaces();
}

void CaptureDialog::updateImmediateMode()
{
    const bool immediate = usesImmediateMode(m_snapLen->value(), int64_t(m_bufferKiB->value()) * 1024);
    m_immediate->setChecked(immediate);
    m_immediate->setText(immediate
                             ? tr("On (packets reach the plots as they arrive, not when a buffer fills)")
                             : tr("Off: at this snap length the kernel buffer holds fewer than %1 packets, so they "
                                  "are read in blocks, at most %2 ms late (a smaller snap length or a larger "
                                  "buffer turns it on)")
                                   .arg(kMinImmediateRingPackets)
                                   .arg(kBlockModeTimeoutMs));
}

void CaptureDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void CaptureDialog::setInterfaces(std::vector<CaptureInterfaceInfo> interfaces, const QString &error)
{
    if (const CaptureInterfaceInfo *current = currentInterface())
        m_wantedInterface = QString::fromStdString(current->name);
    m_infos = std::move(interfaces);
    m_interfaceListError = error;
    fillInterfaces();
}

void CaptureDialog::fillInterfaces()
{
    const QString wanted = m_wantedInterface;
    const QSignalBlocker block(m_interfaces);
    m_interfaces->clear();
    QTreeWidgetItem *select = nullptr, *fallback = nullptr;
    std::vector<size_t> order; // network interfaces in libpcap's order, then the pseudo ones
    for (const bool pseudo : { false, true })
        for (size_t i = 0; i < m_infos.size(); ++i)
            if (isPseudoCaptureInterface(m_infos[i]) == pseudo)
                order.push_back(i);
    const auto wantedInfo = std::find_if(m_infos.begin(), m_infos.end(), [&](const CaptureInterfaceInfo &info) {
        return QString::fromStdString(info.name) == wanted;
    });
    if (wantedInfo != m_infos.end() && isPseudoCaptureInterface(*wantedInfo)) {
        const QSignalBlocker blockToggle(m_showAll);
        m_showAll->setChecked(true);
    }
    const bool anyPseudo =
        std::any_of(m_infos.begin(), m_infos.end(), [](const auto &info) { return isPseudoCaptureInterface(info); });
    m_showAll->setVisible(anyPseudo);
    for (const size_t i : order) {
        const CaptureInterfaceInfo &info = m_infos[i];
        if (isPseudoCaptureInterface(info) && !m_showAll->isChecked())
            continue;
        QStringList addresses;
        for (const std::string &a : info.addresses)
            addresses << QString::fromStdString(a);
        QStringList types;
        for (const std::string &t : info.tstampTypes)
            types << QString::fromStdString(t);
        QString name = QString::fromStdString(info.name);
        if (!info.up)
            name += tr(" (down)");
        auto *item = new QTreeWidgetItem(m_interfaces, { name, addresses.join(QStringLiteral(", ")),
                                                         types.isEmpty() ? tr("host (only)") : types.join(", ") });
        item->setData(ColName, Qt::UserRole, qulonglong(i));
        item->setToolTip(ColName, QString::fromStdString(info.description));
        item->setToolTip(ColAddresses, addresses.join('\n'));
        if (QString::fromStdString(info.name) == wanted)
            select = item;
        if (!fallback && info.up && !info.addresses.empty())
            fallback = item;
    }
    for (int c = 0; c < ColCount; c += 2)
        m_interfaces->resizeColumnToContents(c);
    if (!select)
        select = fallback ? fallback : m_interfaces->topLevelItem(0);
    m_interfaces->setCurrentItem(select);
    m_interfaceError->setText(m_infos.empty() ? tr("No capturable interface was found. %1").arg(m_interfaceListError)
                                              : QString());
    m_interfaceError->setVisible(m_infos.empty());
    interfaceChanged();
}

const CaptureInterfaceInfo *CaptureDialog::currentInterface() const
{
    const QTreeWidgetItem *item = m_interfaces->currentItem();
    if (!item)
        return nullptr;
    const size_t i = item->data(ColName, Qt::UserRole).toULongLong();
    return i < m_infos.size() ? &m_infos[i] : nullptr;
}

void CaptureDialog::interfaceChanged()
{
    const QString keep =
        m_tstamp->count() > 0 && m_tstamp->currentIndex() > 0 ? m_tstamp->currentData().toString() : m_wantedTstamp;
    m_tstamp->clear();
    m_tstamp->addItem(tr("libpcap default"), QString());
    if (const CaptureInterfaceInfo *info = currentInterface()) {
        m_wantedInterface = QString::fromStdString(info->name);
        for (const std::string &t : info->tstampTypes)
            m_tstamp->addItem(QString::fromStdString(t), QString::fromStdString(t));
    }
    const int index = m_tstamp->findData(keep);
    m_tstamp->setCurrentIndex(index > 0 ? index : 0);
    m_tstamp->setEnabled(m_tstamp->count() > 1);
    m_tstamp->setToolTip(m_tstamp->count() > 1 ? QString() : tr("This interface offers only the host timestamp type."));
    updateStartButton();
}

void CaptureDialog::filterEdited()
{
    const std::optional<std::string> error =
        m_filterCheck ? m_filterCheck(m_filter->text().toStdString()) : std::nullopt;
    m_filterError = error ? QString::fromStdString(*error) : QString();
    if (m_filterError.isEmpty()) { // valid again: clear at once
        m_filterTimer->stop();
        m_filterMessage->setObjectName(QStringLiteral("filterMessage"));
        m_filterMessage->hide();
        m_filter->setStyleSheet(QString());
    } else {
        m_filterTimer->start(); // show only once typing pauses
    }
    updateStartButton();
}

void CaptureDialog::showFilterError()
{
    if (m_filterError.isEmpty())
        return;
    m_filterMessage->setText(tr("Filter does not compile: %1").arg(m_filterError));
    m_filterMessage->show();
    m_filter->setStyleSheet(QString::fromLatin1(kErrorStyle));
}

bool CaptureDialog::canStart() const
{
    return currentInterface() != nullptr && m_filterError.isEmpty();
}

void CaptureDialog::updateStartButton()
{
    QPushButton *start = m_buttons->button(QDialogButtonBox::Ok);
    start->setEnabled(canStart());
    start->setToolTip(!m_filterError.isEmpty() ? tr("Fix the capture filter first.")
                      : !currentInterface()    ? tr("Choose an interface.")
                                               : QString());
}

void CaptureDialog::setFilterCheck(FilterCheck check)
{
    m_filterCheck = std::move(check);
    filterEdited();
}

void CaptureDialog::setOptions(const CaptureOptions &o)
{
    m_wantedInterface = QString::fromStdString(o.interface);
    m_wantedTstamp = QString::fromStdString(o.tstampType);
    m_filter->setText(QString::fromStdString(o.filter));
    m_snapLen->setValue(o.snapLen);
    m_bufferKiB->setValue(o.bufferKiB);
    m_softnetHz->setValue(o.softnetHz);
    m_kernelEvents->setChecked(o.kernelEvents);
    m_limitDuration->setChecked(o.durationNs > 0);
    if (o.durationNs > 0)
        m_duration->setValue(double(o.durationNs) * 1e-9);
    m_limitCount->setChecked(o.packetCount > 0);
    if (o.packetCount > 0)
        m_count->setValue(int(std::min<uint64_t>(o.packetCount, INT_MAX)));
    m_tstamp->setCurrentIndex(0);
    fillInterfaces();
    if (m_filterTimer->isActive()) { // a stored filter that no longer compiles: say so at once
        m_filterTimer->stop();
        showFilterError();
    }
}

CaptureOptions CaptureDialog::options() const
{
    CaptureOptions o;
    if (const CaptureInterfaceInfo *info = currentInterface())
        o.interface = info->name;
    o.filter = m_filter->text().trimmed().toStdString();
    o.snapLen = m_snapLen->value();
    o.bufferKiB = m_bufferKiB->value();
    o.tstampType = m_tstamp->currentData().toString().toStdString();
    o.softnetHz = m_softnetHz->value();
    o.kernelEvents = m_kernelEvents->isChecked();
    o.durationNs = m_limitDuration->isChecked() ? int64_t(std::llround(m_duration->value() * 1e9)) : 0;
    o.packetCount = m_limitCount->isChecked() ? uint64_t(m_count->value()) : 0;
    return o;
}

void CaptureDialog::setWindowSeconds(double seconds)
{
    m_windowMode->setCurrentIndex(seconds > 0 ? 1 : 0);
    if (seconds > 0)
        m_window->setValue(seconds);
}

double CaptureDialog::windowSeconds() const
{
    return m_windowMode->currentIndex() == 1 ? m_window->value() : 0.0;
}

} // namespace jitterscope
