#!/bin/sh
# tools/deps.sh: make sure the Debian packages gpuplan builds and tests with
# are installed.  Installs the missing ones when run as root (apt-get),
# otherwise prints the exact command to run and fails.
#
# Usage: tools/deps.sh build|test
#   build: what `make` and `make run` need (compiler, libraries, pkg-config:
#          BUILD_PKGS) and the data gpuplan reads at run time (RUN_DATA_PKGS:
#          fonts-dejavu-core, whose DejaVu Sans the PDF embeds for Greek
#          and Cyrillic text, docs/pdf.md)
#   test:  the above plus what `make test` uses to check outputs as a reader
#          would (qpdf, pdftotext/pdftoppm, xmllint, mandoc, clang for the
#          fuzzer build, python3 yaml and jsonschema for the schema tests)
set -eu

BUILD_PKGS="gcc make pkg-config libyaml-dev libhpdf-dev libjansson-dev libmd4c-dev nettle-dev zlib1g-dev"
RUN_DATA_PKGS="fonts-dejavu-core"
TEST_PKGS="libcmocka-dev qpdf poppler-utils libxml2-utils mandoc valgrind clang libclang-rt-14-dev python3-yaml python3-jsonschema"
# Python packages count as present when python3 imports their module
# (installed some other way, e.g. in a virtualenv): package:module.
PY_MODULES="python3-yaml:yaml python3-jsonschema:jsonschema"

case "${1:-build}" in
build) want="$BUILD_PKGS $RUN_DATA_PKGS" ;;
test)  want="$BUILD_PKGS $RUN_DATA_PKGS $TEST_PKGS" ;;
*) echo "usage: $0 build|test" >&2; exit 2 ;;
esac

if ! command -v dpkg-query >/dev/null 2>&1; then
	echo "deps: not a Debian system; install the equivalents of: $want" >&2
	exit 0
fi

missing=""
for p in $want; do
	st=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
	[ "$st" = "installed" ] && continue
	mod=
	for pm in $PY_MODULES; do [ "${pm%%:*}" = "$p" ] && mod=${pm#*:}; done
	[ -n "$mod" ] && python3 -c "import $mod" 2>/dev/null && continue
	missing="$missing $p"
done
[ -z "$missing" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
	echo "deps: installing$missing"
	export DEBIAN_FRONTEND=noninteractive
	# The package lists of a fresh machine may be empty or stale.
	apt-get update -qq
	apt-get install -y -qq --no-install-recommends $missing
else
	echo "deps: missing Debian packages:$missing" >&2
	echo "deps: run as root:  apt-get update && apt-get install -y$missing" >&2
	exit 1
fi
