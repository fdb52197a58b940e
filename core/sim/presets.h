// The simulator's named parameter sets, shared by the GUI form and `jitterscope-cli simulate
// --preset NAME`: each says what it assumes and, where it reproduces a published figure, the
// figure it aims at and the tolerance the tests hold it to. Static data; any thread.
#pragma once

#include "core/sim/napi_sim.h"

#include <string>
#include <vector>

namespace jitterscope {

struct SimPreset {
    const char *id = ""; ///< stable CLI name, e.g. "loopback-ftrace-on-1000us"
    const char *name = ""; ///< display name, marked QT_TRANSLATE_NOOP("jitterscope::SimParamsForm"); tr() it to show
    const char *assumptions = ""; ///< rate, per-call and per-packet cost, coalescing (English, CLI and docs)
    const char *aim = ""; ///< what it shows or the published figure it aims at (English)
    SimParams params;
    double targetSqueezePerS = -1; ///< the published time_squeeze rate it reproduces; < 0: none
    double tolerance = 0; ///< relative: |measured − target| ≤ tolerance · target (0 target: exactly 0)
    [[nodiscard]] bool hasTarget() const { return targetSqueezePerS >= 0; }
};

/// Every preset, in display order (the GUI's preset box, --list-presets).
[[nodiscard]] const std::vector<SimPreset> &simPresets();
/// The preset with this id, nullptr when there is none.
[[nodiscard]] const SimPreset *findSimPreset(const std::string &id);
/// `simulate --list-presets --format json`: an array of {id, name, assumptions, aim, params{…},
/// target_squeeze_per_s, tolerance} (the last two only where a figure is reproduced).
[[nodiscard]] std::string simPresetsJson();
/// `simulate --list-presets`: one line per preset, id and name.
[[nodiscard]] std::string simPresetsText();

} // namespace jitterscope
