# Meadow: SwiftUI apps on Linux. `make run` and `make test` install what is missing first.
SWIFT ?= swift
SCREENS := $(CURDIR)/docs/screens
# Release builds link the Swift runtime and Foundation into each executable, as a shipped Linux Swift program is:
# the dynamic loader then binds a dozen fewer libraries at every launch (about 9 ms of a snapshot's 105).
RELEASE := $(SWIFT) build -c release --static-swift-stdlib

.PHONY: bootstrap run test example tally snapshots bench bench-a11y fuzz soak soak-headless sanitize a11y-test orca-test

bootstrap:
	@scripts/bootstrap

# The launcher, in a window, built for speed.
run: bootstrap
	$(RELEASE) --product Launcher
	.build/release/Launcher

test: bootstrap
	$(SWIFT) test
	$(MAKE) a11y-test
	$(MAKE) orca-test
	$(MAKE) example
	$(MAKE) tally

# Weather, Wiki, Landmarks and Catalog in windows on a private Xvfb and a private D-Bus session, read and driven through the
# AT-SPI2 accessibility bus with libatspi, as Orca does, and Weather left idle with the bridge on using no CPU
# (scripts/a11y-bus-test, about 60 s).
a11y-test: bootstrap
	$(SWIFT) build --product Weather
	$(SWIFT) build --product Wiki
	$(SWIFT) build --product Landmarks
	$(SWIFT) build --product Catalog
	scripts/a11y-bus-test .build/debug

# Orca, the screen reader, installed first when missing, hearing Weather on a private Xvfb and a private D-Bus
# session: its debug file's SPEECH OUTPUT lines (no speech server, no audio device) name the window, then the
# segment and the forecast cards with their roles as Tab moves the focus (scripts/orca-test, about 5 s).
orca-test:
	@MEADOW_ORCA=1 scripts/bootstrap
	$(SWIFT) build --product Weather
	scripts/orca-test .build/debug

# The example package, built against this checkout as another package depends on Meadow (its own .build, a second
# build of Meadow), run with --snapshot, and its first frame compared with the reference (ImageMagick, 1% fuzz).
# The frame shows flowers.json, which the app reads through Bundle.main, and a colour from its Assets.xcassets.
EXAMPLE := Examples/HelloMeadow
example: bootstrap
	$(SWIFT) build --package-path $(EXAMPLE)
	$(EXAMPLE)/.build/debug/HelloMeadow --snapshot $(EXAMPLE)/.build/hello-meadow.png
	compare -metric AE -fuzz 1% $(EXAMPLE)/Reference/hello-meadow.png $(EXAMPLE)/.build/hello-meadow.png \
		$(EXAMPLE)/.build/hello-meadow-diff.png

# The iOS 13-shaped Xcode project (AppDelegate, SceneDelegate, Info.plist, an AccentColor with no components,
# Localizable.strings in English and French, a #Preview), opened by `meadow run` as a developer opens theirs: its
# first frame in English and in French compared with the references, then the app in a real window on a private
# Xvfb, its + clicked three times and the window compared with the reference (scripts/example-window.sh). Nothing is
# written in the project's folder: the package meadow generates and its build live in .build/example-cache.
TALLY := Examples/Tally
TALLY_OUT := $(CURDIR)/.build/tally
tally: bootstrap
	$(SWIFT) build --product meadow
	mkdir -p $(TALLY_OUT)
	XDG_CACHE_HOME=$(CURDIR)/.build/example-cache .build/debug/meadow run $(TALLY) --snapshot $(TALLY_OUT)/tally.png
	compare -metric AE -fuzz 1% $(TALLY)/Reference/tally.png $(TALLY_OUT)/tally.png $(TALLY_OUT)/tally-diff.png
	XDG_CACHE_HOME=$(CURDIR)/.build/example-cache .build/debug/meadow run $(TALLY) --locale fr --snapshot $(TALLY_OUT)/tally-fr.png
	compare -metric AE -fuzz 1% $(TALLY)/Reference/tally-fr.png $(TALLY_OUT)/tally-fr.png $(TALLY_OUT)/tally-fr-diff.png
	XDG_CACHE_HOME=$(CURDIR)/.build/example-cache scripts/example-window.sh .build/debug/meadow $(TALLY) $(TALLY_OUT)/tally-window.png
	compare -metric AE -fuzz 2% $(TALLY)/Reference/tally-window.png $(TALLY_OUT)/tally-window.png $(TALLY_OUT)/tally-window-diff.png

