import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A vertical scroll view filling a 300×600 canvas, over one 300-wide block of `height` points tagged "content".
@MainActor
private func scrollingDriver(contentHeight height: CGFloat) -> InteractionDriver {
    let view = ScrollView {
        Color.red.frame(width: 300, height: height).accessibilityIdentifier("content")
    }
    return InteractionDriver(view, device: canvas(300, 600))
}

/// UIScrollView's rubber band (reference constant 0.55): how far content dragged `excess` points past an end moves.
private func rubberBand(_ excess: CGFloat, dimension: CGFloat) -> CGFloat {
    (1 - 1 / (excess * 0.55 / dimension + 1)) * dimension
}

@MainActor
@Suite("ScrollView scrolling")
struct ScrollViewTests {
    /// The frame of the scrolled block now.
    private func content(_ driver: InteractionDriver) -> CGRect {
        driver.find(identifier: "content")?.frame ?? .null
    }

    /// Drags along a straight line with no flick: the finger rests a fifth of a second before lifting.
    private func slowDrag(_ driver: InteractionDriver, from start: CGPoint, to end: CGPoint) {
        driver.drag(from: start, to: end, duration: 0.3, release: false)
        driver.step(0.2)
        driver.release(at: end)
    }

    @Test("Dragging a vertical scroll view moves the content by exactly the drag")
    func dragMovesContent() {
        // §7 and UIScrollView: inside its ends the content follows the finger one to one.
        let driver = scrollingDriver(contentHeight: 2000)
        #expect(content(driver) == rect(0, 0, 300, 2000))
        driver.drag(along: [CGPoint(x: 150, y: 400), CGPoint(x: 150, y: 380), CGPoint(x: 150, y: 330)], release: false)
        #expect(content(driver).minY == -70)
        driver.drag(along: [CGPoint(x: 150, y: 330), CGPoint(x: 150, y: 200)], release: false)
        #expect(content(driver).minY == -200)
        driver.step(0.2)
        driver.release(at: CGPoint(x: 150, y: 200))
        #expect(content(driver).minY == -200, "a release at rest does not coast")
        driver.settle()
        #expect(content(driver).minY == -200)
        #expect(!driver.graph.isAnimating)
    }

