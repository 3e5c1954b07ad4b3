import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

// Facts checked (Apple's documentation of scrollPosition(id:anchor:), reference/swiftui-layout.md §7
// "scrollPosition(id:anchor:)"): with scrollTargetLayout() on the content, "as the scroll view scrolls, the binding
// will be updated with the identity of the leading-most / top-most view"; setting the binding scrolls to the view
// with that id (ScrollViewProxy.scrollTo's placement, the view's top at the top with no anchor).

/// A scroll view of 10,000 50×40 rows with ids 0..<10,000 whose position is bound to `probe`'s state.
private struct PositionedList: View {
    let probe: StateProbe<Int?>
    let anchor: UnitPoint?
    let lazy: Bool
    @State private var position: Int?

    var body: some View {
        let _ = probe.binding = $position
        ScrollView {
            if lazy {
                LazyVStack(spacing: 0) { ForEach(0..<10_000, id: \.self) { block("row\($0)", 50, 40) } }
                    .scrollTargetLayout()
            } else {
                VStack(spacing: 0) { ForEach(0..<100, id: \.self) { block("row\($0)", 50, 40) } }
                    .scrollTargetLayout()
            }
        }
        .scrollPosition(id: $position, anchor: anchor)
    }
}

@MainActor
@Suite("scrollPosition(id:anchor:)")
struct ScrollPositionTests {
    private func driver(anchor: UnitPoint? = nil, lazy: Bool = true) -> (InteractionDriver, StateProbe<Int?>) {
        let probe = StateProbe<Int?>()
        let driver = InteractionDriver(PositionedList(probe: probe, anchor: anchor, lazy: lazy), device: canvas(300, 400))
        driver.layOut()
        return (driver, probe)
    }

    @Test("Scrolling writes the id of the top-most row: the first reaching below the top edge", arguments: [true, false])
    func scrollingWritesTopMost(lazy: Bool) {
        let (driver, probe) = driver(lazy: lazy)
        #expect(probe.value == .some(nil))
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 100))
        // Row 2 spans 80 to 120 in the content.
        #expect(probe.value == 2)
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 20))
        // Row 2 ends at the top edge: row 3 is the top-most.
        #expect(probe.value == 3)
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: -120))
        #expect(probe.value == 0)
    }

    @Test("With an anchor, the row at the anchor's point of the visible part is the one written")
    func anchorPicksRow() {
        let (driver, probe) = driver(anchor: .center)
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 100))
        // The centre is 300 into the content: row 7 (280 to 320).
        #expect(probe.value == 7)
    }

    @Test("Setting the binding scrolls to that row, built or not, its top at the top; the binding keeps the id")
    func settingScrolls() {
        let (driver, probe) = driver()
        probe.set(5_000)
        expectFrame(driver.layoutTree.node(identifier: "row5000"), rect(125, 0, 50, 40))
        #expect(probe.value == 5_000)
        probe.set(20)
        expectFrame(driver.layoutTree.node(identifier: "row20"), rect(125, 0, 50, 40))
        expectFrame(driver.layoutTree.node(identifier: "row21"), rect(125, 40, 50, 40))
        #expect(probe.value == 20)
    }

    @Test("Setting the binding with a centre anchor puts the row's centre at the centre")
    func settingScrollsToAnchor() {
        let (driver, probe) = driver(anchor: .center, lazy: false)
        probe.set(50)
        expectFrame(driver.layoutTree.node(identifier: "row50"), rect(125, 180, 50, 40))
    }

    @Test("Inside withAnimation, setting the binding scrolls with the animation")
    func settingAnimates() {
        let (driver, probe) = driver(lazy: false)
        withAnimation(.linear(duration: 1)) { probe.set(50) }
        driver.step(0.5)
        // The change shows in the first frame stepped, 1/60 s on: the scroll of 2,000 has run 29/60 of its second.
        expectFrame(driver.layoutTree.node(identifier: "row50"), rect(125, 2000 - 2000 * 29 / 60, 50, 40))
        driver.settle()
        expectFrame(driver.layoutTree.node(identifier: "row50"), rect(125, 0, 50, 40))
    }
}
