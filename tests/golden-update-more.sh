#!/bin/sh
# Called by tests/golden-update.sh: the expected outputs of show and build.
set -u
cd "$(dirname "$0")/.."
GPUPLAN=${GPUPLAN:-./gpuplan}
export SOURCE_DATE_EPOCH=1764892800
for f in tests/engine/*.yaml; do
	exp=${f%.yaml}.expected
	$GPUPLAN show "$f" 2>&1 >/dev/null | cat >"$exp"
	$GPUPLAN show "$f" >/dev/null 2>&1
	rc=$?
	if [ $rc -gt 2 ]; then
		echo "golden-update: $f: exit $rc; not updating" >&2
		exit 1
	fi
	echo "exit: $rc" >>"$exp"
done
out=$(mktemp -d)
if ! $GPUPLAN build -o "$out" scenarios/ >/dev/null 2>&1; then
	echo "golden-update: build of scenarios/ failed; not updating" >&2
	exit 1
fi
mkdir -p tests/golden
for f in scenarios/*.yaml; do
	id=$(basename "$f" .yaml)
	cp "$out/$id.md" "tests/golden/$id.md"
	cp "$out/$id.json" "tests/golden/$id.json"
	$GPUPLAN show "$f" >"tests/golden/$id.show.txt" 2>&1
	# what the reader sees: each SVG, and the PDF's page count and text
	cp "$out/$id-breakeven.svg" "tests/golden/$id-breakeven.svg"
	cp "$out/$id-tornado.svg" "tests/golden/$id-tornado.svg"
	if command -v pdftotext >/dev/null && command -v pdfinfo >/dev/null; then
		sh tests/tools/pdf-text.sh "$out/$id.pdf" >"tests/golden/$id.pdf.txt" || exit 1
	else
		echo "golden-update: pdftotext/pdfinfo missing (poppler-utils); PDF goldens not updated" >&2
	fi
done
cp "$out/index.md" tests/golden/index.md
rm -rf "$out"
