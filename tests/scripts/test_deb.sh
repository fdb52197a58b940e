#!/usr/bin/env bash
# The Debian package: scripts/build-deb builds it from the tracked sources with
# `dpkg-buildpackage -b -us -uc` and fails on any lintian error; then the package's contents are
# checked (the three programs, the desktop entry, the metainfo, the icons, the man pages and the
# translations), its maintainer scripts parse and carry the debconf question (default: no), it is
# unpacked into a throw-away root and the unpacked CLI and helper run: --version says the
# package's version and the CLI's analysis of the bundled sample equals the build tree's, byte for
# byte. The package is never installed on this machine.
#   test_deb.sh BUILD_DIR SOURCE_DIR
set -u
BUILD_DIR=$(cd "${1:?}" && pwd); SOURCE_DIR=$(cd "${2:?}" && pwd)
fail=0
bad() { echo "FAIL: $*"; fail=1; }
ok() { echo "ok: $*"; }

# The sanitizer builds build a few targets only, and the package build is the same everywhere.
for exe in jitterscope jitterscope-cli jitterscope-capture; do
    [ -x "$BUILD_DIR/app/$exe" ] || { echo "SKIP: $BUILD_DIR/app/$exe is not built (a partial build)"; exit 77; }
done
git -C "$SOURCE_DIR" rev-parse --git-dir >/dev/null 2>&1 ||
    { echo "SKIP: $SOURCE_DIR is not a git checkout (build-deb copies the tracked files)"; exit 77; }
for tool in dpkg-buildpackage dh lintian fakeroot dpkg-deb; do
    command -v "$tool" >/dev/null || { echo "FAIL: $tool missing (scripts/common.sh PACKAGES installs it)"; exit 1; }
done

