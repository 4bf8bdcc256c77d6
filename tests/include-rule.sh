#!/bin/sh
# tests/include-rule.sh [SRC]: the include rule of docs/architecture.md as
# a test.  Each floor of SRC (default src), sub-folders included, may
# include project headers only from the floors listed for it; system and
# library headers (<...>) are free.  The exceptions below are named one
# by one, file and header (docs/architecture.md says why).  Prints every
# include that breaks the rule, as file:line: text, and exits 1 if there
# is one, else 0.
src=${1:-src}
status=0

# allowed FLOOR: the floors whose headers FLOOR's files may include.
allowed() {
	case $1 in
	util)	echo "util" ;;
	model)	echo "model util" ;;
	input)	echo "input model util" ;;
	engine)	echo "engine model util" ;;
	render)	echo "render model util" ;;
	batch)	echo "batch input engine render model util" ;;
	cmd)	echo "cmd batch input engine render model util" ;;
	*)	echo "" ;;
	esac
}

# exception FILE HEADER: 0 if FILE (relative to SRC) may include HEADER
# although its floor may not.
exception() {
	case "$1 $2" in
	# the loader asks pricing whether a pinned GPU can be priced
	"input/price_check.c engine/pricing.h") return 0 ;;
	esac
	return 1
}

for dir in "$src"/*/; do
	floor=$(basename "$dir")
	ok=$(allowed "$floor")
	if [ -z "$ok" ]; then
		echo "$dir: a floor that docs/architecture.md does not name"
		status=1
		continue
	fi
	# every #include "floor/file.h" with its file and line, also in
	# sub-folders of the floor (src/render/pdf/)
	find "$dir" -name '*.[ch]' -exec grep -Hn \
	    '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' {} + 2>/dev/null |
	    while IFS= read -r line; do
		target=$(printf '%s\n' "$line" | sed -n 's/.*#[[:space:]]*include[[:space:]]*"\([^"/]*\)\/.*/\1/p')
		[ -z "$target" ] && continue	# "version.h" and the like
		case " $ok " in
		*" $target "*) continue ;;
		esac
		file=${line%%:*}
		header=$(printf '%s\n' "$line" | sed -n 's/.*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p')
		exception "${file#"$src"/}" "$header" && continue
		echo "$line: $floor/ may not include $target/ headers"
	done
done >"${TMPDIR:-/tmp}/include-rule.$$"
if [ -s "${TMPDIR:-/tmp}/include-rule.$$" ]; then
	cat "${TMPDIR:-/tmp}/include-rule.$$"
	status=1
fi
rm -f "${TMPDIR:-/tmp}/include-rule.$$"
exit $status
