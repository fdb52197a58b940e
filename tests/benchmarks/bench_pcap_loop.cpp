// The baseline a user would otherwise run: a bare libpcap loop over a saved trace
// (pcap_open_offline_with_tstamp_precision + pcap_next_ex), counting packets and bytes and
// summing timestamps so that nothing is optimised away. Whole process, for run_zoo_bench.sh.
//   bench_pcap_loop FILE
#include <pcap/pcap.h>

#include <cstdint>
#include <cstdio>

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: bench_pcap_loop FILE\n");
        return 2;
    }
    char err[PCAP_ERRBUF_SIZE];
    pcap_t *p = pcap_open_offline_with_tstamp_precision(argv[1], PCAP_TSTAMP_PRECISION_NANO, err);
    if (!p) {
        std::fprintf(stderr, "bench_pcap_loop: %s\n", err);
        return 1;
    }
    pcap_pkthdr *h = nullptr;
    const u_char *data = nullptr;
    uint64_t packets = 0, bytes = 0, tsSum = 0;
    int rc = 0;
    while ((rc = pcap_next_ex(p, &h, &data)) == 1) {
        ++packets;
        bytes += h->len;
        tsSum += uint64_t(h->ts.tv_sec) * 1000000000u + uint64_t(h->ts.tv_usec) + data[0];
    }
    const bool failed = rc == PCAP_ERROR;
    if (failed)
        std::fprintf(stderr, "bench_pcap_loop: %s (after %llu packets)\n", pcap_geterr(p), (unsigned long long)packets);
    pcap_close(p);
    std::printf("%llu packets %llu bytes %llu\n", (unsigned long long)packets, (unsigned long long)bytes,
                (unsigned long long)tsSum);
    return failed ? 1 : 0;
}
