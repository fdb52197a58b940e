<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>jitterscope</name>
    <message>
        <location filename="../widgets/common/plot_export.cpp" line="54"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf);;Plotted data as CSV (*.csv)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf);;Diagrammdaten als CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../widgets/common/plot_export.cpp" line="118"/>
        <source>Exported from Jitterscope</source>
        <translation>Exportiert aus Jitterscope</translation>
    </message>
    <message>
        <location filename="../widgets/common/plot_export.cpp" line="129"/>
        <source>Jitterscope</source>
        <translation>Jitterscope</translation>
    </message>
</context>
<context>
    <name>jitterscope::BurstTimelineView</name>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="168"/>
        <source>Logarithmic gap axis</source>
        <translation>Logarithmische Abstandsachse</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="170"/>
        <source>Whole trace</source>
        <translation>Gesamter Mitschnitt</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="173"/>
        <source>Time since first packet</source>
        <translation>Zeit seit dem ersten Paket</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="174"/>
        <source>Drag to zoom, Shift+drag to pan, double-click for the whole trace.</source>
        <translation>Ziehen zum Zoomen, Umschalt+Ziehen zum Verschieben, Doppelklick für den ganzen Mitschnitt.</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="175"/>
        <source>Gap to previous packet</source>
        <translation>Abstand zum vorigen Paket</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="176"/>
        <source>Packet</source>
        <translation>Paket</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="177"/>
        <source>Burst (≥ 2 packets)</source>
        <translation>Burst (≥ 2 Pakete)</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="178"/>
        <source>Negative gap (file not in time order)</source>
        <translation>Negativer Abstand (Datei nicht in Zeitordnung)</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="179"/>
        <source>Packets of one NAPI poll</source>
        <translation>Pakete eines NAPI-Polls</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="180"/>
        <source>NAPI poll returns</source>
        <translation>Ende eines NAPI-Polls</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="417"/>
        <source>burst threshold %1</source>
        <translation>Burst-Schwelle %1</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="418"/>
        <source>Gap &lt; %1 (in a burst)</source>
        <translation>Abstand &lt; %1 (im Burst)</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="419"/>
        <source>In a burst</source>
        <translation>Im Burst</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="426"/>
        <source>No packets yet.
Open a trace or start a capture to see the gap of every packet over time.</source>
        <translation>Noch keine Pakete.
Öffnen Sie einen Mitschnitt oder starten Sie eine Aufzeichnung, um den Abstand jedes Pakets im Zeitverlauf zu sehen.</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="428"/>
        <source>This analysis kept no per-packet timeline.</source>
        <translation>Diese Analyse hat keinen Zeitverlauf pro Paket gespeichert.</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="430"/>
        <source>No packets of the selected flows in this time range.
Double-click to show the whole trace.</source>
        <translation>Keine Pakete der ausgewählten Flüsse in diesem Zeitbereich.
Doppelklicken zeigt den gesamten Mitschnitt.</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="432"/>
        <source>A single packet: no gap to show yet.</source>
        <translation>Ein einzelnes Paket: noch kein Abstand darstellbar.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/burst_timeline_view.cpp" line="438"/>
        <source>%Ln packets in view</source>
        <translation>
            <numerusform>%Ln Paket im Bild</numerusform>
            <numerusform>%Ln Pakete im Bild</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="440"/>
        <source> · lowest and highest gap per pixel column</source>
        <translation> · kleinster und größter Abstand je Pixelspalte</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="442"/>
        <source> · bursts: %1</source>
        <translation> · Bursts: %1</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="444"/>
        <source> · NAPI polls: %1 (zoom in to see each)</source>
        <translation> · NAPI-Polls: %1 (einzeln erst nach dem Hineinzoomen)</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="446"/>
        <source> · NAPI polls: %1</source>
        <translation> · NAPI-Polls: %1</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="448"/>
        <source> · the last %1 packets</source>
        <translation> · die letzten %1 Pakete</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="451"/>
        <source>Gap to the previous packet</source>
        <translation>Abstand zum vorigen Paket</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="453"/>
        <source> (reading…)</source>
        <translation> (wird gelesen…)</translation>
    </message>
</context>
<context>
    <name>jitterscope::CaptureController</name>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="124"/>
        <source>&amp;Start Capture…</source>
        <translation>Aufzeichnung &amp;starten…</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="125"/>
        <source>S&amp;top Capture</source>
        <translation>Aufzeichnung &amp;beenden</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="126"/>
        <source>&amp;Pause Display</source>
        <translation>Anzeige &amp;pausieren</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="127"/>
        <source>Save Session &amp;As…</source>
        <translation>Sitzung speichern &amp;unter…</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="229"/>
        <location filename="../app/gui/capture_controller.cpp" line="235"/>
        <source>Save Session As</source>
        <translation>Sitzung speichern unter</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="230"/>
        <source>pcapng session (*.pcapng);;All files (*)</source>
        <translation>pcapng-Sitzung (*.pcapng);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="235"/>
        <source>Could not copy the session to %1.</source>
        <translation>Die Sitzung konnte nicht nach %1 kopiert werden.</translation>
    </message>
</context>
<context>
    <name>jitterscope::CaptureDialog</name>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="176"/>
        <source>Start Capture</source>
        <translation>Aufzeichnung starten</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="177"/>
        <source>Interface</source>
        <translation>Schnittstelle</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="177"/>
        <source>Addresses</source>
        <translation>Adressen</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="177"/>
        <source>Timestamp types</source>
        <translation>Zeitstempeltypen</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="178"/>
        <source>&amp;Timestamp type:</source>
        <translation>&amp;Zeitstempeltyp:</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="178"/>
        <source>Capture &amp;filter:</source>
        <translation>Aufzeichnungs&amp;filter:</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="179"/>
        <source>&amp;Snap length:</source>
        <translation>Snap&amp;länge:</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="179"/>
        <source>Kernel &amp;buffer:</source>
        <translation>Kernel-&amp;Puffer:</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="180"/>
        <source>Immediate mode:</source>
        <translation>Immediate-Modus:</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="180"/>
        <source>Softnet s&amp;ampling:</source>
        <translation>Softnet-Ab&amp;tastung:</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="181"/>
        <source>Duration limit:</source>
        <translation>Maximale Dauer:</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="181"/>
        <source>Kernel events:</source>
        <translation>Kernel-Ereignisse:</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="182"/>
        <source>Packet limit:</source>
        <translation>Maximale Paketanzahl:</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="182"/>
        <source>&amp;View:</source>
        <translation>&amp;Ansicht:</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="185"/>
        <source>BPF, as in tcpdump — e.g. udp port 5001 (empty: every packet)</source>
        <translation>BPF wie bei tcpdump – z. B. udp port 5001 (leer: alle Pakete)</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="186"/>
        <source> bytes</source>
        <translation> Bytes</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="187"/>
        <source> KiB</source>
        <translation> KiB</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="188"/>
        <source>Show all interfaces (also D-Bus, netfilter, Bluetooth and USB monitors)</source>
        <translation>Alle Schnittstellen zeigen (auch D-Bus, Netfilter, Bluetooth und USB-Monitore)</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="191"/>
        <source>Record kernel events (NAPI polls, NET_RX)</source>
        <translation>Kernel-Ereignisse aufzeichnen (NAPI-Polls, NET_RX)</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="192"/>
        <source>The helper also records every napi:napi_poll and NET_RX softirq run for the capture&apos;s duration. Needs tracefs mounted and CAP_PERFMON for the helper (setcap cap_net_raw,cap_net_admin,cap_perfmon=eip); without them it says which is missing and captures the packets anyway.</source>
        <translation>Der Helfer zeichnet während der Aufzeichnung zusätzlich jeden napi:napi_poll und jeden NET_RX-Softirq-Lauf auf. Dafür müssen tracefs eingehängt sein und der Helfer CAP_PERFMON haben (setcap cap_net_raw,cap_net_admin,cap_perfmon=eip); fehlt etwas, nennt er es und zeichnet die Pakete trotzdem auf.</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="218"/>
        <source>On (packets reach the plots as they arrive, not when a buffer fills)</source>
        <translation>Ein (Pakete erscheinen in den Diagrammen, sobald sie eintreffen, nicht erst bei vollem Puffer)</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="190"/>
        <source> Hz (reads of /proc/net/softnet_stat per second)</source>
        <translation> Hz (Lesevorgänge von /proc/net/softnet_stat pro Sekunde)</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="196"/>
        <location filename="../widgets/capture_dialog.cpp" line="198"/>
        <source>stop after</source>
        <translation>anhalten nach</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="197"/>
        <location filename="../widgets/capture_dialog.cpp" line="202"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="199"/>
        <source> packets</source>
        <translation> Paketen</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="200"/>
        <source>Whole session</source>
        <translation>Gesamte Sitzung</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="201"/>
        <source>Sliding window: the last</source>
        <translation>Gleitendes Fenster: die letzten</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="203"/>
        <source>The capture runs in the helper jitterscope-capture, the only program that needs capture rights; Jitterscope itself never runs as root.</source>
        <translation>Die Aufzeichnung läuft im Hilfsprogramm jitterscope-capture, dem einzigen Programm, das Aufzeichnungsrechte braucht; Jitterscope selbst läuft nie als root.</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="205"/>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="206"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="207"/>
        <location filename="../widgets/capture_dialog.cpp" line="311"/>
        <source>libpcap default</source>
        <translation>libpcap-Standard</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="219"/>
        <source>Off: at this snap length the kernel buffer holds fewer than %1 packets, so they are read in blocks, at most %2 ms late (a smaller snap length or a larger buffer turns it on)</source>
        <translation>Aus: bei dieser Snap-Länge fasst der Kernel-Puffer weniger als %1 Pakete, daher werden sie blockweise gelesen, höchstens %2 ms verspätet (eine kleinere Snap-Länge oder ein größerer Puffer schaltet es ein)</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="275"/>
        <source> (down)</source>
        <translation> (inaktiv)</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="277"/>
        <source>host (only)</source>
        <translation>nur host</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="291"/>
        <source>No capturable interface was found. %1</source>
        <translation>Keine aufzeichnungsfähige Schnittstelle gefunden. %1</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="320"/>
        <source>This interface offers only the host timestamp type.</source>
        <translation>Diese Schnittstelle bietet nur den Zeitstempeltyp „host“.</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="344"/>
        <source>Filter does not compile: %1</source>
        <translation>Filter lässt sich nicht übersetzen: %1</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="358"/>
        <source>Fix the capture filter first.</source>
        <translation>Korrigieren Sie zuerst den Aufzeichnungsfilter.</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="359"/>
        <source>Choose an interface.</source>
        <translation>Wählen Sie eine Schnittstelle.</translation>
    </message>
</context>
<context>
    <name>jitterscope::CommentsView</name>
    <message>
        <location filename="../widgets/comments_view.cpp" line="79"/>
        <source>Scope</source>
        <translation>Bezug</translation>
    </message>
    <message>
        <location filename="../widgets/comments_view.cpp" line="79"/>
        <location filename="../widgets/comments_view.cpp" line="96"/>
        <source>Packet</source>
        <translation>Paket</translation>
    </message>
    <message>
        <location filename="../widgets/comments_view.cpp" line="79"/>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <location filename="../widgets/comments_view.cpp" line="80"/>
        <source>This trace has no comments. pcapng files can carry comments on the file, on each interface and on single packets (Wireshark: Edit → Packet Comment).</source>
        <translation>Dieser Mitschnitt enthält keine Kommentare. pcapng-Dateien können Kommentare zur Datei, zu jeder Schnittstelle und zu einzelnen Paketen enthalten (Wireshark: Bearbeiten → Paketkommentar).</translation>
    </message>
    <message>
        <location filename="../widgets/comments_view.cpp" line="85"/>
        <source>The first %1 comments are listed; %2 more were counted, their text not kept.</source>
        <translation>Die ersten %1 Kommentare werden aufgeführt; %2 weitere wurden gezählt, ihr Text nicht behalten.</translation>
    </message>
    <message>
        <location filename="../widgets/comments_view.cpp" line="94"/>
        <source>File (section %1)</source>
        <translation>Datei (Abschnitt %1)</translation>
    </message>
    <message>
        <location filename="../widgets/comments_view.cpp" line="95"/>
        <source>Interface %1</source>
        <translation>Schnittstelle %1</translation>
    </message>
    <message>
        <location filename="../widgets/comments_view.cpp" line="97"/>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
</context>
<context>
    <name>jitterscope::CompareTableModel</name>
    <message>
        <location filename="../widgets/compare_table_model.cpp" line="71"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../widgets/compare_table_model.cpp" line="74"/>
        <source>%1 /s</source>
        <translation>%1 /s</translation>
    </message>
    <message>
        <location filename="../widgets/compare_table_model.cpp" line="110"/>
        <source>No relative difference: A is zero or a side lacks this figure</source>
        <translation>Keine relative Differenz: A ist null oder einer Seite fehlt diese Kennzahl</translation>
    </message>
    <message>
        <location filename="../widgets/compare_table_model.cpp" line="124"/>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <location filename="../widgets/compare_table_model.cpp" line="125"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../widgets/compare_table_model.cpp" line="126"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../widgets/compare_table_model.cpp" line="127"/>
        <source>B − A</source>
        <translation>B − A</translation>
    </message>
    <message>
        <location filename="../widgets/compare_table_model.cpp" line="128"/>
        <source>Relative change</source>
        <translation>Relative Änderung</translation>
    </message>
    <message>
        <location filename="../widgets/compare_table_model.cpp" line="137"/>
        <source>(B − A) / |A|</source>
        <translation>(B − A) / |A|</translation>
    </message>
</context>
<context>
    <name>jitterscope::CompareView</name>
    <message>
        <location filename="../widgets/compare_view.cpp" line="43"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="247"/>
        <source>Overlay A and B</source>
        <translation>A und B überlagern</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="248"/>
        <source>One plot with both distributions, each as a share of its own gaps</source>
        <translation>Ein Diagramm mit beiden Verteilungen, jede als Anteil an ihren eigenen Abständen</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="249"/>
        <source>Gap between consecutive packets</source>
        <translation>Abstand zwischen aufeinanderfolgenden Paketen</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="250"/>
        <source>Share of the side&apos;s gaps</source>
        <translation>Anteil an den Abständen der Seite</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="251"/>
        <source>Time since the side&apos;s first packet</source>
        <translation>Zeit seit dem ersten Paket der Seite</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="252"/>
        <source>Gap to previous packet</source>
        <translation>Abstand zum vorigen Paket</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="266"/>
        <location filename="../widgets/compare_view.cpp" line="392"/>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="266"/>
        <location filename="../widgets/compare_view.cpp" line="392"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="268"/>
        <source>%1: (none)</source>
        <translation>%1: (keiner)</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="269"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/compare_view.cpp" line="382"/>
        <source>%1 (%Ln gaps)</source>
        <translation>
            <numerusform>%1 (%Ln Abstand)</numerusform>
            <numerusform>%1 (%Ln Abstände)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="392"/>
        <source>p99 %1 %2</source>
        <translation>p99 %1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="507"/>
        <source>Inter-arrival histograms</source>
        <translation>Ankunftsabstands-Histogramme</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="507"/>
        <source>Burst timelines</source>
        <translation>Burst-Zeitverläufe</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="507"/>
        <source>Key figures</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="510"/>
        <source>%1 · %2 / %3 · ← → to step, Esc to leave</source>
        <translation>%1 · %2 / %3 · ← → blättern, Esc beendet</translation>
    </message>
</context>
<context>
    <name>jitterscope::DeltaHistogramView</name>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="188"/>
        <source>Logarithmic gap axis</source>
        <translation>Logarithmische Abstandsachse</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="189"/>
        <source>Logarithmic count axis</source>
        <translation>Logarithmische Anzahlachse</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="191"/>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="192"/>
        <source>Gap between consecutive packets</source>
        <translation>Abstand zwischen aufeinanderfolgenden Paketen</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="193"/>
        <source>Packets</source>
        <translation>Pakete</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="196"/>
        <source>No inter-arrival data yet.
Open a trace or start a capture: the histogram needs at least two packets
in the selected flows.</source>
        <translation>Noch keine Ankunftsabstände.
Öffnen Sie einen Mitschnitt oder starten Sie eine Aufzeichnung: Das Histogramm braucht mindestens zwei Pakete
in den ausgewählten Flüssen.</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="54"/>
        <source>Nominal gap (given)</source>
        <translation>Sollabstand (vorgegeben)</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="55"/>
        <source>Nominal gap (from the sender&apos;s clock)</source>
        <translation>Sollabstand (aus der Uhr des Senders)</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="56"/>
        <source>Nominal gap (mean rate)</source>
        <translation>Sollabstand (mittlere Rate)</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="60"/>
        <source>Nominal gap</source>
        <translation>Sollabstand</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="365"/>
        <source>Inter-arrival histogram</source>
        <translation>Ankunftsabstands-Histogramm</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="435"/>
        <source>gaps &lt; 0 (file not in time order): %1</source>
        <translation>Abstände &lt; 0 (Datei nicht in Zeitordnung): %1</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="437"/>
        <source>← gaps below %1: %2</source>
        <translation>← Abstände unter %1: %2</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="439"/>
        <source>gaps beyond %1: %2 (max %3) →</source>
        <translation>Abstände über %1: %2 (max. %3) →</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="445"/>
        <source>Gaps: %1</source>
        <translation>Abstände: %1</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="446"/>
        <source>Negative gaps: %1</source>
        <translation>Negative Abstände: %1</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="451"/>
        <source>Inter-arrival gaps: %1, mean %2, σ %3</source>
        <translation>Ankunftsabstände: %1, Mittelwert %2, σ %3</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="455"/>
        <source>, max |gap − nominal| %1</source>
        <translation>, max. |Abstand − Soll| %1</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="484"/>
        <source>nominal %1</source>
        <translation>Soll %1</translation>
    </message>
