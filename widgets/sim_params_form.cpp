#include "widgets/sim_params_form.h"

#include "core/kernel/kernel_model.h"
#include "core/sim/presets.h"
#include "widgets/common/units.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <climits>
#include <cmath>

namespace jitterscope {

namespace {

QSpinBox *spin(QWidget *parent, int min, int max, const QString &objectName)
{
    auto *s = new QSpinBox(parent);
    s->setRange(min, max);
    s->setGroupSeparatorShown(true);
    s->setObjectName(objectName);
    s->setKeyboardTracking(false);
    return s;
}

} // namespace

SimParamsForm::SimParamsForm(QWidget *parent)
    : QWidget(parent)
{
    m_presetBox = new QComboBox(this);
    m_presetBox->setObjectName(QStringLiteral("presetBox"));
    m_presetBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_presetBox->setMinimumContentsLength(24);
    m_hz = spin(this, int(kMinHz), int(kMaxHz), QStringLiteral("hz"));
    m_budgetUsecs = spin(this, 0, INT_MAX, QStringLiteral("budgetUsecs"));
    m_budget = spin(this, 0, INT_MAX, QStringLiteral("budget"));
    m_rate = new QDoubleSpinBox(this);
    m_rate->setObjectName(QStringLiteral("rate"));
    m_rate->setRange(1, 20e6);
    m_rate->setDecimals(1);
    m_rate->setGroupSeparatorShown(true);
    m_rate->setKeyboardTracking(false);
    m_duration = new QDoubleSpinBox(this);
    m_duration->setObjectName(QStringLiteral("duration"));
    m_duration->setRange(0.001, 60);
    m_duration->setDecimals(3);
    m_duration->setSingleStep(0.1);
    m_duration->setKeyboardTracking(false);
    m_arrivals = new QComboBox(this);
    m_arrivals->setObjectName(QStringLiteral("arrivals"));
    m_burstSize = spin(this, 1, 1000000, QStringLiteral("burstSize"));
    m_cost = spin(this, 0, 100000000, QStringLiteral("perPacketCost"));
    m_rxUsecs = spin(this, 0, 100000, QStringLiteral("rxUsecs"));
    m_rxFrames = spin(this, 0, 100000, QStringLiteral("rxFrames"));
    m_gro = spin(this, 0, INT_MAX, QStringLiteral("groFlushTimeout"));
    m_mode = new QComboBox(this);
    m_mode->setObjectName(QStringLiteral("mode"));
    m_seed = spin(this, 0, INT_MAX, QStringLiteral("seed"));
    m_rateHint = new QLabel(this);
    m_budgetHint = new QLabel(this);
    m_budgetHint->setObjectName(QStringLiteral("budgetHint"));
    for (QLabel *l : { m_rateHint, m_budgetHint }) {
        l->setWordWrap(true);
        l->setForegroundRole(QPalette::PlaceholderText);
    }

    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    for (QWidget *w : std::initializer_list<QWidget *> { m_hz, m_budgetUsecs, m_budgetHint, m_budget, m_rate,
                                                         m_rateHint, m_duration, m_arrivals, m_burstSize, m_cost,
                                                         m_rxUsecs, m_rxFrames, m_gro, m_mode, m_seed }) {
        if (w == m_budgetHint || w == m_rateHint)
            m_form->addRow(w); // a hint spans both columns under its field
        else
            m_form->addRow(new QLabel(this), w); // texts in retranslate()
    }
    // The presets' names are long: the box gets the full width above the form.
    m_presetLabel = new QLabel(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_presetLabel);
    layout->addWidget(m_presetBox);
    layout->addSpacing(6);
    layout->addLayout(m_form);
    layout->addStretch(1);

    retranslate();
    showParams();

    connect(m_presetBox, qOverload<int>(&QComboBox::activated), this, [this](int i) { applyPreset(i - 1); });
    for (QSpinBox *s : { m_hz, m_budgetUsecs, m_budget, m_burstSize, m_cost, m_rxUsecs, m_rxFrames, m_gro, m_seed })
        connect(s, qOverload<int>(&QSpinBox::valueChanged), this, &SimParamsForm::readField);
    for (QDoubleSpinBox *s : { m_rate, m_duration })
        connect(s, qOverload<double>(&QDoubleSpinBox::valueChanged), this, &SimParamsForm::readField);
    for (QComboBox *c : { m_arrivals, m_mode })
        connect(c, qOverload<int>(&QComboBox::currentIndexChanged), this, &SimParamsForm::readField);
}

SimParamsForm::~SimParamsForm() = default;

void SimParamsForm::retranslate()
{
    const struct {
        QWidget *field;
        QString label, tip;
    } rows[] = {
        { m_presetBox, tr("Preset"),
          tr("Parameter sets that tell the netdev_budget_usecs cliff and the NAPI burst story") },
        { m_hz, tr("HZ"), tr("Kernel tick rate (CONFIG_HZ): the jiffy clock netdev_budget_usecs is measured in") },
        { m_budgetUsecs, tr("netdev_budget_usecs"),
          tr("net.core.netdev_budget_usecs: time limit of one net_rx_action run") },
        { m_budget, tr("netdev_budget"), tr("net.core.netdev_budget: packet limit of one net_rx_action run") },
        { m_rate, tr("Rate"), tr("Offered packets per second") },
        { m_duration, tr("Duration"), tr("Simulated seconds") },
        { m_arrivals, tr("Arrivals"), tr("How packets arrive at the NIC") },
        { m_burstSize, tr("Burst size"), tr("Packets per burst with bursty arrivals") },
        { m_cost, tr("Cost per packet"), tr("CPU time of driver and stack per packet") },
        { m_rxUsecs, tr("rx-usecs"), tr("Interrupt coalescing time (ethtool -C rx-usecs), 0 = off") },
        { m_rxFrames, tr("rx-frames"), tr("Interrupt after this many frames (ethtool -C rx-frames), 0 = not used") },
        { m_gro, tr("gro_flush_timeout"), tr("Re-poll by timer instead of re-enabling the interrupt, 0 = off") },
        { m_mode, tr("Mode"), tr("Linux NAPI polling, or one interrupt per packet (FreeBSD-like contrast)") },
        { m_seed, tr("Seed"), tr("Random seed: equal parameters and seed give the same run") },
    };
    m_presetLabel->setText(tr("Story preset"));
    m_presetBox->setToolTip(tr("Parameter sets that tell the netdev_budget_usecs cliff and the NAPI burst story"));
    for (const auto &r : rows) {
        if (auto *label = qobject_cast<QLabel *>(m_form->labelForField(r.field)))
            label->setText(r.label);
        r.field->setToolTip(r.tip);
    }
    m_rate->setSuffix(tr(" packets/s"));
    m_duration->setSuffix(tr(" s"));
    m_budgetUsecs->setSuffix(tr(" µs"));
    m_budget->setSuffix(tr(" packets"));
    m_burstSize->setSuffix(tr(" packets"));
    m_cost->setSuffix(tr(" ns"));
    m_rxUsecs->setSuffix(tr(" µs"));
    m_rxFrames->setSuffix(tr(" frames"));
    m_gro->setSuffix(tr(" ns"));

    m_showing = true;
    const int preset = m_presetBox->currentIndex();
    m_presetBox->clear();
    m_presetBox->addItem(tr("Custom"));
    m_presetBox->addItems(presetNames());
    m_presetBox->setCurrentIndex(std::max(0, preset));
    const int arrivals = m_arrivals->currentIndex(), mode = m_mode->currentIndex();
    m_arrivals->clear();
    m_arrivals->addItems({ tr("Constant"), tr("Poisson"), tr("Bursts") });
    m_arrivals->setCurrentIndex(std::max(0, arrivals));
    m_mode->clear();
    m_mode->addItems({ tr("NAPI (Linux)"), tr("Per-packet interrupt") });
    m_mode->setCurrentIndex(std::max(0, mode));
    m_showing = false;
    updateHints();
}

void SimParamsForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QStringList SimParamsForm::presetNames() const
{
    QStringList names;
    for (const SimPreset &p : simPresets())
        names << tr(p.name);
    return names;
}

int SimParamsForm::presetCount() const
{
    return int(simPresets().size());
}

SimParams SimParamsForm::presetParams(int index)
{
    return index >= 0 && index < int(simPresets().size()) ? simPresets()[size_t(index)].params : SimParams {};
}

void SimParamsForm::applyPreset(int index)
{
    if (index < 0 || index >= int(simPresets().size()))
        return;
    setParams(presetParams(index));
    m_preset = index;
    m_presetBox->setCurrentIndex(index + 1);
}

void SimParamsForm::setParams(const SimParams &params)
{
    m_params = params;
    m_preset = -1;
    showParams();
    Q_EMIT paramsEdited();
}

void SimParamsForm::showParams()
{
    const SimParams &p = m_params;
    m_showing = true;
    m_presetBox->setCurrentIndex(m_preset + 1);
    m_hz->setValue(int(p.hz));
    m_budgetUsecs->setValue(int(std::min<uint32_t>(p.budgetUsecs, INT_MAX)));
    m_budget->setValue(p.budget);
    m_rate->setValue(p.ratePps);
    m_duration->setValue(p.durationS);
    // Replay has no editor here: it shows as Constant and stays Replay until the user picks one.
    m_arrivals->setCurrentIndex(p.arrivals == ArrivalPattern::Poisson  ? 1
                                : p.arrivals == ArrivalPattern::Bursts ? 2
                                                                       : 0);
    m_burstSize->setValue(p.burstSize);
    m_cost->setValue(int(std::min<int64_t>(p.perPacketCostNs, INT_MAX)));
    m_rxUsecs->setValue(int(p.rxUsecs));
    m_rxFrames->setValue(p.rxFrames);
    m_gro->setValue(int(std::min<int64_t>(p.groFlushTimeoutNs, INT_MAX)));
    m_mode->setCurrentIndex(p.mode == RxMode::PerPacket ? 1 : 0);
    m_seed->setValue(int(std::min<uint64_t>(p.seed, INT_MAX)));
    m_showing = false;
    updateHints();
}

void SimParamsForm::readField()
{
    if (m_showing)
        return;
    // Only the field that changed is read back: a value the editor cannot show exactly (a rate of
    // 83 333.33 packets/s for a 12 µs gap) stays exact until the user edits that field.
    QObject *field = sender();
    SimParams &p = m_params;
    if (field == m_hz)
        p.hz = uint32_t(m_hz->value());
    else if (field == m_budgetUsecs)
        p.budgetUsecs = uint32_t(m_budgetUsecs->value());
    else if (field == m_budget)
        p.budget = m_budget->value();
    else if (field == m_rate)
        p.ratePps = m_rate->value();
    else if (field == m_duration)
        p.durationS = m_duration->value();
    else if (field == m_arrivals)
        p.arrivals = m_arrivals->currentIndex() == 1   ? ArrivalPattern::Poisson
                     : m_arrivals->currentIndex() == 2 ? ArrivalPattern::Bursts
                                                       : ArrivalPattern::Constant;
    else if (field == m_burstSize)
        p.burstSize = m_burstSize->value();
    else if (field == m_cost)
        p.perPacketCostNs = m_cost->value();
    else if (field == m_rxUsecs)
        p.rxUsecs = m_rxUsecs->value();
    else if (field == m_rxFrames)
        p.rxFrames = m_rxFrames->value();
    else if (field == m_gro)
        p.groFlushTimeoutNs = m_gro->value();
    else if (field == m_mode)
        p.mode = m_mode->currentIndex() == 1 ? RxMode::PerPacket : RxMode::Napi;
    else if (field == m_seed)
        p.seed = uint64_t(m_seed->value());
    m_preset = -1;
    m_showing = true;
    m_presetBox->setCurrentIndex(0);
    m_showing = false;
    updateHints();
    Q_EMIT paramsEdited();
}

void SimParamsForm::updateHints()
{
    const double gapNs = m_params.ratePps > 0 ? 1e9 / m_params.ratePps : 0;
    m_rateHint->setText(m_params.arrivals == ArrivalPattern::Bursts
                            ? tr("bursts of %Ln packets every %1", nullptr, m_params.burstSize)
                                  .arg(units::formatNs(gapNs * m_params.burstSize))
                            : tr("one packet every %1 on average").arg(units::formatNs(gapNs)));
    m_burstSize->setEnabled(m_params.arrivals == ArrivalPattern::Bursts);
    const KernelConfig cfg { m_params.hz, m_params.bits };
    if (!isValidConfig(cfg)) {
        m_budgetHint->clear();
        return;
    }
    const JiffyBox box = jiffyBox(cfg, m_params.budgetUsecs);
    if (box.clamped) {
        m_budgetHint->setText(tr("beyond the clamp: no time limit at all"));
        return;
    }
    // net_rx_action stops once N ticks have passed since it started: (N−1, N] tick lengths later.
    m_budgetHint->setText(
        tr("usecs_to_jiffies = %1: the limit fires %2–%3 after a run starts; %4–%5 µs all behave the same")
            .arg(box.jiffies)
            .arg(units::formatNs(box.windowMinUs * 1e3), units::formatNs(box.windowMaxUs * 1e3))
            .arg(box.firstUs)
            .arg(box.lastUs));
}

} // namespace jitterscope
