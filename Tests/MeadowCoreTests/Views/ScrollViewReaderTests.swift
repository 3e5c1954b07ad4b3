import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

// Facts checked (Apple's documentation of ScrollViewProxy.scrollTo(_:anchor:)): the proxy scans the scroll views
// in the reader for the first with a child of that id and scrolls it so that "the view's anchor point" lines up
// with the scroll view's ("if anchor is .top, it aligns the top of the identified view to the top of the scroll
// view"); with no anchor it "scrolls the minimum amount needed to make the view fully visible"; inside
// withAnimation the scroll animates.

/// Keeps the proxy a reader gave its content, for the test to call.
@MainActor
private final class ProxyBox {
    var proxy: ScrollViewProxy?
}

/// A scroll view of `rows` 50×40 rows with ids 0..<rows, in a lazy or a plain stack, inside a reader.
private struct ReaderList: View {
    let rows: Int
    let lazy: Bool
    let box: ProxyBox

    var body: some View {
        ScrollViewReader { proxy in
            let _ = box.proxy = proxy
            ScrollView {
                if lazy {
                    LazyVStack(spacing: 0) { ForEach(0..<rows, id: \.self) { block("row\($0)", 50, 40) } }
                } else {
                    VStack(spacing: 0) { ForEach(0..<rows, id: \.self) { block("row\($0)", 50, 40) } }
                }
            }
        }
    }
}

/// Forty rows with a view given the id "target" by `id(_:)` after the twentieth.
private struct IdentifiedTarget: View {
    let box: ProxyBox

    var body: some View {
        ScrollViewReader { proxy in
            let _ = box.proxy = proxy
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { block("row\($0)", 50, 40) }
                    block("target", 50, 40).id("target")
                    ForEach(20..<40, id: \.self) { block("row\($0)", 50, 40) }
                }
            }
        }
    }
}

@MainActor
@Suite("ScrollViewReader")
struct ScrollViewReaderTests {
    private func driver(rows: Int = 10_000, lazy: Bool = true) -> (InteractionDriver, ProxyBox) {
        let box = ProxyBox()
        let driver = InteractionDriver(ReaderList(rows: rows, lazy: lazy, box: box), device: canvas(300, 400))
        driver.layOut()
        return (driver, box)
    }

    @Test("scrollTo puts an unbuilt row of a LazyVStack at the anchor: top at top, centre at centre, bottom at bottom",
        arguments: [(UnitPoint.top, CGFloat(0)), (.center, 180), (.bottom, 360)])
    func lazyAnchors(anchor: UnitPoint, y: CGFloat) {
        let (driver, box) = driver()
        box.proxy?.scrollTo(100, anchor: anchor)
        driver.layOut()
        expectFrame(driver.find(identifier: "row100"), rect(125, y, 50, 40))
    }

    @Test("scrollTo works in a plain VStack too, by the ForEach element's id")
    func plainStack() {
        let (driver, box) = driver(rows: 100, lazy: false)
        box.proxy?.scrollTo(50, anchor: .top)
        driver.layOut()
        expectFrame(driver.find(identifier: "row50"), rect(125, 0, 50, 40))
    }

    @Test("scrollTo stops at the content's end: the last row can only reach the bottom")
    func clampedAtEnd() {
        let (driver, box) = driver()
        box.proxy?.scrollTo(9_999, anchor: .top)
        driver.layOut()
        expectFrame(driver.find(identifier: "row9999"), rect(125, 360, 50, 40))
    }

    @Test("With no anchor, scrollTo moves the least that shows the row: a row below ends at the bottom; a visible one stays")
    func noAnchor() {
        let (driver, box) = driver()
        box.proxy?.scrollTo(3)
        driver.layOut()
        expectFrame(driver.find(identifier: "row3"), rect(125, 120, 50, 40))
        box.proxy?.scrollTo(20)
        driver.layOut()
        expectFrame(driver.find(identifier: "row20"), rect(125, 360, 50, 40))
    }

    @Test("Inside withAnimation, scrollTo moves the content over frames along the curve")
    func animated() {
        let (driver, box) = driver()
        withAnimation(.linear(duration: 1)) { box.proxy?.scrollTo(100, anchor: .top) }
        driver.layOut()
        driver.step(0.5)
        // Halfway along a linear curve: scrolled 2,000 of the 4,000 points, so row 50 is at the top.
        expectFrame(driver.find(identifier: "row50"), rect(125, 0, 50, 40))
        #expect(driver.find(identifier: "row100") == nil)
        driver.step(0.6)
        expectFrame(driver.find(identifier: "row100"), rect(125, 0, 50, 40))
    }

    @Test("scrollTo finds a view by the id given with id(_:)")
    func explicitID() {
        let box = ProxyBox()
        let driver = InteractionDriver(IdentifiedTarget(box: box), device: canvas(300, 400))
        driver.layOut()
        box.proxy?.scrollTo("target", anchor: .top)
        driver.layOut()
        expectFrame(driver.find(identifier: "target"), rect(125, 0, 50, 40))
    }
}
