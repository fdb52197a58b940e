// TraceFile: a TraceParser plus the TraceFeeder that reads for it.
#include "core/trace/trace_file.h"

#include "core/trace/trace_parser_p.h"

namespace jitterscope {

struct TraceFile::Impl {
    TraceParser parser;
    TraceFeeder feeder { *parser.d };
};

TraceFile::TraceFile()
    : d(std::make_unique<Impl>())
{
}

TraceFile::~TraceFile() = default;

bool TraceFile::open(const std::string &path, std::string *errorMessage)
{
    d = std::make_unique<Impl>();
    return d->feeder.open(path, errorMessage);
}

bool TraceFile::nextBatch(std::vector<RawPacket> &out, size_t maxPackets)
{
    return d->feeder.nextBatch(out, maxPackets);
}

uint64_t TraceFile::size() const
{
    return d->feeder.size();
}
uint64_t TraceFile::position() const
{
    return d->feeder.position();
}
const TraceParser &TraceFile::parser() const
{
    return d->parser;
}
bool TraceFile::readAhead()
{
    return d->feeder.readAhead();
}
void TraceFile::setCustomBlockHandler(CustomBlockHandler handler)
{
    d->parser.setCustomBlockHandler(std::move(handler));
}

} // namespace jitterscope
