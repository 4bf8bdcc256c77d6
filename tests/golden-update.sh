#!/bin/sh
# tests/golden-update.sh: regenerate the expected outputs (make
# golden-update).  Review `git diff tests/` before committing: a golden
# file is a promise about what users see.
set -u
cd "$(dirname "$0")/.."
GPUPLAN=${GPUPLAN:-./gpuplan}
export SOURCE_DATE_EPOCH=1764892800
for f in tests/bad/*.yaml; do
	exp=${f%.yaml}.expected
	$GPUPLAN check "$f" >"$exp.new" 2>/dev/null
	rc=$?
	# a crash must never become an expected output
	if [ $rc -gt 2 ]; then
		echo "golden-update: $f: exit $rc; not updating" >&2
		rm -f "$exp.new"
		exit 1
	fi
	echo "exit: $rc" >>"$exp.new"
	mv "$exp.new" "$exp"
done
if [ -x tests/golden-update-more.sh ]; then
	sh tests/golden-update-more.sh || exit 1
fi
echo "golden files regenerated; review them with: git diff --stat tests/"
