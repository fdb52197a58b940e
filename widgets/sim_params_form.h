// The simulator's parameter form: kernel (HZ, netdev_budget_usecs, netdev_budget), load (rate,
// duration, arrival pattern, per-packet cost), NIC (rx-usecs, rx-frames, gro_flush_timeout),
// mode and seed, plus the presets of core/sim/presets.h (the netdev_budget_usecs jiffy cliff, the
// articles' loopback lab, NAPI batching of an even stream, the packet budget binding). Fields the form does not show
// (weight, costs of interrupts and ksoftirqd, ring size, ...) are kept from the last setParams()/preset. GUI thread
// only.
#pragma once

#include "core/sim/napi_sim.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace jitterscope {

class SimParamsForm : public QWidget {
    Q_OBJECT
public:
    explicit SimParamsForm(QWidget *parent = nullptr);
    ~SimParamsForm() override;

    /// The parameters as shown (hidden fields as last set).
    [[nodiscard]] SimParams params() const { return m_params; }
    void setParams(const SimParams &params);

    /// Translated preset names, in applyPreset() order.
    [[nodiscard]] QStringList presetNames() const;
    [[nodiscard]] int presetCount() const;
    /// The parameters of preset `index` (default SimParams when out of range).
    [[nodiscard]] static SimParams presetParams(int index);
    /// Sets the form to preset `index` (ignored when out of range) and shows it in the preset box.
    void applyPreset(int index);
    /// Index of the preset the form still matches, -1 after an edit.
    [[nodiscard]] int currentPreset() const { return m_preset; }

Q_SIGNALS:
    /// The user or a preset changed a parameter.
    void paramsEdited();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showParams();
    void readField();
    void updateHints();

    QLabel *m_presetLabel = nullptr;
    QComboBox *m_presetBox = nullptr;
    QFormLayout *m_form = nullptr;
    QSpinBox *m_hz = nullptr;
    QSpinBox *m_budgetUsecs = nullptr;
    QSpinBox *m_budget = nullptr;
    QDoubleSpinBox *m_rate = nullptr;
    QDoubleSpinBox *m_duration = nullptr;
    QComboBox *m_arrivals = nullptr;
    QSpinBox *m_burstSize = nullptr;
    QSpinBox *m_cost = nullptr;
    QSpinBox *m_rxUsecs = nullptr;
    QSpinBox *m_rxFrames = nullptr;
    QSpinBox *m_gro = nullptr;
    QComboBox *m_mode = nullptr;
    QSpinBox *m_seed = nullptr;
    QLabel *m_rateHint = nullptr;
    QLabel *m_budgetHint = nullptr;

    SimParams m_params;
    int m_preset = -1;
    bool m_showing = false; // programmatic update: editors' signals are not edits
};

} // namespace jitterscope
