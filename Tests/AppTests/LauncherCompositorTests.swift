import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import LauncherUI
@testable import MeadowCairo

/// The launcher's zoom draws the app from a layer of its pixels at rest, resampled through the scale (as a phone's
/// compositor does), instead of drawing the app again at every scale. The frames at rest must be the same pixels
/// as drawing from scratch; the frames between, a resampling, may differ at the edges of text and shapes only.
@MainActor
@Suite("Launcher zoom through retained layers")
struct LauncherCompositorTests {
    let catalog: AssetCatalog
    let snapshots = SnapshotAssertion()
    /// Resampled frames against exact ones: 8 levels a channel, as the references, but up to 3% of the pixels
    /// beyond it, the antialiased edges of text and shapes. A frame drawn at a wrong scale, place or opacity
    /// differs on most of the app's pixels.
    var resampled: SnapshotAssertion {
        var assertion = snapshots
        assertion.pixelTolerance = 0.03
        return assertion
    }

    init() throws {
        catalog = try AssetCatalog.forModule("LauncherUI")
    }

    @Test("Each frame of zooming into Weather and back home matches the frame drawn from scratch; at rest, exactly")
    func zoomMatchesFromScratch() throws {
        let driver = SnapshotDriver(LauncherView(apps: HomeScreenApp.samples), device: .iPhone15, assetCatalog: catalog)
        compareFrame(driver, named: "compositor-launcher-home", with: snapshots)
        driver.tap(try #require(driver.find(identifier: "weather")))
        let opening = compareEveryFrame(driver, named: "compositor-launcher-opening", with: resampled)
        #expect(opening > 10, "the zoom took many frames")
        #expect(driver.find(text: "Bahamas") != nil, "the Weather app is open")
        // At rest the app is copied from its layer: the same pixels as drawing it.
        compareFrame(driver, named: "compositor-launcher-open", with: snapshots)
        driver.press(.escape)
        let closing = compareEveryFrame(driver, named: "compositor-launcher-closing", with: resampled)
        #expect(closing > 10, "the zoom back took many frames")
        #expect(driver.find(text: "Bahamas") == nil, "back on the home screen")
        compareFrame(driver, named: "compositor-launcher-home-again", with: snapshots)
    }

    @Test("An opening draws the app into its layer in its first frame, not again in its second; each app keeps its own")
    func openingsDrawEachAppOnce() throws {
        // What is counted is which layers are drawn, not their pixels: at 1× the 360 frames cost a quarter.
        let driver = SnapshotDriver(
            LauncherView(apps: HomeScreenApp.samples), device: .iPhone15.withScale(1), assetCatalog: catalog)
        _ = driver.snapshot()
        /// The layers the renderer has had to draw so far: its cache misses.
        func misses() -> Int { driver.screen.renderer.layers.misses }
        /// Draws a frame each 1/60 s until no animation runs.
        func drawToRest() {
            while driver.graph.isAnimating {
                driver.step(driver.frameInterval)
                _ = driver.snapshot()
            }
        }
        /// Opens the app tagged `identifier` and goes home again, a frame each 1/60 s; the misses of the opening's
        /// first two frames.
        func zoom(_ identifier: String) throws -> (first: Int, second: Int) {
            driver.tap(try #require(driver.find(identifier: identifier)))
            let before = misses()
            _ = driver.snapshot()
            let first = misses() - before
            driver.step(driver.frameInterval)
            _ = driver.snapshot()
            let second = misses() - before - first
            drawToRest()
            driver.press(.escape)
            drawToRest()
            return (first, second)
        }
        let apps = ["weather", "wiki", "landmarks"]
        let cold = try apps.map(zoom)
        let warm = try apps.map(zoom)
        for (app, opening) in zip(apps, cold) {
            #expect(opening.first > 0, "the first frame of \(app)'s first opening draws its layer")
            #expect(opening.second == 0, "the second frame of \(app)'s first opening draws no layer")
        }
        #expect(warm.allSatisfy { $0 == (0, 0) }, "the second round draws no layer: \(warm)")
    }

    /// Other work holding the main actor `milliseconds` at a time, a millisecond apart, until cancelled: as the
    /// tests of other suites do in a full run (none when 0).
    static func holdMainActor(milliseconds: Int) -> Task<Void, Never> {
        Task { @MainActor in
            guard milliseconds > 0 else { return }
            while !Task.isCancelled {
                let end = ContinuousClock.now + .milliseconds(milliseconds)
                while ContinuousClock.now < end {}
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
        }
    }

    @Test(
        "Resting on the home screen, each app is drawn ahead a part a frame and opens with the pixels drawn whole, however long other work holds the main actor between frames",
        arguments: [0, 150])
    func drawsAppsAheadInParts(heldMilliseconds: Int) async throws {
        let driver = SnapshotDriver(LauncherView(apps: HomeScreenApp.samples), device: .iPhone15, assetCatalog: catalog)
        let renderer = driver.screen.renderer
        _ = driver.snapshot()
        let busy = Self.holdMainActor(milliseconds: heldMilliseconds)
        // A frame each turn of the main actor, its clock ticking, as the window draws while the launcher prepares
        // and the renderer has parts left, until Weather, Wiki and Landmarks are drawn ahead.
        var rows: [Int] = []
        var frames = 0, unchanged = 0
        await runTasks(atMost: 60) {
            let ahead = renderer.drawingAhead
            let before = ahead?.rowsDrawn
            driver.step(driver.frameInterval)
            let image = driver.snapshot()
            frames += 1
            if image.damagedRects?.isEmpty == true { unchanged += 1 }
            if let ahead, let before { rows.append(ahead.rowsDrawn - before) }
            return renderer.layersDrawnAhead >= 3
        }
        busy.cancel()
        #expect(
            renderer.layersDrawnAhead >= 3,
            "Weather, Wiki and Landmarks drawn ahead: \(renderer.layersDrawnAhead) in \(frames) frames, \(unchanged) changing no pixel, \(renderer.waitingAhead.count) waiting")
        #expect(rows.allSatisfy { $0 <= DrawnAheadLayer.bandPixels / 786 }, "no frame draws more than a band: \(rows.max() ?? 0)")
        driver.tap(try #require(driver.find(identifier: "weather")))
        let misses = renderer.layers.misses
        driver.step(0.12)
        // Past half its size, the app is resampled from its pixels kept: the frame drawn from scratch but for the
        // edges of text and shapes, and no layer drawn for it.
        resampled.assertMatches(driver.snapshot(), named: "launcher-opening-weather")
        #expect(renderer.layers.misses == misses, "the zoom draws none of the app")
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "launcher-weather-open")
    }
}
