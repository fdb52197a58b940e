// The libFuzzer entry of one target: JS_FUZZ_ENTRY names the jitterscope::fuzz function
// (tests/fuzz/CMakeLists.txt sets it per binary).
#include "tests/fuzz/fuzz_entries.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return jitterscope::fuzz::JS_FUZZ_ENTRY(data, size);
}
