# gpuplan: GNU make.  `make` builds ./gpuplan; `make run` renders every
# scenario; `make test` runs every test under ASan + UBSan.  Both install
# missing Debian packages first (as root; otherwise they print the command).

PREFIX	?= /usr/local
DESTDIR	?=
BINDIR	 = $(PREFIX)/bin
DATADIR	 = $(PREFIX)/share/gpuplan
MANDIR	 = $(PREFIX)/share/man
# where bash-completion and zsh look for completion functions
BASHCOMPDIR = $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR  = $(PREFIX)/share/zsh/site-functions

# The version is written once, in src/version.h; make reads it from there.
VERSION	:= $(shell sed -n 's/^\#define GPUPLAN_VERSION "\(.*\)"$$/\1/p' src/version.h)

CC	?= cc
PKGS	 = yaml-0.1 jansson nettle md4c
PKG_CFLAGS := $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
PKG_LIBS   := $(shell pkg-config --libs $(PKGS) 2>/dev/null || echo -lyaml -ljansson -lnettle -lmd4c)

WARN	 = -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
	   -Wno-missing-field-initializers
CSTD	 = -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE
CPPFLAGS_ALL = -Isrc -Ibuild/gen -DGPUPLAN_DATADIR='"$(DATADIR)"' $(PKG_CFLAGS)
CFLAGS	?= -O2 -g
LIBS	 = $(PKG_LIBS) -lhpdf -lz -lm

SAN	 = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
# GCC 12 warns about vsnprintf(NULL, 0, ...) only when -fsanitize=null is on.
SAN_WARN = -Wno-format-truncation

