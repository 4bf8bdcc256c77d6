#!/bin/sh
# tests/tools/pdf-text.sh FILE.pdf: what a reader sees in a PDF, as text
# for a golden file: the page count, then each page's text as
# `pdftotext -layout` lays it out, under a "--- page N ---" line.
# Needs pdfinfo and pdftotext (poppler-utils).
set -eu
f=$1
n=$(pdfinfo "$f" | sed -n 's/^Pages: *//p')
[ -n "$n" ] || { echo "pdf-text: $f: no page count" >&2; exit 1; }
echo "pages: $n"
i=1
while [ "$i" -le "$n" ]; do
	echo "--- page $i ---"
	pdftotext -layout -f "$i" -l "$i" "$f" - | sed 's/[[:space:]]*$//'
	i=$((i + 1))
done
