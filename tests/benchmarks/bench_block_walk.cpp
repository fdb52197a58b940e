// The floor: read the trace with read(2) in 1 MiB pieces and walk its records — pcapng block
// lengths, or pcap record headers — touching each packet's first byte and nothing else (no
// decode, no timestamps). What any reader of the file must at least pay. Whole process, for
// run_zoo_bench.sh. Native-endian files only (the zoo's).
//   bench_block_walk FILE
#include <fcntl.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: bench_block_walk FILE\n");
        return 2;
    }
    const int fd = open(argv[1], O_RDONLY);
    if (fd < 0) {
        std::perror("bench_block_walk");
        return 1;
    }
    std::vector<uint8_t> buf(size_t(1) << 21);
    size_t have = 0, pos = 0;
    uint64_t records = 0, touched = 0;
    bool pcapng = false, started = false;
    for (;;) {
        if (pos > 0) { // keep the unread tail at the front
            std::memmove(buf.data(), buf.data() + pos, have - pos);
            have -= pos;
            pos = 0;
        }
        const ssize_t n = read(fd, buf.data() + have, buf.size() - have);
        if (n < 0) {
            std::perror("bench_block_walk");
            return 1;
        }
        have += size_t(n);
        if (!started) {
            if (have < 24)
                break;
            uint32_t magic;
            std::memcpy(&magic, buf.data(), 4);
            pcapng = magic == 0x0A0D0D0A;
            if (!pcapng)
                pos = 24; // pcap file header
            started = true;
        }
        for (;;) {
            const size_t head = pcapng ? 8 : 16;
            if (have - pos < head)
                break;
            uint32_t len;
            if (pcapng) {
                std::memcpy(&len, buf.data() + pos + 4, 4);
            } else {
                std::memcpy(&len, buf.data() + pos + 8, 4);
                len += 16;
            }
            if (len < head || len > buf.size() / 2) {
                std::fprintf(stderr, "bench_block_walk: bad record length %u\n", len);
                return 1;
            }
            if (have - pos < len)
                break;
            touched += buf[pos + head];
            ++records;
            pos += len;
        }
        if (n == 0)
            break;
    }
    close(fd);
    std::printf("%llu records %llu\n", (unsigned long long)records, (unsigned long long)touched);
    return 0;
}
