#include "tests/fuzz/fuzz_entries.h"

#include <cstdio>
#include <cstdlib>

namespace jitterscope::fuzz {

static void abortHandler(const std::string &what)
{
    std::fprintf(stderr, "fuzz property broken: %s\n", what.c_str());
    std::abort();
}

static FailHandler g_handler = abortHandler;

void setFailHandler(FailHandler handler)
{
    g_handler = handler ? handler : abortHandler;
}

void fuzzFail(const std::string &what)
{
    g_handler(what);
    std::abort(); // a handler that returns is itself a defect
}

} // namespace jitterscope::fuzz