# Every app screen the snapshot tests check, freshly rendered, into docs/screens.
snapshots: bootstrap
	rm -rf $(SCREENS) && mkdir -p $(SCREENS)
	MEADOW_SNAPSHOT_DIR=$(SCREENS) $(SWIFT) test --filter AppTests

# `make bench`: MeadowBench's figures, then every window script (scripts/window-frames/bench.sh), each app driven by
# xdotool in a window on an Xvfb of its own, its median, p99 and slowest frame and its resident memory.
bench: bootstrap
	$(RELEASE) --product MeadowBench
	for app in Weather Wiki Landmarks Launcher; do $(RELEASE) --product $$app || exit 1; done
	.build/release/MeadowBench
	scripts/window-frames/bench.sh .build/release

# The accessibility bridge's cost, bridge on against MEADOW_A11Y=0 in one run: six of `make bench`'s window scripts
# and Weather's launch to its first frame, each with the app registered on a real accessibility bus (a private D-Bus
# session's) and again with the bridge off, interleaved and their order swapped each round, then per figure the
# median of each mode and their ratio (scripts/a11y-bench-ab, about five minutes a round; AB_ROUNDS to change).
AB_ROUNDS ?= 3
bench-a11y: bootstrap
	for app in Weather Wiki Landmarks; do $(RELEASE) --product $$app || exit 1; done
	scripts/a11y-bench-ab .build/release $(AB_ROUNDS)

# The layout fuzzer, release build: 100,000 seeded random view trees laid out (FUZZ_TREES, FUZZ_SEED to change),
# then as many (FUZZ_DRAWN) measured by Pango and drawn by Cairo. A warning from Pango or Cairo while drawing
# (say, a font Cairo failed to make, which leaves that font broken for the process) stops the drawn run as a crash
# does, naming the tree.
FUZZ_TREES ?= 100000
FUZZ_DRAWN ?= 100000
fuzz: bootstrap
	$(RELEASE) --product MeadowFuzz
	.build/release/MeadowFuzz --trees $(FUZZ_TREES) $(if $(FUZZ_SEED),--seed $(FUZZ_SEED))
	G_DEBUG=fatal-warnings .build/release/MeadowFuzz --draw --trees $(FUZZ_DRAWN) $(if $(FUZZ_SEED),--seed $(FUZZ_SEED))

# The launcher in a real window on a private Xvfb, every app opened from its icon and driven in turn (Weather's
# detail and picker, Wiki's sheet, Landmarks' list, push and tabs, Catalog) for MINUTES minutes, one line a minute
# with its resident memory at rest on the home screen, every app prepared again, and its peak; then how far the lines
# from minute 2 on stray from minute 2's (scripts/soak/launcher-window.sh).
MINUTES ?= 30
soak: bootstrap
	$(RELEASE) --product Launcher
	scripts/soak/launcher-window.sh .build/release/Launcher $(MINUTES)

# Each app headless in a loop of input storms, animations and drawn frames for MINUTES minutes, printing resident
# memory and open file descriptors at the start (after 4,000 rounds of warm-up), every minute and at the end.
# `.build/release/MeadowSoak --minutes N --app Weather` (or Wiki, Landmarks, Launcher) soaks one app alone.
soak-headless: bootstrap
	$(RELEASE) --product MeadowSoak
	.build/release/MeadowSoak --minutes $(MINUTES)

# The test suite under AddressSanitizer, then under ThreadSanitizer, each in its own build folder. Leak checking is
# off: at exit it reports fontconfig's and the Swift runtime's process-long caches, not leaks. The window tests wait
# five times longer for the apps, which run several times slower under a sanitizer (MEADOW_TEST_SLOWDOWN).
sanitize: bootstrap
	ASAN_OPTIONS=detect_leaks=0 MEADOW_TEST_SLOWDOWN=5 $(SWIFT) test --sanitize=address --scratch-path .build/asan
	MEADOW_TEST_SLOWDOWN=5 $(SWIFT) test --sanitize=thread --scratch-path .build/tsan

# Every app's previews (their PreviewProviders), and the #Preview blocks of PreviewMacroExamples, rendered to PNGs by
# `meadow-preview` into .build/previews/TARGET.
.PHONY: previews
previews: bootstrap
	for target in WeatherUI WikiUI LandmarksUI LauncherUI PreviewMacroExamples; do $(SWIFT) run meadow-preview $$target || exit 1; done
