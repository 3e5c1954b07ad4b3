import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

@testable import LandmarksUI

/// The navigation and tab bars blur what is under them into layers the renderer keeps while that content stays the
/// same; each frame drawn through them matches the same frame drawn from scratch.
@MainActor
@Suite("Landmarks frames through retained layers")
struct LandmarksCompositorTests {
    let catalog: AssetCatalog
    let snapshots = SnapshotAssertion()

    init() throws {
        catalog = try AssetCatalog.forModule("LandmarksUI")
    }

    @Test("Scrolling the list under both bars, then each frame of a push and a tab switch, match the frames drawn from scratch")
    func scrollPushAndTabSwitchMatchFromScratch() throws {
        let driver = SnapshotDriver(ContentView().environment(ModelData()), device: .iPhone15, assetCatalog: catalog)
        _ = driver.snapshot()
        driver.tap(try #require(driver.find(text: "List")))
        #expect(compareEveryFrame(driver, named: "compositor-landmarks-list", with: snapshots) >= 1)
        for step in 0..<4 {
            driver.scroll(at: CGPoint(x: 196, y: 400), by: CGSize(width: 0, height: 37))
            let frame = compareFrame(driver, named: "compositor-landmarks-scroll-\(step)", with: snapshots)
            #expect(frame.damagedRects != nil, "the scrolled frame started from the one before")
        }
        // The same frame again: the bars' blurred backdrops are kept, nothing is drawn.
        let again = compareFrame(driver, named: "compositor-landmarks-unchanged", with: snapshots)
        #expect(again.damagedRects == [], "an unchanged frame draws nothing again")
        let row = driver.layoutTree.allNodes.first { $0.kind == .custom("LandmarkRow") && (250...650).contains($0.frame.midY) }
        driver.tap(try #require(row, "a row in the middle of the screen"))
        let push = compareEveryFrame(driver, named: "compositor-landmarks-push", with: snapshots)
        #expect(push > 10, "the push took many frames")
        #expect(driver.find(identifier: "navigation-back-button") != nil, "the detail was pushed")
        driver.tap(try #require(driver.find(text: "Featured")))
        #expect(compareEveryFrame(driver, named: "compositor-landmarks-tab", with: snapshots) >= 1)
    }

    /// A push moves both pages as a navigation controller moves their layers: each page's drawing slides on whole
    /// pixels, so its pictures (the rows' thumbnails, the detail's circle image) keep the phase they were
    /// resampled at. Drawn at each new fraction of a pixel instead, every picture showing was resampled again in
    /// every frame of the push (about 20 resamplings a frame, most of a frame's raster).
    @Test("A push and a pop resample no picture once both pages have shown")
    func pushSlidesPicturesOnWholePixels() throws {
        let driver = SnapshotDriver(ContentView().environment(ModelData()), device: .iPhone15, assetCatalog: catalog)
        driver.tap(try #require(driver.find(text: "List")))
        driver.settle()
        _ = driver.snapshot()
        driver.tap(try #require(driver.find(text: "Silver Salmon Creek")))
        let afterTwoFrames = Self.resamplings(drawingUntilRest: driver, from: 2)
        #expect(afterTwoFrames.frames > 10, "the push took many frames")
        #expect(driver.find(identifier: "navigation-back-button") != nil, "the detail was pushed")
        #expect(afterTwoFrames.resampled == 0, "pictures resampled while the pages slid")
        driver.tap(try #require(driver.find(identifier: "navigation-back-button")))
        let pop = Self.resamplings(drawingUntilRest: driver)
        #expect(pop.frames > 10, "the pop took many frames")
        #expect(pop.resampled == 0, "pictures resampled while the pages slid back")
    }

    /// Favorites only moves the rows that stay up as the others collapse, as a table view animates its cells'
    /// layers: the moving rows slide on whole pixels, and their thumbnails are not resampled at each new fraction
    /// of a pixel (before, about 8 resamplings a frame, some 250 a change): each thumbnail is resampled at most once
    /// a change, for the phase its row slides at.
    @Test("Filtering the list to favourites and back resamples no picture while the rows move")
    func filterMovesRowsOnWholePixels() throws {
        let model = ModelData()
        let driver = SnapshotDriver(ContentView().environment(model), device: .iPhone15, assetCatalog: catalog)
        driver.tap(try #require(driver.find(text: "List")))
        driver.settle()
        _ = driver.snapshot()
        for _ in 0..<2 {
            driver.tap(try #require(driver.layoutTree.node(kind: .toggleSwitch)))
            let change = Self.resamplings(drawingUntilRest: driver)
            #expect(change.frames > 10, "the rows moved over many frames")
            #expect(change.resampled <= model.landmarks.count, "pictures resampled while the rows moved")
        }
    }

    /// Draws `driver`'s frames 1/60 s apart until no animation runs: how many it drew, and how many pictures the
    /// renderer resampled in those from the `first`-th on.
    private static func resamplings(drawingUntilRest driver: SnapshotDriver, from first: Int = 0) -> (frames: Int, resampled: Int) {
        let renderer = driver.screen.renderer
        var frames = 0
        var resampled = 0
        while driver.graph.isAnimating, frames < 600 {
            driver.step(driver.frameInterval)
            let before = renderer.picturesResampled
            _ = driver.snapshot()
            if frames >= first { resampled += renderer.picturesResampled - before }
            frames += 1
        }
        return (frames, resampled)
    }
}
