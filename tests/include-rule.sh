#!/bin/sh
# tests/include-rule.sh [SRC]: the include rule of docs/architecture.md as
# a test.  Each floor of SRC (default src) may include project headers only
# from the floors listed for it; system and library headers (<...>) are
# free.  Prints every include that breaks the rule, as file:line: text,
# and exits 1 if there is one, else 0.
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

for dir in "$src"/*/; do
	floor=$(basename "$dir")
	ok=$(allowed "$floor")
	if [ -z "$ok" ]; then
		echo "$dir: a floor that docs/architecture.md does not name"
		status=1
		continue
	fi
	# every #include "floor/file.h" with its file and line
	grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$dir"*.c \
	    "$dir"*.h 2>/dev/null | while IFS= read -r line; do
		target=$(printf '%s\n' "$line" | sed -n 's/.*#[[:space:]]*include[[:space:]]*"\([^"/]*\)\/.*/\1/p')
		[ -z "$target" ] && continue	# "version.h" and the like
		case " $ok " in
		*" $target "*) ;;
		*) echo "$line: $floor/ may not include $target/ headers" ;;
		esac
	done
done >"${TMPDIR:-/tmp}/include-rule.$$"
if [ -s "${TMPDIR:-/tmp}/include-rule.$$" ]; then
	cat "${TMPDIR:-/tmp}/include-rule.$$"
	status=1
fi
rm -f "${TMPDIR:-/tmp}/include-rule.$$"
exit $status