    @Test("A sideways drag does not move a vertical scroll view")
    func sidewaysDragIgnored() {
        let driver = scrollingDriver(contentHeight: 2000)
        driver.drag(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 50, y: 290))
        driver.settle()
        #expect(content(driver).minY == 0)
    }

    @Test("Past the top the content moves less than the finger, by UIScrollView's rubber band")
    func rubberBandsAtTop() {
        let driver = scrollingDriver(contentHeight: 2000)
        driver.drag(from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 300), release: false)
        let expected = rubberBand(200, dimension: 600)
        #expect(abs(content(driver).minY - expected) < 1e-9, "\(content(driver).minY), not \(expected)")
        #expect(content(driver).minY < 100, "much less than the 200-point drag")
    }

    @Test("Released past the top, the content springs back to the top without overshooting")
    func springsBackFromTop() {
        let driver = scrollingDriver(contentHeight: 2000)
        slowDrag(driver, from: CGPoint(x: 150, y: 100), to: CGPoint(x: 150, y: 300))
        let released = content(driver).minY
        #expect(released > 50)
        #expect(driver.graph.isAnimating)
        var previous = released
        for _ in 0..<30 {
            driver.step(1.0 / 60)
            let now = content(driver).minY
            #expect(now <= previous && now >= 0, "moves back toward the top monotonically: \(previous) → \(now)")
            previous = now
        }
        #expect(previous < released / 2, "well on its way after half a second")
        driver.settle()
        #expect(content(driver).minY == 0)
        #expect(!driver.graph.isAnimating)
    }

    @Test("A flick coasts beyond the finger's release point, slowing down, then stops")
    func flickCoasts() {
        // UIScrollView's normal deceleration, 0.998 per millisecond: a release at v points per second coasts
        // v · 0.998 / 0.002 / 1000 = 0.499 · v points.
        let driver = scrollingDriver(contentHeight: 4000)
        driver.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 150, y: 300), duration: 0.1)
        let released = content(driver).minY
        #expect(released == -200)
        driver.step(1.0 / 60)
        let firstStep = released - content(driver).minY
        #expect(firstStep > 20, "still moving at about 2000 points per second")
        driver.step(0.5)
        let before = content(driver).minY
        driver.step(1.0 / 60)
        #expect(before - content(driver).minY < firstStep / 2, "slowing down")
        driver.settle()
        let stopped = content(driver).minY
        #expect(abs(stopped - (-200 - 0.499 * 2000)) < 1e-3, "coasted to \(stopped)")
        driver.step(0.5)
        #expect(content(driver).minY == stopped, "and stays")
    }

    @Test("A touch on coasting content stops it where it is")
    func touchCatchesCoast() {
        let driver = scrollingDriver(contentHeight: 4000)
        driver.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 150, y: 300), duration: 0.1)
        driver.step(0.2)
        driver.graph.pointerDown(at: CGPoint(x: 150, y: 300))
        let caught = content(driver).minY
        #expect(caught < -300)
        driver.step(0.3)
        #expect(content(driver).minY == caught)
        driver.release(at: CGPoint(x: 150, y: 300))
        driver.settle()
        #expect(content(driver).minY == caught)
    }

    @Test(
        "Dragged or flicked far past the end, the content settles exactly at the end",
        arguments: [false, true])
    func settlesAtEnd(flick: Bool) {
        // The content's bottom meets the viewport's bottom: 1000 points of content in a 600-point viewport end at
        // an offset of 400.
        let driver = scrollingDriver(contentHeight: 1000)
        let (start, end) = (CGPoint(x: 150, y: 580), CGPoint(x: 150, y: 20))
        if flick {
            driver.drag(from: start, to: end, duration: 0.1)
        } else {
            slowDrag(driver, from: start, to: end)
            let released = content(driver)
            #expect(abs(released.maxY - (600 - rubberBand(160, dimension: 600))) < 1e-9, "rubber-banded past the end")
        }
        driver.settle()
        let viewport = driver.layoutTree.node(kind: .scrollView)?.frame
        #expect(viewport == rect(0, 0, 300, 600))
        #expect(content(driver).maxY == viewport?.maxY)
        #expect(content(driver) == rect(0, -400, 300, 1000))
        #expect(!driver.graph.isAnimating)
    }

    @Test("Content shorter than the viewport springs back to the top after any drag")
    func shortContentDoesNotScroll() {
        let driver = scrollingDriver(contentHeight: 300)
        slowDrag(driver, from: CGPoint(x: 150, y: 200), to: CGPoint(x: 150, y: 100))
        #expect(content(driver).minY < 0, "it rubber-bands")
        #expect(content(driver).minY > -100)
        driver.settle()
        #expect(content(driver).minY == 0)
    }

    @Test("A horizontal drag on a horizontal scroll view inside a vertical one scrolls only the inner")
    func nestedHorizontalDrag() throws {
        let driver = InteractionDriver(NestedScrollViews(), device: canvas(300, 600))
        let inner = try #require(driver.find(identifier: "inner"))
        let outer = try #require(driver.find(identifier: "outer"))
        #expect(inner.frame == rect(0, 0, 1000, 200))
        slowDrag(driver, from: CGPoint(x: 250, y: 100), to: CGPoint(x: 50, y: 105))
        #expect(driver.find(identifier: "inner")?.frame == rect(-200, 0, 1000, 200))
        #expect(driver.find(identifier: "outer")?.frame == outer.frame, "the outer did not move")
    }

    @Test("A vertical drag on a horizontal scroll view inside a vertical one scrolls the outer")
    func nestedVerticalDrag() throws {
        let driver = InteractionDriver(NestedScrollViews(), device: canvas(300, 600))
        let outer = try #require(driver.find(identifier: "outer"))
        slowDrag(driver, from: CGPoint(x: 150, y: 150), to: CGPoint(x: 145, y: 50))
        #expect(driver.find(identifier: "inner")?.frame == rect(0, -100, 1000, 200), "moved up with the outer content")
        #expect(driver.find(identifier: "outer")?.frame == outer.frame.offsetBy(dx: 0, dy: -100))
    }

    @Test("The wheel scrolls by its delta and stops at the ends")
    func wheelScrolls() {
        let driver = scrollingDriver(contentHeight: 2000)
        let point = CGPoint(x: 150, y: 300)
        driver.scroll(at: point, by: CGSize(width: 0, height: 120))
        #expect(content(driver).minY == -120)
        #expect(!driver.graph.isAnimating, "the wheel moves without animation")
        driver.scroll(at: point, by: CGSize(width: 0, height: 10_000))
        #expect(content(driver).maxY == 600, "stops at the end")
        driver.scroll(at: point, by: CGSize(width: 0, height: -50))
        #expect(content(driver).minY == -1350)
        driver.scroll(at: point, by: CGSize(width: 0, height: -10_000))
        #expect(content(driver).minY == 0, "stops at the top")
    }

    @Test("A sideways wheel over nested scroll views scrolls the horizontal one")
    func wheelPicksAxis() {
        let driver = InteractionDriver(NestedScrollViews(), device: canvas(300, 600))
        driver.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 300, height: 0))
        #expect(driver.find(identifier: "inner")?.frame == rect(-300, 0, 1000, 200))
        driver.scroll(at: CGPoint(x: 150, y: 100), by: CGSize(width: 0, height: 100))
        #expect(driver.find(identifier: "inner")?.frame == rect(-300, -100, 1000, 200))
    }

    @Test("A tap on a button inside a scroll view runs it; a drag that starts on it scrolls instead")
    func buttonInScrollView() {
        let taps = CallCounter()
        let view = ScrollView {
            Button(action: { taps.record() }) { Color.blue.frame(width: 300, height: 100) }
            Color.red.frame(width: 300, height: 2000).accessibilityIdentifier("content")
        }
        let driver = InteractionDriver(view, device: canvas(300, 600))
        let start = content(driver).minY
        driver.tap(at: CGPoint(x: 150, y: 50))
        #expect(taps.count == 1)
        slowDrag(driver, from: CGPoint(x: 150, y: 50), to: CGPoint(x: 150, y: 10))
        #expect(taps.count == 1, "the drag scrolled")
        #expect(content(driver).minY == start - 40)
    }
}

/// A vertical scroll view whose content starts with a horizontal scroll view of a 1000×200 block ("inner"),
/// followed by a 300×1500 block ("outer").
private struct NestedScrollViews: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ScrollView(.horizontal) {
                    Color.blue.frame(width: 1000, height: 200).accessibilityIdentifier("inner")
                }
                Color.red.frame(width: 300, height: 1500).accessibilityIdentifier("outer")
            }
        }
    }
}
