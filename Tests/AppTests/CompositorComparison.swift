import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// Draws the frame now through `driver`'s long-lived renderer (its retained layers and the frame before) and
/// through a new renderer, from scratch, and checks they match; returns the frame drawn through the compositor.
@MainActor
@discardableResult
func compareFrame(_ driver: SnapshotDriver, named name: String, with snapshots: SnapshotAssertion) -> CairoImage {
    let device = driver.graph.device
    let list = driver.makeDisplayList()
    let composited = driver.screen.renderer.render(list, size: device.size, scale: device.scale)
    let scratch = CairoRenderer(textSystem: .shared).render(list, size: device.size, scale: device.scale)
    snapshots.assertMatches(composited, scratch, named: name)
    return composited
}

/// Compares the frame now and each frame 1/60 s apart until no animation runs (`compareFrame`); returns how many
/// frames it compared.
@MainActor
func compareEveryFrame(_ driver: SnapshotDriver, named name: String, with snapshots: SnapshotAssertion) -> Int {
    var index = 0
    while true {
        compareFrame(driver, named: "\(name)-frame-\(index)", with: snapshots)
        index += 1
        guard driver.graph.isAnimating, index < 600 else { return index }
        driver.step(driver.frameInterval)
    }
}
