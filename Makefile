# Nearby — the two commands: `make run` and `make test`. Both install missing system packages.
SWIFT ?= swift
PREFIX ?= /usr/local
ARGS ?=
DESTDIR ?=

.PHONY: run test build release bench deps install uninstall clean

deps:
	@scripts/install-deps

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

## Builds in release mode and starts the app on the offline embedded default.
run: release
	.build/release/nearby $(ARGS)

## Builds and runs every test (unit, store, and end-to-end in tmux).
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test

## Benchmarks: figures and ratios against a baseline measured in the same run.
bench: deps
	$(SWIFT) build -c release --product nearby-bench
	.build/release/nearby-bench $(BENCH_ARGS)

install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/nearby/Assets
	install -m 755 .build/release/nearby $(DESTDIR)$(PREFIX)/bin/nearby
	install -m 644 Assets/* $(DESTDIR)$(PREFIX)/share/nearby/Assets/

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/nearby
	rm -rf $(DESTDIR)$(PREFIX)/share/nearby

clean:
	$(SWIFT) package clean