SRCS	 := $(sort $(wildcard src/*/*.c src/*/*/*.c))
HDRS	 := $(wildcard src/*.h src/*/*.h)
PDF_HDRS := $(wildcard src/render/pdf/*.h)
MAIN	 = src/main.c
UNIT_SRCS := $(sort $(wildcard tests/unit/test_*.c))

OBJS	 = $(SRCS:%.c=build/rel/%.o)

# The source id: SHA-256 over every file of src/, written into each
# scenario's manifest (src/batch/outputs.c), so that `build` makes again
# what a gpuplan built from other sources wrote (docs/nightly.md).  Every
# build of one source (release, ASan, public libharu API) has the same
# id; the file is rewritten only when the id changes.
SRC_FILES := $(sort $(SRCS) $(HDRS) $(PDF_HDRS) $(MAIN))
build/gen/source_id.h: $(SRC_FILES)
	@mkdir -p $(dir $@)
	@id=$$(cat $(SRC_FILES) | sha256sum | cut -c1-64) && \
	    printf '#define GPUPLAN_SOURCE_ID "%s"\n' "$$id" >$@.new && \
	    { cmp -s $@.new $@ && rm -f $@.new || mv -f $@.new $@; }
$(foreach d,build/rel build/asan,$(d)/src/batch/outputs.o $(d)/src/batch/summary.o): \
    build/gen/source_id.h

# The PDF drawing room (src/render/pdf/paint.h): libharu 2.3.0's fast path
# when its headers say exactly 2.3.0, else the public API; make
# HPDF_PUBLIC_ONLY=1 forces the public API.  The choice is made by the C
# preprocessor (paint.h); PDF_PATH asks it, to say which one was taken.
# build/pub/gpuplan is the public-API build `make test` compares with.
ifeq ($(HPDF_PUBLIC_ONLY),1)
CPPFLAGS_ALL += -DGPUPLAN_HPDF_PUBLIC_ONLY
endif
PDF_PATH_OF = $(shell printf '\043include "render/pdf/paint.h"\nPDF_PAINT_FAST\n' | \
	    $(CC) -E -P -x c $(1) - 2>/dev/null | tail -n 1 | \
	    sed 's/^1$$/libharu 2.3.0 fast path/; s/^0$$/public libharu API/')
PDF_SRCS := $(filter src/render/pdf/%,$(SRCS))
PUB_OBJS = $(filter-out $(PDF_SRCS:%.c=build/rel/%.o),$(OBJS)) \
	   $(PDF_SRCS:%.c=build/pub/%.o)
ASAN_OBJS = $(SRCS:%.c=build/asan/%.o)
UNIT_BINS = $(UNIT_SRCS:tests/unit/%.c=build/asan/tests/%)

.PHONY: FORCE all print-version schema deps deps-test run test test-unit test-cli test-pdf-paths test-fuzz-build valgrind fuzz bench validate \
	install uninstall golden-update textenc-table clean lint

all: gpuplan

deps:
	@sh tools/deps.sh build

print-version:
	@echo $(VERSION)

# The JSON Schema of scenario files, generated from the binding tables
# (`gpuplan schema scenario`); tests/run.sh fails if the shipped file differs.
schema: gpuplan
	@mkdir -p schemas
	./gpuplan schema scenario > schemas/scenario.schema.json
	./gpuplan schema vendor > schemas/vendor.schema.json

deps-test:
	@sh tools/deps.sh test

gpuplan: $(OBJS) build/rel/src/main.o
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS)
	@echo "pdf: $(call PDF_PATH_OF,$(CPPFLAGS_ALL))"

# Rebuild the PDF back-end when HPDF_PUBLIC_ONLY changes.
build/rel/.hpdf-path build/asan/.hpdf-path: FORCE
	@mkdir -p $(dir $@)
	@echo '$(HPDF_PUBLIC_ONLY)' | cmp -s - $@ || echo '$(HPDF_PUBLIC_ONLY)' > $@
$(PDF_SRCS:%.c=build/rel/%.o): build/rel/.hpdf-path $(PDF_HDRS)
$(PDF_SRCS:%.c=build/asan/%.o): build/asan/.hpdf-path $(PDF_HDRS)

# The public-API build: the PDF back-end compiled with
# GPUPLAN_HPDF_PUBLIC_ONLY (its .d files list every header it read),
# everything else shared with ./gpuplan.
build/pub/gpuplan: $(PUB_OBJS) build/rel/src/main.o
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS)
	@echo "pdf: $(call PDF_PATH_OF,$(CPPFLAGS_ALL) -DGPUPLAN_HPDF_PUBLIC_ONLY) (build/pub/gpuplan)"

build/pub/%.o: %.c $(HDRS) $(PDF_HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) $(CFLAGS) $(CPPFLAGS_ALL) -DGPUPLAN_HPDF_PUBLIC_ONLY \
	    -MD -c -o $@ $<

# The Monte Carlo's draw loops (src/engine/tco_uncertainty.c) vectorise
# only when sqrt needs no errno path; the results are the same (sqrt is
# correctly rounded either way, and no input is negative).
MC_OBJS = $(addsuffix /src/engine/tco_uncertainty.o,build/rel build/pub build/asan)
$(MC_OBJS): CSTD += -fno-math-errno

build/rel/%.o: %.c $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) $(CFLAGS) $(CPPFLAGS_ALL) -c -o $@ $<

# The installed data directory is compiled in: rebuild what uses it when
# PREFIX changes, so `make install PREFIX=/opt/x` installs a binary that
# finds its catalog.
build/rel/.datadir: FORCE
	@mkdir -p build/rel
	@echo '$(DATADIR)' | cmp -s - $@ || echo '$(DATADIR)' > $@
build/rel/src/input/catalog_load.o build/rel/src/cmd/common.o \
    build/rel/src/input/starter.o build/rel/src/input/schema.o \
    build/rel/src/util/selfpath.o: build/rel/.datadir
FORCE:

build/asan/%.o: %.c $(HDRS)
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) $(SAN_WARN) -O1 -g $(SAN) $(CPPFLAGS_ALL) -c -o $@ $<

build/asan/gpuplan: $(ASAN_OBJS) build/asan/src/main.o
	$(CC) $(SAN) -o $@ $^ $(LIBS)

build/asan/tests/%: tests/unit/%.c $(ASAN_OBJS)
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) $(SAN_WARN) -O1 -g $(SAN) $(CPPFLAGS_ALL) -Itests/unit \
	    $(shell pkg-config --cflags cmocka 2>/dev/null) -o $@ $< $(ASAN_OBJS) \
	    $(LIBS) $(shell pkg-config --libs cmocka 2>/dev/null || echo -lcmocka)

# The made-up third language (docs/templates.md): this test compiles every
# source itself with GPUPLAN_TEST_LANGUAGE, which adds LANG_XX and its
# generated column of phrases.
build/asan/tests/test_words_lang: tests/unit/test_words_lang.c $(SRCS) $(wildcard src/*.h src/*/*.h) \
    build/gen/source_id.h
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) $(SAN_WARN) -O1 -g $(SAN) $(CPPFLAGS_ALL) \
	    -DGPUPLAN_TEST_LANGUAGE -Itests/unit \
	    $(shell pkg-config --cflags cmocka 2>/dev/null) -o $@ $< $(SRCS) \
	    $(LIBS) $(shell pkg-config --libs cmocka 2>/dev/null || echo -lcmocka)

# Render every scenario in scenarios/ into output/.
run: deps
	@$(MAKE) --no-print-directory gpuplan
	./gpuplan check scenarios/
	./gpuplan build -o output scenarios/

# Every test, under AddressSanitizer and UBSan.
test: deps-test
	@$(MAKE) --no-print-directory test-unit test-cli test-pdf-paths test-fuzz-build

test-unit: $(UNIT_BINS)
	@fail=0; for t in $(UNIT_BINS); do $$t || fail=1; done; \
	if [ $$fail -ne 0 ]; then echo "unit tests: FAILED"; exit 1; fi

test-cli: build/asan/gpuplan gpuplan
	@GPUPLAN=build/asan/gpuplan sh tests/run.sh

