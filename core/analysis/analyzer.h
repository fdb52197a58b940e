// The analysis engine: one Analyzer is fed packets on one thread and hands out immutable
// AnalysisSnapshots (snapshot.h) at any time on that thread; finish() completes the second pass
// (bursts, jitter deviations, time-order statistics). Internally the statistics may run on a
// worker thread (enableWorkerThread); that is invisible to the caller. Pure C++ (no Qt).
#pragma once

#include "core/analysis/snapshot.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace jitterscope {

class Analyzer {
public:
    explicit Analyzer(AnalysisOptions options = {});
    ~Analyzer();
    Analyzer(const Analyzer &) = delete;
    Analyzer &operator=(const Analyzer &) = delete;

    /// Feeds one batch (file order). `interfaces` is the reader's current interface list.
    void addBatch(const std::vector<RawPacket> &batch);
    /// Reader metadata to carry into snapshots.
    /// `comments`: the reader's so far (only appended to), `commentsNotKept` those past its limit.
    void setTraceInfo(const std::string &path, TraceFormat format, const std::vector<InterfaceInfo> &interfaces,
                      const std::vector<TraceComment> &comments, uint64_t customBlocks, uint64_t unknownBlocks,
                      uint64_t bytesRead, uint64_t fileSize, uint64_t commentsNotKept = 0);
    /// Interfaces the reader counted past its limit (kMaxTraceInterfaces), and their packets.
    void setInterfacesNotKept(uint64_t interfaces, uint64_t packets);
    void setError(const TraceError &e);
    /// What the reader read in a stated way (carried into snapshots as AnalysisSnapshot::readerNotes).
    void setTraceNotes(const TraceNotes &notes);
    /// A pcapng custom block (PEN and body); Jitterscope session records are decoded, others ignored.
    void addCustomBlock(uint32_t pen, const uint8_t *data, size_t len);
    void setAnalysisDrops(uint64_t drops);
    /// Runs the statistics on a second thread, fed through the packet store, so that they
    /// overlap with reading and decoding (analyzeFile turns it on). Results, snapshot() and
    /// finish() are unchanged: a snapshot still covers every packet added before it. In file
    /// order, once setInputProgress() has reported between 1/16 and 1/4 of the input (as soon as
    /// the estimates settle), that thread also starts the second pass with the nominal gap and
    /// burst threshold seen so far; finish() keeps it for every scope whose final values turn out
    /// the same and redoes it for the others, so the results are exactly those of a second pass
    /// after the end. In time order the worker works in file order too, and finish() keeps its
    /// results when no timestamp went backwards (the time order is then the file's); otherwise it
    /// sorts and recomputes. Call before the first addBatch.
    void enableWorkerThread();
    /// How far the producer is through its input (bytes; total 0 = unknown).
    void setInputProgress(uint64_t bytesRead, uint64_t totalBytes);
    /// Something the worker thread may do whenever the statistics have caught up with the
    /// packets (returns false when it found nothing to do): analyzeFile gives it the reading
    /// ahead of the file. Set before enableWorkerThread(); it must stay callable until finish().
    void setWorkerIdleTask(std::function<bool()> task);
    /// A bounded live session: keep per-packet detail (the packet store: the timeline, the I/O
    /// graph, bursts and jitter) for about the last `packets` packets only (0, the default: all).
    /// The counters and the inter-arrival histograms still cover the whole session, exactly; the
    /// bursts and the jitter deviations (the second pass) cover the packets still held at finish()
    /// (AnalysisSnapshot::firstStored on). The store lets go a chunk (65 536 packets) at a time
    /// once the statistics have read it and no snapshot pins it. No speculative second pass.
    /// Call before the first addBatch.
    void setDetailWindow(size_t packets);
    /// At most `flows` flows are kept one by one (0, the default: no limit). The packets of a flow
    /// first seen after that are counted together (AnalysisSnapshot::untrackedPackets): in the
    /// whole session's figures (counters, gaps, bursts, the timeline and the I/O graph) but in no
    /// flow's, and not decoded; their key is not kept. A live session of ever-new flows (DNS,
    /// scans, many short-lived clients) kept ~2.3 KB a flow for the whole session. The flow
    /// filter's rejects have a limit of their own (the same number). Call before the first addBatch.
    void setFlowLimit(size_t flows);
    /// Statistics only (false; the default is true): the snapshots carry no per-packet timeline
    /// (AnalysisSnapshot::store stays empty), and the packets' times and flows are kept for the
    /// second pass in a compressed log of about 2 bytes a packet instead of the store's 12. The
    /// figures are the same. Not with a detail window (then ignored). Call before the first
    /// addBatch.
    void keepTimeline(bool keep);
    /// A trace reviewed in the window: finish() gives back the gap histogram of each flow the
    /// packet store can give back exactly — one of at most `maxGaps` gaps, all of whose packets
    /// the store holds (no detail window, nothing overflowed) in their own time order (always in
    /// file order; under --order time only a flow whose times never went back) — and keeps their
    /// merge in AnalysisSnapshot::unkeptFlowsHistogram. Such a flow's FlowSummary::histogram is
    /// null; selectionStats() and selectionHistogram() rebuild it from the store (one walk, the
    /// same counts). Only with more than `minFlows` flows: a trace of 100 000 flows of 100 packets
    /// held ~58 MB of them. The figures are the same. Call before finish().
    void dropRebuildableFlowHistograms(size_t minFlows = 1024, uint64_t maxGaps = 4096);
    /// Everything on the calling thread: finish() runs its second pass without the helper thread
    /// it otherwise starts for the whole-trace scope (the fuzz target analyses thousands of tiny
    /// files a second). Results are the same.
    void runOnCallingThreadOnly();
    /// --order time always by sorting a copy of the packets, even when the file is a few
    /// ascending chains that are otherwise merged as they are walked (for the tests: the figures
    /// are the same).
    void sortForTimeOrderOnly();
    /// --order time: the ascending chains the last finish() merged (0: none — in time order
    /// already, sorted, or not in time order).
    [[nodiscard]] size_t timeOrderChainsMerged() const;
    /// Second pass: bursts, jitter, time-order statistics. Idempotent.
    void finish();
    /// Snapshot of the current state (complete only after finish()). With more than maxFlows
    /// flows, `flows` lists the maxFlows with the most packets (ties: the lower id) and the others
    /// are counted in AnalysisSnapshot::flowsOmitted, their own gaps merged in
    /// omittedFlowsHistogram; the whole trace's figures still cover every flow. The loader's
    /// partial snapshots of a trace with 100 000 flows: 100 000 summaries (~120 MB, ~1 s to make)
    /// for a view that is replaced within a second.
    [[nodiscard]] std::shared_ptr<const AnalysisSnapshot> snapshot(size_t maxFlows = SIZE_MAX) const;
    [[nodiscard]] const AnalysisOptions &options() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace jitterscope
