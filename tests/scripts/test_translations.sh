#!/usr/bin/env bash
# The German and Japanese translations (and the English plural forms) are complete and safe: every message translated (no
# unfinished or empty entries), the same placeholders (%1..%9, %n, %L1) and HTML tags as the
# source, numerus forms filled, at most one accelerator; English has every numerus message; and lrelease
# compiles each file.
#   test_translations.sh BUILD_DIR SOURCE_DIR
set -u
SOURCE_DIR=${2:?}
python3 - "$SOURCE_DIR"/translations/jitterscope_*.ts <<'PY'
import re, sys, xml.etree.ElementTree as ET
fail = False
ph = re.compile(r"%L?\d|%n")
tag = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)\b")
for path in sys.argv[1:]:
    root = ET.parse(path).getroot()
    total = bad = 0
    for ctx in root.iter("context"):
        cname = ctx.findtext("name")
        for m in ctx.iter("message"):
            total += 1
            src = m.findtext("source") or ""
            tr = m.find("translation")
            problems = []
            if tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete"):
                problems.append(f"not finished ({None if tr is None else tr.get('type')})")
            forms = [f.text or "" for f in tr.iter("numerusform")] if tr is not None else []
            texts = forms if m.get("numerus") == "yes" else [(tr.text or "") if tr is not None else ""]
            for t in texts:
                if not t.strip() and src.strip():
                    problems.append("empty translation")
                    continue
                if sorted(ph.findall(src)) != sorted(ph.findall(t)):
                    problems.append(f"placeholders differ: {sorted(ph.findall(src))} vs {sorted(ph.findall(t))}")
                if sorted(tag.findall(src)) != sorted(tag.findall(t)):
                    problems.append("HTML tags differ")
                if len(re.findall(r"(?<!&)&(?![&\w#]+;)(?!&)", t)) > 1:
                    problems.append("more than one accelerator")
            if problems:
                bad += 1
                if bad <= 15:
                    print(f"{path}: [{cname}] {src[:70]!r}: {'; '.join(problems)}")
    print(f"{path}: {total} messages, {bad} with problems")
    fail |= bad > 0 or total == 0
# English plurals ("1 jiffy") come from jitterscope_en.ts, which holds the numerus messages alone
# (lupdate -pluralonly): it must have every numerus message the other languages have.
def numerus(path):
    root = ET.parse(path).getroot()
    return {(c.findtext("name"), m.findtext("source")) for c in root.iter("context")
            for m in c.iter("message") if m.get("numerus") == "yes"}
en = [p for p in sys.argv[1:] if p.endswith("_en.ts")]
if not en:
    print("FAIL: no jitterscope_en.ts (English plural forms)")
    fail = True
else:
    have = numerus(en[0])
    for path in sys.argv[1:]:
        lacking = sorted(numerus(path) - have)
        for cname, src in lacking[:15]:
            print(f"{en[0]}: lacks the numerus message [{cname}] {src[:70]!r} of {path}")
        fail |= bool(lacking)
sys.exit(1 if fail else 0)
PY
rc=$?
LRELEASE=
for c in /usr/lib/qt6/bin/lrelease /usr/lib/qt6/libexec/lrelease; do [ -x "$c" ] && LRELEASE=$c && break; done
if [ -n "$LRELEASE" ]; then
    for ts in "$SOURCE_DIR"/translations/jitterscope_*.ts; do
        out=$("$LRELEASE" "$ts" -qm /dev/null 2>&1) || { echo "FAIL: lrelease $ts: $out"; rc=1; }
        echo "$out" | grep -E "Generated|unfinished" | sed "s|^|$(basename "$ts"): |"
    done
fi
exit $rc
