import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The widths of the fills `list` draws, in the order it draws them: each probe is a square of its own size.
private func fillWidths(_ list: DisplayList) -> [CGFloat] {
    drawnItems(list).compactMap { $0.fillBounds?.width }
}

/// A square of `side` points, tagged `id`.
@MainActor
private func square(_ id: String, _ side: CGFloat) -> some View {
    Color.red.frame(width: side, height: side).accessibilityIdentifier(id)
}

/// A 60-point square that raises itself to zIndex -1 when `lowered`: its own state, so only it updates.
private struct LoweringSquare: View {
    let probe: StateProbe<Bool>
    @State var lowered = false

    var body: some View {
        let _ = probe.binding = $lowered
        square("c", 60).zIndex(lowered ? -1 : 0)
    }
}

/// Three squares in a ZStack, the last of which lowers itself.
private struct LoweringStack: View {
    let probe: StateProbe<Bool>

    var body: some View {
        ZStack {
            square("a", 100)
            square("b", 80)
            LoweringSquare(probe: probe)
        }
    }
}

/// Two overlapping squares that count their taps; the first is drawn in front when `firstInFront`.
private struct TappableSquares: View {
    let first: CallCounter
    let second: CallCounter
    let firstInFront: Bool

    var body: some View {
        ZStack {
            square("first", 100).onTapGesture { first.record() }.zIndex(firstInFront ? 1 : 0)
            square("second", 80).onTapGesture { second.record() }
        }
    }
}

@MainActor
@Suite("zIndex")
struct ZIndexTests {
    @Test("A ZStack draws a child of higher zIndex in front, without moving anything")
    func higherDrawsInFront() {
        let view = ZStack {
            square("a", 100).zIndex(1)
            square("b", 80)
            square("c", 60)
        }
        let driver = InteractionDriver(view, device: canvas(200, 200))
        #expect(fillWidths(driver.makeDisplayList()) == [80, 60, 100])
        expectFrame(driver.find(identifier: "a"), rect(50, 50, 100, 100))
        expectFrame(driver.find(identifier: "b"), rect(60, 60, 80, 80))
        expectFrame(driver.find(identifier: "c"), rect(70, 70, 60, 60))
    }

    @Test("Children of equal zIndex keep their declaration order; a negative one draws behind the rest")
    func tiesKeepDeclarationOrder() {
        let view = ZStack {
            square("a", 100).zIndex(1)
            square("b", 80).zIndex(1)
            square("c", 60)
            square("d", 40).zIndex(-0.5)
        }
        let driver = InteractionDriver(view, device: canvas(200, 200))
        #expect(fillWidths(driver.makeDisplayList()) == [40, 60, 100, 80])
    }

    @Test("In an HStack, a view shifted over its neighbour with zIndex(-1) draws behind it, laid out as before")
    func stackSiblingBehind() {
        let view = HStack(spacing: 0) {
            square("a", 100)
            square("b", 80).offset(x: -50).zIndex(-1)
        }
        let driver = InteractionDriver(view, device: canvas(200, 100))
        #expect(fillWidths(driver.makeDisplayList()) == [80, 100])
        expectFrame(driver.find(identifier: "a"), rect(10, 0, 100, 100))
        expectFrame(driver.find(identifier: "b"), rect(60, 10, 80, 80))
    }

    @Test("A zIndex set before other modifiers stays with the view")
    func traitSurvivesModifiers() {
        let view = ZStack {
            square("a", 100).zIndex(1).padding(0).opacity(1)
            square("b", 80)
        }
        #expect(fillWidths(InteractionDriver(view, device: canvas(200, 200)).makeDisplayList()) == [80, 100])
    }

    @Test("A zIndex that a child's own state changes redraws its stack in the new order")
    func changeRedraws() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(LoweringStack(probe: probe), device: canvas(200, 200))
        #expect(fillWidths(driver.makeDisplayList()) == [100, 80, 60])
        probe.set(true)
        #expect(fillWidths(driver.makeDisplayList()) == [60, 100, 80])
        probe.set(false)
        #expect(fillWidths(driver.makeDisplayList()) == [100, 80, 60])
    }

    @Test("Hit testing follows the draw order: a tap lands on the child drawn in front", arguments: [false, true])
    func hitTestingFollowsDrawOrder(firstInFront: Bool) {
        let (first, second) = (CallCounter(), CallCounter())
        let driver = InteractionDriver(
            TappableSquares(first: first, second: second, firstInFront: firstInFront), device: canvas(200, 200))
        driver.tap(at: CGPoint(x: 100, y: 100))
        #expect(first.count == (firstInFront ? 1 : 0))
        #expect(second.count == (firstInFront ? 0 : 1))
    }
}