# The whole-build fuzz target (tests/fuzz/build-fuzz.sh), bounded: 40
# seeded cases of mutated scenarios and price files under ASan/UBSan
# (about 10 s); `make fuzz` runs it longer.
test-fuzz-build: build/asan/gpuplan
	@GPUPLAN=build/asan/gpuplan FUZZ_CASES=$${FUZZ_CASES:-40} sh tests/fuzz/build-fuzz.sh

# Both PDF drawing rooms: the public-API build defines no HPDF_* symbol,
# reads no private libharu header, and writes the same PDF bytes.
test-pdf-paths: gpuplan build/pub/gpuplan
	@sh tests/pdf-paths.sh ./gpuplan build/pub/gpuplan

# Hold the estimates against published measurements (tests/validation/):
# prints the table, rewrites the generated part of docs/validation.md and
# fails when a case misses its tolerance.  `make test` runs the gate
# (tests/validation.sh): every case within, except the ones listed with
# why in tests/validation/known-misses.txt.
validate: gpuplan
	@sh tools/validate.sh --write docs/validation.md --write-c src/model/validation_data.c

# The same CLI suite under valgrind (built without sanitizers).
valgrind: deps-test gpuplan
	@GPUPLAN="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite ./gpuplan" \
	    VALGRIND=1 sh tests/run.sh

# Regenerate the expected outputs of tests/; review the diff before committing.
golden-update: gpuplan
	@GPUPLAN=./gpuplan sh tests/golden-update.sh

# Regenerate the code-page table of the PDF fonts from libharu and the
# DejaVu faces (src/util/textenc.h); review the diff before committing.
textenc-table:
	@mkdir -p build/tools
	$(CC) -std=c11 -O1 -o build/tools/gen_textenc tools/gen_textenc.c -lhpdf
	build/tools/gen_textenc >src/util/textenc_table.h.new
	mv src/util/textenc_table.h.new src/util/textenc_table.h

# libFuzzer on the loader for FUZZ_SECONDS, then the whole-build fuzz
# target for FUZZ_CASES cases (default 2000) from FUZZ_SEED.
fuzz: deps-test build/asan/gpuplan build/gen/source_id.h
	@mkdir -p build/fuzz
	clang -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -g -O1 \
	    -fsanitize=fuzzer,address,undefined $(CPPFLAGS_ALL) \
	    -o build/fuzz/fuzz_loader tests/fuzz/fuzz_loader.c $(SRCS) $(LIBS)
	@mkdir -p build/fuzz/corpus
	build/fuzz/fuzz_loader -max_total_time=$${FUZZ_SECONDS:-60} -max_len=65536 \
	    -rss_limit_mb=512 build/fuzz/corpus ../shared/corpus/yaml-test-suite scenarios tests/bad
	@GPUPLAN=build/asan/gpuplan FUZZ_CASES=$${FUZZ_CASES:-2000} sh tests/fuzz/build-fuzz.sh

bench: deps gpuplan build/pub/gpuplan
	@sh bench/hostile.sh; h=$$?; sh bench/run.sh; r=$$?; [ $$h -eq 0 ] && [ $$r -eq 0 ]

install: gpuplan
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(DATADIR)/catalog \
	    $(DESTDIR)$(DATADIR)/templates $(DESTDIR)$(DATADIR)/schemas $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man5
	install -m 755 gpuplan $(DESTDIR)$(BINDIR)/gpuplan
	install -m 644 catalog/*.yaml $(DESTDIR)$(DATADIR)/catalog/
	install -m 644 schemas/*.json $(DESTDIR)$(DATADIR)/schemas/
	install -m 644 templates/*.md templates/*.yaml $(DESTDIR)$(DATADIR)/templates/
	install -d $(DESTDIR)$(DATADIR)/templates/demo-vendor
	install -m 644 templates/demo-vendor/* $(DESTDIR)$(DATADIR)/templates/demo-vendor/
	install -m 644 man/gpuplan.1 $(DESTDIR)$(MANDIR)/man1/gpuplan.1
	install -m 644 man/gpuplan-scenario.5 $(DESTDIR)$(MANDIR)/man5/gpuplan-scenario.5
	install -d $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR)
	install -m 644 contrib/completion/gpuplan.bash $(DESTDIR)$(BASHCOMPDIR)/gpuplan
	install -m 644 contrib/completion/_gpuplan $(DESTDIR)$(ZSHCOMPDIR)/_gpuplan

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/gpuplan $(DESTDIR)$(MANDIR)/man1/gpuplan.1 \
	    $(DESTDIR)$(MANDIR)/man5/gpuplan-scenario.5
	rm -f $(DESTDIR)$(BASHCOMPDIR)/gpuplan $(DESTDIR)$(ZSHCOMPDIR)/_gpuplan
	rm -rf $(DESTDIR)$(DATADIR)

clean:
	rm -rf build gpuplan
