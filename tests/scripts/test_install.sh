#!/usr/bin/env bash
# `cmake --install` into a throw-away root (DESTDIR, prefix /usr): the exact file list; the desktop
# entry (desktop-file-validate, the MIME types a file manager opens traces by) and the AppStream
# metainfo (appstreamcli validate --no-net); every man page renders without a warning and names
# every option its program's --help names; and the installed programs run: the CLI's --version
# and an analysis of the installed sample (the golden figures, plain and gzip-compressed), the
# helper's --version, the GUI's --help and --version without a display, and the GUI launched as
# the desktop entry's Exec line says opens the file it is given (and drops one that is no trace).
#   test_install.sh BUILD_DIR SOURCE_DIR
set -u
BUILD_DIR=$(cd "${1:?}" && pwd); SOURCE_DIR=$(cd "${2:?}" && pwd)
ID=io.github.jitterscope.Jitterscope
fail=0
bad() { echo "FAIL: $*"; fail=1; }
ok() { echo "ok: $*"; }

# The sanitizer builds build a few targets only: nothing to install there.
for exe in jitterscope jitterscope-cli jitterscope-capture; do
    [ -x "$BUILD_DIR/app/$exe" ] || { echo "SKIP: $BUILD_DIR/app/$exe is not built (a partial build)"; exit 77; }
done
for tool in desktop-file-validate appstreamcli man gzip; do
    command -v "$tool" >/dev/null || { echo "FAIL: $tool missing (scripts/common.sh PACKAGES installs it)"; exit 1; }
done

WORK=$(mktemp -d "${TMPDIR:-/tmp}/jitterscope-install.XXXXXX")
GUI_PID=
trap '[ -n "$GUI_PID" ] && kill "$GUI_PID" 2>/dev/null; rm -rf "$WORK"' EXIT
ROOT=$WORK/root
DESTDIR=$ROOT cmake --install "$BUILD_DIR" --prefix /usr >"$WORK/install.log" 2>&1 ||
    { cat "$WORK/install.log"; echo "FAIL: cmake --install"; exit 1; }

# The file list, exactly.
{
    printf '%s\n' usr/bin/jitterscope usr/bin/jitterscope-cli usr/bin/jitterscope-capture \
        "usr/share/applications/$ID.desktop" "usr/share/metainfo/$ID.metainfo.xml" \
        "usr/share/icons/hicolor/scalable/apps/$ID.svg" usr/share/jitterscope/sample.pcapng \
        usr/share/man/man1/jitterscope.1 usr/share/man/man1/jitterscope-cli.1 usr/share/man/man1/jitterscope-capture.1 \
        'usr/lib/systemd/system/jitterscope-capture@.service' usr/share/jitterscope/prometheus/jitterscope-scrape.yml \
        usr/share/jitterscope/prometheus/jitterscope-alerts.yml usr/share/jitterscope/grafana/jitterscope-dashboard.json
    for size in 16 22 24 32 48 64 128 256; do echo "usr/share/icons/hicolor/${size}x$size/apps/$ID.png"; done
} | sort >"$WORK/want"
(cd "$ROOT" && find . -type f -o -type l | sed 's|^\./||' | sort) >"$WORK/got"
if diff -u "$WORK/want" "$WORK/got" >"$WORK/diff"; then ok "installed files ($(wc -l <"$WORK/got"))"; else bad "installed files:"; cat "$WORK/diff"; fi
for size in 16 22 24 32 48 64 128 256; do
    png=$ROOT/usr/share/icons/hicolor/${size}x$size/apps/$ID.png
    # PNG signature, then the IHDR's width and height (big-endian) at bytes 16..23.
    dims=$(od -An -tx1 -j16 -N8 "$png" 2>/dev/null | tr -d ' \n')
    [ "$dims" = "$(printf '%08x%08x' "$size" "$size")" ] || bad "$size px icon is $dims"
done

# The systemd unit runs the installed helper (the prefix given at install time).
unit="$ROOT/usr/lib/systemd/system/jitterscope-capture@.service"
grep -q '^ExecStart=/usr/bin/jitterscope-capture -i %i ' "$unit" && ok "systemd unit runs /usr/bin/jitterscope-capture" ||
    { bad "systemd unit ExecStart"; grep ExecStart "$unit"; }

# Desktop entry and metainfo.
desktop=$ROOT/usr/share/applications/$ID.desktop
desktop-file-validate "$desktop" >"$WORK/dfv" 2>&1 && [ ! -s "$WORK/dfv" ] && ok "desktop-file-validate" ||
    { bad "desktop-file-validate"; cat "$WORK/dfv"; }
grep -qx 'MimeType=application/vnd.tcpdump.pcap;application/x-pcapng;' "$desktop" || bad "desktop MimeType"
grep -qx "Icon=$ID" "$desktop" || bad "desktop Icon"
appstreamcli validate --no-net "$ROOT/usr/share/metainfo/$ID.metainfo.xml" >"$WORK/asv" 2>&1 &&
    ok "appstreamcli validate" || { bad "appstreamcli validate"; cat "$WORK/asv"; }