WORK=$(mktemp -d "${TMPDIR:-/tmp}/jitterscope-debtest.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
start=$(date +%s)
if ! "$SOURCE_DIR/scripts/build-deb" "$WORK/out" >"$WORK/build-deb.log" 2>&1; then
    tail -n 80 "$WORK/build-deb.log"
    echo "FAIL: scripts/build-deb"
    exit 1
fi
echo "build-deb took $(( $(date +%s) - start )) s"
grep -E '^(E|W): ' "$WORK/build-deb.log" | sed 's/^/lintian: /'
! grep -q '^W: jitterscope: malformed-question' "$WORK/build-deb.log" || bad "lintian: the debconf question is malformed"
ok "dpkg-buildpackage built the package; lintian reports no error"

VERSION=$(sed -n 's/^project(Jitterscope VERSION \([0-9.]*\).*/\1/p' "$SOURCE_DIR/CMakeLists.txt")
deb=$(ls "$WORK"/out/jitterscope_"$VERSION"_*.deb 2>/dev/null | head -n 1)
[ -f "$deb" ] || { echo "FAIL: no jitterscope_${VERSION}_*.deb in $WORK/out"; exit 1; }
[ "$(dpkg-deb -f "$deb" Package)" = jitterscope ] || bad "Package field: $(dpkg-deb -f "$deb" Package)"
[ "$(dpkg-deb -f "$deb" Version)" = "$VERSION" ] || bad "Version field $(dpkg-deb -f "$deb" Version), CMake says $VERSION"
deps=$(dpkg-deb -f "$deb" Depends)
for lib in libpcap0.8 libqt6widgets6 libcap2-bin; do
    grep -q "$lib" <<<"$deps" || bad "Depends lacks $lib: $deps"
done

dpkg-deb -c "$deb" | awk '{print $6}' | sed 's|^\./|/|' >"$WORK/contents"
ID=io.github.jitterscope.Jitterscope
for f in /usr/bin/jitterscope /usr/bin/jitterscope-cli /usr/bin/jitterscope-capture \
    /usr/share/applications/$ID.desktop /usr/share/metainfo/$ID.metainfo.xml \
    /usr/share/icons/hicolor/scalable/apps/$ID.svg \
    /usr/share/man/man1/jitterscope.1.gz /usr/share/man/man1/jitterscope-cli.1.gz \
    /usr/share/man/man1/jitterscope-capture.1.gz /usr/share/doc/jitterscope/copyright; do
    grep -qx "$f" "$WORK/contents" || bad "the package lacks $f"
done
grep -q '^/usr/share/icons/hicolor/[0-9]*x[0-9]*/apps/'"$ID"'.png$' "$WORK/contents" || bad "no PNG icon sizes"
! grep -q '^/usr/include\|/tst_\|bench_' "$WORK/contents" || bad "headers, tests or benchmarks in the package"
[ "$fail" = 0 ] && ok "contents: $(grep -vc '/$' "$WORK/contents") files, programs, desktop entry, metainfo, icons, man pages"

# Maintainer scripts: they parse, the question exists and defaults to no, and postinst only grants
# capabilities when the answer is yes.
dpkg-deb -e "$deb" "$WORK/control"
for s in config postinst postrm; do
    [ -f "$WORK/control/$s" ] || { bad "no $s maintainer script"; continue; }
    sh -n "$WORK/control/$s" || bad "$s does not parse"
done
grep -A3 '^Template: jitterscope/install-setcap' "$WORK/control/templates" | grep -q '^Default: false' ||
    bad "the debconf question jitterscope/install-setcap is missing or does not default to false"
# Without po-debconf a translatable _Description reaches the package as it is: debconf would ask
# an empty question.
grep -A4 '^Template: jitterscope/install-setcap' "$WORK/control/templates" | grep -q '^Description: .*?$' ||
    bad "the question's short description is missing or is not a question: $(grep -A4 '^Template:' "$WORK/control/templates")"
grep -q 'setcap' "$WORK/control/postinst" || bad "postinst never grants the helper's capabilities"
grep -q 'db_get' "$WORK/control/postinst" || bad "postinst does not ask debconf before granting"
[ "$fail" = 0 ] && ok "maintainer scripts parse; debconf question defaults to no"

# Unpacked, the programs run and agree with the build tree.
ROOT=$WORK/root
dpkg-deb -x "$deb" "$ROOT"
sample=$SOURCE_DIR/resources/sample.pcapng
[ -f "$sample" ] || sample=$(ls "$ROOT"/usr/share/jitterscope/samples/*.pcapng 2>/dev/null | head -n 1)
v=$("$ROOT/usr/bin/jitterscope-cli" --version 2>&1)
grep -q "$VERSION" <<<"$v" || bad "unpacked jitterscope-cli --version: $v"
v=$("$ROOT/usr/bin/jitterscope-capture" --version 2>&1)
grep -q "$VERSION" <<<"$v" || bad "unpacked jitterscope-capture --version: $v"
v=$(env -u DISPLAY -u WAYLAND_DISPLAY "$ROOT/usr/bin/jitterscope" --version 2>&1)
grep -q "$VERSION" <<<"$v" || bad "unpacked jitterscope --version without a display: $v"
if [ -f "$sample" ]; then
    "$ROOT/usr/bin/jitterscope-cli" analyze "$sample" --format json >"$WORK/pkg.json" 2>&1 || bad "unpacked CLI analyze failed"
    "$BUILD_DIR/app/jitterscope-cli" analyze "$sample" --format json >"$WORK/tree.json" 2>&1
    # The path is the same file; only the program that read it differs.
    if cmp -s "$WORK/pkg.json" "$WORK/tree.json"; then
        ok "the unpacked CLI's analysis of $(basename "$sample") equals the build tree's"
    else
        diff "$WORK/pkg.json" "$WORK/tree.json" | head -n 20
        bad "the unpacked CLI's analysis differs from the build tree's"
    fi
else
    bad "no sample trace to analyse"
fi
[ "$fail" = 0 ] && echo "PASS" || echo "test_deb: FAILED"
exit "$fail"
