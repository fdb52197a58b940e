#!/bin/sh
# Regenerates the HZ-detection fixture roots used by tests/core/tst_hz_detect.cpp.
# Each directory is a fake filesystem root (HzDetectOptions::rootDir).
set -e
cd "$(dirname "$0")"
rm -rf boot_250 configgz_1000 schedstat_250 timerlist_300 netdev_300 netdev_2000_old empty conflict corrupt_gz

mkdir -p boot_250/boot boot_250/proc/sys/kernel
echo "6.1.0-13-amd64" > boot_250/proc/sys/kernel/osrelease
printf '# Linux/x86 6.1.55 Kernel Configuration\nCONFIG_HZ_250=y\n# CONFIG_HZ_1000 is not set\nCONFIG_HZ=250\nCONFIG_SCHED_HRTICK=y\n' \
    > boot_250/boot/config-6.1.0-13-amd64

mkdir -p configgz_1000/proc/sys/kernel
echo "6.6.81-amd64" > configgz_1000/proc/sys/kernel/osrelease
printf '#\n# Automatically generated file; DO NOT EDIT.\nCONFIG_HZ_1000=y\nCONFIG_HZ=1000\nCONFIG_IKCONFIG_PROC=y\n' \
    | gzip -9n > configgz_1000/proc/config.gz

mkdir -p schedstat_250/proc/sys/kernel
echo "5.10.0-28-amd64" > schedstat_250/proc/sys/kernel/osrelease
printf 'version 15\ntimestamp 4295892296\ncpu0 0 0 0 0 0 0 1 2 3\n' > schedstat_250/proc/schedstat
# 50 jiffies later: 250 Hz if 200 ms passed (the test also tries 2 s -> 25 Hz, no fit)
printf 'version 15\ntimestamp 4295892346\ncpu0 0 0 0 0 0 0 1 2 3\n' > schedstat_250/proc/schedstat.2

mkdir -p timerlist_300/proc/sys/kernel
echo "6.12.18" > timerlist_300/proc/sys/kernel/osrelease
printf 'Timer List Version: v0.9\nHRTIMER_MAX_CLOCK_BASES: 8\nnow at 1234 nsecs\n\njiffies: 4294967000\n' > timerlist_300/proc/timer_list
printf 'Timer List Version: v0.9\nHRTIMER_MAX_CLOCK_BASES: 8\nnow at 1234 nsecs\n\njiffies: 4294967060\n' > timerlist_300/proc/timer_list.2

mkdir -p netdev_300/proc/sys/kernel netdev_300/proc/sys/net/core
echo "5.10.0-28-amd64" > netdev_300/proc/sys/kernel/osrelease
echo 6666 > netdev_300/proc/sys/net/core/netdev_budget_usecs

mkdir -p netdev_2000_old/proc/sys/kernel netdev_2000_old/proc/sys/net/core
echo "4.14.300" > netdev_2000_old/proc/sys/kernel/osrelease
echo 2000 > netdev_2000_old/proc/sys/net/core/netdev_budget_usecs

mkdir -p empty/proc/sys/kernel
echo "6.18.44" > empty/proc/sys/kernel/osrelease

# config says 250, the untouched sysctl says 1000: the config wins, the conflict is reported
mkdir -p conflict/boot conflict/proc/sys/kernel conflict/proc/sys/net/core
echo "6.12.18" > conflict/proc/sys/kernel/osrelease
printf 'CONFIG_HZ=250\n' > conflict/boot/config-6.12.18
echo 2000 > conflict/proc/sys/net/core/netdev_budget_usecs

mkdir -p corrupt_gz/proc/sys/kernel
echo "6.6.81-amd64" > corrupt_gz/proc/sys/kernel/osrelease
printf '\037\213\010\000garbage' > corrupt_gz/proc/config.gz
