#include "widgets/common/time_axis_link.h"

#include <QScopedValueRollback>

namespace jitterscope {

void TimeAxisLink::apply(size_t except, double t0, double t1)
{
    if (m_applying)
        return; // a member that echoes the range it was given
    const QScopedValueRollback<bool> guard(m_applying, true);
    for (size_t i = 0; i < m_members.size(); ++i)
        if (i != except && m_members[i].object)
            m_members[i].set(t0, t1);
}

} // namespace jitterscope
