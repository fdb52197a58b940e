#!/usr/bin/env bash
# jitterscope-cli report, without a display: on the bundled sample and on generated traces
# (iperf3 with loss, a session-like rtp trace, one whose flow names carry markup), the HTML is one
# well-formed self-contained file whose figures equal `analyze --format json`'s, with its plots
# inline as SVG and every trace string escaped; the PDF is A4, renders page by page (pdftoppm),
# and its text (pdftotext) holds the same figures; --format overrides the extension; a file that
# is no trace, a missing output and an unwritable one fail with a reason; a damaged trace gives
# a report of what was read and exit status 2.
#   test_report.sh BUILD_DIR SOURCE_DIR
set -u
BUILD_DIR=$(cd "${1:?}" && pwd); SOURCE_DIR=$(cd "${2:?}" && pwd)
CLI=$BUILD_DIR/app/jitterscope-cli
[ -x "$CLI" ] || { echo "SKIP: $CLI is not built"; exit 77; }
for tool in pdfinfo pdftoppm pdftotext python3; do
    command -v "$tool" >/dev/null || { echo "FAIL: $tool missing (scripts/common.sh PACKAGES installs it)"; exit 1; }
done
WORK=$(mktemp -d "${TMPDIR:-/tmp}/jitterscope-report.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
fail=0
bad() { echo "FAIL: $*"; fail=1; }
ok() { echo "ok: $*"; }
unset DISPLAY WAYLAND_DISPLAY QT_QPA_PLATFORM

"$CLI" generate iperf3 -o "$WORK/iperf3.pcapng" >/dev/null
"$CLI" generate rtp -o "$WORK/rtp.pcapng" >/dev/null
cp "$SOURCE_DIR/resources/sample.pcapng" "$WORK/s<script>alert(1)&amp;.pcapng"

check_html() { # TRACE HTML JSON
    python3 - "$1" "$2" "$3" <<'PY'
import html.parser, json, re, sys
trace, page, js = sys.argv[1], open(sys.argv[2], encoding="utf-8").read(), json.load(open(sys.argv[3]))

class P(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.stack, self.ids, self.cells, self.cur, self.rowid, self.svgs = [], {}, {}, None, None, 0
        self.scripts = 0
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag not in ("br", "meta", "path", "rect", "line", "polyline", "polygon", "circle", "image", "ellipse", "use"):
            self.stack.append(tag)
        if tag == "svg":
            self.svgs += 1
        if tag == "script":
            self.scripts += 1
        if tag in ("img", "link") and (a.get("src", "") + a.get("href", "")).startswith(("http", "file", "/")):
            raise SystemExit("external resource: %s" % a)
        if "id" in a:
            assert a["id"] not in self.ids, "duplicate id " + a["id"]
            self.ids[a["id"]] = True
        if tag == "tr":
            self.rowid, self.cells[a.get("id")] = a.get("id"), []
        if tag in ("td", "th"):
            self.cur = ""
    def handle_startendtag(self, tag, attrs):
        pass
    def handle_endtag(self, tag):
        if tag in ("td", "th") and self.cur is not None:
            self.cells[self.rowid].append(self.cur.strip())
            self.cur = None
        if tag in ("br", "meta", "path", "rect", "line", "polyline", "polygon", "circle", "image", "ellipse", "use"):
            return
        assert self.stack and self.stack[-1] == tag, "unbalanced </%s> (open: %s)" % (tag, self.stack[-3:])
        self.stack.pop()
    def handle_data(self, d):
        if self.cur is not None:
            self.cur += d

p = P()
p.feed(page)
p.close()
assert not p.stack, "unclosed: %s" % p.stack
assert p.scripts == 0, "a <script> element: a trace string was not escaped"
assert p.svgs >= 3, "plots inline as SVG: %d" % p.svgs
assert p.cells["key-packets"][1] == str(js["packets"]), (p.cells["key-packets"], js["packets"])
assert p.cells["key-bytes"][1] == str(js["bytes"]), p.cells["key-bytes"]
assert p.cells["key-flows"][1] == str(len(js["flows"])), p.cells["key-flows"]
listed = 0
for f in js["flows"]:
    row = p.cells.get("flow%d" % f["id"])
    if row is None:
        continue
    listed += 1
    assert row[2] == "%d / %d" % (f["packets"], f["bytes"]), (row, f["packets"], f["bytes"])
    if f.get("sequence"):
        s = f["sequence"]
        assert row[4] == "%d / %d / %d / %d" % (s["lost"], s["duplicates"], s["reordered"], s["ts_inversions"]), (row, s)
assert listed == min(200, len(js["flows"])), listed
print("html ok: %d flows, %d plots" % (listed, p.svgs))
PY
}

for t in "$SOURCE_DIR/resources/sample.pcapng" "$WORK/iperf3.pcapng" "$WORK/rtp.pcapng" "$WORK/s<script>alert(1)&amp;.pcapng"; do
    name=$(basename "$t")
    "$CLI" analyze "$t" --format json >"$WORK/a.json" || { bad "analyze $name"; continue; }
    if ! "$CLI" report "$t" -o "$WORK/r.html" 2>"$WORK/err"; then
        cat "$WORK/err"; bad "report $name -o .html"; continue
    fi
    [ -s "$WORK/err" ] && { cat "$WORK/err"; bad "report $name wrote to stderr"; }
    if out=$(check_html "$t" "$WORK/r.html" "$WORK/a.json" 2>&1); then ok "$name: $out"; else echo "$out"; bad "$name: html"; fi
    "$CLI" report "$t" -o "$WORK/r.pdf" 2>"$WORK/err" || { cat "$WORK/err"; bad "report $name -o .pdf"; continue; }
    info=$(pdfinfo "$WORK/r.pdf" 2>&1)
    pages=$(awk '/^Pages:/ {print $2}' <<<"$info")
    grep -q 'Page size: *595\(\.[0-9]*\)\? x 842\(\.[0-9]*\)\? pts (A4)' <<<"$info" || bad "$name: not A4: $info"
    [ "${pages:-0}" -ge 3 ] || bad "$name: $pages pages (text, then the plots two to a page)"
    rm -f "$WORK"/page-*.png
    pdftoppm -r 40 -png "$WORK/r.pdf" "$WORK/page" 2>"$WORK/err" || bad "$name: pdftoppm: $(cat "$WORK/err")"
    [ "$(ls "$WORK"/page-*.png 2>/dev/null | wc -l)" = "$pages" ] || bad "$name: pdftoppm made $(ls "$WORK"/page-*.png | wc -l) of $pages pages"
    # Each page has ink (no blank page): the PNG of a blank page compresses to almost nothing.
    for png in "$WORK"/page-*.png; do
        [ "$(stat -c %s "$png")" -gt 3000 ] || bad "$name: $(basename "$png") looks blank"
    done
    text=$(pdftotext -layout "$WORK/r.pdf" - 2>/dev/null)
    packets=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["packets"])' "$WORK/a.json")
    grep -q "Packets *$packets" <<<"$text" || bad "$name: the PDF's text lacks 'Packets $packets'"
    grep -q "Jitterscope report" <<<"$text" || bad "$name: no title in the PDF text"
    [ "$fail" = 0 ] && ok "$name: PDF A4, $pages pages rendered, figures in its text"
done

# --format wins over the extension; an unknown extension without it is refused.
"$CLI" report "$SOURCE_DIR/resources/sample.pcapng" -o "$WORK/noext" --format pdf && pdfinfo "$WORK/noext" >/dev/null 2>&1 ||
    bad "--format pdf into a file without extension"
"$CLI" report "$SOURCE_DIR/resources/sample.pcapng" -o "$WORK/x.txt" 2>"$WORK/err" && bad "an unknown extension was accepted"
grep -q "name it .html or .pdf" "$WORK/err" || bad "unknown extension message: $(cat "$WORK/err")"
# Not a trace, no output, an unwritable output.
echo "hello" >"$WORK/hello.txt"
"$CLI" report "$WORK/hello.txt" -o "$WORK/h.html" 2>"$WORK/err"; rc=$?
[ "$rc" = 1 ] && grep -qi "not a pcap or pcapng" "$WORK/err" || bad "non-trace: rc $rc, $(cat "$WORK/err")"
"$CLI" report "$SOURCE_DIR/resources/sample.pcapng" 2>"$WORK/err" && bad "no -o was accepted"
"$CLI" report "$SOURCE_DIR/resources/sample.pcapng" -o /nonexistent/dir/r.html 2>"$WORK/err"; rc=$?
[ "$rc" = 1 ] && grep -q "cannot write" "$WORK/err" || bad "unwritable output: rc $rc, $(cat "$WORK/err")"
# A damaged trace: the packets read before the damage, the place, exit status 2.
head -c 150000 "$SOURCE_DIR/resources/sample.pcapng" >"$WORK/cut.pcapng"
"$CLI" report "$WORK/cut.pcapng" -o "$WORK/cut.html" 2>"$WORK/err"; rc=$?
[ "$rc" = 2 ] || bad "damaged trace: exit $rc"
grep -q "Damaged trace" "$WORK/cut.html" || bad "the damaged trace's report does not say so"
[ "$fail" = 0 ] && echo "PASS" || echo "test_report: FAILED"
exit "$fail"
