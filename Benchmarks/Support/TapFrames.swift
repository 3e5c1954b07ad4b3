import Foundation
import Meadow
import MeadowCairo

/// Taps `point` on `screen` (down, 50 ms, up, as `InteractionDriver` does; the press draws no frame), then draws
/// frames 1/60 s apart until no animation runs, each timed (`TimedFrame`), as a display link would; nothing sleeps.
///
/// Every frame after the lift is kept, the first included: it is the one that applies the tap's state change, so
/// it evaluates the bodies that change reaches and starts the animations. The last frame kept is the one after
/// which `isAnimating` is false, the settled picture. An animation that never settles (`WeatherDetailCycles.
/// frameLimit` frames) fails the benchmark, named `what`, rather than hanging it.
@MainActor
func tapAndDrawFrames(on screen: ScreenRenderer<CairoRenderer>, at point: CGPoint, _ what: String) throws -> [TimedFrame] {
    let graph = screen.graph
    graph.pointerDown(at: point)
    graph.step(by: 0.05)
    graph.pointerUp(at: point)
    var frames: [TimedFrame] = []
    repeat {
        guard frames.count < WeatherDetailCycles.frameLimit else { throw WeatherDetailCycles.Failure.unsettled(what) }
        graph.step(by: WeatherDetailCycles.frameInterval)
        frames.append(TimedFrame(drawnOn: screen))
    } while graph.isAnimating
    return frames
}
