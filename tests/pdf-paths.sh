#!/bin/sh
# tests/pdf-paths.sh FAST PUBLIC: the two PDF drawing rooms
# (src/render/pdf/paint.h) agree.  FAST is the default build (libharu
# 2.3.0's fast path where the headers say 2.3.0), PUBLIC the build with
# HPDF_PUBLIC_ONLY (make build/pub/gpuplan, whose objects under build/pub/
# carry .d files).  Checks that PUBLIC defines no HPDF_* symbol, that its
# PDF back-end read no private libharu header, and that both write the
# same bytes for every example scenario.  Run by `make test`.
set -u
cd "$(dirname "$0")/.."
. tests/lib.sh

FAST=${1:-./gpuplan}
PUB=${2:-build/pub/gpuplan}
OUT=build/pdf-paths
export SOURCE_DATE_EPOCH=1764892800	# as tests/run.sh

# ---- the public build knows libharu by its public interface only ----
syms=$(nm -D --defined-only "$PUB" | grep ' HPDF_')
[ -z "$syms" ] && ok "public build: no dynamic HPDF_* definition" ||
    fail "public build: no dynamic HPDF_* definition" "$syms"
syms=$(nm "$PUB" | grep ' [TtDdBbRr] HPDF_')
[ -z "$syms" ] && ok "public build: no HPDF_* symbol defined" ||
    fail "public build: no HPDF_* symbol defined" "$syms"
# Public headers: hpdf.h with HPDF_SHARED reads these and no other.
hdrs=$(cat build/pub/src/render/pdf/*.d | tr ' \\' '\n\n' | grep -E '/hpdf[a-z0-9_]*\.h$' |
    sed 's|.*/||' | sort -u | grep -v -x -e hpdf.h -e hpdf_config.h \
    -e hpdf_version.h -e hpdf_consts.h -e hpdf_types.h)
n=$(ls build/pub/src/render/pdf/*.d 2>/dev/null | wc -l)
[ "$n" -gt 0 ] && [ -z "$hdrs" ] &&
    ok "public build: no private libharu header ($n files)" ||
    fail "public build: no private libharu header" "$n .d files; $hdrs"

# ---- the same PDF bytes from both rooms ----
rm -rf "$OUT" && mkdir -p "$OUT"
"$FAST" build --force -j1 -o "$OUT/fast" scenarios/ >"$OUT/fast.log" 2>&1 ||
    fail "fast build of scenarios/" "$(tail -3 "$OUT/fast.log")"
"$PUB" build --force -j1 -o "$OUT/pub" scenarios/ >"$OUT/pub.log" 2>&1 ||
    fail "public build of scenarios/" "$(tail -3 "$OUT/pub.log")"
n=0 bad=""
for f in "$OUT"/fast/*.pdf; do
	[ -f "$f" ] || continue
	n=$((n + 1))
	cmp -s "$f" "$OUT/pub/${f##*/}" || bad="$bad ${f##*/}"
done
[ "$n" -ge 6 ] && [ -z "$bad" ] &&
    ok "fast and public paths: byte-identical PDFs ($n examples)" ||
    fail "fast and public paths: byte-identical PDFs" "$n PDFs; differ:$bad"

# ---- and for text in the other code pages (util/textenc.h) ----
mkdir -p "$OUT/names"
i=0
while IFS= read -r cname; do
	i=$((i + 1))
	# the demo vendor by its absolute path from the copy
	sed -e "s/^  name: .*/  name: \"$cname\"/; s/^id: .*/id: names-$i/" \
	    -e "s|^vendor: \.\./templates/|vendor: $PWD/templates/|" \
	    scenarios/dev-box.yaml >"$OUT/names/names-$i.yaml"
done <<'NAMES'
Dvořák Łódź s.r.o.
Şişli Yazılım A.Ş.
București SRL
Győri Vízművek Zrt.
Αθήνα Τεχνική Α.Ε.
ООО Ромашка
NAMES
"$FAST" build -j1 -o "$OUT/nfast" "$OUT/names" >"$OUT/nfast.log" 2>&1 ||
    fail "fast build of the names" "$(tail -3 "$OUT/nfast.log")"
"$PUB" build -j1 -o "$OUT/npub" "$OUT/names" >"$OUT/npub.log" 2>&1 ||
    fail "public build of the names" "$(tail -3 "$OUT/npub.log")"
n=0 bad=""
for f in "$OUT"/nfast/*.pdf; do
	[ -f "$f" ] || continue
	n=$((n + 1))
	cmp -s "$f" "$OUT/npub/${f##*/}" || bad="$bad ${f##*/}"
done
[ "$n" -eq "$i" ] && [ -z "$bad" ] &&
    ok "fast and public paths: byte-identical PDFs beyond Windows-1252 ($n names)" ||
    fail "fast and public paths: byte-identical PDFs beyond Windows-1252" "$n PDFs; differ:$bad"
summary "pdf paths"
