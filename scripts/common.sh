# Shared by scripts/run and scripts/test: install what a bare Debian 12 lacks, configure, build.
# Sourced, not executed. Honours BUILD_DIR (default build) and JOBS (default: number of CPUs).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${BUILD_DIR:-$ROOT/build}
JOBS=${JOBS:-$(nproc)}

# Build, GUI, screenshot and test-tool packages (Debian 12 "bookworm" names); the last line checks
# what `cmake --install` installs (tests/scripts/test_install.sh).
PACKAGES=(g++ cmake ninja-build pkg-config
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev
    libqcustomplot-dev libqcustomplot2.1-qt6 libpcap-dev libboost-dev zlib1g-dev libzstd-dev zstd liblz4-dev lz4
    clang-format clang-tidy clang-14 libclang-rt-14-dev
    xvfb xauth libcap2-bin python3 fonts-droid-fallback
    tshark wireshark-common tcpdump iperf3 iproute2 ethtool
    prometheus-cpp-dev prometheus curl
    gstreamer1.0-tools gstreamer1.0-plugins-base gstreamer1.0-plugins-good
    desktop-file-utils appstream man-db
    dpkg-dev debhelper fakeroot lintian poppler-utils)

install_missing() {
    local missing=()
    for p in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [[ ${#missing[@]} -eq 0 ]] && return 0
    if [[ $(id -u) -ne 0 ]]; then
        echo "Missing packages: ${missing[*]}" >&2
        echo "Run as root (or: sudo apt-get install ${missing[*]})." >&2
        exit 1
    fi
    echo "Installing: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    # wireshark-common asks whether non-root users may capture; answer "no" without a prompt.
    echo "wireshark-common wireshark-common/install-setuid boolean false" | debconf-set-selections
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# build [extra cmake -D options]: the RelWithDebInfo build in $BUILD_DIR (compile commands exported
# for clang-tidy).
build() {
    cmake -S "$ROOT" -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_EXPORT_COMPILE_COMMANDS=ON "$@"
    cmake --build "$BUILD_DIR" -j "$JOBS"
}
