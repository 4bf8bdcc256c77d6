#!/bin/sh
# tests/tools/research-notes.sh CATALOG_DIR FILE...: print every catalog
# `source:` research note found in a proposal (docs/catalog-format.md
# "citation": a proposal prints citations, never source).  FILEs are
# Markdown (*.md) or PDF (*.pdf, read with pdftotext); both are compared
# with whitespace squeezed, Markdown with its backslash escapes removed,
# so a note wrapped over two lines is found too.  A needle is a whole
# source string or a "; "-separated part of it of at least MIN_CHARS
# characters (shorter parts such as "idle_w estimate" are too common to
# name one note).  Exit 0 and no output when no file shows a note; 1 and
# "FILE: NOTE" lines when one does; 2 on a usage error.
set -u
MIN_CHARS=24
[ $# -ge 2 ] || { echo "usage: research-notes.sh CATALOG_DIR FILE..." >&2; exit 2; }
cat_dir=$1
shift
tmp=$(mktemp -d "${TMPDIR:-/tmp}/notes.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# squeeze: every run of white space to one space, one line per file
squeeze() { tr '\n\t\f' '   ' | tr -s ' '; echo; }
# every source string, then its long parts
sed -n 's/.*source: "\([^"]*\)".*/\1/p' "$cat_dir"/*.yaml >"$tmp/sources"
[ -s "$tmp/sources" ] || { echo "research-notes: no source: in $cat_dir" >&2; exit 2; }
awk -v min="$MIN_CHARS" '{
	gsub(/[ \t]+/, " ")
	print
	n = split($0, part, /; /)
	if (n > 1)
		for (i = 1; i <= n; i++)
			if (length(part[i]) >= min)
				print part[i]
}' "$tmp/sources" | sort -u >"$tmp/needles"
rc=0
for f in "$@"; do
	case $f in
	*.pdf)	pdftotext "$f" - 2>/dev/null | squeeze >"$tmp/text" ;;
	*)	sed 's/\\\([[:punct:]]\)/\1/g' "$f" | squeeze >"$tmp/text" ;;
	esac
	if grep -o -F -f "$tmp/needles" "$tmp/text" >"$tmp/hits"; then
		sort -u "$tmp/hits" | sed "s|^|$f: |"
		rc=1
	fi
done
exit $rc