</context>
<context>
    <name>jitterscope::DropCountersBar</name>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="106"/>
        <source>No packets</source>
        <translation>Keine Pakete</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/drop_counters_bar.cpp" line="108"/>
        <source>%1 packets · %2 pkt/s%3</source>
        <translation>
            <numerusform>%1 Paket · %2 Pkt./s%3</numerusform>
            <numerusform>%1 Pakete · %2 Pkt./s%3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="109"/>
        <source> (average)</source>
        <translation> (Durchschnitt)</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/drop_counters_bar.cpp" line="110"/>
        <source>%1 packets</source>
        <translation>
            <numerusform>%1 Paket</numerusform>
            <numerusform>%1 Pakete</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="111"/>
        <source>Packets read from the capture or file, and the packet rate (over the last second while capturing, over the whole trace once complete).</source>
        <translation>Aus der Aufzeichnung oder Datei gelesene Pakete und die Paketrate (während der Aufzeichnung über die letzte Sekunde, nach Abschluss über den gesamten Mitschnitt).</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="122"/>
        <source>This trace does not record this counter.</source>
        <translation>Dieser Mitschnitt enthält diesen Zähler nicht.</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="125"/>
        <source>Kernel drops</source>
        <translation>Kernel-Verluste</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="125"/>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="126"/>
        <source>Dropped by the kernel for lack of capture buffer space (pcap ps_drop / ISB isb_osdrop). A larger kernel buffer helps.</source>
        <translation>Vom Kernel mangels Platz im Aufzeichnungspuffer verworfen (pcap ps_drop / ISB isb_osdrop). Ein größerer Kernel-Puffer hilft.</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="128"/>
        <source>Interface drops</source>
        <translation>Schnittstellen-Verluste</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="128"/>
        <source>Interface</source>
        <translation>Schnittstelle</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="129"/>
        <source>Dropped by the network interface or its driver (pcap ps_ifdrop / ISB isb_ifdrop).</source>
        <translation>Von der Netzwerkschnittstelle oder ihrem Treiber verworfen (pcap ps_ifdrop / ISB isb_ifdrop).</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="130"/>
        <source>Helper queue drops</source>
        <translation>Verluste in der Hilfsprogramm-Warteschlange</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="130"/>
        <source>Helper</source>
        <translation>Helfer</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="131"/>
        <source>Dropped by the capture helper because its queue to the writer was full — the reader of the stream fell behind.</source>
        <translation>Vom Aufzeichnungs-Hilfsprogramm verworfen, weil seine Warteschlange zum Schreiber voll war – der Leser des Datenstroms kam nicht hinterher.</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="133"/>
        <source>Analysis queue drops</source>
        <translation>Verluste in der Analyse-Warteschlange</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="133"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="135"/>
        <source>Dropped between the stream and the analysis. Always 0 in Jitterscope&apos;s design: backpressure shows up as helper queue drops instead.</source>
        <translation>Zwischen Datenstrom und Analyse verworfen. In Jitterscope konstruktionsbedingt immer 0: Rückstau zeigt sich stattdessen als Verluste in der Hilfsprogramm-Warteschlange.</translation>
    </message>