# Man pages: no warning, and every option of the program's --help is in its page.
BIN=$ROOT/usr/bin
nodisplay() { env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$@"; }
nodisplay "$BIN/jitterscope" --help >"$WORK/help-jitterscope" 2>&1 || bad "jitterscope --help without a display"
"$BIN/jitterscope-capture" --help >"$WORK/help-jitterscope-capture" 2>&1 || bad "jitterscope-capture --help"
{
    "$BIN/jitterscope-cli" --help
    for c in analyze generate jiffies simulate send capture merge report; do "$BIN/jitterscope-cli" "$c" --help; done
} >"$WORK/help-jitterscope-cli" 2>&1 || bad "jitterscope-cli --help"
for prog in jitterscope jitterscope-cli jitterscope-capture; do
    page=$ROOT/usr/share/man/man1/$prog.1
    LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$page" >"$WORK/man-$prog" 2>"$WORK/man-warn-$prog"
    if [ -s "$WORK/man-warn-$prog" ] || ! grep -q '^NAME' "$WORK/man-$prog"; then
        bad "man $prog:"; cat "$WORK/man-warn-$prog"
        continue
    fi
    missing=$(grep -oE -- '--[a-z][a-z0-9-]*[a-z0-9]' "$WORK/help-$prog" | sort -u | while read -r opt; do
        grep -qF -- "$opt" "$WORK/man-$prog" || echo "$opt"
    done)
    [ -z "$missing" ] && ok "man $prog renders and names every option of --help" || bad "man $prog lacks:" $missing
done

# The installed programs run.
version=$(sed -nE 's/^project\(Jitterscope VERSION ([0-9.]+).*/\1/p' "$SOURCE_DIR/CMakeLists.txt")
[ "$("$BIN/jitterscope-cli" --version)" = "jitterscope-cli $version" ] && ok "jitterscope-cli --version" ||
    bad "jitterscope-cli --version: $("$BIN/jitterscope-cli" --version 2>&1)"
[ "$("$BIN/jitterscope-capture" --version)" = "jitterscope-capture $version" ] && ok "jitterscope-capture --version" ||
    bad "jitterscope-capture --version"
out=$(nodisplay "$BIN/jitterscope" --version 2>&1)
[ "$out" = "Jitterscope $version" ] && ok "jitterscope --version without a display" || bad "jitterscope --version: $out"
grep -q -- '--geometry' "$WORK/help-jitterscope" && ok "jitterscope --help without a display" || bad "jitterscope --help"

# The installed sample, through the installed CLI: the golden figures, also from a gzip copy.
cp "$ROOT/usr/share/jitterscope/sample.pcapng" "$WORK/sample.pcapng"
gzip -c "$WORK/sample.pcapng" >"$WORK/sample.pcapng.gz"
(cd "$WORK" && "$BIN/jitterscope-cli" analyze sample.pcapng --format json) >"$WORK/plain.json" &&
    diff -u "$SOURCE_DIR/tests/data/golden/sample.json" "$WORK/plain.json" >"$WORK/diff" &&
    ok "installed CLI analyses the installed sample (golden)" || { bad "analyze installed sample"; head -40 "$WORK/diff"; }
(cd "$WORK" && "$BIN/jitterscope-cli" analyze sample.pcapng.gz --format json) |
    sed 's/"sample.pcapng.gz"/"sample.pcapng"/' | diff -u "$WORK/plain.json" - >"$WORK/diff" &&
    ok "sample.pcapng.gz gives the same figures" || { bad "analyze sample.pcapng.gz"; head -40 "$WORK/diff"; }

# The GUI as a file manager starts it: the desktop entry's Exec line with %f replaced by the file.
# It puts a file it opens on its recent-files list (QSettings under XDG_CONFIG_HOME) and takes it
# off again when it fails: wait for the state that says so.
exec_line=$(sed -n 's/^Exec=//p' "$desktop")
echo "not a trace" >"$WORK/notes.pcapng"
launch() { # launch FILE EXPECT(listed|dropped)
    local file=$1 expect=$2 config=$WORK/config-$2 conf
    conf=$config/Jitterscope/Jitterscope.conf
    # shellcheck disable=SC2086 # the Exec line is words
    XDG_CONFIG_HOME=$config PATH="$BIN:$PATH" QT_QPA_PLATFORM=offscreen ${exec_line/\%f/$file} >"$WORK/gui.log" 2>&1 &
    GUI_PID=$!
    local i state=
    for i in $(seq 1 200); do
        if [ -f "$conf" ]; then
            if grep -qF "$file" "$conf"; then state=listed; else state=dropped; fi
            [ "$state" = "$expect" ] && break
        fi
        kill -0 "$GUI_PID" 2>/dev/null || break
        sleep 0.1
    done
    kill "$GUI_PID" 2>/dev/null; wait "$GUI_PID" 2>/dev/null; GUI_PID=
    [ "$state" = "$expect" ] && ok "GUI via Exec=$exec_line: $(basename "$file") $expect" ||
        { bad "GUI via Exec=$exec_line: $(basename "$file") is '${state:-not seen}', expected $expect"; cat "$WORK/gui.log"; }
}
launch "$WORK/sample.pcapng.gz" listed
launch "$WORK/notes.pcapng" dropped
exit $fail
