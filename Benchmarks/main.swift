// `make bench`: the Weather home screen on an iPhone 15 at scale 2 (786 × 1704 pixels), one line per figure, `name
// value unit`, each the median of 30 runs after 5 warm-ups; then the detail sheet's open/close animation frames,
// percentiles over 5 cycles after 1 cold one, and the sheet dragged down as the window script drags it
// (`WeatherDetail.swift`); the frame after a picker switch
// (`WeatherPickerSwitch.swift`); the whole `Weather --snapshot` process (`SnapshotProcess.swift`); the launch of
// Weather in a window on Xvfb to its first frame (`WindowLaunch.swift`); the launcher zooming into each app and back
// (`LauncherZoom.swift`, alone with `--launcher-zoom`); Landmarks' Featured page scrolled by a wheel
// (`LandmarksScroll.swift`, alone with `--landmarks-scroll`); its List tab pushing and popping landmarks
// (`LandmarksPushPop.swift`, alone with `--landmarks-push-pop`), its favourites filter and tab switch
// (`LandmarksFilterAndTabs.swift`, alone with `--landmarks-filter-tabs`); a 64 × 64 game of life in a `Canvas` in a `TimelineView`
// (`GameOfLifeFrames.swift`) and a matchedGeometryEffect card deal (`MatchedGeometryFrames.swift`), both alone with
// `--graphics`. `--window-demo NAME` shows a family of controls no app
// uses in a window instead, for a window script to drive (`WindowDemos/`). `--home` runs only the home screen's
// figures, for an A/B run of two builds; `--detail` only the detail cycles, 20 of them; `--layout` only the home
// screen's cold build and layout, 300 times, and `--frame` only its whole frame (a fresh graph laid out, listed and
// drawn by one renderer), 100 times, each for a profiler. `--png DIR` also writes the engine's frame and the floor
// replay's as PNGs, to compare by eye.
import CCairo
import Foundation
import Meadow
import MeadowCairo

@MainActor
func runBenchmarks(pngFolder: String?) throws {
    let home = try WeatherHome()
    try runHomeBenchmarks(home, pngFolder: pngFolder)
    try runDetailBenchmarks(device: home.device, catalog: home.catalog)
    try runPickerSwitchBenchmark(device: home.device, catalog: home.catalog)
    try runSnapshotProcessBenchmark()
    try runWindowLaunchBenchmark()
    try runLazyVStackScrollBenchmark(rows: 1_000)
    try runLazyVStackScrollBenchmark(rows: 10_000)
    try runLazyVGridScrollBenchmark(cells: 1_000)
    try runLazyVGridScrollBenchmark(cells: 10_000)
    try runLauncherZoomBenchmark(device: home.device)
    try runLandmarksScrollBenchmark(device: home.device)
    try runLandmarksPushPopBenchmark(device: home.device)
    try runLandmarksFilterAndTabsBenchmark(device: home.device)
    runGameOfLifeBenchmark(device: home.device)
    runMatchedGeometryBenchmark(device: home.device)
}

