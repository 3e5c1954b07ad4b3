import Foundation
import Meadow
import MeadowCairo
import WeatherUI

/// The frame after tapping "Tomorrow" on the Weather home screen, on one long-lived `ScreenRenderer`, as a running
/// app has: the graph update and layout, the display list, and the raster of only what changed since the frame
/// before. Reports its median over `runs` switches (each followed by an untimed switch back to "Today") and the
/// device pixels it drew again.
@MainActor
func runPickerSwitchBenchmark(device: Device, catalog: AssetCatalog, runs: Int = 20) throws {
    let screen = ScreenRenderer(rootView: WeatherApplication().body.rootView, device: device, assetCatalog: catalog)
    let graph = screen.graph
    consume(screen.renderImage())

    /// Taps the text `label` (down, 50 ms, up), then draws the next frame; its milliseconds and damaged pixels.
    func switchTo(_ label: String) throws -> (milliseconds: Double, damage: Double) {
        guard let node = graph.layoutTree().node(text: label) else { throw WeatherDetailCycles.Failure.missing(label) }
        let point = CGPoint(x: node.frame.midX, y: node.frame.midY)
        graph.pointerDown(at: point)
        graph.step(by: 0.05)
        graph.pointerUp(at: point)
        graph.step(by: 1.0 / 60)
        let stopwatch = Stopwatch()
        let image = screen.renderImage()
        let elapsed = stopwatch.elapsedMilliseconds
        let damage = image.damagedRects.map { $0.reduce(0) { $0 + Double($1.width * $1.height) } }
        // Let whatever the switch animates settle before the next one.
        while graph.isAnimating {
            graph.step(by: 1.0 / 60)
            consume(screen.renderImage())
        }
        return (elapsed, damage ?? Double(image.width * image.height))
    }

    var frames: [Double] = []
    var damage: [Double] = []
    for _ in 0..<runs {
        let switched = try switchTo("Tomorrow")
        frames.append(switched.milliseconds)
        damage.append(switched.damage)
        _ = try switchTo("Today")
    }
    report("weather.home.picker_switch_frame", frames.percentile(50), "ms")
    report("weather.home.picker_switch_damage", damage.percentile(50), "px")
    report("weather.home.picker_switch_damage_share", damage.percentile(50) / Double(device.size.width * device.size.height * device.scale * device.scale), "ratio")
}
