// The nominal gap of a flow: the mean spacing of its packets over the time it is active, robust to
// the bursts of NAPI (or of the sender) and to idle pauses. docs/cli.md ("Nominal gap") states the
// rule; this is the arithmetic. Value type, one owner thread; no allocation once a flow's few
// octaves exist.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace jitterscope {

/// Exact sums of a series of steps, binned by the octave of the step per packet: an arrival gap
/// (one packet per step), or a sender clock's advance over a sequence-number step (so a lost
/// datagram does not count as a double-length step).
///
/// The mean spacing leaves out pauses: steps in octaves 6 or more above the octave that holds
/// the step of rank ⌈(1 − 1/256)·n⌉. Delivery in bursts of up to ~256 packets keeps its idle
/// gaps (they are at least 1/256 of the steps, so that rank falls among them); a sender that
/// stops for a while (fewer than 1/256 of the steps are such pauses) loses the pauses, which
/// are at least 32× longer than the regular steps.
class SpacingSums {
public:
    /// One step: `dt` ≥ 0 clock units over `dseq` ≥ 1 packets. Other steps are ignored (a
    /// timestamp going backwards, a sequence number that did not advance).
    void add(int64_t dt, uint64_t dseq = 1)
    {
        if (dt < 0 || dseq == 0)
            return;
        const uint64_t per = dseq == 1 ? uint64_t(dt) : uint64_t(dt) / dseq;
        // Octave k ∈ [−1, 62] (per < 2^63) is bit k + 1 of m_present; its place in m_octaves is
        // the number of octaves below it: no search, whatever order the steps come in.
        const unsigned bit = per == 0 ? 0 : unsigned(64 - __builtin_clzll(per));
        const uint64_t below = m_present & ((uint64_t(1) << bit) - 1);
        Octave *o = (m_present >> bit) & 1 ? &m_octaves[popcount(below)] : insert(bit, popcount(below));
        ++o->steps;
        o->sumDt += uint64_t(dt);
        o->sumSeq += dseq;
    }
    /// Steps added (ignored ones excluded).
    [[nodiscard]] uint64_t steps() const;

    /// The active-span mean as a ratio: sum of the kept steps' dt over their packets.
    struct Mean {
        unsigned __int128 sumDt = 0;
        uint64_t packets = 0; ///< Σdseq of the kept steps; 0 = no step
        uint64_t keptSteps = 0, pausedSteps = 0;
        unsigned __int128 pausedDt = 0; ///< time left out as pauses
    };
    [[nodiscard]] Mean mean() const;
    /// mean() in ns, scaled by `nsPerUnit` (1 for ns clocks; 1e9 / rate for an RTP clock),
    /// rounded to `digits` significant digits (see nominalRound); 0 when there is no step.
    [[nodiscard]] int64_t meanNs(int digits, double nsPerUnit = 1.0) const;

private:
    struct Octave {
        int k; ///< −1: steps of 0; else floor(log2(step per packet))
        uint64_t steps;
        uint64_t sumSeq;
        unsigned __int128 sumDt;
    };
    /// Bits set in v (without relying on the POPCNT instruction of the build's baseline).
    static unsigned popcount(uint64_t v)
    {
        v -= (v >> 1) & 0x5555555555555555ull;
        v = (v & 0x3333333333333333ull) + ((v >> 2) & 0x3333333333333333ull);
        v = (v + (v >> 4)) & 0x0F0F0F0F0F0F0F0Full;
        return unsigned((v * 0x0101010101010101ull) >> 56);
    }
    Octave *insert(unsigned bit, size_t at);
    std::vector<Octave> m_octaves; ///< sorted by k
    uint64_t m_present = 0; ///< bit k + 1: octave k is in m_octaves
};

/// A nominal gap rounded to `digits` significant digits (3: 12 003 → 12 000 ns; never below
/// 1 ns): the figure a rate implies without the noise of its last digits, so the deviations (and
/// the speculative second pass that depends on it) do not move with every packet. Arrival rates
/// keep 3 digits (a burst more or less moves the 4th), sender clocks 6.
[[nodiscard]] int64_t nominalRound(double ns, int digits);
constexpr int kRateDigits = 3;
constexpr int kSenderDigits = 6;

} // namespace jitterscope
