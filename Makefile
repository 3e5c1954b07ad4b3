# Meadow: SwiftUI apps on Linux. `make run` and `make test` install what is missing first.
SWIFT ?= swift
SCREENS := docs/screens

.PHONY: bootstrap run test snapshots bench

bootstrap:
	@scripts/bootstrap

run: bootstrap
	$(SWIFT) build --product Weather
	.build/debug/Weather

test: bootstrap
	$(SWIFT) test

snapshots: bootstrap
	$(SWIFT) build --product Weather
	.build/debug/Weather --snapshot $(SCREENS)/weather-home.png

bench: bootstrap
	$(SWIFT) build -c release --product MeadowBench
	.build/release/MeadowBench