</context>
<context>
    <name>jitterscope::ExplanationPanel</name>
    <message numerus="yes">
        <location filename="../widgets/explanation_panel.cpp" line="20"/>
        <source>%n jiffies</source>
        <translation>
            <numerusform>%n Jiffy</numerusform>
            <numerusform>%n Jiffies</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="35"/>
        <source>half</source>
        <translation>die Hälfte</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="36"/>
        <source>a quarter</source>
        <translation>ein Viertel</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="37"/>
        <source>1/%1</source>
        <translation>1/%1</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="39"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="72"/>
        <source>The jiffy box: why netdev_budget_usecs moves in ticks</source>
        <translation>Die Jiffy-Box: warum sich netdev_budget_usecs in Ticks bewegt</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="73"/>
        <source>time_squeeze: two limits, one counter</source>
        <translation>time_squeeze: zwei Limits, ein Zähler</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="74"/>
        <source>NAPI batching: how an even stream becomes bursts</source>
        <translation>NAPI-Batching: wie aus einem gleichmäßigen Strom Bursts werden</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="75"/>
        <source>The softirq restart limit (MAX_SOFTIRQ_TIME) and ksoftirqd</source>
        <translation>Das Softirq-Neustartlimit (MAX_SOFTIRQ_TIME) und ksoftirqd</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="76"/>
        <source>gro_flush_timeout and deferred interrupts</source>
        <translation>gro_flush_timeout und verzögerte Interrupts</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="77"/>
        <source>Where timestamps come from: adapter, host, delivery</source>
        <translation>Woher Zeitstempel kommen: Adapter, Host, Zustellung</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="78"/>
        <source>Phantom jitter: variation the network did not cause</source>
        <translation>Phantom-Jitter: Schwankungen, die nicht das Netz verursacht hat</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="153"/>
        <source>Topic</source>
        <translation>Thema</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="167"/>
        <source>In the kernel source</source>
        <translation>Im Kernel-Quelltext</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="189"/>
        <source>At HZ=%1 a tick is %2 µs. Your run made %3 net_rx_action() calls per second lasting %4 ns on average, %5 % of the time. With N = 1 a call is squeezed when a tick falls inside it: squeezes per call ≈ call duration / tick = %4 ns / %2 µs ≈ %6 (the run: %7), so squeezes per second ≈ HZ × that share of time = %8/s. The run counted %9/s.</source>
        <translation>Bei HZ=%1 dauert ein Tick %2 µs. Ihr Lauf führte %3 net_rx_action()-Aufrufe pro Sekunde aus, im Mittel je %4 ns lang, zusammen %5 % der Zeit. Mit N = 1 endet ein Aufruf mit einem Squeeze, wenn ein Tick in ihn fällt: Squeezes pro Aufruf ≈ Aufrufdauer / Tick = %4 ns / %2 µs ≈ %6 (im Lauf: %7), also Squeezes pro Sekunde ≈ HZ × dieser Zeitanteil = %8/s. Der Lauf zählte %9/s.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="203"/>
        <source>With N = %1 the time limit fires only for a call longer than %2 whole tick(s) of %3 µs; your run&apos;s calls last %4 ns on average. The run counted %5 squeezes/s.</source>
        <translation>Mit N = %1 greift das Zeitlimit nur bei einem Aufruf, der länger als %2 volle Tick(s) von je %3 µs dauert; die Aufrufe Ihres Laufs dauern im Mittel %4 ns. Der Lauf zählte %5 Squeezes/s.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="211"/>
        <source>Of these, %1/s were stopped by the packet budget.</source>
        <translation>Davon wurden %1/s durch das Paketbudget beendet.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="213"/>
        <source>The article measured %1/s for this setting.</source>
        <translation>Der Artikel hat für diese Einstellung %1/s gemessen.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="217"/>
        <source>Your run sets gro_flush_timeout = %1 ns without napi_defer_hard_irqs: the interrupt is re-enabled after every poll as without it, and no timer polls the ring (%2 timer polls).</source>
        <translation>Ihr Lauf setzt gro_flush_timeout = %1 ns ohne napi_defer_hard_irqs: Der Interrupt wird wie ohne diesen Timeout nach jedem Poll wieder freigegeben, und kein Timer pollt den Ring (%2 Timer-Polls).</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="222"/>
        <source>Your run: gro_flush_timeout %1 ns with napi_defer_hard_irqs %2: %3 timer polls against %4 interrupts.</source>
        <translation>Ihr Lauf: gro_flush_timeout %1 ns mit napi_defer_hard_irqs %2: %3 Timer-Polls gegenüber %4 Interrupts.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="231"/>
        <source>Your simulation:</source>
        <translation>Ihre Simulation:</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="246"/>
        <source>At HZ=%1 on a %2-bit kernel your %3 µs is above %4 µs, where &lt;code&gt;usecs_to_jiffies()&lt;/code&gt; returns &lt;code&gt;MAX_JIFFY_OFFSET&lt;/code&gt;: there is no time limit at all, and only netdev_budget (%5 packets by default) ends a cycle.</source>
        <translation>Bei HZ=%1 auf einem %2-Bit-Kernel liegt Ihr Wert von %3 µs über %4 µs, ab denen &lt;code&gt;usecs_to_jiffies()&lt;/code&gt; &lt;code&gt;MAX_JIFFY_OFFSET&lt;/code&gt; zurückgibt: Es gibt überhaupt kein Zeitlimit, und nur netdev_budget (standardmäßig %5 Pakete) beendet einen Zyklus.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="257"/>
        <source>Your 0 µs gives 0 jiffies: the deadline has passed before the first poll ends, so every cycle stops after one poll.</source>
        <translation>Ihr Wert von 0 µs ergibt 0 Jiffies: Die Frist ist schon vor dem Ende des ersten Polls abgelaufen, daher endet jeder Zyklus nach einem Poll.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="260"/>
        <source>At HZ=%1 your %2 µs rounds up to 1 jiffy: the limit is the next tick, which can come after 0 to %3 µs.</source>
        <translation>Bei HZ=%1 wird Ihr Wert von %2 µs auf 1 Jiffy aufgerundet: Das Limit ist der nächste Tick, und der kann nach 0 bis %3 µs kommen.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="266"/>
        <source>At HZ=%1 one tick is %2 µs, and your %3 µs rounds up to %4: the limit falls after more than %5 µs and at most %6 µs, plus the last poll.</source>
        <translation>Bei HZ=%1 dauert ein Tick %2 µs, und Ihr Wert von %3 µs wird auf %4 aufgerundet: Das Limit greift nach mehr als %5 µs und höchstens %6 µs, zuzüglich der Dauer des letzten Polls.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="275"/>
        <source>Every value from %1 to %2 µs behaves the same; the next value that changes anything is %3 µs.</source>
        <translation>Alle Werte von %1 bis %2 µs verhalten sich gleich; der nächste Wert, der etwas ändert, ist %3 µs.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="280"/>
        <source>Every value from %1 to %2 µs behaves the same.</source>
        <translation>Alle Werte von %1 bis %2 µs verhalten sich gleich.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="282"/>
        <source> (on v5.7 and later)</source>
        <translation> (ab v5.7)</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="284"/>
        <source>That is %1 of the default %2 µs%3: %4 instead of %5.</source>
        <translation>Das ist %1 des Standardwerts von %2 µs%3: %4 statt %5.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="291"/>
        <source>It lands in the same box as the default %1 µs%2: writing it changes nothing.</source>
        <translation>Der Wert landet in derselben Box wie der Standardwert %1 µs%2: Ihn zu schreiben ändert nichts.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="296"/>
        <source>That is more than the default %1 µs%2 (%3): one poll cycle may hold the CPU in softirq context that much longer.</source>
        <translation>Das ist mehr als der Standardwert %1 µs%2 (%3): Ein Poll-Zyklus kann die CPU entsprechend länger im Softirq-Kontext festhalten.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="303"/>
        <source>On kernel %1 the write fails: %2.</source>
        <translation>Auf Kernel %1 schlägt das Schreiben fehl: %2.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="308"/>
        <source>With your %1 µs there is no time limit: only the budget of %2 packets can end a cycle and add to time_squeeze.</source>
        <translation>Mit Ihrem Wert von %1 µs gibt es kein Zeitlimit: Nur das Budget von %2 Paketen kann einen Zyklus beenden und time_squeeze erhöhen.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="312"/>
        <source>With your %1 µs at HZ=%2 a cycle ends after %3 (at most %4 µs) or after %5 packets (the netdev_budget default), whichever comes first; both add to the same counter.</source>
        <translation>Mit Ihrem Wert von %1 µs bei HZ=%2 endet ein Zyklus nach %3 (höchstens %4 µs) oder nach %5 Paketen (Standardwert von netdev_budget), je nachdem, was zuerst eintritt; beide erhöhen denselben Zähler.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="321"/>
        <source>At HZ=%1, MAX_SOFTIRQ_TIME = msecs_to_jiffies(2) = %2: restarts stop after at most %3 µs.</source>
        <translation>Bei HZ=%1 gilt MAX_SOFTIRQ_TIME = msecs_to_jiffies(2) = %2: Neustarts enden nach höchstens %3 µs.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="326"/>
        <source>Your %1 µs (%2) is longer than that window: it lengthens one net_rx_action() run, not the chain of restarts.</source>
        <translation>Ihr Wert von %1 µs (%2) ist länger als dieses Fenster: Er verlängert einen einzelnen net_rx_action()-Durchlauf, nicht die Kette der Neustarts.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="333"/>
        <source>Your numbers:</source>
        <translation>Ihre Werte:</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="350"/>
        <source>&lt;code&gt;net.core.netdev_budget_usecs&lt;/code&gt; is written in microseconds, but the kernel does not count microseconds here. Once per run, &lt;code&gt;net_rx_action()&lt;/code&gt; converts the value with &lt;code&gt;usecs_to_jiffies()&lt;/code&gt; and sets the deadline &lt;code&gt;time_limit = jiffies + N&lt;/code&gt;. The conversion rounds &lt;b&gt;up&lt;/b&gt; to whole clock ticks (jiffies; there are HZ of them per second), so every value inside one tick-sized box gives the same N: the kernel cannot tell them apart.</source>
        <translation>&lt;code&gt;net.core.netdev_budget_usecs&lt;/code&gt; wird in Mikrosekunden geschrieben, aber der Kernel zählt hier keine Mikrosekunden. Einmal pro Durchlauf rechnet &lt;code&gt;net_rx_action()&lt;/code&gt; den Wert mit &lt;code&gt;usecs_to_jiffies()&lt;/code&gt; um und setzt die Frist &lt;code&gt;time_limit = jiffies + N&lt;/code&gt;. Die Umrechnung rundet &lt;b&gt;auf&lt;/b&gt; ganze Timer-Ticks (Jiffies; davon gibt es HZ pro Sekunde), daher ergibt jeder Wert innerhalb einer tickbreiten Box dasselbe N: Der Kernel kann diese Werte nicht unterscheiden.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="357"/>
        <source>The softirq starts at a random moment between two ticks, and the deadline is checked with &lt;code&gt;time_after_eq()&lt;/code&gt; after each poll, never before. So the real limit is more than N−1 and at most N ticks, plus the length of the last poll. With N = 1 the next tick may come almost at once; N = 2 guarantees at least one whole tick. That is the source comment&apos;s “average latency of 1.5/HZ”, why the default is 2 jiffies, and why newer kernels refuse anything lower.</source>
        <translation>Der Softirq beginnt zu einem zufälligen Zeitpunkt zwischen zwei Ticks, und die Frist wird nach jedem Poll mit &lt;code&gt;time_after_eq()&lt;/code&gt; geprüft, nie davor. Das tatsächliche Limit liegt daher bei mehr als N−1 und höchstens N Ticks, zuzüglich der Dauer des letzten Polls. Mit N = 1 kann der nächste Tick fast sofort kommen; N = 2 garantiert mindestens einen ganzen Tick. Das ist die „average latency of 1.5/HZ“ aus dem Quelltextkommentar, der Grund für den Standardwert von 2 Jiffies und der Grund, warum neuere Kernel kleinere Werte ablehnen.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="364"/>
        <source>A change only changes something when it crosses into another box: at HZ=1000, 1, 500 and 1000 µs all mean 1 jiffy, and 1001 µs means 2. When HZ does not divide 1 000 000 (HZ=300, 1024, 1200 …) the kernel multiplies and shifts with constants generated by &lt;code&gt;timeconst.bc&lt;/code&gt;, and the box edges follow that expression, not exact division. Above a very large threshold &lt;code&gt;usecs_to_jiffies()&lt;/code&gt; returns &lt;code&gt;MAX_JIFFY_OFFSET&lt;/code&gt;: then there is no time limit at all.</source>
        <translation>Eine Änderung bewirkt nur dann etwas, wenn sie in eine andere Box wechselt: Bei HZ=1000 bedeuten 1, 500 und 1000 µs alle 1 Jiffy, 1001 µs dagegen 2. Wenn HZ kein Teiler von 1 000 000 ist (HZ=300, 1024, 1200 …), multipliziert und schiebt der Kernel mit Konstanten, die &lt;code&gt;timeconst.bc&lt;/code&gt; erzeugt, und die Box-Grenzen folgen diesem Ausdruck, nicht der exakten Division. Oberhalb einer sehr großen Schwelle gibt &lt;code&gt;usecs_to_jiffies()&lt;/code&gt; &lt;code&gt;MAX_JIFFY_OFFSET&lt;/code&gt; zurück: Dann gibt es überhaupt kein Zeitlimit.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="371"/>
        <source>&lt;b&gt;History.&lt;/b&gt; Before v4.12 the limit was hard-coded as &lt;code&gt;jiffies + 2&lt;/code&gt;. Commit &lt;b&gt;7acf8a1e8a28&lt;/b&gt; (v4.12, 2017) turned it into this sysctl, in microseconds “for predictable units”, with 2000 µs for every HZ and no minimum. Commit &lt;b&gt;a4837980fd9f&lt;/b&gt; (v5.7, 2020) made the default 2 jiffies again, &lt;code&gt;2 * USEC_PER_SEC / HZ&lt;/code&gt;: 20000 µs at HZ=100, 8000 at 250, 6666 at 300, 2000 at 1000. Commit &lt;b&gt;c180188ec022&lt;/b&gt; (v6.14, 2025, backported to some stable series) made the same value the minimum: lower writes fail with EINVAL.</source>
        <translation>&lt;b&gt;Geschichte.&lt;/b&gt; Vor v4.12 war das Limit fest als &lt;code&gt;jiffies + 2&lt;/code&gt; einkodiert. Commit &lt;b&gt;7acf8a1e8a28&lt;/b&gt; (v4.12, 2017) machte daraus diesen sysctl, in Mikrosekunden „for predictable units“, mit 2000 µs für jedes HZ und ohne Minimum. Commit &lt;b&gt;a4837980fd9f&lt;/b&gt; (v5.7, 2020) setzte den Standardwert wieder auf 2 Jiffies, &lt;code&gt;2 * USEC_PER_SEC / HZ&lt;/code&gt;: 20000 µs bei HZ=100, 8000 bei 250, 6666 bei 300, 2000 bei 1000. Commit &lt;b&gt;c180188ec022&lt;/b&gt; (v6.14, 2025, in einige Stable-Serien zurückportiert) machte denselben Wert zum Minimum: Kleinere Werte zu schreiben schlägt mit EINVAL fehl.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="379"/>
        <source>&lt;b&gt;The documentation gap.&lt;/b&gt; &lt;code&gt;Documentation/admin-guide/sysctl/net.rst&lt;/code&gt; calls netdev_budget_usecs a number of microseconds and names neither its HZ-dependent default nor its tick granularity. Recipes that copy 2000 from an HZ=1000 machine onto an HZ=250 one set a quarter of the default 8000 µs: 1 jiffy instead of 2.</source>
        <translation>&lt;b&gt;Die Dokumentationslücke.&lt;/b&gt; &lt;code&gt;Documentation/admin-guide/sysctl/net.rst&lt;/code&gt; beschreibt netdev_budget_usecs als Anzahl von Mikrosekunden und nennt weder den von HZ abhängigen Standardwert noch die Tick-Granularität. Anleitungen, die 2000 von einer HZ=1000-Maschine auf eine mit HZ=250 übertragen, setzen ein Viertel des Standardwerts von 8000 µs: 1 Jiffy statt 2.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="385"/>
        <source>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;net_rx_action()&lt;/code&gt; sets &lt;code&gt;time_limit&lt;/code&gt; and checks it after each poll</source>
        <translation>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;net_rx_action()&lt;/code&gt; setzt &lt;code&gt;time_limit&lt;/code&gt; und prüft es nach jedem Poll</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="389"/>
        <source>&lt;code&gt;include/linux/jiffies.h&lt;/code&gt;: &lt;code&gt;_usecs_to_jiffies()&lt;/code&gt;, &lt;code&gt;MAX_JIFFY_OFFSET&lt;/code&gt;</source>
        <translation>&lt;code&gt;include/linux/jiffies.h&lt;/code&gt;: &lt;code&gt;_usecs_to_jiffies()&lt;/code&gt;, &lt;code&gt;MAX_JIFFY_OFFSET&lt;/code&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="392"/>
        <source>&lt;code&gt;kernel/time/time.c&lt;/code&gt;: &lt;code&gt;__usecs_to_jiffies()&lt;/code&gt;, &lt;code&gt;jiffies_to_usecs()&lt;/code&gt;</source>
        <translation>&lt;code&gt;kernel/time/time.c&lt;/code&gt;: &lt;code&gt;__usecs_to_jiffies()&lt;/code&gt;, &lt;code&gt;jiffies_to_usecs()&lt;/code&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="395"/>
        <source>&lt;code&gt;kernel/time/timeconst.bc&lt;/code&gt;: the USEC_TO_HZ multiply, adjust and shift constants</source>
        <translation>&lt;code&gt;kernel/time/timeconst.bc&lt;/code&gt;: die USEC_TO_HZ-Konstanten für Multiplikation, Korrektur und Shift</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="397"/>
        <source>&lt;code&gt;net/core/hotdata.c&lt;/code&gt; (v6.9+, before that &lt;code&gt;net/core/dev.c&lt;/code&gt;): the default</source>
        <translation>&lt;code&gt;net/core/hotdata.c&lt;/code&gt; (ab v6.9, davor &lt;code&gt;net/core/dev.c&lt;/code&gt;): der Standardwert</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="400"/>
        <source>&lt;code&gt;net/core/sysctl_net_core.c&lt;/code&gt;: the sysctl and, since c180188ec022, its minimum</source>
        <translation>&lt;code&gt;net/core/sysctl_net_core.c&lt;/code&gt;: der sysctl und seit c180188ec022 sein Minimum</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="402"/>
        <source>&lt;code&gt;Documentation/admin-guide/sysctl/net.rst&lt;/code&gt;: netdev_budget_usecs, without HZ or jiffies</source>
        <translation>&lt;code&gt;Documentation/admin-guide/sysctl/net.rst&lt;/code&gt;: netdev_budget_usecs, ohne HZ oder Jiffies</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="405"/>
        <source>Commits 7acf8a1e8a28 (v4.12), a4837980fd9f (v5.7), c180188ec022 (v6.14)</source>
        <translation>Commits 7acf8a1e8a28 (v4.12), a4837980fd9f (v5.7), c180188ec022 (v6.14)</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="408"/>
        <source>&lt;code&gt;time_squeeze&lt;/code&gt; is the third column of &lt;code&gt;/proc/net/softnet_stat&lt;/code&gt; (one line per CPU, in hexadecimal). &lt;code&gt;net_rx_action()&lt;/code&gt; increments it when it stops with work still queued because &lt;b&gt;either&lt;/b&gt; limit fired: the packet budget (&lt;code&gt;netdev_budget&lt;/code&gt;, 300 by default) is used up, or the time limit (&lt;code&gt;netdev_budget_usecs&lt;/code&gt;, in jiffies) has passed. One counter for two limits: it cannot tell you which. A split counter was proposed in 2023 and not merged.</source>
        <translation>&lt;code&gt;time_squeeze&lt;/code&gt; ist die dritte Spalte von &lt;code&gt;/proc/net/softnet_stat&lt;/code&gt; (eine Zeile pro CPU, hexadezimal). &lt;code&gt;net_rx_action()&lt;/code&gt; erhöht den Zähler, wenn es mit noch anstehender Arbeit aufhört, weil &lt;b&gt;eines der beiden&lt;/b&gt; Limits gegriffen hat: Das Paketbudget (&lt;code&gt;netdev_budget&lt;/code&gt;, standardmäßig 300) ist aufgebraucht, oder das Zeitlimit (&lt;code&gt;netdev_budget_usecs&lt;/code&gt;, in Jiffies) ist abgelaufen. Ein Zähler für zwei Limits: Er kann nicht sagen, welches. Ein aufgeteilter Zähler wurde 2023 vorgeschlagen, aber nicht übernommen.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="415"/>
        <source>A squeeze defers work, it does not drop it: the remaining packets stay queued for the next softirq run or for &lt;code&gt;ksoftirqd&lt;/code&gt;. Read it beside the dropped column (the second) and your latency measurement, not as a fault on its own: millions of squeezes against a handful of drops is a common picture.</source>
        <translation>Ein Squeeze verschiebt Arbeit, er verwirft sie nicht: Die restlichen Pakete bleiben für den nächsten Softirq-Durchlauf oder für &lt;code&gt;ksoftirqd&lt;/code&gt; in der Warteschlange. Lesen Sie den Zähler zusammen mit der Spalte der verworfenen Pakete (der zweiten) und Ihrer Latenzmessung, nicht als Fehler für sich: Millionen von Squeezes bei einer Handvoll Verlusten sind ein häufiges Bild.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="420"/>
        <source>To tell the limits apart, raise one far out of reach on a lab machine and watch whether the counter still moves. Not on a production host: &lt;code&gt;net.core.netdev_budget_usecs&lt;/code&gt; is global to the host, not per network namespace, so a write from a container changes it for every container. The simulator in this workbench knows which limit fired; the kernel counter does not.</source>
        <translation>Um die Limits zu unterscheiden, setzen Sie auf einer Labormaschine eines davon unerreichbar hoch und beobachten, ob sich der Zähler noch bewegt. Nicht auf einem Produktivsystem: &lt;code&gt;net.core.netdev_budget_usecs&lt;/code&gt; gilt für den ganzen Host, nicht pro Netzwerk-Namespace, daher ändert ein Schreibvorgang aus einem Container den Wert für alle Container. Der Simulator dieser Werkbank weiß, welches Limit gegriffen hat; der Kernel-Zähler weiß es nicht.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="426"/>
        <source>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;net_rx_action()&lt;/code&gt;, &lt;code&gt;budget &amp;lt;= 0 || time_after_eq(jiffies, time_limit)&lt;/code&gt; increments &lt;code&gt;sd-&amp;gt;time_squeeze&lt;/code&gt;</source>
        <translation>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;net_rx_action()&lt;/code&gt;, &lt;code&gt;budget &amp;lt;= 0 || time_after_eq(jiffies, time_limit)&lt;/code&gt; erhöht &lt;code&gt;sd-&amp;gt;time_squeeze&lt;/code&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="429"/>
        <source>&lt;code&gt;net/core/net-procfs.c&lt;/code&gt;: &lt;code&gt;softnet_seq_show()&lt;/code&gt; prints /proc/net/softnet_stat</source>
        <translation>&lt;code&gt;net/core/net-procfs.c&lt;/code&gt;: &lt;code&gt;softnet_seq_show()&lt;/code&gt; gibt /proc/net/softnet_stat aus</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="432"/>
        <source>&lt;code&gt;Documentation/admin-guide/sysctl/net.rst&lt;/code&gt;: netdev_budget, netdev_budget_usecs</source>
        <translation>&lt;code&gt;Documentation/admin-guide/sysctl/net.rst&lt;/code&gt;: netdev_budget, netdev_budget_usecs</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="436"/>
        <source>Under load a network card does not interrupt once per packet. The first packet raises an interrupt (after any coalescing delay set with &lt;code&gt;ethtool -C&lt;/code&gt;); the driver masks further interrupts and schedules NAPI. The NET_RX softirq then calls the driver&apos;s poll function, which takes up to &lt;i&gt;weight&lt;/i&gt; packets (64 by default) from the receive ring per call, and &lt;code&gt;net_rx_action()&lt;/code&gt; keeps polling until the ring is empty, &lt;code&gt;netdev_budget&lt;/code&gt; packets are used or the time limit passes. Only when the ring is empty are interrupts enabled again.</source>
        <translation>Unter Last löst eine Netzwerkkarte nicht für jedes Paket einen Interrupt aus. Das erste Paket löst einen Interrupt aus (nach einer etwaigen mit &lt;code&gt;ethtool -C&lt;/code&gt; eingestellten Coalescing-Verzögerung); der Treiber maskiert weitere Interrupts und plant NAPI ein. Der NET_RX-Softirq ruft dann die Poll-Funktion des Treibers auf, die pro Aufruf bis zu &lt;i&gt;weight&lt;/i&gt; Pakete (standardmäßig 64) aus dem Empfangsring holt, und &lt;code&gt;net_rx_action()&lt;/code&gt; pollt weiter, bis der Ring leer ist, &lt;code&gt;netdev_budget&lt;/code&gt; Pakete verbraucht sind oder das Zeitlimit abläuft. Erst wenn der Ring leer ist, werden die Interrupts wieder freigegeben.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="444"/>
        <source>Everything that arrived meanwhile reaches the stack in one quick burst, so an evenly spaced stream leaves the poll as bursts of back-to-back packets with pauses between them. For scale: 1 Gbit/s of minimum-size 64-byte frames arrives about 0.67 µs apart (84 bytes on the wire with preamble and inter-frame gap), so one 64-packet poll covers about 43 µs of traffic. One cycle can deliver up to netdev_budget − 1 + weight packets (363 with the defaults).</source>
        <translation>Alles, was inzwischen angekommen ist, erreicht den Stack in einem schnellen Schub, sodass ein gleichmäßig getakteter Strom den Poll als Bursts dicht aufeinanderfolgender Pakete mit Pausen dazwischen verlässt. Zur Einordnung: Bei 1 Gbit/s kommen 64-Byte-Frames minimaler Größe im Abstand von etwa 0,67 µs an (84 Bytes auf der Leitung mit Präambel und Inter-Frame-Gap), ein Poll über 64 Pakete umfasst also etwa 43 µs Verkehr. Ein Zyklus kann bis zu netdev_budget − 1 + weight Pakete zustellen (363 mit den Standardwerten).</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="451"/>
        <source>Batching is a throughput feature: fewer interrupts, warmer caches. The price is that host timestamps and delivery times show the batch, not the wire. Interrupt coalescing, &lt;code&gt;gro_flush_timeout&lt;/code&gt; and busy polling move the balance between CPU time and burstiness.</source>
        <translation>Batching ist ein Durchsatz-Feature: weniger Interrupts, wärmere Caches. Der Preis ist, dass Host-Zeitstempel und Zustellzeiten den Stapel zeigen, nicht die Leitung. Interrupt-Coalescing, &lt;code&gt;gro_flush_timeout&lt;/code&gt; und Busy Polling verschieben das Gleichgewicht zwischen CPU-Zeit und Burstigkeit.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="456"/>
        <source>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;napi_schedule()&lt;/code&gt;, &lt;code&gt;net_rx_action()&lt;/code&gt;, &lt;code&gt;napi_poll()&lt;/code&gt;, &lt;code&gt;napi_complete_done()&lt;/code&gt;</source>
        <translation>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;napi_schedule()&lt;/code&gt;, &lt;code&gt;net_rx_action()&lt;/code&gt;, &lt;code&gt;napi_poll()&lt;/code&gt;, &lt;code&gt;napi_complete_done()&lt;/code&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="459"/>
        <source>&lt;code&gt;include/linux/netdevice.h&lt;/code&gt;: &lt;code&gt;NAPI_POLL_WEIGHT&lt;/code&gt; (64)</source>
        <translation>&lt;code&gt;include/linux/netdevice.h&lt;/code&gt;: &lt;code&gt;NAPI_POLL_WEIGHT&lt;/code&gt; (64)</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="461"/>
        <source>&lt;code&gt;Documentation/networking/napi.rst&lt;/code&gt;: polling, interrupt coalescing, busy polling</source>
        <translation>&lt;code&gt;Documentation/networking/napi.rst&lt;/code&gt;: Polling, Interrupt-Coalescing, Busy Polling</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="465"/>
        <source>Pending softirqs run in a loop in &lt;code&gt;kernel/softirq.c&lt;/code&gt;, typically on the way out of an interrupt: every pending handler runs, then the loop looks again. It restarts only while softirqs are still pending, &lt;code&gt;time_before(jiffies, end)&lt;/code&gt; holds with &lt;code&gt;end = jiffies + MAX_SOFTIRQ_TIME&lt;/code&gt;, no reschedule is needed and fewer than &lt;code&gt;MAX_SOFTIRQ_RESTART&lt;/code&gt; (10) rounds have run. Otherwise it wakes the per-CPU &lt;code&gt;ksoftirqd&lt;/code&gt; thread, which is scheduled like an ordinary task and competes with everything else on that CPU.</source>
        <translation>Anstehende Softirqs laufen in einer Schleife in &lt;code&gt;kernel/softirq.c&lt;/code&gt;, typischerweise beim Verlassen eines Interrupts: Jeder anstehende Handler läuft, dann prüft die Schleife erneut. Sie beginnt nur dann von vorn, wenn noch Softirqs anstehen, &lt;code&gt;time_before(jiffies, end)&lt;/code&gt; mit &lt;code&gt;end = jiffies + MAX_SOFTIRQ_TIME&lt;/code&gt; gilt, kein Reschedule nötig ist und weniger als &lt;code&gt;MAX_SOFTIRQ_RESTART&lt;/code&gt; (10) Runden gelaufen sind. Andernfalls weckt sie den CPU-eigenen &lt;code&gt;ksoftirqd&lt;/code&gt;-Thread, der wie ein gewöhnlicher Task eingeplant wird und mit allem anderen auf dieser CPU konkurriert.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="473"/>
        <source>&lt;code&gt;MAX_SOFTIRQ_TIME&lt;/code&gt; is &lt;code&gt;msecs_to_jiffies(2)&lt;/code&gt;, rounded up to ticks just like netdev_budget_usecs: 1 jiffy for HZ up to 500 (which can expire almost at once), 2 at HZ=1000, 3 at HZ=1024 and 1200. It cannot be tuned and has not changed since v3.10. It never cuts a running handler short: a large netdev_budget_usecs makes one &lt;code&gt;net_rx_action()&lt;/code&gt; run longer, not the chain of restarts.</source>
        <translation>&lt;code&gt;MAX_SOFTIRQ_TIME&lt;/code&gt; ist &lt;code&gt;msecs_to_jiffies(2)&lt;/code&gt;, genau wie netdev_budget_usecs auf Ticks aufgerundet: 1 Jiffy für HZ bis 500 (das fast sofort ablaufen kann), 2 bei HZ=1000, 3 bei HZ=1024 und 1200. Der Wert ist nicht einstellbar und hat sich seit v3.10 nicht geändert. Er bricht nie einen laufenden Handler ab: Ein großes netdev_budget_usecs verlängert einen einzelnen &lt;code&gt;net_rx_action()&lt;/code&gt;-Durchlauf, nicht die Kette der Neustarts.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="480"/>
        <source>&lt;code&gt;kernel/softirq.c&lt;/code&gt;: &lt;code&gt;MAX_SOFTIRQ_TIME&lt;/code&gt;, &lt;code&gt;MAX_SOFTIRQ_RESTART&lt;/code&gt;, the restart loop, &lt;code&gt;wakeup_softirqd()&lt;/code&gt;</source>
        <translation>&lt;code&gt;kernel/softirq.c&lt;/code&gt;: &lt;code&gt;MAX_SOFTIRQ_TIME&lt;/code&gt;, &lt;code&gt;MAX_SOFTIRQ_RESTART&lt;/code&gt;, die Neustartschleife, &lt;code&gt;wakeup_softirqd()&lt;/code&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="484"/>
        <source>&lt;code&gt;include/linux/jiffies.h&lt;/code&gt;: &lt;code&gt;msecs_to_jiffies()&lt;/code&gt;</source>
        <translation>&lt;code&gt;include/linux/jiffies.h&lt;/code&gt;: &lt;code&gt;msecs_to_jiffies()&lt;/code&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="487"/>
        <source>&lt;code&gt;/sys/class/net/&amp;lt;device&amp;gt;/gro_flush_timeout&lt;/code&gt; is in nanoseconds and 0 by default. When a NAPI poll ends with the ring empty, packets that GRO still holds for merging are normally passed on at once. With a non-zero timeout that flush is left to a timer that fires after so many nanoseconds.</source>
        <translation>&lt;code&gt;/sys/class/net/&amp;lt;device&amp;gt;/gro_flush_timeout&lt;/code&gt; wird in Nanosekunden angegeben und ist standardmäßig 0. Endet ein NAPI-Poll mit leerem Ring, werden Pakete, die GRO noch zum Zusammenfassen zurückhält, normalerweise sofort weitergereicht. Mit einem Timeout ungleich null bleibt dieses Flush einem Timer überlassen, der nach entsprechend vielen Nanosekunden auslöst.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="492"/>
        <source>Only together with &lt;code&gt;napi_defer_hard_irqs&lt;/code&gt; (a count, also per device) does it change interrupts: after a poll that did work, &lt;code&gt;napi_complete_done()&lt;/code&gt; keeps the device interrupt masked and the timer polls the ring again after gro_flush_timeout, until that many polls in a row found nothing. Without napi_defer_hard_irqs the interrupt is re-enabled as usual and the timer is armed only for packets GRO is still holding, which plain UDP datagrams are not: a recipe that sets only gro_flush_timeout changes no interrupt timing for them. With both set, a short timeout means frequent timer-driven polls that each find a few packets: smaller bursts, paid for with CPU time. A long one means fewer, larger batches and more delay. The simulator models both knobs this way.</source>
        <translation>Nur zusammen mit &lt;code&gt;napi_defer_hard_irqs&lt;/code&gt; (einer Anzahl, ebenfalls pro Gerät) verändert er die Interrupts: Nach einem Poll, der Arbeit erledigt hat, lässt &lt;code&gt;napi_complete_done()&lt;/code&gt; den Geräte-Interrupt maskiert, und der Timer pollt den Ring nach gro_flush_timeout erneut, bis so viele Polls in Folge nichts gefunden haben. Ohne napi_defer_hard_irqs wird der Interrupt wie üblich wieder freigegeben, und der Timer wird nur für Pakete gestartet, die GRO noch zurückhält, was bei einfachen UDP-Datagrammen nicht der Fall ist: Eine Anleitung, die nur gro_flush_timeout setzt, ändert für sie nichts am Interrupt-Timing. Sind beide gesetzt, bedeutet ein kurzer Timeout häufige timergesteuerte Polls, die jeweils wenige Pakete finden: kleinere Bursts, erkauft mit CPU-Zeit. Ein langer Timeout bedeutet weniger, dafür größere Stapel und mehr Verzögerung. Der Simulator modelliert beide Stellschrauben auf diese Weise.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="502"/>
        <source>The timeout never cuts a poll short; it decides when the next poll happens and when held packets are flushed. Claims that a low value “flushes the ring earlier” mix the two. The effect depends on driver, rate and coalescing: measure it with your own traffic.</source>
        <translation>Der Timeout bricht nie einen Poll ab; er bestimmt, wann der nächste Poll stattfindet und wann zurückgehaltene Pakete weitergereicht werden. Behauptungen, ein kleiner Wert „leere den Ring früher“, vermengen beides. Die Wirkung hängt von Treiber, Rate und Coalescing ab: Messen Sie sie mit Ihrem eigenen Verkehr.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="507"/>
        <source>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;napi_complete_done()&lt;/code&gt; arms the timer, &lt;code&gt;napi_watchdog()&lt;/code&gt; fires it</source>
        <translation>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;napi_complete_done()&lt;/code&gt; startet den Timer, &lt;code&gt;napi_watchdog()&lt;/code&gt; läuft bei seinem Ablauf</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="510"/>
        <source>&lt;code&gt;Documentation/networking/napi.rst&lt;/code&gt;: IRQ mitigation, gro_flush_timeout, napi_defer_hard_irqs</source>
        <translation>&lt;code&gt;Documentation/networking/napi.rst&lt;/code&gt;: IRQ-Mitigation, gro_flush_timeout, napi_defer_hard_irqs</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="513"/>
        <source>&lt;code&gt;Documentation/ABI/testing/sysfs-class-net&lt;/code&gt;: gro_flush_timeout, napi_defer_hard_irqs</source>
        <translation>&lt;code&gt;Documentation/ABI/testing/sysfs-class-net&lt;/code&gt;: gro_flush_timeout, napi_defer_hard_irqs</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="517"/>
        <source>A received packet has at least three times, and they differ. The &lt;b&gt;adapter&lt;/b&gt; (hardware) timestamp is taken by the network card at the MAC as the frame arrives, where card and driver support it: it shows the wire. The &lt;b&gt;host&lt;/b&gt; (software) timestamp is taken when the packet reaches the network stack inside the NAPI poll, so packets of one batch get timestamps close together: it shows the poll batching. The &lt;b&gt;delivery&lt;/b&gt; time, when a program reads the packet, adds the batching of the socket queue and, for a capture, of libpcap&apos;s buffer.</source>
        <translation>Ein empfangenes Paket hat mindestens drei Zeitpunkte, und sie unterscheiden sich. Der &lt;b&gt;Adapter&lt;/b&gt;-Zeitstempel (Hardware) wird von der Netzwerkkarte am MAC genommen, wenn der Frame ankommt, sofern Karte und Treiber das unterstützen: Er zeigt die Leitung. Der &lt;b&gt;Host&lt;/b&gt;-Zeitstempel (Software) wird genommen, wenn das Paket innerhalb des NAPI-Polls den Netzwerk-Stack erreicht, daher erhalten die Pakete eines Stapels dicht beieinanderliegende Zeitstempel: Er zeigt das Poll-Batching. Der Zeitpunkt der &lt;b&gt;Zustellung&lt;/b&gt;, zu dem ein Programm das Paket liest, fügt das Batching der Socket-Warteschlange und bei einer Aufzeichnung das des libpcap-Puffers hinzu.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="525"/>
        <source>libpcap chooses the source with &lt;code&gt;pcap_set_tstamp_type()&lt;/code&gt; (see &lt;code&gt;pcap-tstamp(7)&lt;/code&gt;); on the loopback device only the host type exists. Jitterscope labels each plot with the source of its timestamps: a gap histogram of host timestamps describes the receive path, not the network.</source>
        <translation>libpcap wählt die Quelle mit &lt;code&gt;pcap_set_tstamp_type()&lt;/code&gt; (siehe &lt;code&gt;pcap-tstamp(7)&lt;/code&gt;); auf dem Loopback-Gerät gibt es nur den Typ „host“. Jitterscope beschriftet jedes Diagramm mit der Quelle seiner Zeitstempel: Ein Abstandshistogramm aus Host-Zeitstempeln beschreibt den Empfangspfad, nicht das Netz.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="530"/>
        <source>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;net_timestamp_check()&lt;/code&gt;, the software receive timestamp</source>
        <translation>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;net_timestamp_check()&lt;/code&gt;, der Software-Empfangszeitstempel</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="533"/>
        <source>&lt;code&gt;include/linux/skbuff.h&lt;/code&gt;: &lt;code&gt;skb_hwtstamps()&lt;/code&gt;, the hardware timestamp</source>
        <translation>&lt;code&gt;include/linux/skbuff.h&lt;/code&gt;: &lt;code&gt;skb_hwtstamps()&lt;/code&gt;, der Hardware-Zeitstempel</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="535"/>
        <source>&lt;code&gt;Documentation/networking/timestamping.rst&lt;/code&gt;: SO_TIMESTAMPING, hardware and software sources</source>
        <translation>&lt;code&gt;Documentation/networking/timestamping.rst&lt;/code&gt;: SO_TIMESTAMPING, Hardware- und Software-Quellen</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="538"/>
        <source>&lt;code&gt;pcap-tstamp(7)&lt;/code&gt;: libpcap timestamp types</source>
        <translation>&lt;code&gt;pcap-tstamp(7)&lt;/code&gt;: Zeitstempeltypen von libpcap</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="540"/>
        <source>&lt;b&gt;Phantom jitter&lt;/b&gt; is variation a measurement shows but the network did not cause. A sender pacing packets evenly and a receiver timestamping them in software will see bursts and gaps made by NAPI batching, the clock tick, interrupt coalescing or the capture buffer, not by the wire. Before blaming the network, check where the timestamps were taken, and compare with adapter timestamps where the card offers them.</source>
        <translation>&lt;b&gt;Phantom-Jitter&lt;/b&gt; ist eine Schwankung, die eine Messung zeigt, die aber nicht das Netz verursacht hat. Taktet ein Sender die Pakete gleichmäßig und versieht ein Empfänger sie in Software mit Zeitstempeln, sieht man Bursts und Lücken, die vom NAPI-Batching, vom Timer-Tick, vom Interrupt-Coalescing oder vom Aufzeichnungspuffer stammen, nicht von der Leitung. Bevor Sie dem Netz die Schuld geben, prüfen Sie, wo die Zeitstempel genommen wurden, und vergleichen Sie mit Adapter-Zeitstempeln, wo die Karte sie anbietet.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="547"/>
        <source>Mind the scale. Jitter budgets of real-time media are milliseconds: a VoIP jitter buffer absorbs tens of milliseconds. Receive batching moves packets by microseconds (a 64-packet poll at 1 Gbit/s is about 43 µs), while a time limit that fires moves them by up to a few ticks, and one tick is 1 ms at HZ=1000, 4 ms at 250 and 10 ms at 100. Both are phantom if the wire was even; only the second comes near a voice budget.</source>
        <translation>Achten Sie auf die Größenordnung. Jitter-Budgets von Echtzeitmedien liegen im Millisekundenbereich: Ein VoIP-Jitterpuffer fängt einige zehn Millisekunden ab. Empfangs-Batching verschiebt Pakete um Mikrosekunden (ein Poll über 64 Pakete entspricht bei 1 Gbit/s etwa 43 µs), ein greifendes Zeitlimit dagegen um bis zu einige Ticks, und ein Tick ist 1 ms bei HZ=1000, 4 ms bei 250 und 10 ms bei 100. Beides ist Phantom-Jitter, wenn die Leitung gleichmäßig war; nur Letzteres kommt in die Nähe eines Sprachbudgets.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="554"/>
        <source>The observer takes part too: tracing lengthens every softirq run and changes which runs meet a tick (in one lab, turning on the ftrace function profiler halved the packet rate yet raised the squeeze rate). Timestamps can lie on their own: a hardware timestamp matched to the wrong packet, or a clock that advances in coarse steps, shows jitter no packet experienced.</source>
        <translation>Auch der Beobachter wirkt mit: Tracing verlängert jeden Softirq-Durchlauf und verändert, welche Durchläufe auf einen Tick treffen (in einem Labor halbierte das Einschalten des ftrace-Funktionsprofilers die Paketrate und erhöhte dennoch die Squeeze-Rate). Zeitstempel können auch von sich aus lügen: Ein Hardware-Zeitstempel, der dem falschen Paket zugeordnet wird, oder eine Uhr, die in groben Schritten fortschreitet, zeigt Jitter, den kein Paket erlebt hat.</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="560"/>
        <source>&lt;code&gt;Documentation/networking/timestamping.rst&lt;/code&gt;: which timestamp a socket gets</source>
        <translation>&lt;code&gt;Documentation/networking/timestamping.rst&lt;/code&gt;: welchen Zeitstempel ein Socket erhält</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="562"/>
        <source>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;net_rx_action()&lt;/code&gt;, where batches and squeezes happen</source>
        <translation>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;net_rx_action()&lt;/code&gt;, wo Stapel und Squeezes entstehen</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="565"/>
        <source>&lt;code&gt;include/linux/jiffies.h&lt;/code&gt;: the tick every time limit here is counted in</source>
        <translation>&lt;code&gt;include/linux/jiffies.h&lt;/code&gt;: der Tick, in dem jedes Zeitlimit hier gezählt wird</translation>
    </message>
