// FlowTimes: the small flows' timestamps as steps of one 32-bit word, in chunks of 31 words, from
// 2 MiB blocks.
#include "core/analysis/flow_times.h"
#include "core/base/pages.h"

#include <stdexcept>

namespace jitterscope {

FlowTimes::FlowTimes() = default;

FlowTimes::~FlowTimes()
{
    for (Chunk *b : m_blocks)
        unmapHugeBlock(b, kBlockChunks * sizeof(Chunk));
}

void FlowTimes::addBlock()
{
    if (m_used >= kNone - kBlockChunks)
        throw std::length_error("FlowTimes: too many packets");
    m_blocks.push_back(static_cast<Chunk *>(mapHugeBlock(kBlockChunks * sizeof(Chunk), false, !m_blocks.empty())));
}

void FlowTimes::promote(uint32_t id)
{
    if (id >= m_flows.size())
        m_flows.resize(size_t(id) + 1);
    Flow &f = m_flows[id];
    if (f.words > 0) {
        chunk(f.last).next = m_free;
        m_free = f.first;
    }
    f = Flow();
    f.large = true;
}

} // namespace jitterscope
