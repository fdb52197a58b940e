<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>jitterscope</name>
    <message>
        <location filename="../widgets/common/plot_export.cpp" line="54"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf);;Plotted data as CSV (*.csv)</source>
        <translation>PNG 画像 (*.png);;SVG 図形 (*.svg);;PDF 文書 (*.pdf);;CSV 形式のグラフデータ (*.csv)</translation>
    </message>
    <message>
        <location filename="../widgets/common/plot_export.cpp" line="118"/>
        <source>Exported from Jitterscope</source>
        <translation>Jitterscope からエクスポート</translation>
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
        <translation>間隔軸を対数表示</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="170"/>
        <source>Whole trace</source>
        <translation>トレース全体</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="173"/>
        <source>Time since first packet</source>
        <translation>最初のパケットからの時間</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="174"/>
        <source>Drag to zoom, Shift+drag to pan, double-click for the whole trace.</source>
        <translation>ドラッグでズーム、Shift+ドラッグで移動、ダブルクリックでトレース全体。</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="175"/>
        <source>Gap to previous packet</source>
        <translation>前のパケットとの間隔</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="176"/>
        <source>Packet</source>
        <translation>パケット</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="177"/>
        <source>Burst (≥ 2 packets)</source>
        <translation>バースト (2 パケット以上)</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="178"/>
        <source>Negative gap (file not in time order)</source>
        <translation>負の間隔（ファイルが時刻順でない）</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="179"/>
        <source>Packets of one NAPI poll</source>
        <translation>1 回の NAPI ポーリングのパケット</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="180"/>
        <source>NAPI poll returns</source>
        <translation>NAPI ポーリングの終了</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="417"/>
        <source>burst threshold %1</source>
        <translation>バーストしきい値 %1</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="418"/>
        <source>Gap &lt; %1 (in a burst)</source>
        <translation>間隔 &lt; %1 (バースト内)</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="419"/>
        <source>In a burst</source>
        <translation>バースト内</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="426"/>
        <source>No packets yet.
Open a trace or start a capture to see the gap of every packet over time.</source>
        <translation>パケットはまだありません。
トレースを開くかキャプチャを開始すると、各パケットの間隔を時間軸に沿って表示します。</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="428"/>
        <source>This analysis kept no per-packet timeline.</source>
        <translation>この解析ではパケットごとのタイムラインを保持していません。</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="430"/>
        <source>No packets of the selected flows in this time range.
Double-click to show the whole trace.</source>
        <translation>この時間範囲には選択したフローのパケットがありません。
ダブルクリックでトレース全体を表示します。</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="432"/>
        <source>A single packet: no gap to show yet.</source>
        <translation>パケットが 1 個だけです: 表示できる間隔はまだありません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/burst_timeline_view.cpp" line="438"/>
        <source>%Ln packets in view</source>
        <translation>
            <numerusform>表示中のパケット %Ln 個</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="440"/>
        <source> · lowest and highest gap per pixel column</source>
        <translation> · ピクセル列ごとの最小・最大間隔</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="442"/>
        <source> · bursts: %1</source>
        <translation> · バースト: %1</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="444"/>
        <source> · NAPI polls: %1 (zoom in to see each)</source>
        <translation> · NAPI ポーリング: %1（拡大すると個別に表示）</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="446"/>
        <source> · NAPI polls: %1</source>
        <translation> · NAPI ポーリング: %1</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="448"/>
        <source> · the last %1 packets</source>
        <translation> · 直近 %1 パケット</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="451"/>
        <source>Gap to the previous packet</source>
        <translation>前のパケットとの間隔</translation>
    </message>
    <message>
        <location filename="../widgets/burst_timeline_view.cpp" line="453"/>
        <source> (reading…)</source>
        <translation> (読み込み中…)</translation>
    </message>