</context>
<context>
    <name>jitterscope::FlowTableModel</name>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="158"/>
        <source>%1 received, %2 duplicates, %3 reordered, %4 capture timestamps going backwards</source>
        <translation>%1 empfangen, %2 Duplikate, %3 in falscher Reihenfolge, %4 rückwärtslaufende Aufzeichnungszeitstempel</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="165"/>
        <source>Flow %1: %2 → %3</source>
        <translation>Fluss %1: %2 → %3</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="173"/>
        <source>RTP</source>
        <translation>RTP</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="174"/>
        <source>iperf3</source>
        <translation>iperf3</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="175"/>
        <source>probe</source>
        <translation>Probe</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="178"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="184"/>
        <source>%1 · forced</source>
        <translation>%1 · erzwungen</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="188"/>
        <source>none (not %1: %2 % decoded)</source>
        <translation>keiner (nicht %1: %2 % dekodiert)</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="191"/>
        <source>%1 (%2 % decoded)</source>
        <translation>%1 (%2 % dekodiert)</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="199"/>
        <source>Nominal gap %1, given</source>
        <translation>Sollabstand %1, vorgegeben</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="200"/>
        <source>Nominal gap %1, from the sender&apos;s clock</source>
        <translation>Sollabstand %1, aus der Uhr des Senders</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="201"/>
        <source>Nominal gap %1, from the mean rate</source>
        <translation>Sollabstand %1, aus der mittleren Rate</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="205"/>
        <source>No nominal gap (fewer than two packets)</source>
        <translation>Kein Sollabstand (weniger als zwei Pakete)</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="234"/>
        <source>%1 (%2 %)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="286"/>
        <source>Proto</source>
        <translation>Proto</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="287"/>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="288"/>
        <location filename="../widgets/flow_table_model.cpp" line="290"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="289"/>
        <source>Destination</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="291"/>
        <source>Packets</source>
        <translation>Pakete</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="292"/>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="293"/>
        <source>Decoder</source>
        <translation>Decoder</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="294"/>
        <source>Min gap</source>
        <translation>Min. Abstand</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="295"/>
        <source>Mean gap</source>
        <translation>Mittl. Abstand</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="296"/>
        <source>p50 gap</source>
        <translation>p50-Abstand</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="297"/>
        <source>p99 gap</source>
        <translation>p99-Abstand</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="298"/>
        <source>Max gap</source>
        <translation>Max. Abstand</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="299"/>
        <source>Max |dev|</source>
        <translation>Max. |Abw.|</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="300"/>
        <source>Bursts</source>
        <translation>Bursts</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="301"/>
        <source>Lost</source>
        <translation>Fehlend</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="302"/>
        <source>Dup.</source>
        <translation>Dupl.</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="303"/>
        <source>Reord.</source>
        <translation>Umsort.</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="304"/>
        <source>TS inv.</source>
        <translation>ZS-Umk.</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="305"/>
        <source>Jitter (ms)</source>
        <translation>Jitter (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="309"/>
        <source>Largest |gap − nominal gap|</source>
        <translation>Größter Wert von |Abstand − Sollabstand|</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="310"/>
        <source>Runs of at least two packets closer than the burst threshold</source>
        <translation>Folgen von mindestens zwei Paketen, deren Abstand unter der Burst-Schwelle liegt</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="311"/>
        <source>Lost packets from RTP, iperf3 or probe sequence numbers</source>
        <translation>Fehlende Pakete laut RTP-, iperf3- oder Probe-Sequenznummern</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="312"/>
        <source>Packets whose sequence number arrived before</source>
        <translation>Pakete, deren Sequenznummer schon einmal ankam</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="313"/>
        <source>Packets that arrived after a higher sequence number</source>
        <translation>Pakete, die nach einer höheren Sequenznummer ankamen</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="315"/>
        <source>Packets with a later sequence number but an earlier capture timestamp (phantom jitter)</source>
        <translation>Pakete mit späterer Sequenznummer, aber früherem Aufzeichnungszeitstempel (Phantom-Jitter)</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="316"/>
        <source>RFC 3550 interarrival jitter (RTP, iperf3), last value</source>
        <translation>Interarrival-Jitter nach RFC 3550 (RTP, iperf3), letzter Wert</translation>
    </message>
</context>
<context>
    <name>jitterscope::FlowTableView</name>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="105"/>
        <source>Filter flows (address, port, protocol, decoder)</source>
        <translation>Flüsse filtern (Adresse, Port, Protokoll, Decoder)</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="106"/>
        <source>All flows, each flow&apos;s own gaps</source>
        <translation>Alle Flüsse, Abstände je Fluss</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="107"/>
        <source>All packets as one sequence</source>
        <translation>Alle Pakete als eine Folge</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="108"/>
        <source>Plots show every flow; the histogram merges the gaps within each flow</source>
        <translation>Die Diagramme zeigen alle Flüsse; das Histogramm vereint die Abstände innerhalb jedes Flusses</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="110"/>
        <source>Plots show every packet; gaps between packets of different flows count too</source>
        <translation>Die Diagramme zeigen alle Pakete; auch Abstände zwischen Paketen verschiedener Flüsse zählen</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="174"/>
        <source>Decode as</source>
        <translation>Dekodieren als</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="184"/>
        <source>Auto-detect</source>
        <translation>Automatisch erkennen</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="186"/>
        <source>RTP</source>
        <translation>RTP</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="187"/>
        <source>iperf3</source>
        <translation>iperf3</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="188"/>
        <source>iperf3 64-bit</source>
        <translation>iperf3 64-Bit</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="189"/>
        <source>probe</source>
        <translation>Probe</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="190"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/flow_table_view.cpp" line="257"/>
        <source>Selected: %Ln flows</source>
        <translation>
            <numerusform>Ausgewählt: %Ln Fluss</numerusform>
            <numerusform>Ausgewählt: %Ln Flüsse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/flow_table_view.cpp" line="262"/>
        <source>Matching the filter: %Ln flows</source>
        <translation>
            <numerusform>Zum Filter passend: %Ln Fluss</numerusform>
            <numerusform>Zum Filter passend: %Ln Flüsse</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jitterscope::IoGraphView</name>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="150"/>
        <source>&amp;Bin:</source>
        <translation>&amp;Klasse:</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="151"/>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="152"/>
        <source>Width of one bin. Auto: about one bin per two pixel columns of the visible time.</source>
        <translation>Breite einer Klasse. Auto: etwa eine Klasse je zwei Pixelspalten der sichtbaren Zeit.</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="153"/>
        <source>Packets</source>
        <translation>Pakete</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="154"/>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="155"/>
        <source>Logarithmic axis</source>
        <translation>Logarithmische Achse</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="157"/>
        <source>Whole trace</source>
        <translation>Ganzer Mitschnitt</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="160"/>
        <source>Time since first packet</source>
        <translation>Zeit seit dem ersten Paket</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="161"/>
        <source>Drag to zoom, Shift+drag to pan, double-click for the whole trace.</source>
        <translation>Ziehen zum Zoomen, Umschalt+Ziehen zum Verschieben, Doppelklick für den ganzen Mitschnitt.</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="383"/>
        <source>Bytes per %1</source>
        <translation>Bytes je %1</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="383"/>
        <source>Packets per %1</source>
        <translation>Pakete je %1</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="388"/>
        <source>No packets yet.
Open a trace or start a capture to see packets and bytes per time bin.</source>
        <translation>Noch keine Pakete.
Öffnen Sie einen Mitschnitt oder starten Sie eine Aufzeichnung, um Pakete und Bytes je Zeitklasse zu sehen.</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="391"/>
        <source>This analysis kept no per-packet timeline.</source>
        <translation>Diese Analyse hat keine Zeitleiste je Paket behalten.</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="393"/>
        <source>No packets of the selected flows in this time range.
Double-click to show the whole trace.</source>
        <translation>Keine Pakete der gewählten Flüsse in diesem Zeitraum.
Doppelklick zeigt den ganzen Mitschnitt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/io_graph_view.cpp" line="397"/>
        <source>%Ln packets in view</source>
        <translation>
            <numerusform>%Ln Paket im Bild</numerusform>
            <numerusform>%Ln Pakete im Bild</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="398"/>
        <source> · %1 · bin %2</source>
        <translation> · %1 · Klasse %2</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="400"/>
        <source> (%1 is too fine for this range: zoom in)</source>
        <translation> (%1 ist für diesen Bereich zu fein: hineinzoomen)</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="402"/>
        <source>Packets and bytes per time bin</source>
        <translation>Pakete und Bytes je Zeitklasse</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="404"/>
        <source> (reading…)</source>
        <translation> (wird gelesen …)</translation>
    </message>
</context>
<context>
    <name>jitterscope::JiffiesReport</name>
    <message>
        <location filename="../core/kernel/jiffies_report.cpp" line="78"/>
        <source>above %1 µs usecs_to_jiffies() returns MAX_JIFFY_OFFSET: no time limit at all, only netdev_budget stops a cycle</source>
        <translation>oberhalb von %1 µs gibt usecs_to_jiffies() MAX_JIFFY_OFFSET zurück: überhaupt kein Zeitlimit, nur netdev_budget beendet einen Zyklus</translation>
    </message>
    <message>
        <location filename="../core/kernel/jiffies_report.cpp" line="88"/>
        <source>0 jiffies: every cycle stops after its first poll</source>
        <translation>0 Jiffies: Jeder Zyklus endet nach seinem ersten Poll</translation>
    </message>
    <message>
        <location filename="../core/kernel/jiffies_report.cpp" line="92"/>
        <source>1 jiffy: the limit is the next tick, which can come almost at once (the softirq starts at a random phase between ticks)</source>
        <translation>1 Jiffy: Das Limit ist der nächste Tick, der fast sofort kommen kann (der Softirq beginnt mit zufälliger Phase zwischen zwei Ticks)</translation>
    </message>
    <message>
        <location filename="../core/kernel/jiffies_report.cpp" line="99"/>
        <source>below the default %1 µs (%2 jiffies): the guaranteed whole jiffy is lost</source>
        <translation>unter dem Standardwert %1 µs (%2 Jiffies): Der garantierte ganze Jiffy geht verloren</translation>
    </message>
    <message>
        <location filename="../core/kernel/jiffies_report.cpp" line="107"/>
        <source>%1 of the default %2</source>
        <translation>%1 des Standardwerts von %2 µs</translation>
    </message>
    <message>
        <location filename="../core/kernel/jiffies_report.cpp" line="110"/>
        <source>above the default %1</source>
        <translation>mehr als der Standardwert von %1 µs</translation>
    </message>
    <message>
        <location filename="../core/kernel/jiffies_report.cpp" line="112"/>
        <source>copied from an HZ=1000 guide: %1 µs is the HZ=1000 default; at HZ=%2 it is %3 µs (%4 jiffies instead of 2)</source>
        <translation>aus einer Anleitung für HZ=1000 übernommen: %1 µs ist der Standardwert bei HZ=1000; bei HZ=%2 sind das %3 (%4 Jiffies statt 2)</translation>
    </message>
    <message>
        <location filename="../core/kernel/jiffies_report.cpp" line="123"/>
        <source>same jiffy box as the default %1 µs: the kernel cannot tell them apart (box %2..%3 µs)</source>
        <translation>gleiche Jiffy-Box wie der Standardwert %1 µs: Der Kernel kann die Werte nicht unterscheiden (Box %2..%3 µs)</translation>
    </message>
</context>
<context>
    <name>jitterscope::JiffyCalculatorView</name>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="114"/>
        <source>netdev_budget_usecs</source>
        <translation>netdev_budget_usecs</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="114"/>
        <source>HZ and word size</source>
        <translation>HZ und Wortbreite</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="115"/>
        <source>Kernel release</source>
        <translation>Kernel-Release</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="115"/>
        <source>Compare with</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="177"/>
        <source>◀ Box</source>
        <translation>◀ Box</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="178"/>
        <source>Last value of the previous jiffy box</source>
        <translation>Letzter Wert der vorigen Jiffy-Box</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="179"/>
        <source>Box ▶</source>
        <translation>Box ▶</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="180"/>
        <source>First value of the next jiffy box: the next value that changes anything</source>
        <translation>Erster Wert der nächsten Jiffy-Box: der nächste Wert, der etwas ändert</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="181"/>
        <source>Tick marks are clock ticks; Page Up/Down moves by one tick</source>
        <translation>Die Skalenstriche sind Timer-Ticks; Bild auf/Bild ab springt um einen Tick</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="182"/>
        <source>CONFIG_HZ of the kernel: pick one or type any value from 12 to 12287</source>
        <translation>CONFIG_HZ des Kernels: einen Wert auswählen oder einen beliebigen Wert von 12 bis 12287 eingeben</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="184"/>
        <source>64-bit</source>
        <translation>64-Bit</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="184"/>
        <source>32-bit</source>
        <translation>32-Bit</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="186"/>
        <source>uname -r, e.g. 6.12.18-amd64 (empty: unknown)</source>
        <translation>uname -r, z. B. 6.12.18-amd64 (leer: unbekannt)</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="187"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="188"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="189"/>
        <source>Jitterscope never runs this: copy it and run it yourself, on a test machine first. The value is global to the host, not per network namespace.</source>
        <translation>Jitterscope führt diesen Befehl nie selbst aus: Kopieren Sie ihn und führen Sie ihn selbst aus, zuerst auf einer Testmaschine. Der Wert gilt für den ganzen Host, nicht pro Netzwerk-Namespace.</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="226"/>
        <source>%1 (detected: %2)</source>
        <translation>%1 (erkannt: %2)</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="355"/>
        <source>%1 and %2 are the same box at HZ=%3: both give %4, the kernel cannot tell them apart</source>
        <translation>%1 und %2 liegen bei HZ=%3 in derselben Box: Beide ergeben %4, der Kernel kann sie nicht unterscheiden</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="360"/>
        <source>%1 vs %2</source>
        <translation>%1 vs. %2</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="361"/>
        <source>%1 and %2 differ at HZ=%3: %4</source>
        <translation>%1 und %2 unterscheiden sich bei HZ=%3: %4</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="373"/>
        <source>none: above %1 µs usecs_to_jiffies() returns MAX_JIFFY_OFFSET; only netdev_budget (%2 packets by default) ends a cycle</source>
        <translation>keins: Oberhalb von %1 µs gibt usecs_to_jiffies() MAX_JIFFY_OFFSET zurück; nur netdev_budget (standardmäßig %2 Pakete) beendet einen Zyklus</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="378"/>
        <source>none: with 0 jiffies every cycle stops after its first poll</source>
        <translation>keins: Mit 0 Jiffies endet jeder Zyklus nach seinem ersten Poll</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="380"/>
        <source>from almost 0 up to %1 µs: the limit is the next tick, which can come at once; plus the last poll</source>
        <translation>von fast 0 bis %1 µs: Das Limit ist der nächste Tick, der sofort kommen kann; zuzüglich des letzten Polls</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="384"/>
        <source>more than %1 µs, at most %2 µs (N−1 to N ticks of %3 µs), plus the last poll</source>
        <translation>mehr als %1 µs, höchstens %2 µs (N−1 bis N Ticks zu je %3 µs), zuzüglich des letzten Polls</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="388"/>
        <source>every value from %1 to %2 µs behaves the same; the next value that changes anything is &lt;b&gt;%3&lt;/b&gt; µs (%4)</source>
        <translation>alle Werte von %1 bis %2 µs verhalten sich gleich; der nächste Wert, der etwas ändert, ist &lt;b&gt;%3&lt;/b&gt; µs (%4)</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="394"/>
        <source>every value from %1 to %2 µs behaves the same; there is no larger value</source>
        <translation>alle Werte von %1 bis %2 µs verhalten sich gleich; es gibt keinen größeren Wert</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="397"/>
        <source>no sysctl: %1, hard-coded</source>
        <translation>kein sysctl: %1, fest einkodiert</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="398"/>
        <source>&lt;b&gt;%1 µs&lt;/b&gt; = %2</source>
        <translation>&lt;b&gt;%1 µs&lt;/b&gt; = %2</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="399"/>
        <source>&lt;b&gt;%1 µs&lt;/b&gt; = %2 from v5.7, &lt;b&gt;%3 µs&lt;/b&gt; before</source>
        <translation>&lt;b&gt;%1 µs&lt;/b&gt; = %2 ab v5.7, davor &lt;b&gt;%3 µs&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="405"/>
        <source>accepted</source>
        <translation>akzeptiert</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="406"/>
        <source>&lt;b style=&quot;color:%1&quot;&gt;rejected with EINVAL&lt;/b&gt;</source>
        <translation>&lt;b style=&quot;color:%1&quot;&gt;mit EINVAL abgelehnt&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="407"/>
        <source>&lt;b style=&quot;color:%1&quot;&gt;may be rejected with EINVAL&lt;/b&gt;</source>
        <translation>&lt;b style=&quot;color:%1&quot;&gt;wird möglicherweise mit EINVAL abgelehnt&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="411"/>
        <source>Jiffies N</source>
        <translation>Jiffies N</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="414"/>
        <source>Real time limit</source>
        <translation>Tatsächliches Zeitlimit</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="415"/>
        <source>Same box</source>
        <translation>Gleiche Box</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="416"/>
        <source>Default</source>
        <translation>Standardwert</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="417"/>
        <source>Minimum</source>
        <translation>Minimum</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="417"/>
        <source>%1 µs (2 jiffies) applies: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>%1 µs (2 Jiffies) gilt: &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="419"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="420"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="421"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="423"/>
        <source>Writing it</source>
        <translation>Beim Schreiben</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="424"/>
        <source>Softirq restarts</source>
        <translation>Softirq-Neustarts</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="424"/>
        <source>MAX_SOFTIRQ_TIME = msecs_to_jiffies(2) = %1: restarts only within %2 µs at most (%3 rounds), then ksoftirqd</source>
        <translation>MAX_SOFTIRQ_TIME = msecs_to_jiffies(2) = %1: Neustarts nur innerhalb von höchstens %2 µs (%3 Runden), danach ksoftirqd</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="430"/>
        <source>What the kernel makes of it</source>
        <translation>Was der Kernel daraus macht</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="447"/>
        <source>&lt;b&gt;Watch out&lt;/b&gt;</source>
        <translation>&lt;b&gt;Achtung&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>jitterscope::JiffyStaircasePlot</name>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="126"/>
        <source>no time limit</source>
        <translation>kein Zeitlimit</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="126"/>
        <source>%n jiffies</source>
        <translation>
            <numerusform>%n Jiffy</numerusform>
            <numerusform>%n Jiffies</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="200"/>
        <source>netdev_budget_usecs value (µs)</source>
        <translation>Wert von netdev_budget_usecs (µs)</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="201"/>
        <source>jiffies N</source>
        <translation>Jiffies N</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="333"/>
        <source>rejected (EINVAL)</source>
        <translation>abgelehnt (EINVAL)</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="333"/>
        <source>EINVAL?</source>
        <translation>EINVAL?</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="340"/>
        <source>no time limit (MAX_JIFFY_OFFSET)</source>
        <translation>kein Zeitlimit (MAX_JIFFY_OFFSET)</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="365"/>
        <source>default = minimum %1 µs</source>
        <translation>Standard = Minimum %1 µs</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="365"/>
        <source>default %1 µs</source>
        <translation>Standard %1 µs</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="367"/>
        <source>default %1 µs (or %2 µs)</source>
        <translation>Standard %1 µs (oder %2 µs)</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="372"/>
        <source>minimum %1 µs</source>
        <translation>Minimum %1 µs</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="377"/>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="386"/>
        <source>%1 µs → %2</source>
        <translation>%1 µs → %2</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="393"/>
        <source>HZ=%1, %2-bit: 1 tick = %3 µs</source>
        <translation>HZ=%1, %2 Bit: 1 Tick = %3 µs</translation>
    </message>
</context>
<context>
    <name>jitterscope::KernelEventsView</name>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="183"/>
        <source>work per poll</source>
        <translation>Arbeit pro Poll</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="184"/>
        <source>NET_RX run</source>
        <translation>NET_RX-Lauf</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="185"/>
        <source>polls</source>
        <translation>Polls</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="464"/>
        <source>work per poll (packets), visible time window</source>
        <translation>Arbeit pro Poll (Pakete), sichtbares Zeitfenster</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="187"/>
        <source>poll at budget</source>
        <translation>Poll am Budget</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="188"/>
        <source>run crossed a jiffy tick</source>
        <translation>Lauf über einen Jiffy-Tick</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="189"/>
        <source>captured packet</source>
        <translation>aufgezeichnetes Paket</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="190"/>
        <source>&amp;Device:</source>
        <translation>&amp;Gerät:</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="296"/>
        <source>All devices</source>
        <translation>Alle Geräte</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="302"/>
        <source>%1 (backlog of %2)</source>
        <translation>%1 (Backlog von %2)</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="303"/>
        <source>%1 (capture)</source>
        <translation>%1 (Aufzeichnung)</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="401"/>
        <source>CPU %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="435"/>
        <source>budget %1</source>
        <translation>Budget %1</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="446"/>
        <source>No trace loaded.</source>
        <translation>Kein Mitschnitt geladen.</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="450"/>
        <source>Kernel events were not recorded:
%1</source>
        <translation>Kernel-Ereignisse wurden nicht aufgezeichnet:
%1</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="454"/>
        <source>No kernel events in this trace.
Record them with Capture → Start → “Record kernel events” (the helper needs tracefs and CAP_PERFMON).</source>
        <translation>Keine Kernel-Ereignisse in diesem Mitschnitt.
Aufzeichnen mit Aufzeichnung → Start → „Kernel-Ereignisse aufzeichnen“ (der Helfer braucht tracefs und CAP_PERFMON).</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="457"/>
        <source>No napi polls or NET_RX runs recorded.</source>
        <translation>Keine NAPI-Polls oder NET_RX-Läufe aufgezeichnet.</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="464"/>
        <source>work per poll (packets), whole session</source>
        <translation>Arbeit pro Poll (Pakete), gesamte Sitzung</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="493"/>
        <source>Kernel events: not recorded.</source>
        <translation>Kernel-Ereignisse: nicht aufgezeichnet.</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="494"/>
        <source>%1 napi polls on %2 CPUs, %3 at budget; %4 NET_RX runs, p50 %5, p99 %6, max %7.</source>
        <translation>%1 NAPI-Polls auf %2 CPUs, %3 am Budget; %4 NET_RX-Läufe, p50 %5, p99 %6, max. %7.</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="502"/>
        <source>Runs crossing a jiffy tick (HZ %1): %2, expected from run time / tick %3.</source>
        <translation>Läufe über einen Jiffy-Tick (HZ %1): %2, aus Laufzeit / Tick erwartet %3.</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="507"/>
        <source>%1 events lost, %2 damaged blocks skipped.</source>
        <translation>%1 Ereignisse verloren, %2 beschädigte Blöcke übersprungen.</translation>
    </message>
</context>
<context>
    <name>jitterscope::KernelFacts</name>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="67"/>
        <source>confirmed</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="68"/>
        <source>inferred</source>
        <translation>erschlossen</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="71"/>
        <source>%1 reached the %2.%3 stable series in %4 (%5), but this release string does not say which stable sublevel it carries</source>
        <translation>%1 kam mit %4 in die Stable-Serie %2.%3 (%5), aber dieser Release-String verrät nicht, welchen Stable-Sublevel er enthält</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="83"/>
        <source>a release candidate of %1.%2 predates the stable backport of %3</source>
        <translation>ein Release Candidate von %1.%2 ist älter als die Stable-Rückportierung von %3</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="92"/>
        <source>%1 was backported to %2 (%3)</source>
        <translation>%1 wurde nach %2 zurückportiert (%3)</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="99"/>
        <source>%1 arrived in the %2.%3 series only with %4 (%5)</source>
        <translation>%1 kam in die Serie %2.%3 erst mit %4 (%5)</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="200"/>
        <source>distribution ABI number %1: the stable sublevel is not in the release string</source>
        <translation>ABI-Nummer der Distribution %1: Der Stable-Sublevel steht nicht im Release-String</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="223"/>
        <location filename="../core/kernel/kernel_version.cpp" line="281"/>
        <source>the kernel release is unknown</source>
        <translation>das Kernel-Release ist unbekannt</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="227"/>
        <source>before v4.12 there is no netdev_budget_usecs: net_rx_action stops at jiffies + 2</source>
        <translation>vor v4.12 gibt es kein netdev_budget_usecs: net_rx_action endet bei jiffies + 2</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="236"/>
        <source>a4837980fd9f (2 jiffies default) was merged before v5.7-rc1 (inferred)</source>
        <translation>a4837980fd9f (Standardwert 2 Jiffies) wurde vor v5.7-rc1 übernommen (erschlossen)</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="239"/>
        <source>since v5.7 (a4837980fd9f) the default is 2 jiffies: 2*USEC_PER_SEC/HZ</source>
        <translation>seit v5.7 (a4837980fd9f) ist der Standardwert 2 Jiffies: 2*USEC_PER_SEC/HZ</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="248"/>
        <source>v4.12 to v5.6 default to 2000 µs for every HZ (7acf8a1e8a28); no backport of a4837980fd9f to %1.%2 is known</source>
        <translation>v4.12 bis v5.6 verwenden für jedes HZ standardmäßig 2000 µs (7acf8a1e8a28); eine Rückportierung von a4837980fd9f nach %1.%2 ist nicht bekannt</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="285"/>
        <source>no netdev_budget_usecs sysctl before v4.12</source>
        <translation>vor v4.12 gibt es keinen sysctl netdev_budget_usecs</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="290"/>
        <source>c180188ec022 was merged during the v6.14 release candidates (February 2025); an early -rc may predate it</source>
        <translation>c180188ec022 wurde während der Release Candidates von v6.14 übernommen (Februar 2025); ein frühes -rc kann älter sein</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="297"/>
        <source>mainline since v6.14 (c180188ec022): writes below 2 jiffies fail with EINVAL</source>
        <translation>im Mainline-Kernel seit v6.14 (c180188ec022): Schreibvorgänge unter 2 Jiffies schlagen mit EINVAL fehl</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="307"/>
        <source>no backport of c180188ec022 to %1.%2 is known; the minimum is 0</source>
        <translation>eine Rückportierung von c180188ec022 nach %1.%2 ist nicht bekannt; das Minimum ist 0</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="322"/>
        <source>the sysctl does not exist on this kernel</source>
        <translation>dieser Kernel hat den sysctl nicht</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="326"/>
        <source>proc_dointvec_minmax accepts only int values: above 2147483647 the write fails with EINVAL</source>
        <translation>proc_dointvec_minmax akzeptiert nur int-Werte: oberhalb von 2147483647 schlägt das Schreiben mit EINVAL fehl</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="333"/>
        <source>below the minimum %1 µs (2 jiffies): EINVAL</source>
        <translation>unter dem Minimum %1 µs (2 Jiffies): EINVAL</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="337"/>
        <source>below the minimum %1 µs; whether this kernel has the minimum is unknown</source>
        <translation>unter dem Minimum %1 µs; ob dieser Kernel das Minimum hat, ist unbekannt</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="342"/>
        <source>below 2*USEC_PER_SEC/HZ = %1 µs but accepted: this kernel has no minimum</source>
        <translation>unter 2*USEC_PER_SEC/HZ = %1 µs, aber akzeptiert: Dieser Kernel hat kein Minimum</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="347"/>
        <source>accepted</source>
        <translation>akzeptiert</translation>
    </message>
</context>
<context>
    <name>jitterscope::KeyFigures</name>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="211"/>
        <source>Packets</source>
        <translation>Pakete</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="212"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="213"/>
        <source>Gap min</source>
        <translation>Abstand min.</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="214"/>
        <source>Gap p50</source>
        <translation>Abstand p50</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="215"/>
        <source>Gap p90</source>
        <translation>Abstand p90</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="216"/>
        <source>Gap p99</source>
        <translation>Abstand p99</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="217"/>
        <source>Gap p99.9</source>
        <translation>Abstand p99.9</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="218"/>
        <source>Gap max</source>
        <translation>Abstand max.</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="219"/>
        <source>Gap mean</source>
        <translation>Abstand Mittelwert</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="220"/>
        <source>Gap standard deviation</source>
        <translation>Abstand Standardabweichung</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="222"/>
        <source>Max |gap − nominal|</source>
        <translation>Max. |Abstand − Soll|</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="224"/>
        <source>p99 |gap − nominal|</source>
        <translation>p99 |Abstand − Soll|</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="226"/>
        <source>Bursts (≥ 2 packets)</source>
        <translation>Bursts (≥ 2 Pakete)</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="228"/>
        <source>Mean burst size (packets)</source>
        <translation>Mittlere Burst-Größe (Pakete)</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="230"/>
        <source>Max burst size (packets)</source>
        <translation>Max. Burst-Größe (Pakete)</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="232"/>
        <source>p99 idle gap between bursts</source>
        <translation>p99 Ruheabstand zwischen Bursts</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="168"/>
        <location filename="../core/sim/sim_snapshot.cpp" line="243"/>
        <source>time_squeeze per second</source>
        <translation>time_squeeze pro Sekunde</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="182"/>
        <source>NAPI polls per second</source>
        <translation>NAPI-Polls pro Sekunde</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="184"/>
        <source>Mean packets per poll</source>
        <translation>Mittlere Pakete je Poll</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="186"/>
        <source>Polls that used their whole budget</source>
        <translation>Polls, die ihr ganzes Budget nutzten</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="188"/>
        <source>NET_RX runs per second</source>
        <translation>NET_RX-Läufe pro Sekunde</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="190"/>
        <source>NET_RX run p50</source>
        <translation>NET_RX-Lauf p50</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="192"/>
        <source>NET_RX run p99</source>
        <translation>NET_RX-Lauf p99</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="194"/>
        <source>NET_RX run max</source>
        <translation>NET_RX-Lauf max</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="199"/>
        <source>NET_RX runs crossing a tick per second</source>
        <translation>NET_RX-Läufe über einen Tick pro Sekunde</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="202"/>
        <source>Tick crossings per NET_RX run (run time / tick)</source>
        <translation>Tick-Übergänge je NET_RX-Lauf (Laufzeit / Tick)</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="245"/>
        <source>… by the time limit only</source>
        <translation>… nur durch das Zeitlimit</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="247"/>
        <source>… by the packet budget only</source>
        <translation>… nur durch das Paketbudget</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="249"/>
        <source>… by both at once</source>
        <translation>… durch beide gleichzeitig</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="251"/>
        <source>CPU share</source>
        <translation>CPU-Anteil</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="252"/>
        <source>Dropped (ring full)</source>
        <translation>Verworfen (Ring voll)</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="254"/>
        <source>Latency p50</source>
        <translation>Latenz p50</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="256"/>
        <source>Latency p99</source>
        <translation>Latenz p99</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="258"/>
        <source>Latency p99.9</source>
        <translation>Latenz p99.9</translation>
    </message>
</context>
<context>
    <name>jitterscope::LabController</name>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="57"/>
        <source>Open Trace for Comparison</source>
        <translation>Mitschnitt zum Vergleich öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="58"/>
        <source>Packet traces (*.pcapng *.pcap *.cap *.ntar);;All files (*)</source>
        <translation>Paketmitschnitte (*.pcapng *.pcap *.cap *.ntar);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="81"/>
        <source>Use Current Trace as &amp;A (before)</source>
        <translation>Aktuellen Mitschnitt als &amp;A verwenden (vorher)</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="82"/>
        <source>Use Current Trace as &amp;B (after)</source>
        <translation>Aktuellen Mitschnitt als &amp;B verwenden (nachher)</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="83"/>
        <source>Open Trace as A…</source>
        <translation>Mitschnitt als A öffnen…</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="84"/>
        <source>Open Trace as B…</source>
        <translation>Mitschnitt als B öffnen…</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="107"/>
        <source>Simulation: HZ=%1, %2 µs, %3 pps</source>
        <translation>Simulation: HZ=%1, %2 µs, %3 pps</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="130"/>
        <source>Reading %1 for the comparison…</source>
        <translation>%1 wird für den Vergleich gelesen…</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="29"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="140"/>
        <source>%1 is side A of the comparison.</source>
        <translation>%1 ist Seite A des Vergleichs.</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="141"/>
        <source>%1 is side B of the comparison.</source>
        <translation>%1 ist Seite B des Vergleichs.</translation>
    </message>
</context>
<context>
    <name>jitterscope::LiveSession</name>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="44"/>
        <location filename="../app/gui/capture_controller.cpp" line="170"/>
        <source>The capture was stopped before it started.</source>
        <translation>Die Aufzeichnung wurde beendet, bevor sie begonnen hatte.</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="46"/>
        <source>The capture helper could not be started.

%1</source>
        <translation>Das Aufzeichnungs-Hilfsprogramm konnte nicht gestartet werden.

%1</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="53"/>
        <source>The capture helper has no permission to capture. Jitterscope itself never needs root: grant the helper its capture rights once, as root, then start the capture again:

    %1

setcap is lost whenever the helper is rebuilt or reinstalled.

The helper said:
%2</source>
        <translation>Das Aufzeichnungs-Hilfsprogramm hat keine Berechtigung zum Aufzeichnen. Jitterscope selbst braucht nie root-Rechte: Erteilen Sie dem Hilfsprogramm einmalig als root seine Aufzeichnungsrechte und starten Sie die Aufzeichnung dann erneut:

    %1

Die mit setcap gesetzten Rechte gehen verloren, sobald das Hilfsprogramm neu gebaut oder neu installiert wird.

Meldung des Hilfsprogramms:
%2</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="63"/>
        <source>The capture ended with an error:
%1</source>
        <translation>Die Aufzeichnung wurde mit einem Fehler beendet:
%1</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="65"/>
        <source>The capture could not start:
%1</source>
        <translation>Die Aufzeichnung konnte nicht starten:
%1</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="69"/>
        <source>The capture helper did not stop within %1 s and was killed. The session file ends at its last flush (at most 40 ms of data are missing).</source>
        <translation>Das Aufzeichnungs-Hilfsprogramm hat sich nicht innerhalb von %1 s beendet und wurde zwangsweise beendet (kill). Die Sitzungsdatei endet beim letzten Flush (es fehlen höchstens 40 ms an Daten).</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="74"/>
        <source>The capture helper was ended by signal %1 (%2). The session file ends at its last flush.</source>
        <translation>Das Aufzeichnungs-Hilfsprogramm wurde durch Signal %1 (%2) beendet. Die Sitzungsdatei endet beim letzten Flush.</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="80"/>
        <source>The stream from the capture helper could not be read to its end; the analysis covers the packets before the damage.
%1</source>
        <translation>Der Datenstrom des Aufzeichnungs-Hilfsprogramms konnte nicht bis zum Ende gelesen werden; die Analyse umfasst die Pakete vor der beschädigten Stelle.
%1</translation>
    </message>
</context>
<context>
    <name>jitterscope::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="186"/>
        <source>Capturing into %1…</source>
        <translation>Aufzeichnung nach %1…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="197"/>
        <source>Capture finished: session saved in %1.</source>
        <translation>Aufzeichnung beendet: Sitzung in %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="203"/>
        <source>Capture</source>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="239"/>
        <source>About Jitterscope</source>
        <translation>Über Jitterscope</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="240"/>
        <source>&lt;h3&gt;Jitterscope %1&lt;/h3&gt;&lt;p&gt;Shows where UDP jitter comes from: NAPI batching, softirq budgets and their jiffy rounding, and timestamps that lie.&lt;/p&gt;&lt;p&gt;Timestamps are integer nanoseconds end to end.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Jitterscope %1&lt;/h3&gt;&lt;p&gt;Zeigt, woher UDP-Jitter kommt: NAPI-Batching, Softirq-Budgets und ihre Jiffy-Rundung sowie Zeitstempel, die lügen.&lt;/p&gt;&lt;p&gt;Zeitstempel sind durchgängig ganzzahlige Nanosekunden.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="273"/>
        <source>Jitterscope</source>
        <translation>Jitterscope</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="273"/>
        <source>%1 — Jitterscope</source>
        <translation>%1 — Jitterscope</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="274"/>
        <source>Inter-arrival histogram</source>
        <translation>Ankunftsabstands-Histogramm</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="275"/>
        <source>NAPI burst timeline</source>
        <translation>NAPI-Burst-Zeitverlauf</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="276"/>
        <source>Stages</source>
        <translation>Stufen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="277"/>
        <source>I/O graph</source>
        <translation>E/A-Graph</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="278"/>
        <source>Softnet (per CPU)</source>
        <translation>Softnet (pro CPU)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="279"/>
        <source>Kernel events</source>
        <translation>Kernel-Ereignisse</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="280"/>
        <source>Comments</source>
        <translation>Kommentare</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="281"/>
        <source>&amp;Capture</source>
        <translation>Auf&amp;zeichnung</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="283"/>
        <source>Tuning lab: jiffy box</source>
        <translation>Tuning-Labor: Jiffy-Box</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="284"/>
        <source>NAPI simulator</source>
        <translation>NAPI-Simulator</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="285"/>
        <source>Before / after</source>
        <translation>Vorher / nachher</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="286"/>
        <source>C&amp;ompare</source>
        <translation>&amp;Vergleich</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="318"/>
        <source>Packet traces (%1);;All files (*)</source>
        <translation>Paketmitschnitte (%1);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="421"/>
        <source>Damaged trace: %1 at byte offset %2; showing the %Ln packets read before it.</source>
        <translation>
            <numerusform>Beschädigter Mitschnitt: %1 bei Byte-Offset %2; angezeigt wird das %Ln davor gelesene Paket.</numerusform>
            <numerusform>Beschädigter Mitschnitt: %1 bei Byte-Offset %2; angezeigt werden die %Ln davor gelesenen Pakete.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="426"/>
        <source>Cancelled: showing the first %Ln packets.</source>
        <translation>
            <numerusform>Abgebrochen: angezeigt wird das erste %Ln Paket.</numerusform>
            <numerusform>Abgebrochen: angezeigt werden die ersten %Ln Pakete.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="428"/>
        <source>%1, %2.</source>
        <translation>%1, %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="428"/>
        <source>%Ln packets</source>
        <translation>
            <numerusform>%Ln Paket</numerusform>
            <numerusform>%Ln Pakete</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="429"/>
        <source>%Ln flows</source>
        <translation>
            <numerusform>%Ln Fluss</numerusform>
            <numerusform>%Ln Flüsse</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/load_progress.cpp" line="52"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="289"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="290"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="291"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="292"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="293"/>
        <source>&amp;Open Trace…</source>
        <translation>Mitschnitt ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../app/gui/plot_exporter.cpp" line="31"/>
        <source>&amp;Export Plot…</source>
        <translation>Diagramm &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../app/gui/plot_exporter.cpp" line="32"/>
        <source>Export Plot &amp;Data (CSV)…</source>
        <translation>Diagramm&amp;daten exportieren (CSV)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="295"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="296"/>
        <source>&amp;Logarithmic Gap Axis</source>
        <translation>&amp;Logarithmische Abstandsachse</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="297"/>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="298"/>
        <source>&amp;Next View</source>
        <translation>&amp;Nächste Ansicht</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="299"/>
        <source>P&amp;revious View</source>
        <translation>&amp;Vorherige Ansicht</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="300"/>
        <source>&amp;About Jitterscope</source>
        <translation>&amp;Über Jitterscope</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="302"/>
        <source>Open a pcap or pcapng trace: File → Open, or drop a file here.</source>
        <translation>Öffnen Sie einen pcap- oder pcapng-Mitschnitt: Datei → Mitschnitt öffnen, oder ziehen Sie eine Datei hierher.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="317"/>
        <source>Open Trace</source>
        <translation>Mitschnitt öffnen</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="384"/>
        <source>Stop the capture before opening a trace.</source>
        <translation>Beenden Sie die Aufzeichnung, bevor Sie einen Mitschnitt öffnen.</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="395"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="444"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="446"/>
        <source>Cannot open trace</source>
        <translation>Mitschnitt kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="447"/>
        <source>Cannot open %1:
%2</source>
        <translation>%1 kann nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <location filename="../app/gui/plot_exporter.cpp" line="87"/>
        <source>Export Plot</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/plot_exporter.cpp" line="103"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/plot_exporter.cpp" line="86"/>
        <source>Export Plot Data</source>
        <translation>Diagrammdaten exportieren</translation>
    </message>
    <message>
        <location filename="../app/gui/plot_exporter.cpp" line="54"/>
        <source>This page has no plot to export.</source>
        <translation>Diese Seite hat kein Diagramm zum Exportieren.</translation>
    </message>
    <message>
        <location filename="../app/gui/plot_exporter.cpp" line="64"/>
        <source>Plot:</source>
        <translation>Diagramm:</translation>
    </message>
    <message>
        <location filename="../app/gui/plot_exporter.cpp" line="77"/>
        <source>nothing to write</source>
        <translation>nichts zu schreiben</translation>
    </message>
    <message>
        <location filename="../app/gui/plot_exporter.cpp" line="92"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>jitterscope::SimParamsForm</name>
    <message>
        <location filename="../core/sim/presets.cpp" line="126"/>
        <source>Cliff, HZ=1000: 1000 µs</source>
        <translation>Sprungstelle, HZ=1000: 1000 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="128"/>
        <source>Cliff, HZ=1000: 1001 µs</source>
        <translation>Sprungstelle, HZ=1000: 1001 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="130"/>
        <source>Cliff, HZ=1000: 1 µs (same box as 1000)</source>
        <translation>Sprungstelle, HZ=1000: 1 µs (gleiche Box wie 1000)</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="132"/>
        <source>Cliff, HZ=250: 4000 µs</source>
        <translation>Sprungstelle, HZ=250: 4000 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="134"/>
        <source>Cliff, HZ=250: 4001 µs</source>
        <translation>Sprungstelle, HZ=250: 4001 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="137"/>
        <source>Cliff, HZ=250: recipe 2000 µs (same box as 4000)</source>
        <translation>Sprungstelle, HZ=250: Rezeptwert 2000 µs (gleiche Box wie 4000)</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="139"/>
        <source>12 µs stream: NAPI, rx-usecs 100</source>
        <translation>Strom alle 12 µs: NAPI, rx-usecs 100</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="142"/>
        <source>12 µs stream: per-packet interrupts</source>
        <translation>Strom alle 12 µs: Interrupt pro Paket</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="145"/>
        <source>12 µs stream: NAPI, rx-usecs 200</source>
        <translation>Strom alle 12 µs: NAPI, rx-usecs 200</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="149"/>
        <source>12 µs stream: rx-usecs 200, gro_flush_timeout 20 µs, napi_defer_hard_irqs 1</source>
        <translation>Strom alle 12 µs: rx-usecs 200, gro_flush_timeout 20 µs, napi_defer_hard_irqs 1</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="164"/>
        <source>Loopback lab, ftrace on: 1 µs</source>
        <translation>Loopback-Labor, ftrace an: 1 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="167"/>
        <source>Loopback lab, ftrace on: 500 µs</source>
        <translation>Loopback-Labor, ftrace an: 500 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="169"/>
        <source>Loopback lab, ftrace on: 1000 µs</source>
        <translation>Loopback-Labor, ftrace an: 1000 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="171"/>
        <source>Loopback lab, ftrace on: 1001 µs</source>
        <translation>Loopback-Labor, ftrace an: 1001 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="172"/>
        <source>Loopback lab, ftrace off: 1 µs</source>
        <translation>Loopback-Labor, ftrace aus: 1 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="175"/>
        <source>Loopback lab, ftrace off: 500 µs</source>
        <translation>Loopback-Labor, ftrace aus: 500 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="177"/>
        <source>Loopback lab, ftrace off: 1000 µs</source>
        <translation>Loopback-Labor, ftrace aus: 1000 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="179"/>
        <source>Loopback lab, ftrace off: 1001 µs</source>
        <translation>Loopback-Labor, ftrace aus: 1001 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="190"/>
        <source>Loopback lab: netdev_budget 300 never binds</source>
        <translation>Loopback-Labor: netdev_budget 300 greift nie</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="194"/>
        <source>netdev_budget binds: rx-usecs 500 at 1 Mpps</source>
        <translation>netdev_budget greift: rx-usecs 500 bei 1 Mpps</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="154"/>
        <source>netdev_budget binds: bursts of 1000 packets</source>
        <translation>netdev_budget greift: Bursts von 1000 Paketen</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="116"/>
        <source>Preset</source>
        <translation>Voreinstellung</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="117"/>
        <location filename="../widgets/sim_params_form.cpp" line="134"/>
        <source>Parameter sets that tell the netdev_budget_usecs cliff and the NAPI burst story</source>
        <translation>Parametersätze, die die Sprungstelle von netdev_budget_usecs und die Entstehung der NAPI-Bursts vorführen</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="118"/>
        <source>HZ</source>
        <translation>HZ</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="118"/>
        <source>Kernel tick rate (CONFIG_HZ): the jiffy clock netdev_budget_usecs is measured in</source>
        <translation>Tick-Rate des Kernels (CONFIG_HZ): der Jiffy-Takt, in dem netdev_budget_usecs gemessen wird</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="119"/>
        <source>netdev_budget_usecs</source>
        <translation>netdev_budget_usecs</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="120"/>
        <source>net.core.netdev_budget_usecs: time limit of one net_rx_action run</source>
        <translation>net.core.netdev_budget_usecs: Zeitlimit eines net_rx_action-Durchlaufs</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="121"/>
        <source>netdev_budget</source>
        <translation>netdev_budget</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="121"/>
        <source>net.core.netdev_budget: packet limit of one net_rx_action run</source>
        <translation>net.core.netdev_budget: Paketlimit eines net_rx_action-Durchlaufs</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="122"/>
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="122"/>
        <source>Offered packets per second</source>
        <translation>Angebotene Pakete pro Sekunde</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="123"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="123"/>
        <source>Simulated seconds</source>
        <translation>Simulierte Sekunden</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="124"/>
        <source>Arrivals</source>
        <translation>Ankünfte</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="124"/>
        <source>How packets arrive at the NIC</source>
        <translation>Wie die Pakete an der Netzwerkkarte ankommen</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="125"/>
        <source>Burst size</source>
        <translation>Burst-Größe</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="125"/>
        <source>Packets per burst with bursty arrivals</source>
        <translation>Pakete pro Burst bei burstartigen Ankünften</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="126"/>
        <source>Cost per packet</source>
        <translation>Kosten pro Paket</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="126"/>
        <source>CPU time of driver and stack per packet</source>
        <translation>CPU-Zeit von Treiber und Netzwerk-Stack pro Paket</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="127"/>
        <source>rx-usecs</source>
        <translation>rx-usecs</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="127"/>
        <source>Interrupt coalescing time (ethtool -C rx-usecs), 0 = off</source>
        <translation>Zeit für Interrupt-Coalescing (ethtool -C rx-usecs), 0 = aus</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="128"/>
        <source>rx-frames</source>
        <translation>rx-frames</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="128"/>
        <source>Interrupt after this many frames (ethtool -C rx-frames), 0 = not used</source>
        <translation>Interrupt nach so vielen Frames (ethtool -C rx-frames), 0 = nicht verwendet</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="129"/>
        <source>gro_flush_timeout</source>
        <translation>gro_flush_timeout</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="129"/>
        <source>Re-poll by timer instead of re-enabling the interrupt, 0 = off</source>
        <translation>Per Timer erneut pollen, statt den Interrupt wieder freizugeben, 0 = aus</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="130"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="130"/>
        <source>Linux NAPI polling, or one interrupt per packet (FreeBSD-like contrast)</source>
        <translation>Linux-NAPI-Polling oder ein Interrupt pro Paket (Gegenmodell nach FreeBSD-Art)</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="131"/>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="131"/>
        <source>Random seed: equal parameters and seed give the same run</source>
        <translation>Zufallsstartwert: Gleiche Parameter und gleicher Startwert ergeben denselben Lauf</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="133"/>
        <source>Story preset</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="140"/>
        <source> packets/s</source>
        <translation> Pakete/s</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="141"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="142"/>
        <location filename="../widgets/sim_params_form.cpp" line="146"/>
        <source> µs</source>
        <translation> µs</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="143"/>
        <location filename="../widgets/sim_params_form.cpp" line="144"/>
        <source> packets</source>
        <translation> Pakete</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="145"/>
        <location filename="../widgets/sim_params_form.cpp" line="148"/>
        <source> ns</source>
        <translation> ns</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="147"/>
        <source> frames</source>
        <translation> Frames</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="153"/>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="158"/>
        <source>Constant</source>
        <translation>Konstant</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="158"/>
        <source>Poisson</source>
        <translation>Poisson</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="158"/>
        <source>Bursts</source>
        <translation>Bursts</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="161"/>
        <source>NAPI (Linux)</source>
        <translation>NAPI (Linux)</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="161"/>
        <source>Per-packet interrupt</source>
        <translation>Interrupt pro Paket</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/sim_params_form.cpp" line="282"/>
        <source>bursts of %Ln packets every %1</source>
        <translation>
            <numerusform>Bursts von %Ln Paket alle %1</numerusform>
            <numerusform>Bursts von %Ln Paketen alle %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="284"/>
        <source>one packet every %1 on average</source>
        <translation>im Mittel ein Paket alle %1</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="293"/>
        <source>beyond the clamp: no time limit at all</source>
        <translation>jenseits der Kappungsgrenze: überhaupt kein Zeitlimit</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="298"/>
        <source>usecs_to_jiffies = %1: the limit fires %2–%3 after a run starts; %4–%5 µs all behave the same</source>
        <translation>usecs_to_jiffies = %1: Das Limit greift %2–%3 nach Beginn eines Durchlaufs; %4–%5 µs verhalten sich alle gleich</translation>
    </message>
</context>
<context>
    <name>jitterscope::SimulatorView</name>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="250"/>
        <source>No simulation yet.
Pick a story preset or set the parameters, then press Run.</source>
        <translation>Noch keine Simulation.
Wählen Sie ein Szenario oder setzen Sie die Parameter und drücken Sie dann „Simulation ausführen“.</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="252"/>
        <source>No simulation yet.
The delivery of every simulated packet appears here after a run.</source>
        <translation>Noch keine Simulation.
Nach einem Lauf erscheint hier die Zustellung jedes simulierten Pakets.</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="257"/>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="258"/>
        <source>Inter-arrival histogram</source>
        <translation>Ankunftsabstands-Histogramm</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="259"/>
        <source>Burst timeline</source>
        <translation>Burst-Zeitverlauf</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="260"/>
        <location filename="../widgets/simulator_view.cpp" line="292"/>
        <source>Simulating…</source>
        <translation>Simulation läuft…</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="260"/>
        <location filename="../widgets/simulator_view.cpp" line="292"/>
        <source>Run simulation</source>
        <translation>Simulation ausführen</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="261"/>
        <source>Run the model with these parameters (Ctrl+Return)</source>
        <translation>Das Modell mit diesen Parametern ausführen (Strg+Return)</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="262"/>
        <source>Compare as A</source>
        <translation>Als A vergleichen</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="263"/>
        <source>Compare as B</source>
        <translation>Als B vergleichen</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="264"/>
        <source>Use this run as side A of the before/after comparison</source>
        <translation>Diesen Lauf als Seite A des Vorher-/Nachher-Vergleichs verwenden</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="265"/>
        <source>Use this run as side B of the before/after comparison</source>
        <translation>Diesen Lauf als Seite B des Vorher-/Nachher-Vergleichs verwenden</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="266"/>
        <source>time_squeeze: net_rx_action runs cut short</source>
        <translation>time_squeeze: vorzeitig beendete net_rx_action-Durchläufe</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="267"/>
        <source>The kernel&apos;s counter (/proc/net/softnet_stat, third column) only has the total. Which limit fired is what the model knows and the kernel counter cannot tell.</source>
        <translation>Der Zähler des Kernels (/proc/net/softnet_stat, dritte Spalte) enthält nur die Summe. Welches Limit gegriffen hat, weiß nur das Modell; der Kernel-Zähler kann es nicht sagen.</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="270"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="270"/>
        <source>Time limit only</source>
        <translation>Nur Zeitlimit</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="270"/>
        <source>Packet budget only</source>
        <translation>Nur Paketbudget</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="270"/>
        <source>Both at once</source>
        <translation>Beide gleichzeitig</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="271"/>
        <source>CPU share</source>
        <translation>CPU-Anteil</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="271"/>
        <source>Latency p50 · p99 · p99.9</source>
        <translation>Latenz p50 · p99 · p99.9</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="271"/>
        <source>Delivery gap p99</source>
        <translation>Zustellabstand p99</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="271"/>
        <source>Bursts (≥ 2 packets)</source>
        <translation>Bursts (≥ 2 Pakete)</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="272"/>
        <source>Packets</source>
        <translation>Pakete</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="272"/>
        <source>Time limit N (jiffies)</source>
        <translation>Zeitlimit N (Jiffies)</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="331"/>
        <source>HZ=%1, netdev_budget_usecs %2 µs, netdev_budget %3, %4 packets/s</source>
        <translation>HZ=%1, netdev_budget_usecs %2 µs, netdev_budget %3, %4 Pakete/s</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="337"/>
        <source>, per-packet interrupts</source>
        <translation>, Interrupt pro Paket</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="339"/>
        <source>, rx-usecs %1</source>
        <translation>, rx-usecs %1</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="341"/>
        <source>, rx-frames %1</source>
        <translation>, rx-frames %1</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="343"/>
        <source>, gro_flush_timeout %1</source>
        <translation>, gro_flush_timeout %1</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="352"/>
        <source>Pick a preset or set the parameters, then run the simulation.</source>
        <translation>Wählen Sie eine Voreinstellung oder setzen Sie die Parameter, und führen Sie dann die Simulation aus.</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="358"/>
        <source>Run: %1 · %2 s simulated in %3</source>
        <translation>Lauf: %1 · %2 s simuliert in %3</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="361"/>
        <source>The parameters changed since this run: press Run to see their effect.</source>
        <translation>Die Parameter wurden seit diesem Lauf geändert: Führen Sie die Simulation erneut aus, um ihre Wirkung zu sehen.</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="374"/>
        <source>%1 /s</source>
        <translation>%1 /s</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="376"/>
        <source>%1 in the %2 s run</source>
        <translation>%1 im Lauf über %2 s</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="378"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="379"/>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="384"/>
        <source>%1 · mean %2 · largest %3</source>
        <translation>%1 · Mittel %2 · größter %3</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="388"/>
        <source>Runs of packets delivered less than %1 apart: how many have at least two packets, their mean and largest size in packets</source>
        <translation>Folgen von Paketen, die im Abstand von weniger als %1 zugestellt wurden: wie viele davon mindestens zwei Pakete haben, ihre mittlere und ihre größte Größe in Paketen</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="392"/>
        <source>%1 delivered · %2 dropped</source>
        <translation>%1 zugestellt · %2 verworfen</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="393"/>
        <source>Dropped: arrivals to a full RX ring (%1 descriptors)</source>
        <translation>Verworfen: Ankünfte bei vollem RX-Ring (%1 Deskriptoren)</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="395"/>
        <source>%1 · ksoftirqd woken %2×</source>
        <translation>%1 · ksoftirqd %2× geweckt</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="397"/>
        <source>usecs_to_jiffies(netdev_budget_usecs) = %1; MAX_SOFTIRQ_TIME = %2</source>
        <translation>usecs_to_jiffies(netdev_budget_usecs) = %1; MAX_SOFTIRQ_TIME = %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/simulator_view.cpp" line="398"/>
        <location filename="../widgets/simulator_view.cpp" line="399"/>
        <source>%n jiffies</source>
        <translation>
            <numerusform>%n Jiffy</numerusform>
            <numerusform>%n Jiffies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jitterscope::SoftnetView</name>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="172"/>
        <source>processed/s</source>
        <translation>verarbeitet/s</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="173"/>
        <source>dropped/s</source>
        <translation>verworfen/s</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="174"/>
        <source>time_squeeze/s</source>
        <translation>time_squeeze/s</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="175"/>
        <source>CPU numbers come from line positions in /proc/net/softnet_stat (this kernel has no CPU column): once a CPU goes offline, the lines after it are attributed to the wrong CPU.</source>
        <translation>Die CPU-Nummern ergeben sich aus der Zeilenposition in /proc/net/softnet_stat (dieser Kernel hat keine CPU-Spalte): Sobald eine CPU offline geht, werden die Zeilen danach der falschen CPU zugeordnet.</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="301"/>
        <source>CPU %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="336"/>
        <source>CPU %1 online</source>
        <translation>CPU %1 online</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="336"/>
        <source>CPU %1 offline</source>
        <translation>CPU %1 offline</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="343"/>
        <source>This trace has no softnet samples — record one with Capture → Start.</source>
        <translation>Dieser Mitschnitt enthält keine Softnet-Messungen – zeichnen Sie einen mit Aufzeichnung → Aufzeichnung starten auf.</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="345"/>
        <source>Waiting for softnet samples…</source>
        <translation>Warte auf Softnet-Messungen…</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="346"/>
        <source>One softnet sample so far: rates need two.</source>
        <translation>Bisher eine Softnet-Messung: Für Raten sind zwei nötig.</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="358"/>
        <source>Softnet per CPU</source>
        <translation>Softnet pro CPU</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/softnet_view.cpp" line="359"/>
        <source>Softnet per CPU · %Ln samples · total dropped %1 · total time_squeeze %2</source>
        <translation>
            <numerusform>Softnet pro CPU · %Ln Stichprobe · insgesamt verworfen %1 · insgesamt time_squeeze %2</numerusform>
            <numerusform>Softnet pro CPU · %Ln Stichproben · insgesamt verworfen %1 · insgesamt time_squeeze %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="369"/>
        <source>Time since first packet (drag to pan, wheel to zoom, double-click for all)</source>
        <translation>Zeit seit dem ersten Paket (Ziehen verschiebt, Mausrad zoomt, Doppelklick zeigt alles)</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="370"/>
        <source>Time since first softnet sample (drag to pan, wheel to zoom, double-click for all)</source>
        <translation>Zeit seit der ersten Softnet-Messung (Ziehen verschiebt, Mausrad zoomt, Doppelklick zeigt alles)</translation>
    </message>
</context>
<context>
    <name>jitterscope::StagesView</name>
    <message>
        <location filename="../widgets/stages_view.cpp" line="169"/>
        <source>No flow carries a sender or delivery time: stages need probe, iperf3 or RTP traffic, or a Jitterscope capture session.</source>
        <translation>Kein Fluss trägt eine Sende- oder Zustellzeit: Die Stufen brauchen Probe-, iperf3- oder RTP-Verkehr oder eine Jitterscope-Aufzeichnungssitzung.</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="171"/>
        <source>Open a trace or start a capture.</source>
        <translation>Öffnen Sie einen Mitschnitt oder starten Sie eine Aufzeichnung.</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="173"/>
        <source>No verdict: fewer than two stages were recorded, or none varies.</source>
        <translation>Kein Urteil: weniger als zwei Stufen aufgezeichnet, oder keine schwankt.</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="178"/>
        <source>%1 % of the p99 arrival jitter is the sender&apos;s own pacing</source>
        <translation>%1 % des p99-Ankunftsjitters stammen aus der Taktung des Senders selbst</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="182"/>
        <source>%1 % of the p99 arrival jitter is added between the sender and the kernel (network and receive path)</source>
        <translation>%1 % des p99-Ankunftsjitters entstehen zwischen Sender und Kernel (Netz und Empfangspfad)</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="188"/>
        <source>%1 % of the p99 arrival jitter is added between the kernel and the application</source>
        <translation>%1 % des p99-Ankunftsjitters entstehen zwischen Kernel und Anwendung</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="196"/>
        <source>Its rarest excursions (p99.9) come mostly (%1 %) from the sender&apos;s own pacing.</source>
        <translation>Seine seltensten Ausreißer (p99.9) stammen überwiegend (%1 %) aus der Taktung des Senders selbst.</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="198"/>
        <source>Its rarest excursions (p99.9) come mostly (%1 %) from between the sender and the kernel.</source>
        <translation>Seine seltensten Ausreißer (p99.9) entstehen überwiegend (%1 %) zwischen Sender und Kernel.</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="199"/>
        <source>Its rarest excursions (p99.9) come mostly (%1 %) from between the kernel and the application.</source>
        <translation>Seine seltensten Ausreißer (p99.9) entstehen überwiegend (%1 %) zwischen Kernel und Anwendung.</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="207"/>
        <source>No sender time: not a probe, iperf3 or RTP flow (sender and network stages need one).</source>
        <translation>Keine Sendezeit: kein Probe-, iperf3- oder RTP-Fluss (Sender- und Netzstufe brauchen sie).</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="209"/>
        <source>No delivery time: not a Jitterscope capture session (tcpdump and dumpcap record none).</source>
        <translation>Keine Zustellzeit: keine Jitterscope-Aufzeichnungssitzung (tcpdump und dumpcap zeichnen keine auf).</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="211"/>
        <source>RTP: the network delay is relative (timestamp / clock rate, the first packet as origin).</source>
        <translation>RTP: Die Netzverzögerung ist relativ (Zeitstempel / Taktrate, das erste Paket als Ursprung).</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="213"/>
        <source>The sender&apos;s clock is not the capture&apos;s wall clock (iperf3 stamps its monotonic clock): the network delay is a variation only, its offset means nothing.</source>
        <translation>Die Uhr des Senders ist nicht die Systemuhr der Aufzeichnung (iperf3 stempelt seine monotone Uhr): die Netzverzögerung ist nur eine Schwankung, ihr Versatz bedeutet nichts.</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="216"/>
        <source>Network delay minus its minimum (%1); the minimum is a one-way delay only when sender and capture share one host&apos;s clock.</source>
        <translation>Netzverzögerung minus ihr Minimum (%1); das Minimum ist nur dann eine Einwegverzögerung, wenn Sender und Aufzeichnung die Uhr eines Hosts teilen.</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="226"/>
        <source>not recorded</source>
        <translation>nicht aufgezeichnet</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="294"/>
        <source>Flow:</source>
        <translation>Fluss:</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="295"/>
        <source>Packets</source>
        <translation>Pakete</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="295"/>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="295"/>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="295"/>
        <source>max</source>
        <translation>max.</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="296"/>
        <source>Sender: send gap − nominal</source>
        <translation>Sender: Sendeabstand − Nennwert</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="296"/>
        <source>Network: delay variation (PDV)</source>
        <translation>Netz: Verzögerungsschwankung (PDV)</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="297"/>
        <source>Network: IPDV</source>
        <translation>Netz: IPDV</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="297"/>
        <source>Kernel → application: delivery delay</source>
        <translation>Kernel → Anwendung: Zustellverzögerung</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="298"/>
        <source>Kernel → application: IPDV</source>
        <translation>Kernel → Anwendung: IPDV</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="299"/>
        <source>network + receive path (PDV)</source>
        <translation>Netz + Empfangspfad (PDV)</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="300"/>
        <source>+ kernel → application (delivery)</source>
        <translation>+ Kernel → Anwendung (Zustellung)</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="301"/>
        <source>time since the first packet</source>
        <translation>Zeit seit dem ersten Paket</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="302"/>
        <source>delay, stacked</source>
        <translation>Verzögerung, gestapelt</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="303"/>
        <source>Sender: send gap − nominal (p0.5–p99.5)</source>
        <translation>Sender: Sendeabstand − Nennwert (p0,5–p99,5)</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="303"/>
        <source>Network: PDV (p0.5–p99.5)</source>
        <translation>Netz: PDV (p0,5–p99,5)</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="304"/>
        <source>Delivery delay (p0.5–p99.5)</source>
        <translation>Zustellverzögerung (p0,5–p99,5)</translation>
    </message>
</context>
<context>
    <name>jitterscope::SummaryView</name>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="108"/>
        <source>Reading stopped at byte offset %1: %2. The figures below cover the %Ln packets read before that point.</source>
        <translation>
            <numerusform>Das Lesen endete bei Byte-Offset %1: %2. Die Zahlen unten beruhen auf dem %Ln davor gelesenen Paket.</numerusform>
            <numerusform>Das Lesen endete bei Byte-Offset %1: %2. Die Zahlen unten beruhen auf den %Ln davor gelesenen Paketen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="120"/>
        <source>No trace yet. Open a pcap or pcapng file, or start a capture, to see its summary here.</source>
        <translation>Noch kein Mitschnitt. Öffnen Sie eine pcap- oder pcapng-Datei oder starten Sie eine Aufzeichnung, um hier die Zusammenfassung zu sehen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="136"/>
        <source>each flow against its own nominal gap (%n flows merged)</source>
        <translation>
            <numerusform>jeder Fluss gegen seinen eigenen Sollabstand (%n Fluss zusammengeführt)</numerusform>
            <numerusform>jeder Fluss gegen seinen eigenen Sollabstand (%n Flüsse zusammengeführt)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="140"/>
        <source>%1 (given)</source>
        <translation>%1 (vorgegeben)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="141"/>
        <source>from the sender&apos;s clock</source>
        <translation>aus der Uhr des Senders</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="142"/>
        <source>mean rate</source>
        <translation>mittlere Rate</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="147"/>
        <source>%1, flow #%2&apos;s (%3; %n flows merged)</source>
        <translation>
            <numerusform>%1, der von Fluss #%2 (%3; %n Fluss zusammengeführt)</numerusform>
            <numerusform>%1, der von Fluss #%2 (%3; %n Flüsse zusammengeführt)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="151"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="159"/>
        <source>Time order</source>
        <translation>Zeitliche Reihenfolge</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="160"/>
        <source>File order</source>
        <translation>Reihenfolge in der Datei</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="161"/>
        <source>not in time order: %Ln backward steps (largest %1)</source>
        <translation>
            <numerusform>nicht zeitlich geordnet: %Ln Rückwärtsschritt (größter %1)</numerusform>
            <numerusform>nicht zeitlich geordnet: %Ln Rückwärtsschritte (größter %1)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="164"/>
        <source>Analyse it in timestamp order (jitterscope-cli --order time): in file order its gaps, bursts and jitter mix the interfaces&apos; batches.</source>
        <translation>In Zeitstempel-Reihenfolge analysieren (jitterscope-cli --order time): in Dateireihenfolge vermischen Abstände, Bursts und Jitter die Schübe der Schnittstellen.</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="169"/>
        <source>Interface %1</source>
        <translation>Schnittstelle %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="171"/>
        <source>%Ln packets, in time order</source>
        <translation>
            <numerusform>%Ln Paket, zeitlich geordnet</numerusform>
            <numerusform>%Ln Pakete, zeitlich geordnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="172"/>
        <source>%Ln packets</source>
        <translation>
            <numerusform>%Ln Paket</numerusform>
            <numerusform>%Ln Pakete</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="173"/>
        <source>%Ln backward steps (largest %1)</source>
        <translation>
            <numerusform>%Ln Rückwärtsschritt (größter %1)</numerusform>
            <numerusform>%Ln Rückwärtsschritte (größter %1)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="177"/>
        <source>Decoded out of order</source>
        <translation>Außer der Reihe dekodiert</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="178"/>
        <source>%Ln datagrams beyond the reorder window</source>
        <translation>
            <numerusform>%Ln Datagramm jenseits des Umordnungsfensters</numerusform>
            <numerusform>%Ln Datagramme jenseits des Umordnungsfensters</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="186"/>
        <source>Trace</source>
        <translation>Mitschnitt</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="187"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="188"/>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="188"/>
        <source>pcap</source>
        <translation>pcap</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="189"/>
        <source>pcapng</source>
        <translation>pcapng</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="190"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="192"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="192"/>
        <source>reading: %1 of %2 (%3 %)</source>
        <translation>wird gelesen: %1 von %2 (%3 %)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="195"/>
        <location filename="../widgets/summary_view.cpp" line="241"/>
        <source>Packets</source>
        <translation>Pakete</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="196"/>
        <source>Bytes on the wire</source>
        <translation>Bytes auf der Leitung</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="198"/>
        <location filename="../widgets/summary_view.cpp" line="201"/>
        <location filename="../widgets/summary_view.cpp" line="205"/>
        <source>Flows</source>
        <translation>Flüsse</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="198"/>
        <source>%1 (the %2 largest listed until the whole trace is read)</source>
        <translation>%1 (bis der ganze Mitschnitt gelesen ist, sind die %2 größten aufgeführt)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="201"/>
        <source>%1 (the %2 with the most packets listed; the others count in the trace&apos;s figures and in jitterscope-cli&apos;s report)</source>
        <translation>%1 (die %2 mit den meisten Paketen aufgeführt; die übrigen zählen in den Werten des Mitschnitts und im Bericht von jitterscope-cli)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="208"/>
        <source>Untracked flows</source>
        <translation>Nicht erfasste Flüsse</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="208"/>
        <source>%1 packets (%2) of flows past the limit of %3 flows: in the totals only</source>
        <translation>%1 Pakete (%2) von Flüssen nach der Grenze von %3 Flüssen: nur in den Gesamtzahlen</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="212"/>
        <source>IP fragments / non-IP</source>
        <translation>IP-Fragmente / Nicht-IP</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="213"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="215"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="216"/>
        <source>First packet</source>
        <translation>Erstes Paket</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="217"/>
        <source>Last packet</source>
        <translation>Letztes Paket</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="220"/>
        <source>Comments / custom blocks and options / unknown blocks</source>
        <translation>Kommentare / benutzerdefinierte Blöcke und Optionen / unbekannte Blöcke</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="221"/>
        <location filename="../widgets/summary_view.cpp" line="264"/>
        <location filename="../widgets/summary_view.cpp" line="279"/>
        <location filename="../widgets/summary_view.cpp" line="300"/>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="235"/>
        <source>Interface %1%2</source>
        <translation>Schnittstelle %1%2</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="237"/>
        <source>Link type</source>
        <translation>Linktyp</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="239"/>
        <source>Timestamp resolution</source>
        <translation>Zeitstempelauflösung</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="240"/>
        <source>Snapshot length</source>
        <translation>Snaplänge</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="243"/>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="245"/>
        <source>Capture filter</source>
        <translation>Aufzeichnungsfilter</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="247"/>
        <source>Hardware / OS</source>
        <translation>Hardware / Betriebssystem</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="249"/>
        <source>Dropped (interface / OS)</source>
        <translation>Verworfen (Schnittstelle / Betriebssystem)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="252"/>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="255"/>
        <source>Interfaces not listed</source>
        <translation>Nicht aufgeführte Schnittstellen</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="255"/>
        <source>%Ln more (jitterscope-cli analyze lists the first %1)</source>
        <translation>
            <numerusform>%Ln weitere (jitterscope-cli analyze führt die ersten %1 auf)</numerusform>
            <numerusform>%Ln weitere (jitterscope-cli analyze führt die ersten %1 auf)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="259"/>
        <source>Inter-arrival gaps (file order, all flows)</source>
        <translation>Ankunftsabstände (Dateireihenfolge, alle Flüsse)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="261"/>
        <location filename="../widgets/summary_view.cpp" line="263"/>
        <source>Gaps</source>
        <translation>Abstände</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="261"/>
        <source>none yet (needs two packets)</source>
        <translation>noch keine (erfordert zwei Pakete)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="264"/>
        <source>Min / mean / max</source>
        <translation>Min. / Mittel / Max.</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="265"/>
        <source>Standard deviation</source>
        <translation>Standardabweichung</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="266"/>
        <source>p50 / p90 / p99 / p99.9</source>
        <translation>p50 / p90 / p99 / p99.9</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="267"/>
        <location filename="../widgets/summary_view.cpp" line="294"/>
        <source>%1 / %2 / %3 / %4</source>
        <translation>%1 / %2 / %3 / %4</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="269"/>
        <source>Timestamps going backwards</source>
        <translation>Rückwärtslaufende Zeitstempel</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="274"/>
        <source>Jitter against the nominal gap</source>
        <translation>Jitter gegenüber dem Sollabstand</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="276"/>
        <location filename="../widgets/summary_view.cpp" line="281"/>
        <source>Nominal gap</source>
        <translation>Sollabstand</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="277"/>
        <source>Max |gap − nominal|</source>
        <translation>Max. |Abstand − Soll|</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="278"/>
        <source>|dev| p50 / p99 / p99.9</source>
        <translation>|Abw.| p50 / p99 / p99.9</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="281"/>
        <source>not known yet</source>
        <translation>noch nicht bekannt</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="286"/>
        <source>Bursts (runs of packets closer than the threshold)</source>
        <translation>Bursts (Folgen von Paketen mit Abstand unter der Schwelle)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="288"/>
        <source>Bursts</source>
        <translation>Bursts</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="288"/>
        <source>computed when reading completes</source>
        <translation>wird nach vollständigem Lesen berechnet</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="290"/>
        <location filename="../widgets/summary_view.cpp" line="305"/>
        <source>Threshold</source>
        <translation>Schwelle</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="291"/>
        <source>%1 (derived from the gaps)</source>
        <translation>%1 (aus den Abständen abgeleitet)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="292"/>
        <source>Bursts (≥ 2 packets)</source>
        <translation>Bursts (≥ 2 Pakete)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="293"/>
        <source>Packets in bursts</source>
        <translation>Pakete in Bursts</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="294"/>
        <source>Size mean / p50 / p99 / max</source>
        <translation>Größe Mittel / p50 / p99 / Max.</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="299"/>
        <source>Duration p50 / p99 / max</source>
        <translation>Dauer p50 / p99 / Max.</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="301"/>
        <source>Idle gaps: count, p50 / p99 / max</source>
        <translation>Ruheabstände: Anzahl, p50 / p99 / Max.</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="301"/>
        <source>%1, %2 / %3 / %4</source>
        <translation>%1, %2 / %3 / %4</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="305"/>
        <source>not determined</source>
        <translation>nicht bestimmt</translation>
    </message>
</context>
<context>
    <name>jitterscope::TracePresenter</name>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="31"/>
        <source>flow %1: %2</source>
        <translation>Fluss %1: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="114"/>
        <source>estimated</source>
        <translation>geschätzt</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="115"/>
        <source>derived</source>
        <translation>abgeleitet</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="116"/>
        <source>time order</source>
        <translation>Zeitordnung</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="116"/>
        <source>file order</source>
        <translation>Dateireihenfolge</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="117"/>
        <source>auto</source>
        <translation>automatisch</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="123"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/trace_presenter.cpp" line="126"/>
        <source>, %Ln per-flow choices</source>
        <translation>
            <numerusform>, %Ln Fluss-Wahl</numerusform>
            <numerusform>, %Ln Fluss-Wahlen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="127"/>
        <source>%1 · nominal gap %2, burst threshold %3, %4, decoders %5</source>
        <translation>%1 · Sollabstand %2, Burst-Schwelle %3, %4, Decoder %5</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="130"/>
        <source>, flows “%1”</source>
        <translation>, Flüsse „%1“</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/trace_presenter.cpp" line="150"/>
        <source>%1 · all %Ln flows, each flow&apos;s own gaps</source>
        <translation>
            <numerusform>%1 · %Ln Fluss, seine eigenen Abstände</numerusform>
            <numerusform>%1 · alle %Ln Flüsse, die eigenen Abstände jedes Flusses</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="151"/>
        <location filename="../app/gui/trace_presenter.cpp" line="155"/>
        <source>%1 · all packets, gap to the previous packet of any flow</source>
        <translation>%1 · alle Pakete, Abstand zum vorigen Paket irgendeines Flusses</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="154"/>
        <source>%1 · all packets as one sequence (gaps across flows)</source>
        <translation>%1 · alle Pakete als eine Folge (Abstände über Flüsse hinweg)</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="162"/>
        <source>%1 (filter “%2”)</source>
        <translation>%1 (Filter „%2“)</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="168"/>
        <location filename="../app/gui/trace_presenter.cpp" line="179"/>
        <source>No flow matches the filter.</source>
        <translation>Kein Fluss passt zum Filter.</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="172"/>
        <location filename="../app/gui/trace_presenter.cpp" line="173"/>
        <location filename="../app/gui/trace_presenter.cpp" line="180"/>
        <source>%1 · no flow matches “%2”</source>
        <translation>%1 · kein Fluss passt zu „%2“</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="178"/>
        <source>%1 · all packets</source>
        <translation>%1 · alle Pakete</translation>
    </message>
</context>
<context>
    <name>jitterscope::units</name>
    <message>
        <location filename="../widgets/common/units.cpp" line="120"/>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <location filename="../widgets/common/units.cpp" line="122"/>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <location filename="../widgets/common/units.cpp" line="124"/>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <location filename="../widgets/common/units.cpp" line="125"/>
        <source>ns</source>
        <translation>ns</translation>
    </message>
    <message>
        <location filename="../widgets/common/units.cpp" line="131"/>
        <source>%1 %2</source>
        <extracomment>%1 is a number, %2 a time unit symbol (ns, µs, ms, s)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../widgets/common/units.cpp" line="168"/>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <location filename="../widgets/common/units.cpp" line="169"/>
        <source>%1 kB</source>
        <translation>%1 kB</translation>
    </message>
    <message>
        <location filename="../widgets/common/units.cpp" line="170"/>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <location filename="../widgets/common/units.cpp" line="171"/>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <location filename="../widgets/common/units.cpp" line="172"/>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/gui_main.cpp" line="91"/>
        <source>Shows where UDP jitter comes from.</source>
        <translation>Zeigt, woher UDP-Jitter kommt.</translation>
    </message>
    <message>
        <location filename="../app/gui/gui_main.cpp" line="72"/>
        <source>User interface language (en, de, ja).</source>
        <translation>Sprache der Bedienoberfläche (en, de, ja).</translation>
    </message>
    <message>
        <location filename="../app/gui/gui_main.cpp" line="75"/>
        <source>View to show first: histogram, timeline, iograph, stages, softnet, kernel, comments, jiffies, simulator or compare.</source>
        <translation>Zuerst gezeigte Ansicht: histogram, timeline, iograph, stages, softnet, kernel, comments, jiffies, simulator oder compare.</translation>
    </message>
    <message>
        <location filename="../app/gui/gui_main.cpp" line="80"/>
        <source>Window size as WIDTHxHEIGHT.</source>
        <translation>Fenstergröße als BREITExHÖHE.</translation>
    </message>
    <message>
        <location filename="../app/gui/gui_main.cpp" line="83"/>
        <source>Start a live capture on this interface.</source>
        <translation>Live-Aufzeichnung auf dieser Schnittstelle starten.</translation>
    </message>
    <message>
        <location filename="../app/gui/gui_main.cpp" line="86"/>
        <source>BPF capture filter for --capture.</source>
        <translation>BPF-Aufzeichnungsfilter für --capture.</translation>
    </message>
    <message>
        <location filename="../app/gui/gui_main.cpp" line="97"/>
        <source>pcap or pcapng trace to open.</source>
        <translation>Zu öffnender pcap- oder pcapng-Mitschnitt.</translation>
    </message>
</context>
</TS>
