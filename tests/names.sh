# tests/names.sh: customer names beyond Windows-1252 (issue 16 item 5),
# sourced by tests/run.sh.  Each name must pass `check`, build, and come
# back exactly from the PDF's text, metadata and outline; what no font
# prints is a `check` finding at the name's line and column, and `build`
# stops there too (never a template error in a generated file).
N16=$TMP/names; mkdir -p "$N16"

# name_scenario NAME ID: dev-box with customer NAME and id ID, in $N16/ID/.
name_scenario() {
	mkdir -p "$N16/$2"
	# the demo vendor: by its absolute path from the copy
	sed -e "s/^  name: .*/  name: \"$1\"/; s/^id: .*/id: $2/" \
	    -e "s|^vendor: \.\./templates/|vendor: $PWD/templates/|" \
	    scenarios/dev-box.yaml >"$N16/$2/$2.yaml"
}

i=0
while IFS= read -r cname; do
	i=$((i + 1)); id=name-$i
	name_scenario "$cname" "$id"
	expect_exit 0 "check --strict passes '$cname'" gp check --strict "$N16/$id"
	gp build -o "$N16/$id/out" "$N16/$id" >"$N16/$id/log" 2>&1; rc=$?
	if [ $rc -ne 0 ] || [ ! -s "$N16/$id/out/$id.pdf" ]; then
		fail "build prints '$cname'" "exit $rc: $(head -c 600 "$N16/$id/log")"
		continue
	fi
	ok "build prints '$cname'"
	if command -v pdftotext >/dev/null && command -v pdfinfo >/dev/null; then
		pdftotext -raw "$N16/$id/out/$id.pdf" "$N16/$id/pdf.txt"
		grep -qxF "Proposal for $cname" "$N16/$id/pdf.txt" &&
			grep -qxF "• Customer: $cname" "$N16/$id/pdf.txt" &&
			ok "pdftotext gives back '$cname' exactly" ||
			fail "pdftotext gives back '$cname' exactly" "$(grep -i -m3 'ustomer\|unde' "$N16/$id/pdf.txt")"
		pdfinfo "$N16/$id/out/$id.pdf" | grep -qxF "Subject:         $cname" &&
			ok "pdf metadata subject (the customer) is '$cname'" ||
			fail "pdf metadata subject (the customer) is '$cname'" "$(pdfinfo "$N16/$id/out/$id.pdf" | grep Subject)"
	fi
	if command -v qpdf >/dev/null; then
		qpdf --check "$N16/$id/out/$id.pdf" >"$N16/$id/qpdf" 2>&1 &&
			ok "qpdf --check with '$cname'" ||
			fail "qpdf --check with '$cname'" "$(tail -5 "$N16/$id/qpdf")"
		qpdf --json --json-key=outlines "$N16/$id/out/$id.pdf" 2>/dev/null |
			grep -qF "\"title\": \"Proposal for $cname\"" &&
			ok "pdf outline shows '$cname'" ||
			fail "pdf outline shows '$cname'" "$(qpdf --json --json-key=outlines "$N16/$id/out/$id.pdf" 2>&1 | grep -m2 title)"
	fi
done <<'NAMES'
Dvořák Łódź s.r.o.
Şişli Yazılım A.Ş.
București SRL
Győri Vízművek Zrt.
Αθήνα Τεχνική Α.Ε.
ООО Ромашка
NAMES

# what no font prints: a finding at the name (line 7, column 9), in check
# and build alike, and no PDF
name_scenario "Rakete 🚀 GmbH" name-emoji
f=$N16/name-emoji/name-emoji.yaml
for c in check build; do
	if [ $c = build ]; then gp build -o "$N16/name-emoji/out" "$f" >"$N16/e.out" 2>&1; rc=$?
	else gp check "$f" >"$N16/e.out" 2>&1; rc=$?; fi
	[ $rc -eq 1 ] && grep -q "^$f:7:9: error: 'customer.name' contains U+1F680 .*\[unprintable-character\]" "$N16/e.out" &&
	    ! grep -q "\[template\]" "$N16/e.out" &&
		ok "$c: an emoji name is unprintable-character at 7:9, exit 1" ||
		fail "$c: an emoji name is unprintable-character at 7:9, exit 1" "exit $rc: $(head -c 600 "$N16/e.out")"
done
[ ! -e "$N16/name-emoji/out/name-emoji.pdf" ] && ok "no PDF for an emoji name" || fail "no PDF for an emoji name"

# Greek and Cyrillic need the DejaVu files: without them a finding that
# names the file and the package, in check and build alike, and no PDF
name_scenario "ООО Ромашка" name-nofont
f=$N16/name-nofont/name-nofont.yaml
for c in check build; do
	if [ $c = build ]; then GPUPLAN_FONT_DIR=$N16/none gp build -o "$N16/name-nofont/out" "$f" >"$N16/e.out" 2>&1; rc=$?
	else GPUPLAN_FONT_DIR=$N16/none gp check "$f" >"$N16/e.out" 2>&1; rc=$?; fi
	[ $rc -eq 1 ] && grep -q "^$f:7:9: error: .*font file $N16/none/DejaVuSans.ttf cannot be read; install Debian's fonts-dejavu-core.*\[unprintable-character\]" "$N16/e.out" &&
	    ! grep -q "\[template\]" "$N16/e.out" &&
		ok "$c: Cyrillic without the DejaVu files is a finding naming file and package" ||
		fail "$c: Cyrillic without the DejaVu files is a finding naming file and package" "exit $rc: $(head -c 600 "$N16/e.out")"
done
[ ! -e "$N16/name-nofont/out/name-nofont.pdf" ] && ok "no PDF without the DejaVu files" || fail "no PDF without the DejaVu files"
