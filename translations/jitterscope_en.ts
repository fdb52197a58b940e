<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>jitterscope::BurstTimelineView</name>
    <message numerus="yes">
        <location filename="../widgets/burst_timeline_view.cpp" line="438"/>
        <source>%Ln packets in view</source>
        <translation>
            <numerusform>%Ln packet in view</numerusform>
            <numerusform>%Ln packets in view</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jitterscope::CompareView</name>
    <message numerus="yes">
        <location filename="../widgets/compare_view.cpp" line="382"/>
        <source>%1 (%Ln gaps)</source>
        <translation>
            <numerusform>%1 (%Ln gap)</numerusform>
            <numerusform>%1 (%Ln gaps)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jitterscope::DropCountersBar</name>
    <message numerus="yes">
        <location filename="../widgets/drop_counters_bar.cpp" line="108"/>
        <source>%1 packets · %2 pkt/s%3</source>
        <translation>
            <numerusform>%1 packet · %2 pkt/s%3</numerusform>
            <numerusform>%1 packets · %2 pkt/s%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/drop_counters_bar.cpp" line="110"/>
        <source>%1 packets</source>
        <translation>
            <numerusform>%1 packet</numerusform>
            <numerusform>%1 packets</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jitterscope::ExplanationPanel</name>
    <message numerus="yes">
        <location filename="../widgets/explanation_panel.cpp" line="20"/>
        <source>%n jiffies</source>
        <translation>
            <numerusform>%n jiffy</numerusform>
            <numerusform>%n jiffies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jitterscope::FlowTableView</name>
    <message numerus="yes">
        <location filename="../widgets/flow_table_view.cpp" line="257"/>
        <source>Selected: %Ln flows</source>
        <translation>
            <numerusform>Selected: %Ln flow</numerusform>
            <numerusform>Selected: %Ln flows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/flow_table_view.cpp" line="262"/>
        <source>Matching the filter: %Ln flows</source>
        <translation>
            <numerusform>Matching the filter: %Ln flow</numerusform>
            <numerusform>Matching the filter: %Ln flows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jitterscope::IoGraphView</name>
    <message numerus="yes">
        <location filename="../widgets/io_graph_view.cpp" line="397"/>
        <source>%Ln packets in view</source>
        <translation>
            <numerusform>%Ln packet in view</numerusform>
            <numerusform>%Ln packets in view</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jitterscope::JiffyStaircasePlot</name>
    <message numerus="yes">
        <location filename="../widgets/jiffy_staircase_plot.cpp" line="126"/>
        <source>%n jiffies</source>
        <translation>
            <numerusform>%n jiffy</numerusform>
            <numerusform>%n jiffies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jitterscope::MainWindow</name>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="421"/>
        <source>Damaged trace: %1 at byte offset %2; showing the %Ln packets read before it.</source>
        <translation>
            <numerusform>Damaged trace: %1 at byte offset %2; showing the %Ln packet read before it.</numerusform>
            <numerusform>Damaged trace: %1 at byte offset %2; showing the %Ln packets read before it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="426"/>
        <source>Cancelled: showing the first %Ln packets.</source>
        <translation>
            <numerusform>Cancelled: showing the first %Ln packet.</numerusform>
            <numerusform>Cancelled: showing the first %Ln packets.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="428"/>
        <source>%Ln packets</source>
        <translation>
            <numerusform>%Ln packet</numerusform>
            <numerusform>%Ln packets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/main_window.cpp" line="429"/>
        <source>%Ln flows</source>
        <translation>
            <numerusform>%Ln flow</numerusform>
            <numerusform>%Ln flows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jitterscope::SimParamsForm</name>
    <message numerus="yes">
        <location filename="../widgets/sim_params_form.cpp" line="282"/>
        <source>bursts of %Ln packets every %1</source>
        <translation>
            <numerusform>bursts of %Ln packet every %1</numerusform>
            <numerusform>bursts of %Ln packets every %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jitterscope::SimulatorView</name>
    <message numerus="yes">
        <location filename="../widgets/simulator_view.cpp" line="398"/>
        <location filename="../widgets/simulator_view.cpp" line="399"/>
        <source>%n jiffies</source>
        <translation>
            <numerusform>%n jiffy</numerusform>
            <numerusform>%n jiffies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jitterscope::SoftnetView</name>
    <message numerus="yes">
        <location filename="../widgets/softnet_view.cpp" line="359"/>
        <source>Softnet per CPU · %Ln samples · total dropped %1 · total time_squeeze %2</source>
        <translation>
            <numerusform>Softnet per CPU · %Ln sample · total dropped %1 · total time_squeeze %2</numerusform>
            <numerusform>Softnet per CPU · %Ln samples · total dropped %1 · total time_squeeze %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jitterscope::SummaryView</name>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="108"/>
        <source>Reading stopped at byte offset %1: %2. The figures below cover the %Ln packets read before that point.</source>
        <translation>
            <numerusform>Reading stopped at byte offset %1: %2. The figures below cover the %Ln packet read before that point.</numerusform>
            <numerusform>Reading stopped at byte offset %1: %2. The figures below cover the %Ln packets read before that point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="136"/>
        <source>each flow against its own nominal gap (%n flows merged)</source>
        <translation>
            <numerusform>each flow against its own nominal gap (%n flow merged)</numerusform>
            <numerusform>each flow against its own nominal gap (%n flows merged)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="147"/>
        <source>%1, flow #%2&apos;s (%3; %n flows merged)</source>
        <translation>
            <numerusform>%1, flow #%2&apos;s (%3; %n flow merged)</numerusform>
            <numerusform>%1, flow #%2&apos;s (%3; %n flows merged)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="161"/>
        <source>not in time order: %Ln backward steps (largest %1)</source>
        <translation>
            <numerusform>not in time order: %Ln backward step (largest %1)</numerusform>
            <numerusform>not in time order: %Ln backward steps (largest %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="171"/>
        <source>%Ln packets, in time order</source>
        <translation>
            <numerusform>%Ln packet, in time order</numerusform>
            <numerusform>%Ln packets, in time order</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="172"/>
        <source>%Ln packets</source>
        <translation>
            <numerusform>%Ln packet</numerusform>
            <numerusform>%Ln packets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="173"/>
        <source>%Ln backward steps (largest %1)</source>
        <translation>
            <numerusform>%Ln backward step (largest %1)</numerusform>
            <numerusform>%Ln backward steps (largest %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="178"/>
        <source>%Ln datagrams beyond the reorder window</source>
        <translation>
            <numerusform>%Ln datagram beyond the reorder window</numerusform>
            <numerusform>%Ln datagrams beyond the reorder window</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/summary_view.cpp" line="255"/>
        <source>%Ln more (jitterscope-cli analyze lists the first %1)</source>
        <translation>
            <numerusform>%Ln more (jitterscope-cli analyze lists the first %1)</numerusform>
            <numerusform>%Ln more (jitterscope-cli analyze lists the first %1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>jitterscope::TracePresenter</name>
    <message numerus="yes">
        <location filename="../app/gui/trace_presenter.cpp" line="126"/>
        <source>, %Ln per-flow choices</source>
        <translation>
            <numerusform>, %Ln per-flow choice</numerusform>
            <numerusform>, %Ln per-flow choices</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/trace_presenter.cpp" line="150"/>
        <source>%1 · all %Ln flows, each flow&apos;s own gaps</source>
        <translation>
            <numerusform>%1 · all %Ln flow, its own gaps</numerusform>
            <numerusform>%1 · all %Ln flows, each flow&apos;s own gaps</numerusform>
        </translation>
    </message>
</context>
</TS>