/// The Weather home screen's figures: layout, display list, raster, frame, cold layout and raster.
@MainActor
func runHomeBenchmarks(_ home: WeatherHome, pngFolder: String?) throws {
    let sampler = Sampler()
    let size = home.device.size
    let scale = home.device.scale

    // Build + layout from scratch: a fresh ViewGraph (every node new) built and laid out by `update()`. Warm text
    // cache: `PangoTextSystem.shared` keeps every measurement for the process, so after the warm-ups each text is
    // a dictionary hit, not a Pango layout; `layout_cold` below gives each run a text system of its own instead.
    let layout = sampler.sample { consume(home.laidOutGraph()) }.median

    // The display list of a laid-out graph (nothing to rebuild: `makeDisplayList()` only walks the nodes).
    let graph = home.laidOutGraph()
    let displayList = sampler.sample { consume(graph.makeDisplayList()) }.median

    // Raster with one long-lived renderer, as a running app has: decoded images and blurred shadow masks are
    // cached after the first frame, so this is the steady state. The new 786 × 1704 surface is part of it. The
    // renderer draws again only what changed since its frame before, so drawing the same list again costs a copy
    // of that frame: this and `frame` (whose fresh graphs give the same identities and versions) measure an
    // unchanged frame; `raster_cold` is a whole raster.
    // The floor: the same drawing replayed from a tape of raw Cairo/Pango commands recorded once (paths converted,
    // texts laid out, images decoded, shadows blurred), onto a new surface of the same size. The two alternate,
    // run by run, so their ratio is not skewed by load that comes and goes.
    let list = graph.makeDisplayList()
    let renderer = CairoRenderer(textSystem: .shared)
    let tape = FloorTapeRecorder.tape(for: list, size: size, scale: scale)
    let (rasterSamples, floorSamples) = sampler.samplePair(
        { consume(renderer.render(list, size: size, scale: scale)) },
        { cairo_surface_destroy(tape.render()) })
    let raster = rasterSamples.median
    let rasterFloor = floorSamples.median

    // One full frame from scratch: fresh graph, layout, display list and raster with the long-lived renderer.
    let frame = sampler.sample {
        let graph = home.laidOutGraph()
        consume(renderer.render(graph.makeDisplayList(), size: size, scale: scale))
    }.median

    // The first-frame costs the steady state hides: layout with an empty text-measurement cache (a new
    // PangoTextSystem per run; Pango's own font caches stay warm), and raster with a new renderer (PNG decoding and
    // every shadow blurred again).
    let layoutCold = try sampler.sample(setup: { try PangoTextSystem() }) { textSystem in
        let graph = home.makeGraph(textSystem: textSystem)
        graph.update()
        graph.layout()
        consume(graph)
    }.median
    let rasterCold = sampler.sample(setup: { CairoRenderer(textSystem: .shared) }) { renderer in
        consume(renderer.render(list, size: size, scale: scale))
    }.median

    report("weather.home.layout", layout, "ms")
    report("weather.home.displaylist", displayList, "ms")
    report("weather.home.raster", raster, "ms")
    report("weather.home.raster_floor", rasterFloor, "ms")
    report("weather.home.raster_overhead", raster / rasterFloor, "ratio")
    report("weather.home.frame", frame, "ms")
    report("weather.home.layout_cold", layoutCold, "ms")
    report("weather.home.raster_cold", rasterCold, "ms")


    if let pngFolder {
        let folder = URL(fileURLWithPath: pngFolder)
        try renderer.render(list, size: size, scale: scale).writePNG(to: folder.appendingPathComponent("weather-home-engine.png"))
        let floor = tape.render()
        cairo_surface_write_to_png(floor, folder.appendingPathComponent("weather-home-floor.png").path)
        cairo_surface_destroy(floor)
    }
}

let arguments = CommandLine.arguments.dropFirst()
let pngFolder = arguments.first == "--png" ? arguments.dropFirst().first : nil
MainActor.assumeIsolated {
    do {
        if arguments.first == "--window-demo" {
            WindowDemoApp.main()
        } else if arguments.first == "--launcher-zoom" {
            try runLauncherZoomBenchmark(device: .iPhone15)
        } else if arguments.first == "--graphics" {
            runGameOfLifeBenchmark(device: .iPhone15)
            runMatchedGeometryBenchmark(device: .iPhone15)
        } else if arguments.first == "--landmarks-scroll" {
            try runLandmarksScrollBenchmark(device: .iPhone15)
        } else if arguments.first == "--landmarks-push-pop" {
            try runLandmarksPushPopBenchmark(device: .iPhone15)
        } else if arguments.first == "--landmarks-filter-tabs" {
            try runLandmarksFilterAndTabsBenchmark(device: .iPhone15)
        } else if arguments.first == "--layout" {
            let home = try WeatherHome()
            for _ in 0..<300 {
                let textSystem = try PangoTextSystem()
                let graph = home.makeGraph(textSystem: textSystem)
                graph.update()
                graph.layout()
            }
        } else if arguments.first == "--home" {
            try runHomeBenchmarks(WeatherHome(), pngFolder: nil)
        } else if arguments.first == "--frame" {
            let home = try WeatherHome()
            let renderer = CairoRenderer(textSystem: .shared)
            for _ in 0..<100 {
                let graph = home.laidOutGraph()
                _ = renderer.render(graph.makeDisplayList(), size: home.device.size, scale: home.device.scale)
            }
        } else if arguments.first == "--detail" {
            let home = try WeatherHome()
            try runDetailBenchmarks(device: home.device, catalog: home.catalog, runs: 20)
        } else {
            try runBenchmarks(pngFolder: pngFolder)
        }
    } catch {
        FileHandle.standardError.write(Data("MeadowBench: \(error)\n".utf8))
        exit(1)
    }
}
