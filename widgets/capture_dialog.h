// Capture → Start: the settings of a live capture. Interfaces (with addresses and timestamp types,
// filled in by the app from listCaptureInterfaces — the dialog opens nothing itself; network
// interfaces first, pseudo interfaces such as D-Bus or nflog only with "show all"), timestamp
// type, BPF filter checked as you type (by the check the app hands in: libpcap compiles it without
// privileges; the error appears under the field after a short pause, and Start stays disabled
// while the filter is invalid), snap
// length, kernel buffer, immediate mode (shown, not chosen: the helper's rule for the snap length and
// buffer, usesImmediateMode), softnet sampling rate, duration / packet limits and the view window.
// The defaults are CaptureOptions' own, the CLI's. GUI thread only.
#pragma once

#include "core/capture/capture_options.h"

#include <QDialog>

#include <functional>
#include <optional>
#include <string>
#include <vector>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTimer;
class QTreeWidget;

namespace jitterscope {

class CaptureDialog : public QDialog {
    Q_OBJECT
public:
    explicit CaptureDialog(QWidget *parent = nullptr);
    ~CaptureDialog() override;

    /// The capturable interfaces, listed network interfaces first (pseudo interfaces only with
    /// "show all", which turns on by itself when the chosen interface is one); selects the
    /// previously chosen one if still present, else the first interface that is up and has an address. `error` (from
    /// listCaptureInterfaces) is shown when the list is empty.
    void setInterfaces(std::vector<CaptureInterfaceInfo> interfaces, const QString &error = {});
    /// The filter check: the error text for an expression that does not compile, std::nullopt when
    /// it does (the app passes checkCaptureFilter). Without one every filter counts as valid.
    using FilterCheck = std::function<std::optional<std::string>(const std::string &expression)>;
    void setFilterCheck(FilterCheck check);
    /// Restores earlier settings (the app keeps them in its settings); unknown fields keep defaults.
    void setOptions(const CaptureOptions &options);
    /// The settings as chosen. sessionPath and helper are left empty for the app.
    [[nodiscard]] CaptureOptions options() const;
    /// View window: 0 = whole session, else the last N seconds (for the live views, not the helper).
    void setWindowSeconds(double seconds);
    [[nodiscard]] double windowSeconds() const;

    /// libpcap's error for the current filter text, empty when it compiles (updated at every keystroke).
    [[nodiscard]] QString filterError() const { return m_filterError; }
    /// True when Start may be pressed: an interface is selected and the filter compiles.
    [[nodiscard]] bool canStart() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillInterfaces();
    void interfaceChanged();
    void updateImmediateMode();
    void filterEdited();
    void showFilterError();
    void updateStartButton();
    [[nodiscard]] const CaptureInterfaceInfo *currentInterface() const;

    QTreeWidget *m_interfaces = nullptr;
    QLabel *m_interfaceError = nullptr;
    QCheckBox *m_showAll = nullptr; ///< also list isPseudoCaptureInterface() entries
    QComboBox *m_tstamp = nullptr;
    QLineEdit *m_filter = nullptr;
    QLabel *m_filterMessage = nullptr;
    QSpinBox *m_snapLen = nullptr;
    QSpinBox *m_bufferKiB = nullptr;
    QCheckBox *m_immediate = nullptr;
    QSpinBox *m_softnetHz = nullptr;
    QCheckBox *m_kernelEvents = nullptr; ///< the helper's --kernel-events
    QCheckBox *m_limitDuration = nullptr;
    QDoubleSpinBox *m_duration = nullptr;
    QCheckBox *m_limitCount = nullptr;
    QSpinBox *m_count = nullptr;
    QComboBox *m_windowMode = nullptr;
    QDoubleSpinBox *m_window = nullptr;
    QLabel *m_privilegeNote = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QTimer *m_filterTimer = nullptr;
    QList<QLabel *> m_formLabels; ///< retranslated together

    std::vector<CaptureInterfaceInfo> m_infos;
    FilterCheck m_filterCheck;
    QString m_interfaceListError;
    QString m_wantedInterface; ///< from setOptions, selected when the list arrives
    QString m_wantedTstamp;
    QString m_filterError;
};

} // namespace jitterscope
