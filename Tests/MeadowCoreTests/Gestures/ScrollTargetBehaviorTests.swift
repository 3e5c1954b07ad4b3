import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// `scrollTargetBehavior(.paging)` and `.viewAligned` with `scrollTargetLayout()`, on a 300×600 canvas.
@MainActor
@Suite("Scroll target behavior")
struct ScrollTargetBehaviorTests {
    /// Five 300-point pages in a horizontal scroll view that pages.
    private func pagingDriver() -> InteractionDriver {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<5) { _ in Color.red.frame(width: 300, height: 100) }
            }
            .accessibilityIdentifier("content")
        }
        .scrollTargetBehavior(.paging)
        return InteractionDriver(view, device: canvas(300, 600))
    }

    /// Five 120-point items 10 apart in a horizontal view-aligned scroll view: items at 0, 130, 260, 390, 520.
    private func viewAlignedDriver() -> InteractionDriver {
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<5) { _ in Color.red.frame(width: 120, height: 100) }
            }
            .scrollTargetLayout()
            .accessibilityIdentifier("content")
        }
        .scrollTargetBehavior(.viewAligned)
        return InteractionDriver(view, device: canvas(300, 600))
    }

    /// The content's left edge: minus the content offset.
    private func contentX(_ driver: InteractionDriver) -> CGFloat {
        driver.find(identifier: "content")?.frame.minX ?? .nan
    }

    /// Drags sideways by `distance` (positive: content moves left) and lets go at rest, then settles.
    private func slowDrag(_ driver: InteractionDriver, by distance: CGFloat) {
        let start = CGPoint(x: 150 + distance / 2, y: 300)
        let end = CGPoint(x: 150 - distance / 2, y: 300)
        driver.drag(from: start, to: end, duration: 0.3, release: false)
        driver.step(0.2)
        driver.release(at: end)
        driver.settle()
    }

    /// Flicks sideways by `distance` in a tenth of a second and lets go moving, then settles.
    private func flick(_ driver: InteractionDriver, by distance: CGFloat) {
        driver.drag(from: CGPoint(x: 150 + distance / 2, y: 300), to: CGPoint(x: 150 - distance / 2, y: 300), duration: 0.1)
        driver.settle()
    }

    @Test(
        "Paging: a slow drag past half a page settles on the next page, short of half springs back",
        arguments: [(CGFloat(200), CGFloat(-300)), (100, 0), (-100, 0)])
    func pagingSlowDrag(distance: CGFloat, settled: CGFloat) {
        // [APPLE:pagingscrolltargetbehavior]: the scroll view "settles to container-aligned boundaries"; let go at
        // rest, the projected end is where it was let go, and the nearest boundary wins.
        let driver = pagingDriver()
        slowDrag(driver, by: distance)
        #expect(contentX(driver) == settled)
        #expect(!driver.graph.isAnimating)
    }

    @Test("Paging: a flick turns exactly one page, however fast, and the next flick the next")
    func pagingFlick() {
        // [APPLE:view/scrolltargetbehavior(_:)]: the end is computed "using its deceleration rate", then the paging
        // behavior moves it to a boundary no more than one page from where the gesture began (UIScrollView's paging).
        let driver = pagingDriver()
        flick(driver, by: 100)
        #expect(contentX(driver) == -300)
        flick(driver, by: 280)
        #expect(contentX(driver) == -600)
        flick(driver, by: -100)
        #expect(contentX(driver) == -300)
    }

    @Test("Paging stops at the last page")
    func pagingLastPage() {
        // [APPLE:pagingscrolltargetbehavior]: boundaries are clamped to the content: five pages end at 1200.
        let driver = pagingDriver()
        for _ in 0..<6 { flick(driver, by: 200) }
        #expect(contentX(driver) == -1200)
    }

    @Test(
        "View aligned: a slow drag settles with the nearest item's leading edge at the scroll view's",
        arguments: [(CGFloat(100), CGFloat(-130)), (50, 0), (200, -260)])
    func viewAlignedSlowDrag(distance: CGFloat, settled: CGFloat) {
        // [APPLE:viewalignedscrolltargetbehavior]: "the scroll view always picks an item view to settle on", among
        // the views of the `scrollTargetLayout()`; at rest the nearest edge to where it was let go.
        let driver = viewAlignedDriver()
        slowDrag(driver, by: distance)
        #expect(contentX(driver) == settled)
    }

    @Test("View aligned: a flick goes to the item nearest its decelerated end, inside the content's end")
    func viewAlignedFlick() {
        // [APPLE:view/scrolltargetbehavior(_:)]: the deceleration-projected end picks the item. A 40-point flick in
        // a tenth of a second leaves at about 400 points/s, projected 400 · 0.998 / 0.002 / 1000 ≈ 200 further: near
        // 240, so the third item (260), not the second the finger passed. The content is 640 wide, so offsets past
        // 340 stop at the end.
        let driver = viewAlignedDriver()
        flick(driver, by: 40)
        #expect(contentX(driver) == -260)
        flick(driver, by: 200)
        #expect(contentX(driver) == -340)
    }
}
