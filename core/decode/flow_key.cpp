#include "core/decode/flow_key.h"

#include <arpa/inet.h>
#include <chrono>
#include <cstdio>
#include <random>
#include <sstream>

namespace jitterscope {

namespace {
bool parseNumber(const std::string &s, uint32_t max, uint32_t &out)
{
    if (s.empty() || s.size() > 10)
        return false;
    uint64_t v = 0;
    for (char c : s) {
        if (c < '0' || c > '9')
            return false;
        v = v * 10 + uint64_t(c - '0');
    }
    if (v > max)
        return false;
    out = uint32_t(v);
    return true;
}
} // namespace

std::optional<FlowFilter> FlowFilter::parse(const std::string &expr, std::string *error)
{
    std::istringstream in(expr);
    std::vector<std::string> words;
    for (std::string w; in >> w;)
        words.push_back(w);
    FlowFilter f;
    bool negate = false;
    for (size_t i = 0; i < words.size(); ++i) {
        const std::string &w = words[i];
        if (w == "and" || w == "&&")
            continue;
        if (w == "not" || w == "!") {
            negate = !negate;
            continue;
        }
        Term t {};
        t.negate = negate;
        negate = false;
        auto needArg = [&](const char *what) -> const std::string * {
            if (i + 1 >= words.size()) {
                if (error)
                    *error = std::string("'") + w + "' needs " + what;
                return nullptr;
            }
            return &words[++i];
        };
        if (w == "udp" || w == "tcp" || w == "icmp" || w == "icmp6") {
            t.kind = Term::Proto;
            t.number = w == "udp" ? 17 : w == "tcp" ? 6 : w == "icmp" ? 1 : 58;
        } else if (w == "ip4" || w == "ip" || w == "ip6") {
            t.kind = Term::IpVer;
            t.number = w == "ip6" ? 6 : 4;
        } else if (w == "nonip") {
            t.kind = Term::NonIp;
        } else if (w == "host" || w == "src" || w == "dst") {
            const std::string *a = needArg("an address");
            if (!a)
                return std::nullopt;
            t.kind = w == "host" ? Term::Host : w == "src" ? Term::Src : Term::Dst;
            if (inet_pton(AF_INET, a->c_str(), t.addr) == 1)
                t.addrVersion = 4;
            else if (inet_pton(AF_INET6, a->c_str(), t.addr) == 1)
                t.addrVersion = 6;
            else {
                if (error)
                    *error = "not an IPv4 or IPv6 address: '" + *a + "'";
                return std::nullopt;
            }
        } else if (w == "port" || w == "sport" || w == "dport" || w == "id") {
            const std::string *a = needArg("a number");
            if (!a)
                return std::nullopt;
            t.kind = w == "port" ? Term::Port : w == "sport" ? Term::Sport : w == "dport" ? Term::Dport : Term::Id;
            if (!parseNumber(*a, w == "id" ? 0xFFFFFFFFu : 65535u, t.number)) {
                if (error)
                    *error = "not a valid number for '" + w + "': '" + *a + "'";
                return std::nullopt;
            }
        } else {
            if (error)
                *error = "unknown flow filter term '" + w +
                         "' (expected udp, tcp, icmp, icmp6, ip4, ip6, nonip, host, src, dst, port, sport, dport, id, "
                         "not, and)";
            return std::nullopt;
        }
        f.m_terms.push_back(t);
    }
    if (negate) {
        if (error)
            *error = "'not' at the end of the flow filter";
        return std::nullopt;
    }
    return f;
}

bool FlowFilter::matches(const FlowKey &k, uint32_t flowId) const
{
    for (const Term &t : m_terms) {
        bool m = false;
        const size_t alen = t.addrVersion == 4 ? 4 : 16;
        switch (t.kind) {
        case Term::Proto: m = k.ipVersion != 0 && k.proto == t.number; break;
        case Term::IpVer: m = k.ipVersion == t.number; break;
        case Term::NonIp: m = k.ipVersion == 0; break;
        case Term::Host:
            m = k.ipVersion == t.addrVersion &&
                (std::memcmp(k.src, t.addr, alen) == 0 || std::memcmp(k.dst, t.addr, alen) == 0);
            break;
        case Term::Src: m = k.ipVersion == t.addrVersion && std::memcmp(k.src, t.addr, alen) == 0; break;
        case Term::Dst: m = k.ipVersion == t.addrVersion && std::memcmp(k.dst, t.addr, alen) == 0; break;
        case Term::Port: m = k.sport == t.number || k.dport == t.number; break;
        case Term::Sport: m = k.sport == t.number; break;
        case Term::Dport: m = k.dport == t.number; break;
        case Term::Id: m = flowId == t.number; break;
        }
        if (m == t.negate)
            return false;
    }
    return true;
}

uint64_t randomHashSeed()
{
    try {
        std::random_device rd;
        return uint64_t(rd()) << 32 ^ rd();
    } catch (const std::exception &) { // no source of randomness: the clock, at least not fixed
        return uint64_t(std::chrono::steady_clock::now().time_since_epoch().count()) * 0x9E3779B97F4A7C15ull;
    }
}

std::string flowProtoName(const FlowKey &k)
{
    if (k.ipVersion == 0) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "non-IP 0x%04x", k.etherType);
        return buf;
    }
    switch (k.proto) {
    case 17: return "UDP";
    case 6: return "TCP";
    case 1: return "ICMP";
    case 58: return "ICMPv6";
    case 132: return "SCTP";
    default: return "IP-" + std::to_string(k.proto);
    }
}

} // namespace jitterscope
