// Private to the trace generator: its PRNG and the format-variant entry point. Frames come from
// core/decode/frame_builder.h, byte order from core/base/bytes.h.
#pragma once

#include "core/base/bytes.h"
#include "core/decode/frame_builder.h"
#include "core/gen/trace_generator.h"
#include "core/trace/trace_writer.h"

#include <cstddef>
#include <cstdint>

namespace jitterscope::gen {

/// splitmix64: tiny, fast, and identical on every platform (unlike std:: distributions).
class Rng {
public:
    explicit Rng(uint64_t seed)
        : m_state(seed)
    {
    }
    uint64_t next()
    {
        uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    /// Uniform integer in [lo, hi].
    /// Uniform in [lo, hi]; lo for an empty range (hi < lo), without drawing.
    int64_t uniform(int64_t lo, int64_t hi)
    {
        if (hi < lo)
            return lo;
        return lo + static_cast<int64_t>(next() % (uint64_t(hi) - uint64_t(lo) + 1));
    }

private:
    uint64_t m_state;
};

/// The format-variant kinds (trace_generator_formats.cpp). Sets *handled to false for a kind it
/// does not know; returns false on an I/O error.
bool generateFormatVariant(const std::string &kind, const std::string &path, const GeneratorOptions &opts,
                           std::string *error, bool *handled);

/// The oddity kinds (trace_generator_oddities.cpp), as generateFormatVariant.
bool generateOddity(const std::string &kind, const std::string &path, const GeneratorOptions &opts, std::string *error,
                    bool *handled);

/// The benchmark zoo kinds (trace_generator_zoo.cpp), as generateFormatVariant.
bool generateZoo(const std::string &kind, const std::string &path, const GeneratorOptions &opts, std::string *error,
                 bool *handled);

} // namespace jitterscope::gen