</context>
<context>
    <name>jitterscope::CaptureController</name>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="124"/>
        <source>&amp;Start Capture…</source>
        <translation>キャプチャ開始(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="125"/>
        <source>S&amp;top Capture</source>
        <translation>キャプチャ停止(&amp;T)</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="126"/>
        <source>&amp;Pause Display</source>
        <translation>表示を一時停止(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="127"/>
        <source>Save Session &amp;As…</source>
        <translation>名前を付けてセッションを保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="229"/>
        <location filename="../app/gui/capture_controller.cpp" line="235"/>
        <source>Save Session As</source>
        <translation>名前を付けてセッションを保存</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="230"/>
        <source>pcapng session (*.pcapng);;All files (*)</source>
        <translation>pcapng セッション (*.pcapng);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="235"/>
        <source>Could not copy the session to %1.</source>
        <translation>セッションを %1 にコピーできませんでした。</translation>
    </message>
</context>
<context>
    <name>jitterscope::CaptureDialog</name>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="176"/>
        <source>Start Capture</source>
        <translation>キャプチャ開始</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="177"/>
        <source>Interface</source>
        <translation>インターフェース</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="177"/>
        <source>Addresses</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="177"/>
        <source>Timestamp types</source>
        <translation>タイムスタンプ種別</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="178"/>
        <source>&amp;Timestamp type:</source>
        <translation>タイムスタンプ種別(&amp;T):</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="178"/>
        <source>Capture &amp;filter:</source>
        <translation>キャプチャフィルタ(&amp;F):</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="179"/>
        <source>&amp;Snap length:</source>
        <translation>スナップ長(&amp;S):</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="179"/>
        <source>Kernel &amp;buffer:</source>
        <translation>カーネルバッファ(&amp;B):</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="180"/>
        <source>Immediate mode:</source>
        <translation>即時モード:</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="180"/>
        <source>Softnet s&amp;ampling:</source>
        <translation>softnet サンプリング(&amp;A):</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="181"/>
        <source>Duration limit:</source>
        <translation>時間の上限:</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="181"/>
        <source>Kernel events:</source>
        <translation>カーネルイベント:</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="182"/>
        <source>Packet limit:</source>
        <translation>パケット数の上限:</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="182"/>
        <source>&amp;View:</source>
        <translation>表示(&amp;V):</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="185"/>
        <source>BPF, as in tcpdump — e.g. udp port 5001 (empty: every packet)</source>
        <translation>tcpdump と同じ BPF — 例: udp port 5001 (空欄: すべてのパケット)</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="186"/>
        <source> bytes</source>
        <translation> バイト</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="187"/>
        <source> KiB</source>
        <translation> KiB</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="188"/>
        <source>Show all interfaces (also D-Bus, netfilter, Bluetooth and USB monitors)</source>
        <translation>すべてのインターフェースを表示（D-Bus、netfilter、Bluetooth、USB モニタも）</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="191"/>
        <source>Record kernel events (NAPI polls, NET_RX)</source>
        <translation>カーネルイベントを記録 (NAPI ポーリング、NET_RX)</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="192"/>
        <source>The helper also records every napi:napi_poll and NET_RX softirq run for the capture&apos;s duration. Needs tracefs mounted and CAP_PERFMON for the helper (setcap cap_net_raw,cap_net_admin,cap_perfmon=eip); without them it says which is missing and captures the packets anyway.</source>
        <translation>ヘルパーはキャプチャ中のすべての napi:napi_poll と NET_RX ソフト割り込みの実行も記録します。tracefs のマウントとヘルパーの CAP_PERFMON が必要です (setcap cap_net_raw,cap_net_admin,cap_perfmon=eip)。足りないときは何が足りないかを示し、パケットはそのままキャプチャします。</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="218"/>
        <source>On (packets reach the plots as they arrive, not when a buffer fills)</source>
        <translation>オン (パケットはバッファが満杯になるのを待たず、到着次第グラフに反映されます)</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="190"/>
        <source> Hz (reads of /proc/net/softnet_stat per second)</source>
        <translation> Hz (/proc/net/softnet_stat の毎秒の読み取り回数)</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="196"/>
        <location filename="../widgets/capture_dialog.cpp" line="198"/>
        <source>stop after</source>
        <translation>上限で停止</translation>
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
        <translation> パケット</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="200"/>
        <source>Whole session</source>
        <translation>セッション全体</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="201"/>
        <source>Sliding window: the last</source>
        <translation>スライディングウィンドウ: 直近</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="203"/>
        <source>The capture runs in the helper jitterscope-capture, the only program that needs capture rights; Jitterscope itself never runs as root.</source>
        <translation>キャプチャはヘルパー jitterscope-capture の中で実行されます。キャプチャ権限が必要なのはこのプログラムだけで、Jitterscope 本体が root で動作することはありません。</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="205"/>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="206"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="207"/>
        <location filename="../widgets/capture_dialog.cpp" line="311"/>
        <source>libpcap default</source>
        <translation>libpcap の既定値</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="219"/>
        <source>Off: at this snap length the kernel buffer holds fewer than %1 packets, so they are read in blocks, at most %2 ms late (a smaller snap length or a larger buffer turns it on)</source>
        <translation>オフ：このスナップ長ではカーネルバッファが %1 パケット未満しか保持できないため、ブロック単位で読み取られます（最大 %2 ms 遅延。スナップ長を小さくするかバッファを大きくするとオンになります）</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="275"/>
        <source> (down)</source>
        <translation> (ダウン)</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="277"/>
        <source>host (only)</source>
        <translation>host のみ</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="291"/>
        <source>No capturable interface was found. %1</source>
        <translation>キャプチャ可能なインターフェースが見つかりません。%1</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="320"/>
        <source>This interface offers only the host timestamp type.</source>
        <translation>このインターフェースで使えるタイムスタンプ種別は host のみです。</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="344"/>
        <source>Filter does not compile: %1</source>
        <translation>フィルタをコンパイルできません: %1</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="358"/>
        <source>Fix the capture filter first.</source>
        <translation>先にキャプチャフィルタを修正してください。</translation>
    </message>
    <message>
        <location filename="../widgets/capture_dialog.cpp" line="359"/>
        <source>Choose an interface.</source>
        <translation>インターフェースを選択してください。</translation>
    </message>
</context>
<context>
    <name>jitterscope::CommentsView</name>
    <message>
        <location filename="../widgets/comments_view.cpp" line="79"/>
        <source>Scope</source>
        <translation>対象</translation>
    </message>
    <message>
        <location filename="../widgets/comments_view.cpp" line="79"/>
        <location filename="../widgets/comments_view.cpp" line="96"/>
        <source>Packet</source>
        <translation>パケット</translation>
    </message>
    <message>
        <location filename="../widgets/comments_view.cpp" line="79"/>
        <source>Comment</source>
        <translation>コメント</translation>
    </message>
    <message>
        <location filename="../widgets/comments_view.cpp" line="80"/>
        <source>This trace has no comments. pcapng files can carry comments on the file, on each interface and on single packets (Wireshark: Edit → Packet Comment).</source>
        <translation>このトレースにはコメントがありません。pcapng ファイルには、ファイル全体、各インターフェース、個々のパケットに対するコメントを記録できます (Wireshark: 編集 → パケットコメント)。</translation>
    </message>
    <message>
        <location filename="../widgets/comments_view.cpp" line="85"/>
        <source>The first %1 comments are listed; %2 more were counted, their text not kept.</source>
        <translation>最初の %1 件のコメントを表示しています。さらに %2 件は数えましたが、本文は保持していません。</translation>
    </message>
    <message>
        <location filename="../widgets/comments_view.cpp" line="94"/>
        <source>File (section %1)</source>
        <translation>ファイル (セクション %1)</translation>
    </message>
    <message>
        <location filename="../widgets/comments_view.cpp" line="95"/>
        <source>Interface %1</source>
        <translation>インターフェース %1</translation>
    </message>
    <message>
        <location filename="../widgets/comments_view.cpp" line="97"/>
        <source>Other</source>
        <translation>その他</translation>
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
        <translation>相対差なし: A がゼロか、どちらかの側にこの指標がありません</translation>
    </message>
    <message>
        <location filename="../widgets/compare_table_model.cpp" line="124"/>
        <source>Figure</source>
        <translation>指標</translation>
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
        <translation>相対変化</translation>
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
        <translation>A と B を重ねて表示</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="248"/>
        <source>One plot with both distributions, each as a share of its own gaps</source>
        <translation>両方の分布を 1 つのグラフに表示します (それぞれ自身の間隔数に対する割合)</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="249"/>
        <source>Gap between consecutive packets</source>
        <translation>連続するパケット間の間隔</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="250"/>
        <source>Share of the side&apos;s gaps</source>
        <translation>その側の間隔に占める割合</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="251"/>
        <source>Time since the side&apos;s first packet</source>
        <translation>その側の最初のパケットからの時間</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="252"/>
        <source>Gap to previous packet</source>
        <translation>前のパケットとの間隔</translation>
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
        <translation>%1: (なし)</translation>
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
            <numerusform>%1（間隔 %Ln 個）</numerusform>
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
        <translation>到着間隔ヒストグラム</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="507"/>
        <source>Burst timelines</source>
        <translation>バーストタイムライン</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="507"/>
        <source>Key figures</source>
        <translation>主要指標</translation>
    </message>
    <message>
        <location filename="../widgets/compare_view.cpp" line="510"/>
        <source>%1 · %2 / %3 · ← → to step, Esc to leave</source>
        <translation>%1 · %2 / %3 · ← → で切り替え、Esc で終了</translation>
    </message>
</context>
<context>
    <name>jitterscope::DeltaHistogramView</name>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="188"/>
        <source>Logarithmic gap axis</source>
        <translation>間隔軸を対数表示</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="189"/>
        <source>Logarithmic count axis</source>
        <translation>度数軸を対数表示</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="191"/>
        <source>Fit</source>
        <translation>全体表示</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="192"/>
        <source>Gap between consecutive packets</source>
        <translation>連続するパケット間の間隔</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="193"/>
        <source>Packets</source>
        <translation>パケット数</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="196"/>
        <source>No inter-arrival data yet.
Open a trace or start a capture: the histogram needs at least two packets
in the selected flows.</source>
        <translation>到着間隔のデータはまだありません。
トレースを開くかキャプチャを開始してください。ヒストグラムには、選択したフローに
2 個以上のパケットが必要です。</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="54"/>
        <source>Nominal gap (given)</source>
        <translation>公称間隔（指定値）</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="55"/>
        <source>Nominal gap (from the sender&apos;s clock)</source>
        <translation>公称間隔（送信側の時計から）</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="56"/>
        <source>Nominal gap (mean rate)</source>
        <translation>公称間隔（平均レート）</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="60"/>
        <source>Nominal gap</source>
        <translation>公称間隔</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="365"/>
        <source>Inter-arrival histogram</source>
        <translation>到着間隔ヒストグラム</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="435"/>
        <source>gaps &lt; 0 (file not in time order): %1</source>
        <translation>間隔 &lt; 0（ファイルが時刻順でない）：%1</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="437"/>
        <source>← gaps below %1: %2</source>
        <translation>← %1 未満の間隔: %2</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="439"/>
        <source>gaps beyond %1: %2 (max %3) →</source>
        <translation>%1 を超える間隔: %2 (最大 %3) →</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="445"/>
        <source>Gaps: %1</source>
        <translation>間隔: %1</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="446"/>
        <source>Negative gaps: %1</source>
        <translation>負の間隔：%1</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="451"/>
        <source>Inter-arrival gaps: %1, mean %2, σ %3</source>
        <translation>到着間隔: %1、平均 %2、σ %3</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="455"/>
        <source>, max |gap − nominal| %1</source>
        <translation>、最大 |間隔 − 公称| %1</translation>
    </message>
    <message>
        <location filename="../widgets/delta_histogram_view.cpp" line="484"/>
        <source>nominal %1</source>
        <translation>公称 %1</translation>
    </message>
</context>
<context>
    <name>jitterscope::DropCountersBar</name>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="106"/>
        <source>No packets</source>
        <translation>パケットなし</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/drop_counters_bar.cpp" line="108"/>
        <source>%1 packets · %2 pkt/s%3</source>
        <translation>
            <numerusform>%1 パケット · %2 pkt/s%3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="109"/>
        <source> (average)</source>
        <translation> (平均)</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/drop_counters_bar.cpp" line="110"/>
        <source>%1 packets</source>
        <translation>
            <numerusform>%1 パケット</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="111"/>
        <source>Packets read from the capture or file, and the packet rate (over the last second while capturing, over the whole trace once complete).</source>
        <translation>キャプチャまたはファイルから読み込んだパケット数とパケットレート (キャプチャ中は直近 1 秒間、完了後はトレース全体での値)。</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="122"/>
        <source>This trace does not record this counter.</source>
        <translation>このトレースにはこのカウンタが記録されていません。</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="125"/>
        <source>Kernel drops</source>
        <translation>カーネルドロップ</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="125"/>
        <source>Kernel</source>
        <translation>カーネル</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="126"/>
        <source>Dropped by the kernel for lack of capture buffer space (pcap ps_drop / ISB isb_osdrop). A larger kernel buffer helps.</source>
        <translation>キャプチャバッファの空き不足によりカーネルが破棄したパケット (pcap ps_drop / ISB isb_osdrop)。カーネルバッファを大きくすると改善します。</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="128"/>
        <source>Interface drops</source>
        <translation>インターフェースドロップ</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="128"/>
        <source>Interface</source>
        <translation>インターフェース</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="129"/>
        <source>Dropped by the network interface or its driver (pcap ps_ifdrop / ISB isb_ifdrop).</source>
        <translation>ネットワークインターフェースまたはそのドライバが破棄したパケット (pcap ps_ifdrop / ISB isb_ifdrop)。</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="130"/>
        <source>Helper queue drops</source>
        <translation>ヘルパーキュードロップ</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="130"/>
        <source>Helper</source>
        <translation>ヘルパー</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="131"/>
        <source>Dropped by the capture helper because its queue to the writer was full — the reader of the stream fell behind.</source>
        <translation>キャプチャヘルパーからライターへのキューが満杯だったため、ヘルパーが破棄したパケット — ストリームの読み取り側が追いついていませんでした。</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="133"/>
        <source>Analysis queue drops</source>
        <translation>解析キュードロップ</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="133"/>
        <source>Analysis</source>
        <translation>解析</translation>
    </message>
    <message>
        <location filename="../widgets/drop_counters_bar.cpp" line="135"/>
        <source>Dropped between the stream and the analysis. Always 0 in Jitterscope&apos;s design: backpressure shows up as helper queue drops instead.</source>
        <translation>ストリームと解析の間で破棄されたパケット。Jitterscope の設計上、常に 0 です: バックプレッシャーは代わりにヘルパーキュードロップとして現れます。</translation>
    </message>
</context>
<context>
    <name>jitterscope::ExplanationPanel</name>
    <message numerus="yes">
        <location filename="../widgets/explanation_panel.cpp" line="20"/>
        <source>%n jiffies</source>
        <translation>
            <numerusform>%n jiffy</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="35"/>
        <source>half</source>
        <translation>半分</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="36"/>
        <source>a quarter</source>
        <translation>4 分の 1</translation>
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
        <translation>jiffy 区間: netdev_budget_usecs がティック単位でしか変わらない理由</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="73"/>
        <source>time_squeeze: two limits, one counter</source>
        <translation>time_squeeze: 2 つの制限、1 つのカウンタ</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="74"/>
        <source>NAPI batching: how an even stream becomes bursts</source>
        <translation>NAPI のバッチ処理: 等間隔のストリームがバーストになる仕組み</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="75"/>
        <source>The softirq restart limit (MAX_SOFTIRQ_TIME) and ksoftirqd</source>
        <translation>softirq の再実行制限 (MAX_SOFTIRQ_TIME) と ksoftirqd</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="76"/>
        <source>gro_flush_timeout and deferred interrupts</source>
        <translation>gro_flush_timeout と割り込みの遅延</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="77"/>
        <source>Where timestamps come from: adapter, host, delivery</source>
        <translation>タイムスタンプの出どころ: アダプタ、ホスト、配送</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="78"/>
        <source>Phantom jitter: variation the network did not cause</source>
        <translation>ファントムジッタ: ネットワークが原因ではない揺らぎ</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="153"/>
        <source>Topic</source>
        <translation>トピック</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="167"/>
        <source>In the kernel source</source>
        <translation>カーネルソース内の該当箇所</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="189"/>
        <source>At HZ=%1 a tick is %2 µs. Your run made %3 net_rx_action() calls per second lasting %4 ns on average, %5 % of the time. With N = 1 a call is squeezed when a tick falls inside it: squeezes per call ≈ call duration / tick = %4 ns / %2 µs ≈ %6 (the run: %7), so squeezes per second ≈ HZ × that share of time = %8/s. The run counted %9/s.</source>
        <translation>HZ=%1 では 1 ティックは %2 µs です。今回の実行では net_rx_action() の呼び出しが毎秒 %3 回あり、1 回あたり平均 %4 ns 続いて、時間の %5 % を占めました。N = 1 では、呼び出しの途中にティックが来るとその呼び出しで squeeze が発生します: 呼び出しあたりの squeeze ≈ 呼び出し時間 / ティック = %4 ns / %2 µs ≈ %6 (実行結果: %7)。したがって毎秒の squeeze ≈ HZ × その時間の割合 = %8/s です。実行で数えられたのは %9/s でした。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="203"/>
        <source>With N = %1 the time limit fires only for a call longer than %2 whole tick(s) of %3 µs; your run&apos;s calls last %4 ns on average. The run counted %5 squeezes/s.</source>
        <translation>N = %1 では、時間制限が効くのは、呼び出しが %3 µs のティック丸 %2 個分より長く続いた場合だけです。今回の実行の呼び出しは平均 %4 ns でした。実行で数えられた squeeze は %5/s です。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="211"/>
        <source>Of these, %1/s were stopped by the packet budget.</source>
        <translation>このうち %1/s はパケット予算によって停止されました。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="213"/>
        <source>The article measured %1/s for this setting.</source>
        <translation>記事ではこの設定で %1/s が測定されています。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="217"/>
        <source>Your run sets gro_flush_timeout = %1 ns without napi_defer_hard_irqs: the interrupt is re-enabled after every poll as without it, and no timer polls the ring (%2 timer polls).</source>
        <translation>今回の実行では napi_defer_hard_irqs なしで gro_flush_timeout = %1 ns を設定しています: 割り込みは、これを設定しない場合と同じく各ポーリングの後に再有効化され、タイマーがリングをポーリングすることはありません (タイマーによるポーリング %2 回)。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="222"/>
        <source>Your run: gro_flush_timeout %1 ns with napi_defer_hard_irqs %2: %3 timer polls against %4 interrupts.</source>
        <translation>今回の実行: gro_flush_timeout %1 ns、napi_defer_hard_irqs %2 では、タイマーによるポーリングが %3 回、割り込みが %4 回でした。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="231"/>
        <source>Your simulation:</source>
        <translation>今回のシミュレーション:</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="246"/>
        <source>At HZ=%1 on a %2-bit kernel your %3 µs is above %4 µs, where &lt;code&gt;usecs_to_jiffies()&lt;/code&gt; returns &lt;code&gt;MAX_JIFFY_OFFSET&lt;/code&gt;: there is no time limit at all, and only netdev_budget (%5 packets by default) ends a cycle.</source>
        <translation>HZ=%1 の %2 ビットカーネルでは、指定した %3 µs は %4 µs を超えています。この範囲では &lt;code&gt;usecs_to_jiffies()&lt;/code&gt; が &lt;code&gt;MAX_JIFFY_OFFSET&lt;/code&gt; を返すため時間制限はまったくなく、サイクルを終わらせるのは netdev_budget (既定値 %5 パケット) だけです。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="257"/>
        <source>Your 0 µs gives 0 jiffies: the deadline has passed before the first poll ends, so every cycle stops after one poll.</source>
        <translation>指定した 0 µs は 0 jiffies になります: 最初のポーリングが終わる前に期限が過ぎているため、どのサイクルも 1 回のポーリングで終了します。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="260"/>
        <source>At HZ=%1 your %2 µs rounds up to 1 jiffy: the limit is the next tick, which can come after 0 to %3 µs.</source>
        <translation>HZ=%1 では、指定した %2 µs は 1 jiffy に切り上げられます: 制限は次のティックであり、それは 0 から %3 µs 後までのどの時点でも来る可能性があります。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="266"/>
        <source>At HZ=%1 one tick is %2 µs, and your %3 µs rounds up to %4: the limit falls after more than %5 µs and at most %6 µs, plus the last poll.</source>
        <translation>HZ=%1 では 1 ティックは %2 µs で、指定した %3 µs は %4 に切り上げられます: 制限が効くのは %5 µs より後、最長でも %6 µs 後で、これに最後のポーリングの時間が加わります。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="275"/>
        <source>Every value from %1 to %2 µs behaves the same; the next value that changes anything is %3 µs.</source>
        <translation>%1 から %2 µs までの値はすべて同じ動作になります。次に結果が変わる値は %3 µs です。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="280"/>
        <source>Every value from %1 to %2 µs behaves the same.</source>
        <translation>%1 から %2 µs までの値はすべて同じ動作になります。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="282"/>
        <source> (on v5.7 and later)</source>
        <translation> (v5.7 以降)</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="284"/>
        <source>That is %1 of the default %2 µs%3: %4 instead of %5.</source>
        <translation>これは既定値 %2 µs%3 の %1 です: %5 ではなく %4 になります。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="291"/>
        <source>It lands in the same box as the default %1 µs%2: writing it changes nothing.</source>
        <translation>既定値 %1 µs%2 と同じ区間に入ります: 書き込んでも何も変わりません。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="296"/>
        <source>That is more than the default %1 µs%2 (%3): one poll cycle may hold the CPU in softirq context that much longer.</source>
        <translation>これは既定値 %1 µs%2 (%3) より大きい値です: 1 回のポーリングサイクルが、その分だけ長く CPU を softirq コンテキストに留める可能性があります。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="303"/>
        <source>On kernel %1 the write fails: %2.</source>
        <translation>カーネル %1 では書き込みが失敗します: %2。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="308"/>
        <source>With your %1 µs there is no time limit: only the budget of %2 packets can end a cycle and add to time_squeeze.</source>
        <translation>指定した %1 µs では時間制限がありません: サイクルを終わらせて time_squeeze を増やせるのは %2 パケットの予算だけです。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="312"/>
        <source>With your %1 µs at HZ=%2 a cycle ends after %3 (at most %4 µs) or after %5 packets (the netdev_budget default), whichever comes first; both add to the same counter.</source>
        <translation>HZ=%2 で %1 µs を指定すると、サイクルは %3 (最長 %4 µs) 経過するか %5 パケット (netdev_budget の既定値) を処理するかの、どちらか早い方で終了します。どちらの場合も同じカウンタが増えます。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="321"/>
        <source>At HZ=%1, MAX_SOFTIRQ_TIME = msecs_to_jiffies(2) = %2: restarts stop after at most %3 µs.</source>
        <translation>HZ=%1 では MAX_SOFTIRQ_TIME = msecs_to_jiffies(2) = %2: 再実行は最長 %3 µs で打ち切られます。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="326"/>
        <source>Your %1 µs (%2) is longer than that window: it lengthens one net_rx_action() run, not the chain of restarts.</source>
        <translation>指定した %1 µs (%2) はこの時間枠より長い値です: 長くなるのは 1 回の net_rx_action() の実行であり、再実行の連鎖ではありません。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="333"/>
        <source>Your numbers:</source>
        <translation>現在の値:</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="350"/>
        <source>&lt;code&gt;net.core.netdev_budget_usecs&lt;/code&gt; is written in microseconds, but the kernel does not count microseconds here. Once per run, &lt;code&gt;net_rx_action()&lt;/code&gt; converts the value with &lt;code&gt;usecs_to_jiffies()&lt;/code&gt; and sets the deadline &lt;code&gt;time_limit = jiffies + N&lt;/code&gt;. The conversion rounds &lt;b&gt;up&lt;/b&gt; to whole clock ticks (jiffies; there are HZ of them per second), so every value inside one tick-sized box gives the same N: the kernel cannot tell them apart.</source>
        <translation>&lt;code&gt;net.core.netdev_budget_usecs&lt;/code&gt; はマイクロ秒で書き込みますが、カーネルはここでマイクロ秒を数えてはいません。&lt;code&gt;net_rx_action()&lt;/code&gt; は実行のたびに 1 回、この値を &lt;code&gt;usecs_to_jiffies()&lt;/code&gt; で変換し、期限 &lt;code&gt;time_limit = jiffies + N&lt;/code&gt; を設定します。この変換はクロックティック (jiffies。1 秒あたり HZ 個) の整数倍に&lt;b&gt;切り上げ&lt;/b&gt;るため、1 ティック幅の区間に入る値はどれも同じ N になり、カーネルには区別できません。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="357"/>
        <source>The softirq starts at a random moment between two ticks, and the deadline is checked with &lt;code&gt;time_after_eq()&lt;/code&gt; after each poll, never before. So the real limit is more than N−1 and at most N ticks, plus the length of the last poll. With N = 1 the next tick may come almost at once; N = 2 guarantees at least one whole tick. That is the source comment&apos;s “average latency of 1.5/HZ”, why the default is 2 jiffies, and why newer kernels refuse anything lower.</source>
        <translation>softirq は 2 つのティックの間のランダムな時点で始まり、期限は各ポーリングの後に &lt;code&gt;time_after_eq()&lt;/code&gt; で確認されます (前に確認されることはありません)。そのため実際の制限は N−1 ティックより長く、最長 N ティックで、これに最後のポーリングの時間が加わります。N = 1 では次のティックがほぼ直後に来ることもありますが、N = 2 なら少なくとも丸 1 ティックが保証されます。これがソースコメントにある「average latency of 1.5/HZ」の意味であり、既定値が 2 jiffies である理由、そして新しいカーネルがそれより小さい値を拒否する理由です。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="364"/>
        <source>A change only changes something when it crosses into another box: at HZ=1000, 1, 500 and 1000 µs all mean 1 jiffy, and 1001 µs means 2. When HZ does not divide 1 000 000 (HZ=300, 1024, 1200 …) the kernel multiplies and shifts with constants generated by &lt;code&gt;timeconst.bc&lt;/code&gt;, and the box edges follow that expression, not exact division. Above a very large threshold &lt;code&gt;usecs_to_jiffies()&lt;/code&gt; returns &lt;code&gt;MAX_JIFFY_OFFSET&lt;/code&gt;: then there is no time limit at all.</source>
        <translation>変更が意味を持つのは、値が別の区間に移るときだけです: HZ=1000 では 1、500、1000 µs はいずれも 1 jiffy で、1001 µs で 2 になります。HZ が 1 000 000 を割り切れない場合 (HZ=300、1024、1200 …)、カーネルは &lt;code&gt;timeconst.bc&lt;/code&gt; が生成した定数による乗算とシフトで変換するため、区間の境界は厳密な割り算ではなくその式に従います。非常に大きなしきい値を超えると &lt;code&gt;usecs_to_jiffies()&lt;/code&gt; は &lt;code&gt;MAX_JIFFY_OFFSET&lt;/code&gt; を返し、その場合は時間制限がまったくなくなります。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="371"/>
        <source>&lt;b&gt;History.&lt;/b&gt; Before v4.12 the limit was hard-coded as &lt;code&gt;jiffies + 2&lt;/code&gt;. Commit &lt;b&gt;7acf8a1e8a28&lt;/b&gt; (v4.12, 2017) turned it into this sysctl, in microseconds “for predictable units”, with 2000 µs for every HZ and no minimum. Commit &lt;b&gt;a4837980fd9f&lt;/b&gt; (v5.7, 2020) made the default 2 jiffies again, &lt;code&gt;2 * USEC_PER_SEC / HZ&lt;/code&gt;: 20000 µs at HZ=100, 8000 at 250, 6666 at 300, 2000 at 1000. Commit &lt;b&gt;c180188ec022&lt;/b&gt; (v6.14, 2025, backported to some stable series) made the same value the minimum: lower writes fail with EINVAL.</source>
        <translation>&lt;b&gt;経緯。&lt;/b&gt; v4.12 より前は、制限は &lt;code&gt;jiffies + 2&lt;/code&gt; としてハードコードされていました。コミット &lt;b&gt;7acf8a1e8a28&lt;/b&gt; (v4.12、2017 年) がこれを「for predictable units」(予測可能な単位のため) としてマイクロ秒単位のこの sysctl に変え、HZ によらず 2000 µs、最小値なしとしました。コミット &lt;b&gt;a4837980fd9f&lt;/b&gt; (v5.7、2020 年) は既定値を再び 2 jiffies、すなわち &lt;code&gt;2 * USEC_PER_SEC / HZ&lt;/code&gt; に戻しました: HZ=100 で 20000 µs、250 で 8000、300 で 6666、1000 で 2000 です。コミット &lt;b&gt;c180188ec022&lt;/b&gt; (v6.14、2025 年、一部の stable シリーズにバックポート済み) は同じ値を最小値とし、それより小さい値の書き込みは EINVAL で失敗するようになりました。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="379"/>
        <source>&lt;b&gt;The documentation gap.&lt;/b&gt; &lt;code&gt;Documentation/admin-guide/sysctl/net.rst&lt;/code&gt; calls netdev_budget_usecs a number of microseconds and names neither its HZ-dependent default nor its tick granularity. Recipes that copy 2000 from an HZ=1000 machine onto an HZ=250 one set a quarter of the default 8000 µs: 1 jiffy instead of 2.</source>
        <translation>&lt;b&gt;ドキュメントの抜け。&lt;/b&gt; &lt;code&gt;Documentation/admin-guide/sysctl/net.rst&lt;/code&gt; は netdev_budget_usecs をマイクロ秒数として説明しているだけで、HZ に依存する既定値にもティック単位の粒度にも触れていません。HZ=1000 のマシンの 2000 を HZ=250 のマシンにそのまま持ち込むレシピは、既定値 8000 µs の 4 分の 1 を設定することになり、2 jiffies ではなく 1 jiffy になります。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="385"/>
        <source>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;net_rx_action()&lt;/code&gt; sets &lt;code&gt;time_limit&lt;/code&gt; and checks it after each poll</source>
        <translation>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;net_rx_action()&lt;/code&gt; が &lt;code&gt;time_limit&lt;/code&gt; を設定し、各ポーリングの後に確認する</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="389"/>
        <source>&lt;code&gt;include/linux/jiffies.h&lt;/code&gt;: &lt;code&gt;_usecs_to_jiffies()&lt;/code&gt;, &lt;code&gt;MAX_JIFFY_OFFSET&lt;/code&gt;</source>
        <translation>&lt;code&gt;include/linux/jiffies.h&lt;/code&gt;: &lt;code&gt;_usecs_to_jiffies()&lt;/code&gt;、&lt;code&gt;MAX_JIFFY_OFFSET&lt;/code&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="392"/>
        <source>&lt;code&gt;kernel/time/time.c&lt;/code&gt;: &lt;code&gt;__usecs_to_jiffies()&lt;/code&gt;, &lt;code&gt;jiffies_to_usecs()&lt;/code&gt;</source>
        <translation>&lt;code&gt;kernel/time/time.c&lt;/code&gt;: &lt;code&gt;__usecs_to_jiffies()&lt;/code&gt;、&lt;code&gt;jiffies_to_usecs()&lt;/code&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="395"/>
        <source>&lt;code&gt;kernel/time/timeconst.bc&lt;/code&gt;: the USEC_TO_HZ multiply, adjust and shift constants</source>
        <translation>&lt;code&gt;kernel/time/timeconst.bc&lt;/code&gt;: USEC_TO_HZ の乗数・補正値・シフト量の定数</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="397"/>
        <source>&lt;code&gt;net/core/hotdata.c&lt;/code&gt; (v6.9+, before that &lt;code&gt;net/core/dev.c&lt;/code&gt;): the default</source>
        <translation>&lt;code&gt;net/core/hotdata.c&lt;/code&gt; (v6.9 以降。それ以前は &lt;code&gt;net/core/dev.c&lt;/code&gt;): 既定値</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="400"/>
        <source>&lt;code&gt;net/core/sysctl_net_core.c&lt;/code&gt;: the sysctl and, since c180188ec022, its minimum</source>
        <translation>&lt;code&gt;net/core/sysctl_net_core.c&lt;/code&gt;: sysctl 本体と、c180188ec022 以降はその最小値</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="402"/>
        <source>&lt;code&gt;Documentation/admin-guide/sysctl/net.rst&lt;/code&gt;: netdev_budget_usecs, without HZ or jiffies</source>
        <translation>&lt;code&gt;Documentation/admin-guide/sysctl/net.rst&lt;/code&gt;: netdev_budget_usecs (HZ や jiffies への言及なし)</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="405"/>
        <source>Commits 7acf8a1e8a28 (v4.12), a4837980fd9f (v5.7), c180188ec022 (v6.14)</source>
        <translation>コミット 7acf8a1e8a28 (v4.12)、a4837980fd9f (v5.7)、c180188ec022 (v6.14)</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="408"/>
        <source>&lt;code&gt;time_squeeze&lt;/code&gt; is the third column of &lt;code&gt;/proc/net/softnet_stat&lt;/code&gt; (one line per CPU, in hexadecimal). &lt;code&gt;net_rx_action()&lt;/code&gt; increments it when it stops with work still queued because &lt;b&gt;either&lt;/b&gt; limit fired: the packet budget (&lt;code&gt;netdev_budget&lt;/code&gt;, 300 by default) is used up, or the time limit (&lt;code&gt;netdev_budget_usecs&lt;/code&gt;, in jiffies) has passed. One counter for two limits: it cannot tell you which. A split counter was proposed in 2023 and not merged.</source>
        <translation>&lt;code&gt;time_squeeze&lt;/code&gt; は &lt;code&gt;/proc/net/softnet_stat&lt;/code&gt; の 3 列目です (CPU ごとに 1 行、16 進数)。&lt;code&gt;net_rx_action()&lt;/code&gt; は、処理すべき仕事がまだキューに残っているのに&lt;b&gt;どちらか&lt;/b&gt;の制限に達して停止したときに、これを増やします: パケット予算 (&lt;code&gt;netdev_budget&lt;/code&gt;、既定値 300) を使い切った場合か、時間制限 (&lt;code&gt;netdev_budget_usecs&lt;/code&gt;、jiffies 単位) を過ぎた場合です。2 つの制限に対してカウンタは 1 つで、どちらが効いたかはわかりません。カウンタを分ける案は 2023 年に提案されましたが、マージされていません。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="415"/>
        <source>A squeeze defers work, it does not drop it: the remaining packets stay queued for the next softirq run or for &lt;code&gt;ksoftirqd&lt;/code&gt;. Read it beside the dropped column (the second) and your latency measurement, not as a fault on its own: millions of squeezes against a handful of drops is a common picture.</source>
        <translation>squeeze は処理を先送りするだけで、パケットを捨てるわけではありません: 残りのパケットはキューに残り、次の softirq の実行か &lt;code&gt;ksoftirqd&lt;/code&gt; で処理されます。この値をそれ単体で障害とみなさず、ドロップ列 (2 列目) やレイテンシの測定結果と並べて読んでください: squeeze が数百万回あってもドロップはわずか、というのはよくある光景です。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="420"/>
        <source>To tell the limits apart, raise one far out of reach on a lab machine and watch whether the counter still moves. Not on a production host: &lt;code&gt;net.core.netdev_budget_usecs&lt;/code&gt; is global to the host, not per network namespace, so a write from a container changes it for every container. The simulator in this workbench knows which limit fired; the kernel counter does not.</source>
        <translation>2 つの制限を区別するには、検証用マシンで一方を到達しないほど大きくして、カウンタがまだ増えるかどうかを観察します。本番ホストでは行わないでください: &lt;code&gt;net.core.netdev_budget_usecs&lt;/code&gt; はネットワーク名前空間ごとではなくホスト全体の設定なので、コンテナから書き込むとすべてのコンテナに影響します。このワークベンチのシミュレータはどちらの制限が効いたかを知っていますが、カーネルのカウンタは知りません。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="426"/>
        <source>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;net_rx_action()&lt;/code&gt;, &lt;code&gt;budget &amp;lt;= 0 || time_after_eq(jiffies, time_limit)&lt;/code&gt; increments &lt;code&gt;sd-&amp;gt;time_squeeze&lt;/code&gt;</source>
        <translation>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;net_rx_action()&lt;/code&gt; で &lt;code&gt;budget &amp;lt;= 0 || time_after_eq(jiffies, time_limit)&lt;/code&gt; のとき &lt;code&gt;sd-&amp;gt;time_squeeze&lt;/code&gt; を増やす</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="429"/>
        <source>&lt;code&gt;net/core/net-procfs.c&lt;/code&gt;: &lt;code&gt;softnet_seq_show()&lt;/code&gt; prints /proc/net/softnet_stat</source>
        <translation>&lt;code&gt;net/core/net-procfs.c&lt;/code&gt;: &lt;code&gt;softnet_seq_show()&lt;/code&gt; が /proc/net/softnet_stat を出力する</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="432"/>
        <source>&lt;code&gt;Documentation/admin-guide/sysctl/net.rst&lt;/code&gt;: netdev_budget, netdev_budget_usecs</source>
        <translation>&lt;code&gt;Documentation/admin-guide/sysctl/net.rst&lt;/code&gt;: netdev_budget、netdev_budget_usecs</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="436"/>
        <source>Under load a network card does not interrupt once per packet. The first packet raises an interrupt (after any coalescing delay set with &lt;code&gt;ethtool -C&lt;/code&gt;); the driver masks further interrupts and schedules NAPI. The NET_RX softirq then calls the driver&apos;s poll function, which takes up to &lt;i&gt;weight&lt;/i&gt; packets (64 by default) from the receive ring per call, and &lt;code&gt;net_rx_action()&lt;/code&gt; keeps polling until the ring is empty, &lt;code&gt;netdev_budget&lt;/code&gt; packets are used or the time limit passes. Only when the ring is empty are interrupts enabled again.</source>
        <translation>負荷がかかっているとき、ネットワークカードはパケットごとに割り込みをかけるわけではありません。最初のパケットで割り込みが発生し (&lt;code&gt;ethtool -C&lt;/code&gt; で設定したコアレッシングの遅延があればその後)、ドライバはそれ以降の割り込みをマスクして NAPI をスケジュールします。続いて NET_RX softirq がドライバのポーリング関数を呼び出し、この関数は 1 回の呼び出しで受信リングから最大 &lt;i&gt;weight&lt;/i&gt; 個 (既定値 64) のパケットを取り出します。&lt;code&gt;net_rx_action()&lt;/code&gt; は、リングが空になるか、&lt;code&gt;netdev_budget&lt;/code&gt; 個のパケットを使い切るか、時間制限を過ぎるまでポーリングを続けます。割り込みが再び有効になるのは、リングが空になったときだけです。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="444"/>
        <source>Everything that arrived meanwhile reaches the stack in one quick burst, so an evenly spaced stream leaves the poll as bursts of back-to-back packets with pauses between them. For scale: 1 Gbit/s of minimum-size 64-byte frames arrives about 0.67 µs apart (84 bytes on the wire with preamble and inter-frame gap), so one 64-packet poll covers about 43 µs of traffic. One cycle can deliver up to netdev_budget − 1 + weight packets (363 with the defaults).</source>
        <translation>その間に届いたものはすべて一度に素早くスタックに渡されるため、等間隔のストリームはポーリングを出るときには、連続したパケットのバーストとその間の休止になります。目安として、1 Gbit/s で最小サイズ 64 バイトのフレームは約 0.67 µs 間隔で届きます (プリアンブルとフレーム間ギャップを含めて回線上は 84 バイト)。つまり 64 パケットを処理する 1 回のポーリングは約 43 µs 分のトラフィックに相当します。1 回のサイクルで配送できるのは最大 netdev_budget − 1 + weight パケット (既定値では 363) です。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="451"/>
        <source>Batching is a throughput feature: fewer interrupts, warmer caches. The price is that host timestamps and delivery times show the batch, not the wire. Interrupt coalescing, &lt;code&gt;gro_flush_timeout&lt;/code&gt; and busy polling move the balance between CPU time and burstiness.</source>
        <translation>バッチ処理はスループットのための機能です: 割り込みが減り、キャッシュが温かいまま保たれます。その代償として、ホストのタイムスタンプと配送時刻は回線上の様子ではなくバッチを映すことになります。割り込みコアレッシング、&lt;code&gt;gro_flush_timeout&lt;/code&gt;、ビジーポーリングは、CPU 時間とバースト性のバランスを動かします。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="456"/>
        <source>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;napi_schedule()&lt;/code&gt;, &lt;code&gt;net_rx_action()&lt;/code&gt;, &lt;code&gt;napi_poll()&lt;/code&gt;, &lt;code&gt;napi_complete_done()&lt;/code&gt;</source>
        <translation>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;napi_schedule()&lt;/code&gt;、&lt;code&gt;net_rx_action()&lt;/code&gt;、&lt;code&gt;napi_poll()&lt;/code&gt;、&lt;code&gt;napi_complete_done()&lt;/code&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="459"/>
        <source>&lt;code&gt;include/linux/netdevice.h&lt;/code&gt;: &lt;code&gt;NAPI_POLL_WEIGHT&lt;/code&gt; (64)</source>
        <translation>&lt;code&gt;include/linux/netdevice.h&lt;/code&gt;: &lt;code&gt;NAPI_POLL_WEIGHT&lt;/code&gt; (64)</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="461"/>
        <source>&lt;code&gt;Documentation/networking/napi.rst&lt;/code&gt;: polling, interrupt coalescing, busy polling</source>
        <translation>&lt;code&gt;Documentation/networking/napi.rst&lt;/code&gt;: ポーリング、割り込みコアレッシング、ビジーポーリング</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="465"/>
        <source>Pending softirqs run in a loop in &lt;code&gt;kernel/softirq.c&lt;/code&gt;, typically on the way out of an interrupt: every pending handler runs, then the loop looks again. It restarts only while softirqs are still pending, &lt;code&gt;time_before(jiffies, end)&lt;/code&gt; holds with &lt;code&gt;end = jiffies + MAX_SOFTIRQ_TIME&lt;/code&gt;, no reschedule is needed and fewer than &lt;code&gt;MAX_SOFTIRQ_RESTART&lt;/code&gt; (10) rounds have run. Otherwise it wakes the per-CPU &lt;code&gt;ksoftirqd&lt;/code&gt; thread, which is scheduled like an ordinary task and competes with everything else on that CPU.</source>
        <translation>保留中の softirq は &lt;code&gt;kernel/softirq.c&lt;/code&gt; のループで実行されます。典型的には割り込みから戻る途中です: 保留中のハンドラをすべて実行し、その後ループがもう一度確認します。再実行されるのは、まだ保留中の softirq があり、&lt;code&gt;end = jiffies + MAX_SOFTIRQ_TIME&lt;/code&gt; として &lt;code&gt;time_before(jiffies, end)&lt;/code&gt; が成り立ち、再スケジュールが不要で、実行した周回が &lt;code&gt;MAX_SOFTIRQ_RESTART&lt;/code&gt; (10) 回未満である間だけです。そうでなければ CPU ごとの &lt;code&gt;ksoftirqd&lt;/code&gt; スレッドを起床させます。このスレッドは通常のタスクと同じようにスケジュールされ、その CPU 上の他のすべての処理と競合します。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="473"/>
        <source>&lt;code&gt;MAX_SOFTIRQ_TIME&lt;/code&gt; is &lt;code&gt;msecs_to_jiffies(2)&lt;/code&gt;, rounded up to ticks just like netdev_budget_usecs: 1 jiffy for HZ up to 500 (which can expire almost at once), 2 at HZ=1000, 3 at HZ=1024 and 1200. It cannot be tuned and has not changed since v3.10. It never cuts a running handler short: a large netdev_budget_usecs makes one &lt;code&gt;net_rx_action()&lt;/code&gt; run longer, not the chain of restarts.</source>
        <translation>&lt;code&gt;MAX_SOFTIRQ_TIME&lt;/code&gt; は &lt;code&gt;msecs_to_jiffies(2)&lt;/code&gt; で、netdev_budget_usecs と同様にティック単位に切り上げられます: HZ が 500 以下なら 1 jiffy (ほぼ直後に期限切れになることもある)、HZ=1000 で 2、HZ=1024 と 1200 で 3 です。調整はできず、v3.10 以降変わっていません。実行中のハンドラを途中で打ち切ることはありません: netdev_budget_usecs を大きくすると長くなるのは 1 回の &lt;code&gt;net_rx_action()&lt;/code&gt; の実行であり、再実行の連鎖ではありません。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="480"/>
        <source>&lt;code&gt;kernel/softirq.c&lt;/code&gt;: &lt;code&gt;MAX_SOFTIRQ_TIME&lt;/code&gt;, &lt;code&gt;MAX_SOFTIRQ_RESTART&lt;/code&gt;, the restart loop, &lt;code&gt;wakeup_softirqd()&lt;/code&gt;</source>
        <translation>&lt;code&gt;kernel/softirq.c&lt;/code&gt;: &lt;code&gt;MAX_SOFTIRQ_TIME&lt;/code&gt;、&lt;code&gt;MAX_SOFTIRQ_RESTART&lt;/code&gt;、再実行ループ、&lt;code&gt;wakeup_softirqd()&lt;/code&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="484"/>
        <source>&lt;code&gt;include/linux/jiffies.h&lt;/code&gt;: &lt;code&gt;msecs_to_jiffies()&lt;/code&gt;</source>
        <translation>&lt;code&gt;include/linux/jiffies.h&lt;/code&gt;: &lt;code&gt;msecs_to_jiffies()&lt;/code&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="487"/>
        <source>&lt;code&gt;/sys/class/net/&amp;lt;device&amp;gt;/gro_flush_timeout&lt;/code&gt; is in nanoseconds and 0 by default. When a NAPI poll ends with the ring empty, packets that GRO still holds for merging are normally passed on at once. With a non-zero timeout that flush is left to a timer that fires after so many nanoseconds.</source>
        <translation>&lt;code&gt;/sys/class/net/&amp;lt;device&amp;gt;/gro_flush_timeout&lt;/code&gt; はナノ秒単位で、既定値は 0 です。NAPI のポーリングがリングを空にして終わると、GRO が結合のために保持しているパケットは通常すぐに上位へ渡されます。タイムアウトが 0 でない場合、このフラッシュは指定したナノ秒数の後に発火するタイマーに任されます。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="492"/>
        <source>Only together with &lt;code&gt;napi_defer_hard_irqs&lt;/code&gt; (a count, also per device) does it change interrupts: after a poll that did work, &lt;code&gt;napi_complete_done()&lt;/code&gt; keeps the device interrupt masked and the timer polls the ring again after gro_flush_timeout, until that many polls in a row found nothing. Without napi_defer_hard_irqs the interrupt is re-enabled as usual and the timer is armed only for packets GRO is still holding, which plain UDP datagrams are not: a recipe that sets only gro_flush_timeout changes no interrupt timing for them. With both set, a short timeout means frequent timer-driven polls that each find a few packets: smaller bursts, paid for with CPU time. A long one means fewer, larger batches and more delay. The simulator models both knobs this way.</source>
        <translation>gro_flush_timeout が割り込みに影響するのは、&lt;code&gt;napi_defer_hard_irqs&lt;/code&gt; (回数を表す値で、これもデバイスごと) と組み合わせたときだけです: 処理のあったポーリングの後、&lt;code&gt;napi_complete_done()&lt;/code&gt; はデバイスの割り込みをマスクしたままにし、gro_flush_timeout の後にタイマーがリングを再びポーリングします。これは、その回数だけ連続してポーリングが何も見つけなくなるまで続きます。napi_defer_hard_irqs がなければ割り込みは通常どおり再有効化され、タイマーが設定されるのは GRO がまだ保持しているパケットに対してだけですが、通常の UDP データグラムは保持されません: gro_flush_timeout だけを設定するレシピでは、それらの割り込みタイミングは何も変わりません。両方を設定した場合、タイムアウトが短ければ、それぞれ少数のパケットを見つけるタイマー駆動のポーリングが頻繁に起こります: バーストは小さくなりますが、その代償は CPU 時間です。長ければ、バッチの数は減って大きくなり、遅延が増えます。シミュレータは両方の設定をこのようにモデル化しています。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="502"/>
        <source>The timeout never cuts a poll short; it decides when the next poll happens and when held packets are flushed. Claims that a low value “flushes the ring earlier” mix the two. The effect depends on driver, rate and coalescing: measure it with your own traffic.</source>
        <translation>タイムアウトがポーリングを途中で打ち切ることはありません。次のポーリングがいつ起こるか、保持中のパケットがいつフラッシュされるかを決めるだけです。小さい値にすると「リングが早くフラッシュされる」という主張は、この 2 つを混同しています。効果はドライバ、レート、コアレッシングによって変わるので、ご自身のトラフィックで測定してください。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="507"/>
        <source>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;napi_complete_done()&lt;/code&gt; arms the timer, &lt;code&gt;napi_watchdog()&lt;/code&gt; fires it</source>
        <translation>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;napi_complete_done()&lt;/code&gt; がタイマーを設定し、&lt;code&gt;napi_watchdog()&lt;/code&gt; が発火時に実行される</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="510"/>
        <source>&lt;code&gt;Documentation/networking/napi.rst&lt;/code&gt;: IRQ mitigation, gro_flush_timeout, napi_defer_hard_irqs</source>
        <translation>&lt;code&gt;Documentation/networking/napi.rst&lt;/code&gt;: IRQ 抑制 (IRQ mitigation)、gro_flush_timeout、napi_defer_hard_irqs</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="513"/>
        <source>&lt;code&gt;Documentation/ABI/testing/sysfs-class-net&lt;/code&gt;: gro_flush_timeout, napi_defer_hard_irqs</source>
        <translation>&lt;code&gt;Documentation/ABI/testing/sysfs-class-net&lt;/code&gt;: gro_flush_timeout、napi_defer_hard_irqs</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="517"/>
        <source>A received packet has at least three times, and they differ. The &lt;b&gt;adapter&lt;/b&gt; (hardware) timestamp is taken by the network card at the MAC as the frame arrives, where card and driver support it: it shows the wire. The &lt;b&gt;host&lt;/b&gt; (software) timestamp is taken when the packet reaches the network stack inside the NAPI poll, so packets of one batch get timestamps close together: it shows the poll batching. The &lt;b&gt;delivery&lt;/b&gt; time, when a program reads the packet, adds the batching of the socket queue and, for a capture, of libpcap&apos;s buffer.</source>
        <translation>受信したパケットには少なくとも 3 つの時刻があり、それぞれ異なります。&lt;b&gt;アダプタ&lt;/b&gt; (ハードウェア) タイムスタンプは、カードとドライバが対応していれば、フレームの到着時にネットワークカードが MAC で記録するもので、回線上の様子を表します。&lt;b&gt;ホスト&lt;/b&gt; (ソフトウェア) タイムスタンプは、NAPI のポーリング中にパケットがネットワークスタックに到達した時点で記録されるため、同じバッチのパケットには互いに近いタイムスタンプが付きます: これはポーリングのバッチ処理を表します。プログラムがパケットを読み取る&lt;b&gt;配送&lt;/b&gt;時刻には、さらにソケットキューのバッチ処理と、キャプチャの場合は libpcap のバッファのバッチ処理が加わります。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="525"/>
        <source>libpcap chooses the source with &lt;code&gt;pcap_set_tstamp_type()&lt;/code&gt; (see &lt;code&gt;pcap-tstamp(7)&lt;/code&gt;); on the loopback device only the host type exists. Jitterscope labels each plot with the source of its timestamps: a gap histogram of host timestamps describes the receive path, not the network.</source>
        <translation>libpcap では &lt;code&gt;pcap_set_tstamp_type()&lt;/code&gt; でソースを選びます (&lt;code&gt;pcap-tstamp(7)&lt;/code&gt; を参照)。ループバックデバイスには host 種別しかありません。Jitterscope は各グラフにタイムスタンプのソースを表示します: ホストタイムスタンプによる間隔ヒストグラムが表すのは受信経路であって、ネットワークではありません。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="530"/>
        <source>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;net_timestamp_check()&lt;/code&gt;, the software receive timestamp</source>
        <translation>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;net_timestamp_check()&lt;/code&gt;、ソフトウェア受信タイムスタンプ</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="533"/>
        <source>&lt;code&gt;include/linux/skbuff.h&lt;/code&gt;: &lt;code&gt;skb_hwtstamps()&lt;/code&gt;, the hardware timestamp</source>
        <translation>&lt;code&gt;include/linux/skbuff.h&lt;/code&gt;: &lt;code&gt;skb_hwtstamps()&lt;/code&gt;、ハードウェアタイムスタンプ</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="535"/>
        <source>&lt;code&gt;Documentation/networking/timestamping.rst&lt;/code&gt;: SO_TIMESTAMPING, hardware and software sources</source>
        <translation>&lt;code&gt;Documentation/networking/timestamping.rst&lt;/code&gt;: SO_TIMESTAMPING、ハードウェアとソフトウェアのソース</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="538"/>
        <source>&lt;code&gt;pcap-tstamp(7)&lt;/code&gt;: libpcap timestamp types</source>
        <translation>&lt;code&gt;pcap-tstamp(7)&lt;/code&gt;: libpcap のタイムスタンプ種別</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="540"/>
        <source>&lt;b&gt;Phantom jitter&lt;/b&gt; is variation a measurement shows but the network did not cause. A sender pacing packets evenly and a receiver timestamping them in software will see bursts and gaps made by NAPI batching, the clock tick, interrupt coalescing or the capture buffer, not by the wire. Before blaming the network, check where the timestamps were taken, and compare with adapter timestamps where the card offers them.</source>
        <translation>&lt;b&gt;ファントムジッタ&lt;/b&gt;とは、測定には現れるもののネットワークが原因ではない揺らぎのことです。送信側がパケットを等間隔で送り、受信側がソフトウェアでタイムスタンプを付けると、回線ではなく NAPI のバッチ処理、クロックティック、割り込みコアレッシング、キャプチャバッファによって生じたバーストや隙間が見えます。ネットワークを疑う前に、タイムスタンプがどこで記録されたかを確認し、カードが対応していればアダプタタイムスタンプと比較してください。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="547"/>
        <source>Mind the scale. Jitter budgets of real-time media are milliseconds: a VoIP jitter buffer absorbs tens of milliseconds. Receive batching moves packets by microseconds (a 64-packet poll at 1 Gbit/s is about 43 µs), while a time limit that fires moves them by up to a few ticks, and one tick is 1 ms at HZ=1000, 4 ms at 250 and 10 ms at 100. Both are phantom if the wire was even; only the second comes near a voice budget.</source>
        <translation>スケールに注意してください。リアルタイムメディアで許容されるジッタはミリ秒単位です: VoIP のジッタバッファは数十ミリ秒を吸収します。受信のバッチ処理がパケットをずらすのはマイクロ秒単位 (1 Gbit/s での 64 パケットのポーリングは約 43 µs) ですが、時間制限が効くと最大数ティック分ずれます。1 ティックは HZ=1000 で 1 ms、250 で 4 ms、100 で 10 ms です。回線上が等間隔だったなら、どちらもファントムです。音声の許容範囲に迫るのは後者だけです。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="554"/>
        <source>The observer takes part too: tracing lengthens every softirq run and changes which runs meet a tick (in one lab, turning on the ftrace function profiler halved the packet rate yet raised the squeeze rate). Timestamps can lie on their own: a hardware timestamp matched to the wrong packet, or a clock that advances in coarse steps, shows jitter no packet experienced.</source>
        <translation>観測者自身も影響します: トレースはすべての softirq の実行を長くし、どの実行がティックにかかるかを変えます (ある検証環境では、ftrace の関数プロファイラを有効にするとパケットレートが半分になったのに、squeeze の発生率は上がりました)。タイムスタンプ自体が誤ることもあります: 別のパケットに対応付けられたハードウェアタイムスタンプや、粗いステップでしか進まないクロックは、どのパケットも経験していないジッタを示します。</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="560"/>
        <source>&lt;code&gt;Documentation/networking/timestamping.rst&lt;/code&gt;: which timestamp a socket gets</source>
        <translation>&lt;code&gt;Documentation/networking/timestamping.rst&lt;/code&gt;: ソケットが受け取るタイムスタンプの種類</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="562"/>
        <source>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;net_rx_action()&lt;/code&gt;, where batches and squeezes happen</source>
        <translation>&lt;code&gt;net/core/dev.c&lt;/code&gt;: &lt;code&gt;net_rx_action()&lt;/code&gt;、バッチと squeeze が発生する場所</translation>
    </message>
    <message>
        <location filename="../widgets/explanation_panel.cpp" line="565"/>
        <source>&lt;code&gt;include/linux/jiffies.h&lt;/code&gt;: the tick every time limit here is counted in</source>
        <translation>&lt;code&gt;include/linux/jiffies.h&lt;/code&gt;: ここで扱うすべての時間制限の単位となるティック</translation>
    </message>
</context>
<context>
    <name>jitterscope::FlowTableModel</name>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="158"/>
        <source>%1 received, %2 duplicates, %3 reordered, %4 capture timestamps going backwards</source>
        <translation>受信 %1、重複 %2、順序入れ替わり %3、逆行したキャプチャタイムスタンプ %4</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="165"/>
        <source>Flow %1: %2 → %3</source>
        <translation>フロー %1: %2 → %3</translation>
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
        <translation>プローブ</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="178"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="184"/>
        <source>%1 · forced</source>
        <translation>%1 · 強制</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="188"/>
        <source>none (not %1: %2 % decoded)</source>
        <translation>なし（%1 ではない: %2 % デコード）</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="191"/>
        <source>%1 (%2 % decoded)</source>
        <translation>%1（%2 % デコード）</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="199"/>
        <source>Nominal gap %1, given</source>
        <translation>公称間隔 %1（指定値）</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="200"/>
        <source>Nominal gap %1, from the sender&apos;s clock</source>
        <translation>公称間隔 %1（送信側の時計から）</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="201"/>
        <source>Nominal gap %1, from the mean rate</source>
        <translation>公称間隔 %1（平均レートから）</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="205"/>
        <source>No nominal gap (fewer than two packets)</source>
        <translation>公称間隔なし（パケットが 2 個未満）</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="234"/>
        <source>%1 (%2 %)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="286"/>
        <source>Proto</source>
        <translation>プロトコル</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="287"/>
        <source>Source</source>
        <translation>送信元</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="288"/>
        <location filename="../widgets/flow_table_model.cpp" line="290"/>
        <source>Port</source>
        <translation>ポート</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="289"/>
        <source>Destination</source>
        <translation>宛先</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="291"/>
        <source>Packets</source>
        <translation>パケット</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="292"/>
        <source>Bytes</source>
        <translation>バイト</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="293"/>
        <source>Decoder</source>
        <translation>デコーダ</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="294"/>
        <source>Min gap</source>
        <translation>最小間隔</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="295"/>
        <source>Mean gap</source>
        <translation>平均間隔</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="296"/>
        <source>p50 gap</source>
        <translation>p50 間隔</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="297"/>
        <source>p99 gap</source>
        <translation>p99 間隔</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="298"/>
        <source>Max gap</source>
        <translation>最大間隔</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="299"/>
        <source>Max |dev|</source>
        <translation>最大 |偏差|</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="300"/>
        <source>Bursts</source>
        <translation>バースト</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="301"/>
        <source>Lost</source>
        <translation>損失</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="302"/>
        <source>Dup.</source>
        <translation>重複</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="303"/>
        <source>Reord.</source>
        <translation>順序逆転</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="304"/>
        <source>TS inv.</source>
        <translation>TS逆転</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="305"/>
        <source>Jitter (ms)</source>
        <translation>ジッタ (ms)</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="309"/>
        <source>Largest |gap − nominal gap|</source>
        <translation>|間隔 − 公称間隔| の最大値</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="310"/>
        <source>Runs of at least two packets closer than the burst threshold</source>
        <translation>間隔がバーストしきい値より短い、2 パケット以上の連なり</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="311"/>
        <source>Lost packets from RTP, iperf3 or probe sequence numbers</source>
        <translation>RTP・iperf3・プローブのシーケンス番号から求めた損失パケット数</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="312"/>
        <source>Packets whose sequence number arrived before</source>
        <translation>シーケンス番号が既に到着していたパケット</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="313"/>
        <source>Packets that arrived after a higher sequence number</source>
        <translation>より大きいシーケンス番号の後に到着したパケット</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="315"/>
        <source>Packets with a later sequence number but an earlier capture timestamp (phantom jitter)</source>
        <translation>シーケンス番号は後なのにキャプチャ時刻が早いパケット（ファントムジッタ）</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_model.cpp" line="316"/>
        <source>RFC 3550 interarrival jitter (RTP, iperf3), last value</source>
        <translation>RFC 3550 の到着間隔ジッタ (RTP、iperf3)、最新値</translation>
    </message>
</context>
<context>
    <name>jitterscope::FlowTableView</name>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="105"/>
        <source>Filter flows (address, port, protocol, decoder)</source>
        <translation>フローを絞り込み (アドレス、ポート、プロトコル、デコーダ)</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="106"/>
        <source>All flows, each flow&apos;s own gaps</source>
        <translation>全フロー（各フロー内の間隔）</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="107"/>
        <source>All packets as one sequence</source>
        <translation>全パケットを一つの列として</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="108"/>
        <source>Plots show every flow; the histogram merges the gaps within each flow</source>
        <translation>グラフは全フローを表示し、ヒストグラムは各フロー内の間隔をまとめます</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="110"/>
        <source>Plots show every packet; gaps between packets of different flows count too</source>
        <translation>グラフは全パケットを表示し、異なるフローのパケット間の間隔も数えます</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="174"/>
        <source>Decode as</source>
        <translation>デコード方式</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="184"/>
        <source>Auto-detect</source>
        <translation>自動検出</translation>
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
        <translation>iperf3 64 ビット</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="189"/>
        <source>probe</source>
        <translation>プローブ</translation>
    </message>
    <message>
        <location filename="../widgets/flow_table_view.cpp" line="190"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/flow_table_view.cpp" line="257"/>
        <source>Selected: %Ln flows</source>
        <translation>
            <numerusform>選択：%Ln フロー</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/flow_table_view.cpp" line="262"/>
        <source>Matching the filter: %Ln flows</source>
        <translation>
            <numerusform>フィルタに一致：%Ln フロー</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jitterscope::IoGraphView</name>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="150"/>
        <source>&amp;Bin:</source>
        <translation>ビン(&amp;B):</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="151"/>
        <source>Auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="152"/>
        <source>Width of one bin. Auto: about one bin per two pixel columns of the visible time.</source>
        <translation>1 ビンの幅。自動: 表示中の時間の 2 ピクセル列ごとに約 1 ビン。</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="153"/>
        <source>Packets</source>
        <translation>パケット</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="154"/>
        <source>Bytes</source>
        <translation>バイト</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="155"/>
        <source>Logarithmic axis</source>
        <translation>対数軸</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="157"/>
        <source>Whole trace</source>
        <translation>トレース全体</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="160"/>
        <source>Time since first packet</source>
        <translation>最初のパケットからの時間</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="161"/>
        <source>Drag to zoom, Shift+drag to pan, double-click for the whole trace.</source>
        <translation>ドラッグでズーム、Shift+ドラッグで移動、ダブルクリックでトレース全体。</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="383"/>
        <source>Bytes per %1</source>
        <translation>%1 あたりのバイト</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="383"/>
        <source>Packets per %1</source>
        <translation>%1 あたりのパケット</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="388"/>
        <source>No packets yet.
Open a trace or start a capture to see packets and bytes per time bin.</source>
        <translation>まだパケットがありません。
トレースを開くかキャプチャを開始すると、時間ビンごとのパケットとバイトが表示されます。</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="391"/>
        <source>This analysis kept no per-packet timeline.</source>
        <translation>この解析はパケットごとのタイムラインを保持していません。</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="393"/>
        <source>No packets of the selected flows in this time range.
Double-click to show the whole trace.</source>
        <translation>この時間範囲に選択したフローのパケットはありません。
ダブルクリックでトレース全体を表示します。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/io_graph_view.cpp" line="397"/>
        <source>%Ln packets in view</source>
        <translation>
            <numerusform>表示中のパケット %Ln 個</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="398"/>
        <source> · %1 · bin %2</source>
        <translation> · %1 · ビン %2</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="400"/>
        <source> (%1 is too fine for this range: zoom in)</source>
        <translation>（%1 はこの範囲には細かすぎます: ズームインしてください）</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="402"/>
        <source>Packets and bytes per time bin</source>
        <translation>時間ビンごとのパケットとバイト</translation>
    </message>
    <message>
        <location filename="../widgets/io_graph_view.cpp" line="404"/>
        <source> (reading…)</source>
        <translation>（読み込み中…）</translation>
    </message>
</context>
<context>
    <name>jitterscope::JiffiesReport</name>
    <message>
        <location filename="../core/kernel/jiffies_report.cpp" line="78"/>
        <source>above %1 µs usecs_to_jiffies() returns MAX_JIFFY_OFFSET: no time limit at all, only netdev_budget stops a cycle</source>
        <translation>%1 µs を超えると usecs_to_jiffies() は MAX_JIFFY_OFFSET を返します: 時間制限はまったくなく、サイクルを止めるのは netdev_budget だけです</translation>
    </message>
    <message>
        <location filename="../core/kernel/jiffies_report.cpp" line="88"/>
        <source>0 jiffies: every cycle stops after its first poll</source>
        <translation>0 jiffies: どのサイクルも最初のポーリングの後で終了します</translation>
    </message>
    <message>
        <location filename="../core/kernel/jiffies_report.cpp" line="92"/>
        <source>1 jiffy: the limit is the next tick, which can come almost at once (the softirq starts at a random phase between ticks)</source>
        <translation>1 jiffy: 制限は次のティックで、ほぼ直後に来ることもあります (softirq はティック間のランダムな位相で始まるため)</translation>
    </message>
    <message>
        <location filename="../core/kernel/jiffies_report.cpp" line="99"/>
        <source>below the default %1 µs (%2 jiffies): the guaranteed whole jiffy is lost</source>
        <translation>既定値 %1 µs (%2 jiffies) 未満: 保証されていた丸 1 jiffy が失われます</translation>
    </message>
    <message>
        <location filename="../core/kernel/jiffies_report.cpp" line="107"/>
        <source>%1 of the default %2</source>
        <translation>既定値 %2 µs の %1</translation>
    </message>
    <message>
        <location filename="../core/kernel/jiffies_report.cpp" line="110"/>
        <source>above the default %1</source>
        <translation>既定値 %1 µs を超える値</translation>
    </message>
    <message>
        <location filename="../core/kernel/jiffies_report.cpp" line="112"/>
        <source>copied from an HZ=1000 guide: %1 µs is the HZ=1000 default; at HZ=%2 it is %3 µs (%4 jiffies instead of 2)</source>
        <translation>HZ=1000 向けのガイドからの流用: %1 µs は HZ=1000 での既定値です。HZ=%2 では%3です (2 ではなく %4 jiffies)</translation>
    </message>
    <message>
        <location filename="../core/kernel/jiffies_report.cpp" line="123"/>
        <source>same jiffy box as the default %1 µs: the kernel cannot tell them apart (box %2..%3 µs)</source>
        <translation>既定値 %1 µs と同じ jiffy 区間: カーネルには区別できません (区間 %2..%3 µs)</translation>
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
        <translation>HZ とワードサイズ</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="115"/>
        <source>Kernel release</source>
        <translation>カーネルリリース</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="115"/>
        <source>Compare with</source>
        <translation>比較対象</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="177"/>
        <source>◀ Box</source>
        <translation>◀ 区間</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="178"/>
        <source>Last value of the previous jiffy box</source>
        <translation>前の jiffy 区間の最後の値</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="179"/>
        <source>Box ▶</source>
        <translation>区間 ▶</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="180"/>
        <source>First value of the next jiffy box: the next value that changes anything</source>
        <translation>次の jiffy 区間の最初の値: 次に結果が変わる値</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="181"/>
        <source>Tick marks are clock ticks; Page Up/Down moves by one tick</source>
        <translation>目盛りはクロックティックを表します。Page Up/Down で 1 ティックずつ移動します</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="182"/>
        <source>CONFIG_HZ of the kernel: pick one or type any value from 12 to 12287</source>
        <translation>カーネルの CONFIG_HZ: 一覧から選ぶか、12 から 12287 までの任意の値を入力します</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="184"/>
        <source>64-bit</source>
        <translation>64 ビット</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="184"/>
        <source>32-bit</source>
        <translation>32 ビット</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="186"/>
        <source>uname -r, e.g. 6.12.18-amd64 (empty: unknown)</source>
        <translation>uname -r の出力、例: 6.12.18-amd64 (空欄: 不明)</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="187"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="188"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="189"/>
        <source>Jitterscope never runs this: copy it and run it yourself, on a test machine first. The value is global to the host, not per network namespace.</source>
        <translation>Jitterscope がこのコマンドを実行することはありません。コピーしてご自身で実行してください (まずはテスト用マシンで)。この値はホスト全体に適用され、ネットワーク名前空間ごとの設定ではありません。</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="226"/>
        <source>%1 (detected: %2)</source>
        <translation>%1 (検出: %2)</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="355"/>
        <source>%1 and %2 are the same box at HZ=%3: both give %4, the kernel cannot tell them apart</source>
        <translation>HZ=%3 では %1 と %2 は同じ区間です: どちらも %4 になり、カーネルには区別できません</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="360"/>
        <source>%1 vs %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="361"/>
        <source>%1 and %2 differ at HZ=%3: %4</source>
        <translation>HZ=%3 では %1 と %2 は異なります: %4</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="373"/>
        <source>none: above %1 µs usecs_to_jiffies() returns MAX_JIFFY_OFFSET; only netdev_budget (%2 packets by default) ends a cycle</source>
        <translation>なし: %1 µs を超えると usecs_to_jiffies() は MAX_JIFFY_OFFSET を返します。サイクルを終わらせるのは netdev_budget (既定値 %2 パケット) だけです</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="378"/>
        <source>none: with 0 jiffies every cycle stops after its first poll</source>
        <translation>なし: 0 jiffies では、どのサイクルも最初のポーリングの後で終了します</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="380"/>
        <source>from almost 0 up to %1 µs: the limit is the next tick, which can come at once; plus the last poll</source>
        <translation>ほぼ 0 から %1 µs まで: 制限は次のティックで、直後に来ることもあります。これに最後のポーリングの時間が加わります</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="384"/>
        <source>more than %1 µs, at most %2 µs (N−1 to N ticks of %3 µs), plus the last poll</source>
        <translation>%1 µs 超、最長 %2 µs (%3 µs のティックで N−1 〜 N 個分)、これに最後のポーリングの時間が加わります</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="388"/>
        <source>every value from %1 to %2 µs behaves the same; the next value that changes anything is &lt;b&gt;%3&lt;/b&gt; µs (%4)</source>
        <translation>%1 から %2 µs までの値はすべて同じ動作です。次に結果が変わる値は &lt;b&gt;%3&lt;/b&gt; µs (%4) です</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="394"/>
        <source>every value from %1 to %2 µs behaves the same; there is no larger value</source>
        <translation>%1 から %2 µs までの値はすべて同じ動作です。これより大きい値はありません</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="397"/>
        <source>no sysctl: %1, hard-coded</source>
        <translation>sysctl なし: %1 (ハードコード)</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="398"/>
        <source>&lt;b&gt;%1 µs&lt;/b&gt; = %2</source>
        <translation>&lt;b&gt;%1 µs&lt;/b&gt; = %2</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="399"/>
        <source>&lt;b&gt;%1 µs&lt;/b&gt; = %2 from v5.7, &lt;b&gt;%3 µs&lt;/b&gt; before</source>
        <translation>v5.7 以降は &lt;b&gt;%1 µs&lt;/b&gt; = %2、それより前は &lt;b&gt;%3 µs&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="405"/>
        <source>accepted</source>
        <translation>受け付けられる</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="406"/>
        <source>&lt;b style=&quot;color:%1&quot;&gt;rejected with EINVAL&lt;/b&gt;</source>
        <translation>&lt;b style=&quot;color:%1&quot;&gt;EINVAL で拒否される&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="407"/>
        <source>&lt;b style=&quot;color:%1&quot;&gt;may be rejected with EINVAL&lt;/b&gt;</source>
        <translation>&lt;b style=&quot;color:%1&quot;&gt;EINVAL で拒否される可能性あり&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="411"/>
        <source>Jiffies N</source>
        <translation>jiffies N</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="414"/>
        <source>Real time limit</source>
        <translation>実際の時間制限</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="415"/>
        <source>Same box</source>
        <translation>同じ区間</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="416"/>
        <source>Default</source>
        <translation>既定値</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="417"/>
        <source>Minimum</source>
        <translation>最小値</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="417"/>
        <source>%1 µs (2 jiffies) applies: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>%1 µs (2 jiffies) の下限が適用: &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="419"/>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="420"/>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="421"/>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="423"/>
        <source>Writing it</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="424"/>
        <source>Softirq restarts</source>
        <translation>softirq の再実行</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="424"/>
        <source>MAX_SOFTIRQ_TIME = msecs_to_jiffies(2) = %1: restarts only within %2 µs at most (%3 rounds), then ksoftirqd</source>
        <translation>MAX_SOFTIRQ_TIME = msecs_to_jiffies(2) = %1: 再実行は最長 %2 µs 以内 (最大 %3 回) に限られ、その後は ksoftirqd</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="430"/>
        <source>What the kernel makes of it</source>
        <translation>カーネルでの扱い</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_calculator_view.cpp" line="447"/>
        <source>&lt;b&gt;Watch out&lt;/b&gt;</source>
        <translation>&lt;b&gt;注意&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>jitterscope::JiffyStaircasePlot</name>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="126"/>
        <source>no time limit</source>
        <translation>時間制限なし</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="126"/>
        <source>%n jiffies</source>
        <translation>
            <numerusform>%n jiffy</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="200"/>
        <source>netdev_budget_usecs value (µs)</source>
        <translation>netdev_budget_usecs の値 (µs)</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="201"/>
        <source>jiffies N</source>
        <translation>jiffies N</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="333"/>
        <source>rejected (EINVAL)</source>
        <translation>拒否 (EINVAL)</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="333"/>
        <source>EINVAL?</source>
        <translation>EINVAL?</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="340"/>
        <source>no time limit (MAX_JIFFY_OFFSET)</source>
        <translation>時間制限なし (MAX_JIFFY_OFFSET)</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="365"/>
        <source>default = minimum %1 µs</source>
        <translation>既定値 = 最小値 %1 µs</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="365"/>
        <source>default %1 µs</source>
        <translation>既定値 %1 µs</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="367"/>
        <source>default %1 µs (or %2 µs)</source>
        <translation>既定値 %1 µs (または %2 µs)</translation>
    </message>
    <message>
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="372"/>
        <source>minimum %1 µs</source>
        <translation>最小値 %1 µs</translation>
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
        <translation>HZ=%1、%2 ビット: 1 ティック = %3 µs</translation>
    </message>
</context>
<context>
    <name>jitterscope::KernelEventsView</name>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="183"/>
        <source>work per poll</source>
        <translation>ポーリングあたりの処理数</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="184"/>
        <source>NET_RX run</source>
        <translation>NET_RX の実行</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="185"/>
        <source>polls</source>
        <translation>ポーリング数</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="464"/>
        <source>work per poll (packets), visible time window</source>
        <translation>ポーリングあたりの処理数 (パケット)、表示中の時間範囲</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="187"/>
        <source>poll at budget</source>
        <translation>予算に達したポーリング</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="188"/>
        <source>run crossed a jiffy tick</source>
        <translation>jiffy ティックをまたいだ実行</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="189"/>
        <source>captured packet</source>
        <translation>キャプチャしたパケット</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="190"/>
        <source>&amp;Device:</source>
        <translation>デバイス(&amp;D):</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="296"/>
        <source>All devices</source>
        <translation>すべてのデバイス</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="302"/>
        <source>%1 (backlog of %2)</source>
        <translation>%1（%2 のバックログ）</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="303"/>
        <source>%1 (capture)</source>
        <translation>%1（キャプチャ）</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="401"/>
        <source>CPU %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="435"/>
        <source>budget %1</source>
        <translation>予算 %1</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="446"/>
        <source>No trace loaded.</source>
        <translation>トレースが読み込まれていません。</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="450"/>
        <source>Kernel events were not recorded:
%1</source>
        <translation>カーネルイベントは記録されませんでした:
%1</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="454"/>
        <source>No kernel events in this trace.
Record them with Capture → Start → “Record kernel events” (the helper needs tracefs and CAP_PERFMON).</source>
        <translation>このトレースにはカーネルイベントがありません。
キャプチャ → 開始 →「カーネルイベントを記録」で記録してください (ヘルパーには tracefs と CAP_PERFMON が必要です)。</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="457"/>
        <source>No napi polls or NET_RX runs recorded.</source>
        <translation>NAPI ポーリングも NET_RX の実行も記録されていません。</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="464"/>
        <source>work per poll (packets), whole session</source>
        <translation>ポーリングあたりの処理数 (パケット)、セッション全体</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="493"/>
        <source>Kernel events: not recorded.</source>
        <translation>カーネルイベント: 記録なし。</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="494"/>
        <source>%1 napi polls on %2 CPUs, %3 at budget; %4 NET_RX runs, p50 %5, p99 %6, max %7.</source>
        <translation>%2 個の CPU で NAPI ポーリング %1 回、うち予算到達 %3 回; NET_RX の実行 %4 回、p50 %5、p99 %6、最大 %7。</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="502"/>
        <source>Runs crossing a jiffy tick (HZ %1): %2, expected from run time / tick %3.</source>
        <translation>jiffy ティックをまたいだ実行 (HZ %1): %2、実行時間 / ティックからの期待値 %3。</translation>
    </message>
    <message>
        <location filename="../widgets/kernel_events_view.cpp" line="507"/>
        <source>%1 events lost, %2 damaged blocks skipped.</source>
        <translation>%1 件のイベントが失われ、破損した %2 ブロックを飛ばしました。</translation>
    </message>
</context>
<context>
    <name>jitterscope::KernelFacts</name>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="67"/>
        <source>confirmed</source>
        <translation>確認済み</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="68"/>
        <source>inferred</source>
        <translation>推定</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="71"/>
        <source>%1 reached the %2.%3 stable series in %4 (%5), but this release string does not say which stable sublevel it carries</source>
        <translation>%1 は %4 で %2.%3 stable シリーズに入りました (%5) が、このリリース文字列からはどの stable サブレベルかわかりません</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="83"/>
        <source>a release candidate of %1.%2 predates the stable backport of %3</source>
        <translation>%1.%2 のリリース候補版は %3 の stable バックポートより前のものです</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="92"/>
        <source>%1 was backported to %2 (%3)</source>
        <translation>%1 は %2 にバックポートされています (%3)</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="99"/>
        <source>%1 arrived in the %2.%3 series only with %4 (%5)</source>
        <translation>%1 が %2.%3 シリーズに入ったのは %4 からです (%5)</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="200"/>
        <source>distribution ABI number %1: the stable sublevel is not in the release string</source>
        <translation>ディストリビューションの ABI 番号 %1: stable サブレベルはリリース文字列に含まれていません</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="223"/>
        <location filename="../core/kernel/kernel_version.cpp" line="281"/>
        <source>the kernel release is unknown</source>
        <translation>カーネルリリースが不明です</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="227"/>
        <source>before v4.12 there is no netdev_budget_usecs: net_rx_action stops at jiffies + 2</source>
        <translation>v4.12 より前には netdev_budget_usecs がありません: net_rx_action は jiffies + 2 で止まります</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="236"/>
        <source>a4837980fd9f (2 jiffies default) was merged before v5.7-rc1 (inferred)</source>
        <translation>a4837980fd9f (既定値 2 jiffies) は v5.7-rc1 より前にマージされました (推定)</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="239"/>
        <source>since v5.7 (a4837980fd9f) the default is 2 jiffies: 2*USEC_PER_SEC/HZ</source>
        <translation>v5.7 (a4837980fd9f) 以降、既定値は 2 jiffies: 2*USEC_PER_SEC/HZ</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="248"/>
        <source>v4.12 to v5.6 default to 2000 µs for every HZ (7acf8a1e8a28); no backport of a4837980fd9f to %1.%2 is known</source>
        <translation>v4.12 から v5.6 までは HZ によらず既定値 2000 µs です (7acf8a1e8a28)。a4837980fd9f の %1.%2 へのバックポートは知られていません</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="285"/>
        <source>no netdev_budget_usecs sysctl before v4.12</source>
        <translation>v4.12 より前には sysctl netdev_budget_usecs はありません</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="290"/>
        <source>c180188ec022 was merged during the v6.14 release candidates (February 2025); an early -rc may predate it</source>
        <translation>c180188ec022 は v6.14 のリリース候補期間中 (2025 年 2 月) にマージされました。初期の -rc はそれより前の可能性があります</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="297"/>
        <source>mainline since v6.14 (c180188ec022): writes below 2 jiffies fail with EINVAL</source>
        <translation>v6.14 以降のメインライン (c180188ec022): 2 jiffies 未満の書き込みは EINVAL で失敗します</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="307"/>
        <source>no backport of c180188ec022 to %1.%2 is known; the minimum is 0</source>
        <translation>c180188ec022 の %1.%2 へのバックポートは知られていません。最小値は 0 です</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="322"/>
        <source>the sysctl does not exist on this kernel</source>
        <translation>このカーネルにはこの sysctl がありません</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="326"/>
        <source>proc_dointvec_minmax accepts only int values: above 2147483647 the write fails with EINVAL</source>
        <translation>proc_dointvec_minmax は int の値しか受け付けません: 2147483647 を超えると書き込みは EINVAL で失敗します</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="333"/>
        <source>below the minimum %1 µs (2 jiffies): EINVAL</source>
        <translation>最小値 %1 µs (2 jiffies) 未満: EINVAL</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="337"/>
        <source>below the minimum %1 µs; whether this kernel has the minimum is unknown</source>
        <translation>最小値 %1 µs 未満。このカーネルに最小値の制限があるかどうかは不明です</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="342"/>
        <source>below 2*USEC_PER_SEC/HZ = %1 µs but accepted: this kernel has no minimum</source>
        <translation>2*USEC_PER_SEC/HZ = %1 µs 未満ですが受け付けられます: このカーネルには最小値がありません</translation>
    </message>
    <message>
        <location filename="../core/kernel/kernel_version.cpp" line="347"/>
        <source>accepted</source>
        <translation>受け付けられる</translation>
    </message>
</context>
<context>
    <name>jitterscope::KeyFigures</name>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="211"/>
        <source>Packets</source>
        <translation>パケット数</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="212"/>
        <source>Duration</source>
        <translation>継続時間</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="213"/>
        <source>Gap min</source>
        <translation>間隔 最小</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="214"/>
        <source>Gap p50</source>
        <translation>間隔 p50</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="215"/>
        <source>Gap p90</source>
        <translation>間隔 p90</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="216"/>
        <source>Gap p99</source>
        <translation>間隔 p99</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="217"/>
        <source>Gap p99.9</source>
        <translation>間隔 p99.9</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="218"/>
        <source>Gap max</source>
        <translation>間隔 最大</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="219"/>
        <source>Gap mean</source>
        <translation>間隔 平均</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="220"/>
        <source>Gap standard deviation</source>
        <translation>間隔 標準偏差</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="222"/>
        <source>Max |gap − nominal|</source>
        <translation>最大 |間隔 − 公称|</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="224"/>
        <source>p99 |gap − nominal|</source>
        <translation>p99 |間隔 − 公称|</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="226"/>
        <source>Bursts (≥ 2 packets)</source>
        <translation>バースト (2 パケット以上)</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="228"/>
        <source>Mean burst size (packets)</source>
        <translation>平均バーストサイズ (パケット)</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="230"/>
        <source>Max burst size (packets)</source>
        <translation>最大バーストサイズ (パケット)</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="232"/>
        <source>p99 idle gap between bursts</source>
        <translation>バースト間のアイドル間隔 p99</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="168"/>
        <location filename="../core/sim/sim_snapshot.cpp" line="243"/>
        <source>time_squeeze per second</source>
        <translation>毎秒の time_squeeze</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="182"/>
        <source>NAPI polls per second</source>
        <translation>毎秒の NAPI ポーリング数</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="184"/>
        <source>Mean packets per poll</source>
        <translation>ポーリングあたりの平均パケット数</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="186"/>
        <source>Polls that used their whole budget</source>
        <translation>予算を使い切ったポーリング</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="188"/>
        <source>NET_RX runs per second</source>
        <translation>毎秒の NET_RX 実行数</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="190"/>
        <source>NET_RX run p50</source>
        <translation>NET_RX 実行 p50</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="192"/>
        <source>NET_RX run p99</source>
        <translation>NET_RX 実行 p99</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="194"/>
        <source>NET_RX run max</source>
        <translation>NET_RX 実行 最大</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="199"/>
        <source>NET_RX runs crossing a tick per second</source>
        <translation>毎秒のティックをまたぐ NET_RX 実行数</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="202"/>
        <source>Tick crossings per NET_RX run (run time / tick)</source>
        <translation>NET_RX 実行あたりのティック越え（実行時間 / ティック）</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="245"/>
        <source>… by the time limit only</source>
        <translation>… 時間制限のみによる</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="247"/>
        <source>… by the packet budget only</source>
        <translation>… パケット予算のみによる</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="249"/>
        <source>… by both at once</source>
        <translation>… 両方同時による</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="251"/>
        <source>CPU share</source>
        <translation>CPU 使用率</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="252"/>
        <source>Dropped (ring full)</source>
        <translation>ドロップ (リング満杯)</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="254"/>
        <source>Latency p50</source>
        <translation>レイテンシ p50</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="256"/>
        <source>Latency p99</source>
        <translation>レイテンシ p99</translation>
    </message>
    <message>
        <location filename="../core/sim/sim_snapshot.cpp" line="258"/>
        <source>Latency p99.9</source>
        <translation>レイテンシ p99.9</translation>
    </message>
</context>
<context>
    <name>jitterscope::LabController</name>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="57"/>
        <source>Open Trace for Comparison</source>
        <translation>比較用のトレースを開く</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="58"/>
        <source>Packet traces (*.pcapng *.pcap *.cap *.ntar);;All files (*)</source>
        <translation>パケットトレース (*.pcapng *.pcap *.cap *.ntar);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="81"/>
        <source>Use Current Trace as &amp;A (before)</source>
        <translation>現在のトレースを A (変更前) にする(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="82"/>
        <source>Use Current Trace as &amp;B (after)</source>
        <translation>現在のトレースを B (変更後) にする(&amp;B)</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="83"/>
        <source>Open Trace as A…</source>
        <translation>トレースを A として開く…</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="84"/>
        <source>Open Trace as B…</source>
        <translation>トレースを B として開く…</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="107"/>
        <source>Simulation: HZ=%1, %2 µs, %3 pps</source>
        <translation>シミュレーション: HZ=%1、%2 µs、%3 pps</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="130"/>
        <source>Reading %1 for the comparison…</source>
        <translation>比較のため %1 を読み込み中…</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="29"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="140"/>
        <source>%1 is side A of the comparison.</source>
        <translation>%1 を比較の A 側にしました。</translation>
    </message>
    <message>
        <location filename="../app/gui/lab_controller.cpp" line="141"/>
        <source>%1 is side B of the comparison.</source>
        <translation>%1 を比較の B 側にしました。</translation>
    </message>
</context>
<context>
    <name>jitterscope::LiveSession</name>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="44"/>
        <location filename="../app/gui/capture_controller.cpp" line="170"/>
        <source>The capture was stopped before it started.</source>
        <translation>キャプチャは開始前に停止されました。</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="46"/>
        <source>The capture helper could not be started.

%1</source>
        <translation>キャプチャヘルパーを起動できませんでした。

%1</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="53"/>
        <source>The capture helper has no permission to capture. Jitterscope itself never needs root: grant the helper its capture rights once, as root, then start the capture again:

    %1

setcap is lost whenever the helper is rebuilt or reinstalled.

The helper said:
%2</source>
        <translation>キャプチャヘルパーにキャプチャの権限がありません。Jitterscope 本体が root 権限を必要とすることはありません。root で一度だけヘルパーにキャプチャ権限を付与してから、もう一度キャプチャを開始してください:

    %1

setcap で付与した権限は、ヘルパーを再ビルドまたは再インストールするたびに失われます。

ヘルパーからのメッセージ:
%2</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="63"/>
        <source>The capture ended with an error:
%1</source>
        <translation>キャプチャはエラーで終了しました:
%1</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="65"/>
        <source>The capture could not start:
%1</source>
        <translation>キャプチャを開始できませんでした:
%1</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="69"/>
        <source>The capture helper did not stop within %1 s and was killed. The session file ends at its last flush (at most 40 ms of data are missing).</source>
        <translation>キャプチャヘルパーが %1 s 以内に停止しなかったため、強制終了 (kill) しました。セッションファイルは最後のフラッシュの時点で終わっています (欠落しているデータは最大 40 ms 分)。</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="74"/>
        <source>The capture helper was ended by signal %1 (%2). The session file ends at its last flush.</source>
        <translation>キャプチャヘルパーはシグナル %1 (%2) で終了しました。セッションファイルは最後のフラッシュの時点で終わっています。</translation>
    </message>
    <message>
        <location filename="../app/gui/capture_controller.cpp" line="80"/>
        <source>The stream from the capture helper could not be read to its end; the analysis covers the packets before the damage.
%1</source>
        <translation>キャプチャヘルパーからのストリームを最後まで読み取れませんでした。解析の対象は破損箇所より前のパケットです。
%1</translation>
    </message>
</context>
<context>
    <name>jitterscope::MainWindow</name>
    <message>
        <location filename="../app/gui/main_window.cpp" line="186"/>
        <source>Capturing into %1…</source>
        <translation>%1 にキャプチャ中…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="197"/>
        <source>Capture finished: session saved in %1.</source>
        <translation>キャプチャ完了: セッションを %1 に保存しました。</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="203"/>
        <source>Capture</source>
        <translation>キャプチャ</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="239"/>
        <source>About Jitterscope</source>
        <translation>Jitterscope について</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="240"/>
        <source>&lt;h3&gt;Jitterscope %1&lt;/h3&gt;&lt;p&gt;Shows where UDP jitter comes from: NAPI batching, softirq budgets and their jiffy rounding, and timestamps that lie.&lt;/p&gt;&lt;p&gt;Timestamps are integer nanoseconds end to end.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Jitterscope %1&lt;/h3&gt;&lt;p&gt;UDP ジッタの発生源を明らかにします: NAPI のバッチ処理、softirq の予算とその jiffy 単位の丸め、そして実態を映さないタイムスタンプ。&lt;/p&gt;&lt;p&gt;タイムスタンプは最初から最後まで整数のナノ秒で扱います。&lt;/p&gt;</translation>
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
        <translation>到着間隔ヒストグラム</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="275"/>
        <source>NAPI burst timeline</source>
        <translation>NAPI バーストタイムライン</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="276"/>
        <source>Stages</source>
        <translation>段階</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="277"/>
        <source>I/O graph</source>
        <translation>I/O グラフ</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="278"/>
        <source>Softnet (per CPU)</source>
        <translation>Softnet (CPU 別)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="279"/>
        <source>Kernel events</source>
        <translation>カーネルイベント</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="280"/>
        <source>Comments</source>
        <translation>コメント</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="281"/>
        <source>&amp;Capture</source>
        <translation>キャプチャ(&amp;C)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="283"/>
        <source>Tuning lab: jiffy box</source>
        <translation>チューニングラボ: jiffy 区間</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="284"/>
        <source>NAPI simulator</source>
        <translation>NAPI シミュレータ</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="285"/>
        <source>Before / after</source>
        <translation>変更前 / 変更後</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="286"/>
        <source>C&amp;ompare</source>
        <translation>比較(&amp;O)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="318"/>
        <source>Packet traces (%1);;All files (*)</source>
        <translation>パケットトレース (%1);;すべてのファイル (*)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="421"/>
        <source>Damaged trace: %1 at byte offset %2; showing the %Ln packets read before it.</source>
        <translation>
            <numerusform>破損した記録: バイトオフセット %2 で %1。それより前に読んだ %Ln パケットを表示しています。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="426"/>
        <source>Cancelled: showing the first %Ln packets.</source>
        <translation>
            <numerusform>中止しました: 最初の %Ln パケットを表示しています。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="428"/>
        <source>%1, %2.</source>
        <translation>%1、%2。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="428"/>
        <source>%Ln packets</source>
        <translation>
            <numerusform>%Ln パケット</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="429"/>
        <source>%Ln flows</source>
        <translation>
            <numerusform>%Ln フロー</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/load_progress.cpp" line="52"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="289"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="290"/>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="291"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="292"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="293"/>
        <source>&amp;Open Trace…</source>
        <translation>トレースを開く(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../app/gui/plot_exporter.cpp" line="31"/>
        <source>&amp;Export Plot…</source>
        <translation>グラフをエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../app/gui/plot_exporter.cpp" line="32"/>
        <source>Export Plot &amp;Data (CSV)…</source>
        <translation>グラフのデータをエクスポート (CSV)(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="295"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="296"/>
        <source>&amp;Logarithmic Gap Axis</source>
        <translation>間隔軸を対数表示(&amp;L)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="297"/>
        <source>&amp;Presentation Mode</source>
        <translation>プレゼンテーションモード(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="298"/>
        <source>&amp;Next View</source>
        <translation>次のビュー(&amp;N)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="299"/>
        <source>P&amp;revious View</source>
        <translation>前のビュー(&amp;R)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="300"/>
        <source>&amp;About Jitterscope</source>
        <translation>Jitterscope について(&amp;A)</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="302"/>
        <source>Open a pcap or pcapng trace: File → Open, or drop a file here.</source>
        <translation>pcap または pcapng のトレースを開いてください: ファイル → トレースを開く、またはここにファイルをドロップします。</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="317"/>
        <source>Open Trace</source>
        <translation>トレースを開く</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="384"/>
        <source>Stop the capture before opening a trace.</source>
        <translation>トレースを開く前にキャプチャを停止してください。</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="395"/>
        <source>Reading %1…</source>
        <translation>%1 を読み込み中…</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="444"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="446"/>
        <source>Cannot open trace</source>
        <translation>トレースを開けません</translation>
    </message>
    <message>
        <location filename="../app/gui/main_window.cpp" line="447"/>
        <source>Cannot open %1:
%2</source>
        <translation>%1 を開けません:
%2</translation>
    </message>
    <message>
        <location filename="../app/gui/plot_exporter.cpp" line="87"/>
        <source>Export Plot</source>
        <translation>グラフのエクスポート</translation>
    </message>
    <message>
        <location filename="../app/gui/plot_exporter.cpp" line="103"/>
        <source>Could not write %1: %2</source>
        <translation>%1 に書き込めませんでした: %2</translation>
    </message>
    <message>
        <location filename="../app/gui/plot_exporter.cpp" line="86"/>
        <source>Export Plot Data</source>
        <translation>グラフのデータのエクスポート</translation>
    </message>
    <message>
        <location filename="../app/gui/plot_exporter.cpp" line="54"/>
        <source>This page has no plot to export.</source>
        <translation>このページにはエクスポートできるグラフがありません。</translation>
    </message>
    <message>
        <location filename="../app/gui/plot_exporter.cpp" line="64"/>
        <source>Plot:</source>
        <translation>グラフ：</translation>
    </message>
    <message>
        <location filename="../app/gui/plot_exporter.cpp" line="77"/>
        <source>nothing to write</source>
        <translation>書き込む内容がありません</translation>
    </message>
    <message>
        <location filename="../app/gui/plot_exporter.cpp" line="92"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV ファイル (*.csv);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>jitterscope::SimParamsForm</name>
    <message>
        <location filename="../core/sim/presets.cpp" line="126"/>
        <source>Cliff, HZ=1000: 1000 µs</source>
        <translation>段差、HZ=1000: 1000 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="128"/>
        <source>Cliff, HZ=1000: 1001 µs</source>
        <translation>段差、HZ=1000: 1001 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="130"/>
        <source>Cliff, HZ=1000: 1 µs (same box as 1000)</source>
        <translation>段差、HZ=1000: 1 µs (1000 と同じ区間)</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="132"/>
        <source>Cliff, HZ=250: 4000 µs</source>
        <translation>段差、HZ=250: 4000 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="134"/>
        <source>Cliff, HZ=250: 4001 µs</source>
        <translation>段差、HZ=250: 4001 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="137"/>
        <source>Cliff, HZ=250: recipe 2000 µs (same box as 4000)</source>
        <translation>段差、HZ=250: よく勧められる 2000 µs (4000 と同じ区間)</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="139"/>
        <source>12 µs stream: NAPI, rx-usecs 100</source>
        <translation>12 µs 間隔のストリーム: NAPI、rx-usecs 100</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="142"/>
        <source>12 µs stream: per-packet interrupts</source>
        <translation>12 µs 間隔のストリーム: パケットごとの割り込み</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="145"/>
        <source>12 µs stream: NAPI, rx-usecs 200</source>
        <translation>12 µs 間隔のストリーム: NAPI、rx-usecs 200</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="149"/>
        <source>12 µs stream: rx-usecs 200, gro_flush_timeout 20 µs, napi_defer_hard_irqs 1</source>
        <translation>12 µs 間隔のストリーム: rx-usecs 200、gro_flush_timeout 20 µs、napi_defer_hard_irqs 1</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="164"/>
        <source>Loopback lab, ftrace on: 1 µs</source>
        <translation>ループバック検証環境、ftrace オン: 1 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="167"/>
        <source>Loopback lab, ftrace on: 500 µs</source>
        <translation>ループバック検証環境、ftrace オン: 500 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="169"/>
        <source>Loopback lab, ftrace on: 1000 µs</source>
        <translation>ループバック検証環境、ftrace オン: 1000 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="171"/>
        <source>Loopback lab, ftrace on: 1001 µs</source>
        <translation>ループバック検証環境、ftrace オン: 1001 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="172"/>
        <source>Loopback lab, ftrace off: 1 µs</source>
        <translation>ループバック検証環境、ftrace オフ: 1 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="175"/>
        <source>Loopback lab, ftrace off: 500 µs</source>
        <translation>ループバック検証環境、ftrace オフ: 500 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="177"/>
        <source>Loopback lab, ftrace off: 1000 µs</source>
        <translation>ループバック検証環境、ftrace オフ: 1000 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="179"/>
        <source>Loopback lab, ftrace off: 1001 µs</source>
        <translation>ループバック検証環境、ftrace オフ: 1001 µs</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="190"/>
        <source>Loopback lab: netdev_budget 300 never binds</source>
        <translation>ループバック検証環境: netdev_budget 300 が効くことはない</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="194"/>
        <source>netdev_budget binds: rx-usecs 500 at 1 Mpps</source>
        <translation>netdev_budget が効く: 1 Mpps で rx-usecs 500</translation>
    </message>
    <message>
        <location filename="../core/sim/presets.cpp" line="154"/>
        <source>netdev_budget binds: bursts of 1000 packets</source>
        <translation>netdev_budget が効く: 1000 パケットのバースト</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="116"/>
        <source>Preset</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="117"/>
        <location filename="../widgets/sim_params_form.cpp" line="134"/>
        <source>Parameter sets that tell the netdev_budget_usecs cliff and the NAPI burst story</source>
        <translation>netdev_budget_usecs の段差と NAPI バーストの成り立ちを実演するパラメータセット</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="118"/>
        <source>HZ</source>
        <translation>HZ</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="118"/>
        <source>Kernel tick rate (CONFIG_HZ): the jiffy clock netdev_budget_usecs is measured in</source>
        <translation>カーネルのティックレート (CONFIG_HZ): netdev_budget_usecs を計る jiffy クロック</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="119"/>
        <source>netdev_budget_usecs</source>
        <translation>netdev_budget_usecs</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="120"/>
        <source>net.core.netdev_budget_usecs: time limit of one net_rx_action run</source>
        <translation>net.core.netdev_budget_usecs: net_rx_action 1 回の実行の時間制限</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="121"/>
        <source>netdev_budget</source>
        <translation>netdev_budget</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="121"/>
        <source>net.core.netdev_budget: packet limit of one net_rx_action run</source>
        <translation>net.core.netdev_budget: net_rx_action 1 回の実行のパケット数上限</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="122"/>
        <source>Rate</source>
        <translation>レート</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="122"/>
        <source>Offered packets per second</source>
        <translation>入力される毎秒のパケット数</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="123"/>
        <source>Duration</source>
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="123"/>
        <source>Simulated seconds</source>
        <translation>シミュレートする秒数</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="124"/>
        <source>Arrivals</source>
        <translation>到着パターン</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="124"/>
        <source>How packets arrive at the NIC</source>
        <translation>NIC へのパケットの到着の仕方</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="125"/>
        <source>Burst size</source>
        <translation>バーストサイズ</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="125"/>
        <source>Packets per burst with bursty arrivals</source>
        <translation>バースト到着時の 1 バーストあたりのパケット数</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="126"/>
        <source>Cost per packet</source>
        <translation>パケットあたりのコスト</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="126"/>
        <source>CPU time of driver and stack per packet</source>
        <translation>パケットあたりのドライバとスタックの CPU 時間</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="127"/>
        <source>rx-usecs</source>
        <translation>rx-usecs</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="127"/>
        <source>Interrupt coalescing time (ethtool -C rx-usecs), 0 = off</source>
        <translation>割り込みコアレッシング時間 (ethtool -C rx-usecs)、0 = オフ</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="128"/>
        <source>rx-frames</source>
        <translation>rx-frames</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="128"/>
        <source>Interrupt after this many frames (ethtool -C rx-frames), 0 = not used</source>
        <translation>このフレーム数ごとに割り込み (ethtool -C rx-frames)、0 = 使用しない</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="129"/>
        <source>gro_flush_timeout</source>
        <translation>gro_flush_timeout</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="129"/>
        <source>Re-poll by timer instead of re-enabling the interrupt, 0 = off</source>
        <translation>割り込みを再有効化する代わりにタイマーで再ポーリング、0 = オフ</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="130"/>
        <source>Mode</source>
        <translation>モード</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="130"/>
        <source>Linux NAPI polling, or one interrupt per packet (FreeBSD-like contrast)</source>
        <translation>Linux の NAPI ポーリング、または 1 パケットごとに 1 回の割り込み (対比用の FreeBSD 風モデル)</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="131"/>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="131"/>
        <source>Random seed: equal parameters and seed give the same run</source>
        <translation>乱数シード: パラメータとシードが同じなら同じ実行結果になります</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="133"/>
        <source>Story preset</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="140"/>
        <source> packets/s</source>
        <translation> パケット/s</translation>
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
        <translation> パケット</translation>
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
        <translation> フレーム</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="153"/>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="158"/>
        <source>Constant</source>
        <translation>一定間隔</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="158"/>
        <source>Poisson</source>
        <translation>ポアソン</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="158"/>
        <source>Bursts</source>
        <translation>バースト</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="161"/>
        <source>NAPI (Linux)</source>
        <translation>NAPI (Linux)</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="161"/>
        <source>Per-packet interrupt</source>
        <translation>パケットごとの割り込み</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/sim_params_form.cpp" line="282"/>
        <source>bursts of %Ln packets every %1</source>
        <translation>
            <numerusform>%1 ごとに %Ln パケットのバースト</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="284"/>
        <source>one packet every %1 on average</source>
        <translation>平均 %1 ごとに 1 パケット</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="293"/>
        <source>beyond the clamp: no time limit at all</source>
        <translation>クランプ上限を超過: 時間制限はまったくありません</translation>
    </message>
    <message>
        <location filename="../widgets/sim_params_form.cpp" line="298"/>
        <source>usecs_to_jiffies = %1: the limit fires %2–%3 after a run starts; %4–%5 µs all behave the same</source>
        <translation>usecs_to_jiffies = %1: 制限は実行開始から %2〜%3 後に効きます。%4〜%5 µs はすべて同じ動作です</translation>
    </message>
</context>
<context>
    <name>jitterscope::SimulatorView</name>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="250"/>
        <source>No simulation yet.
Pick a story preset or set the parameters, then press Run.</source>
        <translation>まだシミュレーションがありません。
シナリオを選ぶかパラメータを設定してから、実行を押してください。</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="252"/>
        <source>No simulation yet.
The delivery of every simulated packet appears here after a run.</source>
        <translation>まだシミュレーションがありません。
実行すると、シミュレートした各パケットの配送がここに表示されます。</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="257"/>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="258"/>
        <source>Inter-arrival histogram</source>
        <translation>到着間隔ヒストグラム</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="259"/>
        <source>Burst timeline</source>
        <translation>バーストタイムライン</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="260"/>
        <location filename="../widgets/simulator_view.cpp" line="292"/>
        <source>Simulating…</source>
        <translation>シミュレーション中…</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="260"/>
        <location filename="../widgets/simulator_view.cpp" line="292"/>
        <source>Run simulation</source>
        <translation>シミュレーション実行</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="261"/>
        <source>Run the model with these parameters (Ctrl+Return)</source>
        <translation>このパラメータでモデルを実行します (Ctrl+Return)</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="262"/>
        <source>Compare as A</source>
        <translation>A として比較</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="263"/>
        <source>Compare as B</source>
        <translation>B として比較</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="264"/>
        <source>Use this run as side A of the before/after comparison</source>
        <translation>この実行結果を変更前/変更後比較の A 側にします</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="265"/>
        <source>Use this run as side B of the before/after comparison</source>
        <translation>この実行結果を変更前/変更後比較の B 側にします</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="266"/>
        <source>time_squeeze: net_rx_action runs cut short</source>
        <translation>time_squeeze: 途中で打ち切られた net_rx_action の実行</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="267"/>
        <source>The kernel&apos;s counter (/proc/net/softnet_stat, third column) only has the total. Which limit fired is what the model knows and the kernel counter cannot tell.</source>
        <translation>カーネルのカウンタ (/proc/net/softnet_stat の 3 列目) には合計しかありません。どちらの制限が効いたかはモデルにはわかりますが、カーネルのカウンタからはわかりません。</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="270"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="270"/>
        <source>Time limit only</source>
        <translation>時間制限のみ</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="270"/>
        <source>Packet budget only</source>
        <translation>パケット予算のみ</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="270"/>
        <source>Both at once</source>
        <translation>両方同時</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="271"/>
        <source>CPU share</source>
        <translation>CPU 使用率</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="271"/>
        <source>Latency p50 · p99 · p99.9</source>
        <translation>レイテンシ p50 · p99 · p99.9</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="271"/>
        <source>Delivery gap p99</source>
        <translation>配送間隔 p99</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="271"/>
        <source>Bursts (≥ 2 packets)</source>
        <translation>バースト (2 パケット以上)</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="272"/>
        <source>Packets</source>
        <translation>パケット</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="272"/>
        <source>Time limit N (jiffies)</source>
        <translation>時間制限 N (jiffies)</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="331"/>
        <source>HZ=%1, netdev_budget_usecs %2 µs, netdev_budget %3, %4 packets/s</source>
        <translation>HZ=%1、netdev_budget_usecs %2 µs、netdev_budget %3、%4 パケット/s</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="337"/>
        <source>, per-packet interrupts</source>
        <translation>、パケットごとの割り込み</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="339"/>
        <source>, rx-usecs %1</source>
        <translation>、rx-usecs %1</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="341"/>
        <source>, rx-frames %1</source>
        <translation>、rx-frames %1</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="343"/>
        <source>, gro_flush_timeout %1</source>
        <translation>、gro_flush_timeout %1</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="352"/>
        <source>Pick a preset or set the parameters, then run the simulation.</source>
        <translation>プリセットを選ぶかパラメータを設定してから、シミュレーションを実行してください。</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="358"/>
        <source>Run: %1 · %2 s simulated in %3</source>
        <translation>実行: %1 · %2 s 分を %3 でシミュレート</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="361"/>
        <source>The parameters changed since this run: press Run to see their effect.</source>
        <translation>この実行の後にパラメータが変更されました: 再度実行すると変更の効果を確認できます。</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="374"/>
        <source>%1 /s</source>
        <translation>%1 /s</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="376"/>
        <source>%1 in the %2 s run</source>
        <translation>%2 s の実行で %1</translation>
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
        <translation>%1 · 平均 %2 · 最大 %3</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="388"/>
        <source>Runs of packets delivered less than %1 apart: how many have at least two packets, their mean and largest size in packets</source>
        <translation>%1 未満の間隔で配送されたパケットの連なり: 2 パケット以上のものの数と、その平均サイズ・最大サイズ (パケット数)</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="392"/>
        <source>%1 delivered · %2 dropped</source>
        <translation>配送 %1 · ドロップ %2</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="393"/>
        <source>Dropped: arrivals to a full RX ring (%1 descriptors)</source>
        <translation>ドロップ: RX リング (ディスクリプタ %1 個) が満杯のときに到着したパケット</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="395"/>
        <source>%1 · ksoftirqd woken %2×</source>
        <translation>%1 · ksoftirqd の起床 %2 回</translation>
    </message>
    <message>
        <location filename="../widgets/simulator_view.cpp" line="397"/>
        <source>usecs_to_jiffies(netdev_budget_usecs) = %1; MAX_SOFTIRQ_TIME = %2</source>
        <translation>usecs_to_jiffies(netdev_budget_usecs) = %1、MAX_SOFTIRQ_TIME = %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/simulator_view.cpp" line="398"/>
        <location filename="../widgets/simulator_view.cpp" line="399"/>
        <source>%n jiffies</source>
        <translation>
            <numerusform>%n jiffy</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jitterscope::SoftnetView</name>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="172"/>
        <source>processed/s</source>
        <translation>処理/s</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="173"/>
        <source>dropped/s</source>
        <translation>ドロップ/s</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="174"/>
        <source>time_squeeze/s</source>
        <translation>time_squeeze/s</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="175"/>
        <source>CPU numbers come from line positions in /proc/net/softnet_stat (this kernel has no CPU column): once a CPU goes offline, the lines after it are attributed to the wrong CPU.</source>
        <translation>CPU 番号は /proc/net/softnet_stat の行の位置から求めています (このカーネルには CPU 列がありません)。いずれかの CPU がオフラインになると、それ以降の行は誤った CPU に割り当てられます。</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="301"/>
        <source>CPU %1</source>
        <translation>CPU %1</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="336"/>
        <source>CPU %1 online</source>
        <translation>CPU %1 オンライン</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="336"/>
        <source>CPU %1 offline</source>
        <translation>CPU %1 オフライン</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="343"/>
        <source>This trace has no softnet samples — record one with Capture → Start.</source>
        <translation>このトレースには softnet サンプルがありません — キャプチャ → キャプチャ開始 で記録してください。</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="345"/>
        <source>Waiting for softnet samples…</source>
        <translation>softnet サンプルを待機中…</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="346"/>
        <source>One softnet sample so far: rates need two.</source>
        <translation>softnet サンプルはまだ 1 個です: レートの算出には 2 個必要です。</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="358"/>
        <source>Softnet per CPU</source>
        <translation>CPU 別 Softnet</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/softnet_view.cpp" line="359"/>
        <source>Softnet per CPU · %Ln samples · total dropped %1 · total time_squeeze %2</source>
        <translation>
            <numerusform>CPU ごとの softnet · サンプル %Ln 個 · 破棄合計 %1 · time_squeeze 合計 %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="369"/>
        <source>Time since first packet (drag to pan, wheel to zoom, double-click for all)</source>
        <translation>最初のパケットからの時間 (ドラッグでパン、ホイールでズーム、ダブルクリックで全体表示)</translation>
    </message>
    <message>
        <location filename="../widgets/softnet_view.cpp" line="370"/>
        <source>Time since first softnet sample (drag to pan, wheel to zoom, double-click for all)</source>
        <translation>最初の softnet サンプルからの時間 (ドラッグでパン、ホイールでズーム、ダブルクリックで全体表示)</translation>
    </message>
</context>
<context>
    <name>jitterscope::StagesView</name>
    <message>
        <location filename="../widgets/stages_view.cpp" line="169"/>
        <source>No flow carries a sender or delivery time: stages need probe, iperf3 or RTP traffic, or a Jitterscope capture session.</source>
        <translation>送信時刻や配送時刻を持つフローがありません。段階の分析には probe、iperf3、RTP のトラフィック、または Jitterscope のキャプチャセッションが必要です。</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="171"/>
        <source>Open a trace or start a capture.</source>
        <translation>トレースを開くか、キャプチャを開始してください。</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="173"/>
        <source>No verdict: fewer than two stages were recorded, or none varies.</source>
        <translation>判定なし: 記録された段階が 2 つ未満か、どの段階も変動していません。</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="178"/>
        <source>%1 % of the p99 arrival jitter is the sender&apos;s own pacing</source>
        <translation>p99 到着ジッタの %1 % は送信側自身のペーシングによるものです</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="182"/>
        <source>%1 % of the p99 arrival jitter is added between the sender and the kernel (network and receive path)</source>
        <translation>p99 到着ジッタの %1 % は送信側とカーネルの間 (ネットワークと受信経路) で加わっています</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="188"/>
        <source>%1 % of the p99 arrival jitter is added between the kernel and the application</source>
        <translation>p99 到着ジッタの %1 % はカーネルとアプリケーションの間で加わっています</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="196"/>
        <source>Its rarest excursions (p99.9) come mostly (%1 %) from the sender&apos;s own pacing.</source>
        <translation>最もまれな大きな外れ (p99.9) の大部分 (%1 %) は送信側自身のペーシングによるものです。</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="198"/>
        <source>Its rarest excursions (p99.9) come mostly (%1 %) from between the sender and the kernel.</source>
        <translation>最もまれな大きな外れ (p99.9) の大部分 (%1 %) は送信側とカーネルの間で加わっています。</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="199"/>
        <source>Its rarest excursions (p99.9) come mostly (%1 %) from between the kernel and the application.</source>
        <translation>最もまれな大きな外れ (p99.9) の大部分 (%1 %) はカーネルとアプリケーションの間で加わっています。</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="207"/>
        <source>No sender time: not a probe, iperf3 or RTP flow (sender and network stages need one).</source>
        <translation>送信時刻なし: probe、iperf3、RTP のフローではありません (送信側とネットワークの段階に必要です)。</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="209"/>
        <source>No delivery time: not a Jitterscope capture session (tcpdump and dumpcap record none).</source>
        <translation>配送時刻なし: Jitterscope のキャプチャセッションではありません (tcpdump と dumpcap は記録しません)。</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="211"/>
        <source>RTP: the network delay is relative (timestamp / clock rate, the first packet as origin).</source>
        <translation>RTP: ネットワーク遅延は相対値です (タイムスタンプ / クロックレート、最初のパケットが原点)。</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="213"/>
        <source>The sender&apos;s clock is not the capture&apos;s wall clock (iperf3 stamps its monotonic clock): the network delay is a variation only, its offset means nothing.</source>
        <translation>送信側の時計はキャプチャの実時間時計ではありません（iperf3 は単調時計を記録します）: ネットワーク遅延は変動のみで、そのオフセットに意味はありません。</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="216"/>
        <source>Network delay minus its minimum (%1); the minimum is a one-way delay only when sender and capture share one host&apos;s clock.</source>
        <translation>ネットワーク遅延から最小値 (%1) を引いた値です。最小値が片方向遅延になるのは、送信側とキャプチャが同じホストの時計を使うときだけです。</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="226"/>
        <source>not recorded</source>
        <translation>記録なし</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="294"/>
        <source>Flow:</source>
        <translation>フロー:</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="295"/>
        <source>Packets</source>
        <translation>パケット</translation>
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
        <translation>最大</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="296"/>
        <source>Sender: send gap − nominal</source>
        <translation>送信側: 送信間隔 − 公称値</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="296"/>
        <source>Network: delay variation (PDV)</source>
        <translation>ネットワーク: 遅延変動 (PDV)</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="297"/>
        <source>Network: IPDV</source>
        <translation>ネットワーク: IPDV</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="297"/>
        <source>Kernel → application: delivery delay</source>
        <translation>カーネル → アプリケーション: 配送遅延</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="298"/>
        <source>Kernel → application: IPDV</source>
        <translation>カーネル → アプリケーション: IPDV</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="299"/>
        <source>network + receive path (PDV)</source>
        <translation>ネットワーク + 受信経路 (PDV)</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="300"/>
        <source>+ kernel → application (delivery)</source>
        <translation>+ カーネル → アプリケーション (配送)</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="301"/>
        <source>time since the first packet</source>
        <translation>最初のパケットからの時間</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="302"/>
        <source>delay, stacked</source>
        <translation>遅延 (積み上げ)</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="303"/>
        <source>Sender: send gap − nominal (p0.5–p99.5)</source>
        <translation>送信側: 送信間隔 − 公称値 (p0.5–p99.5)</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="303"/>
        <source>Network: PDV (p0.5–p99.5)</source>
        <translation>ネットワーク: PDV (p0.5–p99.5)</translation>
    </message>
    <message>
        <location filename="../widgets/stages_view.cpp" line="304"/>
        <source>Delivery delay (p0.5–p99.5)</source>
        <translation>配送遅延 (p0.5–p99.5)</translation>
    </message>
</context>
<context>
    <name>jitterscope::SummaryView</name>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="108"/>
        <source>Reading stopped at byte offset %1: %2. The figures below cover the %Ln packets read before that point.</source>
        <translation>
            <numerusform>バイトオフセット %1 で読み込みが止まりました: %2。以下の数値はそれより前に読んだ %Ln パケットのものです。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="120"/>
        <source>No trace yet. Open a pcap or pcapng file, or start a capture, to see its summary here.</source>
        <translation>トレースはまだありません。pcap または pcapng ファイルを開くかキャプチャを開始すると、ここに概要が表示されます。</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="136"/>
        <source>each flow against its own nominal gap (%n flows merged)</source>
        <translation>
            <numerusform>各フローをそれぞれの公称間隔と比較（%n フローを統合）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="140"/>
        <source>%1 (given)</source>
        <translation>%1（指定値）</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="141"/>
        <source>from the sender&apos;s clock</source>
        <translation>送信側の時計から</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="142"/>
        <source>mean rate</source>
        <translation>平均レート</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="147"/>
        <source>%1, flow #%2&apos;s (%3; %n flows merged)</source>
        <translation>
            <numerusform>%1、フロー #%2 のもの（%3、%n フローを統合）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="151"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="159"/>
        <source>Time order</source>
        <translation>時刻順</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="160"/>
        <source>File order</source>
        <translation>ファイル内の順序</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="161"/>
        <source>not in time order: %Ln backward steps (largest %1)</source>
        <translation>
            <numerusform>時刻順ではありません: 逆戻り %Ln 回（最大 %1）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="164"/>
        <source>Analyse it in timestamp order (jitterscope-cli --order time): in file order its gaps, bursts and jitter mix the interfaces&apos; batches.</source>
        <translation>タイムスタンプ順で解析してください（jitterscope-cli --order time）。ファイル順では間隔・バースト・ジッタに各インターフェースのまとまりが混ざります。</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="169"/>
        <source>Interface %1</source>
        <translation>インターフェース %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="171"/>
        <source>%Ln packets, in time order</source>
        <translation>
            <numerusform>%Ln パケット、時刻順</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="172"/>
        <source>%Ln packets</source>
        <translation>
            <numerusform>%Ln パケット</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="173"/>
        <source>%Ln backward steps (largest %1)</source>
        <translation>
            <numerusform>逆戻り %Ln 回（最大 %1）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="177"/>
        <source>Decoded out of order</source>
        <translation>順序外でデコード</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="178"/>
        <source>%Ln datagrams beyond the reorder window</source>
        <translation>
            <numerusform>並べ替え窓を超えたデータグラム %Ln 個</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="186"/>
        <source>Trace</source>
        <translation>トレース</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="187"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="188"/>
        <source>Format</source>
        <translation>形式</translation>
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
        <translation>不明</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="192"/>
        <source>Progress</source>
        <translation>進行状況</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="192"/>
        <source>reading: %1 of %2 (%3 %)</source>
        <translation>読み込み中: %1 / %2 (%3 %)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="195"/>
        <location filename="../widgets/summary_view.cpp" line="241"/>
        <source>Packets</source>
        <translation>パケット数</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="196"/>
        <source>Bytes on the wire</source>
        <translation>回線上のバイト数</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="198"/>
        <location filename="../widgets/summary_view.cpp" line="201"/>
        <location filename="../widgets/summary_view.cpp" line="205"/>
        <source>Flows</source>
        <translation>フロー数</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="198"/>
        <source>%1 (the %2 largest listed until the whole trace is read)</source>
        <translation>%1 (トレース全体を読み終えるまではパケット数の多い上位 %2 フローのみ一覧表示)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="201"/>
        <source>%1 (the %2 with the most packets listed; the others count in the trace&apos;s figures and in jitterscope-cli&apos;s report)</source>
        <translation>%1 (パケット数の多い上位 %2 フローを一覧表示。残りはトレース全体の数値と jitterscope-cli のレポートに含まれます)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="208"/>
        <source>Untracked flows</source>
        <translation>個別に追跡しないフロー</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="208"/>
        <source>%1 packets (%2) of flows past the limit of %3 flows: in the totals only</source>
        <translation>上限 %3 フローを超えた後のフローのパケット %1 個 (%2): 全体の数値のみに含む</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="212"/>
        <source>IP fragments / non-IP</source>
        <translation>IP フラグメント / 非 IP</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="213"/>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="215"/>
        <source>Duration</source>
        <translation>継続時間</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="216"/>
        <source>First packet</source>
        <translation>最初のパケット</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="217"/>
        <source>Last packet</source>
        <translation>最後のパケット</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="220"/>
        <source>Comments / custom blocks and options / unknown blocks</source>
        <translation>コメント / カスタムブロックとオプション / 不明なブロック</translation>
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
        <translation>インターフェース %1%2</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="237"/>
        <source>Link type</source>
        <translation>リンクタイプ</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="239"/>
        <source>Timestamp resolution</source>
        <translation>タイムスタンプ分解能</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="240"/>
        <source>Snapshot length</source>
        <translation>スナップ長</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="243"/>
        <source>Description</source>
        <translation>説明</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="245"/>
        <source>Capture filter</source>
        <translation>キャプチャフィルタ</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="247"/>
        <source>Hardware / OS</source>
        <translation>ハードウェア / OS</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="249"/>
        <source>Dropped (interface / OS)</source>
        <translation>ドロップ (インターフェース / OS)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="252"/>
        <source>n/a</source>
        <translation>該当なし</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="255"/>
        <source>Interfaces not listed</source>
        <translation>表示していないインターフェース</translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="255"/>
        <source>%Ln more (jitterscope-cli analyze lists the first %1)</source>
        <translation>
            <numerusform>ほかに %Ln 個 (jitterscope-cli analyze で最初の %1 個を表示)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="259"/>
        <source>Inter-arrival gaps (file order, all flows)</source>
        <translation>到着間隔 (ファイル順、全フロー)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="261"/>
        <location filename="../widgets/summary_view.cpp" line="263"/>
        <source>Gaps</source>
        <translation>間隔数</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="261"/>
        <source>none yet (needs two packets)</source>
        <translation>まだなし (2 パケット必要)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="264"/>
        <source>Min / mean / max</source>
        <translation>最小 / 平均 / 最大</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="265"/>
        <source>Standard deviation</source>
        <translation>標準偏差</translation>
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
        <translation>逆行したタイムスタンプ</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="274"/>
        <source>Jitter against the nominal gap</source>
        <translation>公称間隔に対するジッタ</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="276"/>
        <location filename="../widgets/summary_view.cpp" line="281"/>
        <source>Nominal gap</source>
        <translation>公称間隔</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="277"/>
        <source>Max |gap − nominal|</source>
        <translation>最大 |間隔 − 公称|</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="278"/>
        <source>|dev| p50 / p99 / p99.9</source>
        <translation>|偏差| p50 / p99 / p99.9</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="281"/>
        <source>not known yet</source>
        <translation>まだ不明</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="286"/>
        <source>Bursts (runs of packets closer than the threshold)</source>
        <translation>バースト (しきい値より短い間隔で続くパケットの連なり)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="288"/>
        <source>Bursts</source>
        <translation>バースト</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="288"/>
        <source>computed when reading completes</source>
        <translation>読み込み完了時に算出</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="290"/>
        <location filename="../widgets/summary_view.cpp" line="305"/>
        <source>Threshold</source>
        <translation>しきい値</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="291"/>
        <source>%1 (derived from the gaps)</source>
        <translation>%1 (間隔から算出)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="292"/>
        <source>Bursts (≥ 2 packets)</source>
        <translation>バースト (2 パケット以上)</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="293"/>
        <source>Packets in bursts</source>
        <translation>バースト内のパケット数</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="294"/>
        <source>Size mean / p50 / p99 / max</source>
        <translation>サイズ 平均 / p50 / p99 / 最大</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="299"/>
        <source>Duration p50 / p99 / max</source>
        <translation>継続時間 p50 / p99 / 最大</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="301"/>
        <source>Idle gaps: count, p50 / p99 / max</source>
        <translation>アイドル間隔: 個数、p50 / p99 / 最大</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="301"/>
        <source>%1, %2 / %3 / %4</source>
        <translation>%1、%2 / %3 / %4</translation>
    </message>
    <message>
        <location filename="../widgets/summary_view.cpp" line="305"/>
        <source>not determined</source>
        <translation>未算出</translation>
    </message>
</context>
<context>
    <name>jitterscope::TracePresenter</name>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="31"/>
        <source>flow %1: %2</source>
        <translation>フロー %1：%2</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="114"/>
        <source>estimated</source>
        <translation>推定</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="115"/>
        <source>derived</source>
        <translation>導出</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="116"/>
        <source>time order</source>
        <translation>時刻順</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="116"/>
        <source>file order</source>
        <translation>ファイル順</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="117"/>
        <source>auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="123"/>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/trace_presenter.cpp" line="126"/>
        <source>, %Ln per-flow choices</source>
        <translation>
            <numerusform>、フロー別指定 %Ln 件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="127"/>
        <source>%1 · nominal gap %2, burst threshold %3, %4, decoders %5</source>
        <translation>%1 · 公称間隔 %2、バースト閾値 %3、%4、デコーダ %5</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="130"/>
        <source>, flows “%1”</source>
        <translation>、フロー「%1」</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/trace_presenter.cpp" line="150"/>
        <source>%1 · all %Ln flows, each flow&apos;s own gaps</source>
        <translation>
            <numerusform>%1 · 全 %Ln フロー（各フロー内の間隔）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="151"/>
        <location filename="../app/gui/trace_presenter.cpp" line="155"/>
        <source>%1 · all packets, gap to the previous packet of any flow</source>
        <translation>%1 · 全パケット、任意のフローの直前パケットとの間隔</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="154"/>
        <source>%1 · all packets as one sequence (gaps across flows)</source>
        <translation>%1 · 全パケットを一つの列として（フローをまたぐ間隔）</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="162"/>
        <source>%1 (filter “%2”)</source>
        <translation>%1（フィルタ「%2」）</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="168"/>
        <location filename="../app/gui/trace_presenter.cpp" line="179"/>
        <source>No flow matches the filter.</source>
        <translation>フィルタに一致するフローはありません。</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="172"/>
        <location filename="../app/gui/trace_presenter.cpp" line="173"/>
        <location filename="../app/gui/trace_presenter.cpp" line="180"/>
        <source>%1 · no flow matches “%2”</source>
        <translation>%1 · 「%2」に一致するフローはありません</translation>
    </message>
    <message>
        <location filename="../app/gui/trace_presenter.cpp" line="178"/>
        <source>%1 · all packets</source>
        <translation>%1 · 全パケット</translation>
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
        <translation>UDP ジッタの発生源を明らかにします。</translation>
    </message>
    <message>
        <location filename="../app/gui/gui_main.cpp" line="72"/>
        <source>User interface language (en, de, ja).</source>
        <translation>ユーザーインターフェースの言語 (en, de, ja)。</translation>
    </message>
    <message>
        <location filename="../app/gui/gui_main.cpp" line="75"/>
        <source>View to show first: histogram, timeline, iograph, stages, softnet, kernel, comments, jiffies, simulator or compare.</source>
        <translation>最初に表示するビュー: histogram、timeline、iograph、stages、softnet、kernel、comments、jiffies、simulator、compare。</translation>
    </message>
    <message>
        <location filename="../app/gui/gui_main.cpp" line="80"/>
        <source>Window size as WIDTHxHEIGHT.</source>
        <translation>ウィンドウサイズ (WIDTHxHEIGHT 形式)。</translation>
    </message>
    <message>
        <location filename="../app/gui/gui_main.cpp" line="83"/>
        <source>Start a live capture on this interface.</source>
        <translation>このインターフェースでライブキャプチャを開始します。</translation>
    </message>
    <message>
        <location filename="../app/gui/gui_main.cpp" line="86"/>
        <source>BPF capture filter for --capture.</source>
        <translation>--capture 用の BPF キャプチャフィルタ。</translation>
    </message>
    <message>
        <location filename="../app/gui/gui_main.cpp" line="97"/>
        <source>pcap or pcapng trace to open.</source>
        <translation>開く pcap または pcapng のトレース。</translation>
    </message>
</context>
</TS>
