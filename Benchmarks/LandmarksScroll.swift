import Foundation
import LandmarksUI
import Meadow
import MeadowCairo

/// Landmarks' Featured page scrolled with a mouse wheel, down `notches` notches and back up, a frame drawn after
/// each notch on one long-lived `ScreenRenderer`, as a window draws them; a frame is timed from the graph update
/// to the raster. The same scroll by notches a quarter of a point longer is the baseline: content moved by a
/// fraction of a pixel is drawn again, where content moved by whole pixels is copied from its layer
/// (`CairoRenderer.drawScrolled`). The two alternate pass by pass, so load that comes and goes skews neither; the
/// first pass of each, which builds the rows and decodes the pictures, is left out. Then the page is flicked up
/// from the top, `runs` times, and each frame it coasts is timed: coasting, the content lands on whole pixels.
@MainActor
func runLandmarksScrollBenchmark(device: Device, runs: Int = 4, notches: Int = 30) throws {
    let scene = LandmarksApp().body
    let catalog = try AssetCatalog.forModule(scene.module)

    /// A Featured page on its own renderer, its first frame drawn, and the wheel notch it scrolls by.
    func page(notch: CGFloat) -> (screen: ScreenRenderer<CairoRenderer>, notch: CGFloat) {
        let screen = ScreenRenderer(rootView: AnyView(scene.rootView), device: device, assetCatalog: catalog)
        consume(screen.renderImage())
        return (screen, notch)
    }

    /// One pass down and back up: the frame after each notch.
    func pass(_ page: (screen: ScreenRenderer<CairoRenderer>, notch: CGFloat)) -> [Double] {
        let graph = page.screen.graph
        let centre = CGPoint(x: device.size.width / 2, y: device.size.height / 2)
        var frames: [Double] = []
        for direction: CGFloat in [1, -1] {
            for _ in 0..<notches {
                graph.scrollWheel(at: centre, delta: CGSize(width: 0, height: direction * page.notch))
                graph.step(by: 1.0 / 60)
                let stopwatch = Stopwatch()
                consume(page.screen.renderImage())
                frames.append(stopwatch.elapsedMilliseconds)
            }
        }
        return frames
    }

    let whole = page(notch: 40)
    let fractional = page(notch: 40.25)
    _ = pass(whole)
    _ = pass(fractional)
    var copied: [Double] = [], drawn: [Double] = []
    for _ in 0..<runs {
        copied += pass(whole)
        drawn += pass(fractional)
    }
    /// Flicks the page up from its top, 60 points in 0.1 s, then draws each frame until it rests: their times.
    func flick(_ page: (screen: ScreenRenderer<CairoRenderer>, notch: CGFloat)) throws -> [Double] {
        let graph = page.screen.graph
        let centre = CGPoint(x: device.size.width / 2, y: device.size.height / 2)
        graph.scrollWheel(at: centre, delta: CGSize(width: 0, height: -100_000))
        consume(page.screen.renderImage())
        graph.pointerDown(at: centre)
        for step in 1...6 {
            graph.step(by: 1.0 / 60)
            graph.pointerMoved(to: CGPoint(x: centre.x, y: centre.y - 10 * CGFloat(step)))
        }
        graph.pointerUp(at: CGPoint(x: centre.x, y: centre.y - 60))
        var frames: [Double] = []
        repeat {
            guard frames.count < WeatherDetailCycles.frameLimit else { throw WeatherDetailCycles.Failure.unsettled("flick") }
            graph.step(by: 1.0 / 60)
            let stopwatch = Stopwatch()
            consume(page.screen.renderImage())
            frames.append(stopwatch.elapsedMilliseconds)
        } while graph.isAnimating
        return frames
    }
    var coasting: [Double] = []
    let resampledBefore = whole.screen.renderer.picturesResampled
    for _ in 0..<runs { coasting += try flick(whole) }
    let resampledCoasting = whole.screen.renderer.picturesResampled - resampledBefore

    report("landmarks.scroll.frame_p50", copied.percentile(50), "ms")
    report("landmarks.scroll.frame_p99", copied.percentile(99), "ms")
    report("landmarks.scroll.redraw_frame_p50", drawn.percentile(50), "ms")
    report("landmarks.scroll.redraw_frame_p99", drawn.percentile(99), "ms")
    report("landmarks.scroll.frame_ratio", copied.percentile(50) / drawn.percentile(50), "ratio")
    report("landmarks.scroll.coast_frame_p50", coasting.percentile(50), "ms")
    report("landmarks.scroll.coast_frame_p99", coasting.percentile(99), "ms")
    report("landmarks.scroll.coast_frames", Double(coasting.count), "count")
    report("landmarks.scroll.coast_resampled_per_frame", Double(resampledCoasting) / Double(max(coasting.count, 1)), "count")
}
