import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

@testable import WeatherUI

/// The long-lived renderer, with its retained layers (blurred layers, their unblurred pixels, shadow masks), draws
/// every animation frame as a renderer drawing it from scratch does (`compareEveryFrame`).
@MainActor
@Suite("Weather frames through retained layers")
struct WeatherCompositorTests {
    let catalog: AssetCatalog
    let snapshots = SnapshotAssertion()

    init() throws {
        catalog = try AssetCatalog.forModule("WeatherUI")
    }

    /// Weather with its home screen drawn and Monday's card just tapped: the detail's first frame is next.
    func tappedMonday() throws -> SnapshotDriver {
        let driver = SnapshotDriver(WeatherApp(), device: .iPhone15, assetCatalog: catalog)
        _ = driver.snapshot()
        driver.tap(try #require(driver.find(identifier: "Monday")))
        return driver
    }

    @Test("Every frame of the detail opening and closing matches the same frame drawn from scratch")
    func detailOpenAndCloseMatchFromScratch() throws {
        let driver = try tappedMonday()
        let opening = compareEveryFrame(driver, named: "compositor-detail-opening", with: snapshots)
        #expect(try #require(driver.find(identifier: "close")).contentFrame.midY < 852, "the detail opened")
        driver.tap(try #require(driver.find(identifier: "close")))
        let closing = compareEveryFrame(driver, named: "compositor-detail-closing", with: snapshots)
        #expect(try #require(driver.find(identifier: "close")).contentFrame.midY >= 852, "the detail closed")
        #expect(opening > 10 && closing > 10, "both springs took many frames")
    }

    @Test("No frame of the detail opening copies or draws a pixel twice: its damaged rects together are at most the screen")
    func openingDamageFitsTheScreen() throws {
        let driver = try tappedMonday()
        let device = driver.graph.device
        let screen = device.size.width * device.scale * device.size.height * device.scale
        var frames = 0
        while driver.graph.isAnimating, frames < 600 {
            let frame = driver.screen.renderer.render(driver.makeDisplayList(), size: device.size, scale: device.scale)
            let damage = try #require(frame.damagedRects, "the frame started from the one before")
            let area = damage.reduce(0) { $0 + $1.width * $1.height }
            #expect(area <= screen, "frame \(frames): \(damage) cover \(area) pixels of \(screen)")
            driver.step(driver.frameInterval)
            frames += 1
        }
        #expect(frames > 10, "the spring took many frames")
    }

    @Test("The frames after tapping Tomorrow match the same frames drawn from scratch")
    func pickerSwitchMatchesFromScratch() throws {
        let driver = SnapshotDriver(WeatherApp(), device: .iPhone15, assetCatalog: catalog)
        _ = driver.snapshot()
        driver.tap(try #require(driver.find(text: "Tomorrow")))
        let device = driver.graph.device
        let switched = driver.screen.renderer.render(driver.makeDisplayList(), size: device.size, scale: device.scale)
        let damage = try #require(switched.damagedRects, "the frame started from the one before")
        let cards = try #require(driver.find(identifier: "Monday")).frame.midY * device.scale
        #expect(!damage.isEmpty, "the picker and the main card are drawn again")
        #expect(damage.allSatisfy { $0.maxY <= cards }, "the middle of the day cards below them is not")
        #expect(compareEveryFrame(driver, named: "compositor-picker-tomorrow", with: snapshots) >= 1)
    }

    @Test("A frame is drawn into the buffer of the frame before last once nothing holds it, and matches from scratch; an image still held is never drawn into")
    func framesReuseReleasedBuffers() throws {
        let driver = SnapshotDriver(WeatherApp(), device: .iPhone15, assetCatalog: catalog)
        weak var first = compareFrame(driver, named: "compositor-reuse-today", with: snapshots)
        driver.tap(try #require(driver.find(text: "Tomorrow")))
        compareFrame(driver, named: "compositor-reuse-tomorrow", with: snapshots)
        driver.tap(try #require(driver.find(text: "Today")))
        let held = compareFrame(driver, named: "compositor-reuse-today-again", with: snapshots)
        #expect(first != nil && first === held, "the third frame is drawn into the first one's buffer")
        let heldPixels = held.withPixels { pixels, _ in Array(pixels) }
        driver.tap(try #require(driver.find(text: "Tomorrow")))
        let fourth = compareFrame(driver, named: "compositor-reuse-tomorrow-again", with: snapshots)
        driver.tap(try #require(driver.find(text: "Today")))
        let fifth = compareFrame(driver, named: "compositor-reuse-today-third", with: snapshots)
        #expect(fourth !== held && fifth !== held, "an image the caller holds is not drawn into")
        #expect(held.withPixels { pixels, _ in Array(pixels) } == heldPixels, "and its pixels stay as they were")
    }
}
