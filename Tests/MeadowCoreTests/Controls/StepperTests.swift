import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The editing changes a stepper reports, in order.
@MainActor
private final class EditingLog {
    var changes: [Bool] = []
}

/// A stepper bound to its own state within `bounds`, handing `$quantity` to `probe` and its editing changes to
/// `log`.
private struct QuantitySetting: View {
    let probe: StateProbe<Int>
    var log = EditingLog()
    var bounds: ClosedRange<Int>? = 0...3
    var step = 1
    @State private var quantity = 1

    var body: some View {
        let _ = probe.binding = $quantity
        if let bounds {
            Stepper("Quantity", value: $quantity, in: bounds, step: step) { log.changes.append($0) }
        } else {
            Stepper("Quantity", value: $quantity, step: step) { log.changes.append($0) }
        }
    }
}

/// `Stepper` as iOS draws a `UIStepper` after its label: the row as wide as it is offered, the 94 × 32 control
/// trailing, its halves 47 wide (text measured by `FixedMetricsTextSystem`: a body character is 8.5 points wide, a
/// line 17 tall).
@MainActor
@Suite("Stepper lays out and steps as iOS's UIStepper")
struct StepperTests {
    private let minus = CGPoint(x: 322.5, y: 50)
    private let plus = CGPoint(x: 369.5, y: 50)

    private func halves(_ tree: LayoutNode) -> [CGRect] {
        tree.allNodes.filter { $0.kind == .custom("StepperHalf") }.map(\.frame)
    }

    /// The colour each symbol is drawn in, by name.
    private func symbolColors(_ list: DisplayList) -> [String: RGBA] {
        var colors: [String: RGBA] = [:]
        for drawn in drawnItems(list) {
            if case .symbol(let name, _, _, let color) = drawn.item { colors[name] = color }
        }
        return colors
    }

    private var dimmed: RGBA { Color.placeholderText.resolve(in: EnvironmentValues()) }

    @Test("The label is leading and the 94 × 32 control trailing, the row as wide as it is offered")
    func layout() {
        let tree = LayoutHarness(
            Stepper("Quantity", value: .constant(2), in: 0...10), size: CGSize(width: 393, height: 100)
        ).layoutTree
        expectFrame(tree.node(kind: .custom("Stepper<Text>")), rect(0, 34, 393, 32))
        expectFrame(tree.node(text: "Quantity"), rect(0, 41.5, 68, 17))
        expectFrame(tree.node(kind: .custom("StepperControl")), rect(299, 34, 94, 32))
        #expect(halves(tree) == [rect(299, 34, 47, 32), rect(346, 34, 47, 32)])
    }

    @Test("The control is a tertiary-fill rounded rectangle with a 1 × 18 separator in its middle")
    func drawing() {
        let list = LayoutHarness(
            Stepper("Quantity", value: .constant(2), in: 0...10), size: CGSize(width: 393, height: 100)
        ).displayList
        let background = fills(of: CGSize(width: 94, height: 32), in: list)
        #expect(background.map(\.fillBounds) == [rect(299, 34, 94, 32)])
        if case .fill(_, let color, _) = background.first?.item { #expect(color == RGBA(hex: 0x767680, alpha: 0.12)) }
        let separator = fills(of: CGSize(width: 1, height: 18), in: list)
        #expect(separator.map(\.fillBounds) == [rect(345.5, 41, 1, 18)])
        #expect(symbolColors(list) == ["minus": RGBA(hex: 0x000000), "plus": RGBA(hex: 0x000000)])
    }

    @Test("A label view sits leading, the control centred on the row's height")
    func labelView() {
        let stepper = Stepper {
            Color.red.frame(width: 30, height: 40).accessibilityIdentifier("label")
        } onIncrement: {
        } onDecrement: {
        }
        let tree = LayoutHarness(stepper, size: CGSize(width: 200, height: 100)).layoutTree
        expectFrame(tree.node(identifier: "label"), rect(0, 30, 30, 40))
        expectFrame(tree.node(kind: .custom("StepperControl")), rect(106, 34, 94, 32))
    }

    @Test("Tapping + and − steps the value, and stops at the bounds with that half dimmed")
    func tapsStopAtBounds() {
        let probe = StateProbe<Int>()
        let log = EditingLog()
        let driver = InteractionDriver(QuantitySetting(probe: probe, log: log), device: canvas(393, 100))
        driver.tap(at: plus)
        #expect(probe.value == 2)
        #expect(log.changes == [true, false])
        driver.tap(at: plus)
        driver.tap(at: plus)
        #expect(probe.value == 3)
        #expect(log.changes == [true, false, true, false], "a half at its bound does nothing")
        #expect(symbolColors(driver.makeDisplayList()) == ["minus": RGBA(hex: 0x000000), "plus": dimmed])
        for _ in 0..<4 { driver.tap(at: minus) }
        #expect(probe.value == 0)
        #expect(symbolColors(driver.makeDisplayList()) == ["minus": dimmed, "plus": RGBA(hex: 0x000000)])
    }

    @Test("A disabled stepper greys its label and both symbols, and a tap steps nothing")
    func disabledStepper() {
        let probe = StateProbe<Int>()
        let driver = InteractionDriver(QuantitySetting(probe: probe).disabled(true), device: canvas(393, 100))
        let list = driver.makeDisplayList()
        #expect(symbolColors(list) == ["minus": dimmed, "plus": dimmed])
        let label = drawnItems(list).compactMap { drawn -> RGBA? in
            if case .text(let run, _, let color) = drawn.item, run.string == "Quantity" { return color }
            return nil
        }
        #expect(label == [dimmed])
        driver.tap(at: plus)
        driver.settle()
        #expect(probe.value == 1)
    }

    @Test("A step past a bound stops at the bound")
    func stepClampedToBound() {
        let probe = StateProbe<Int>()
        let driver = InteractionDriver(
            QuantitySetting(probe: probe, bounds: 0...10, step: 4), device: canvas(393, 100))
        probe.set(8)
        driver.tap(at: plus)
        #expect(probe.value == 10)
        driver.tap(at: minus)
        #expect(probe.value == 6)
    }

    @Test("Without bounds the value steps either way by the step")
    func unbounded() {
        let probe = StateProbe<Int>()
        let driver = InteractionDriver(
            QuantitySetting(probe: probe, bounds: nil, step: 5), device: canvas(393, 100))
        driver.tap(at: minus)
        #expect(probe.value == -4)
        driver.tap(at: plus)
        driver.tap(at: plus)
        #expect(probe.value == 6)
    }

    @Test("The action initialiser calls the actions; a nil action dims its half")
    func actions() {
        let increments = CallCounter()
        let driver = InteractionDriver(
            Stepper("Page", onIncrement: { increments.record() }, onDecrement: nil), device: canvas(393, 100))
        driver.tap(at: plus)
        driver.tap(at: minus)
        driver.tap(at: plus)
        #expect(increments.count == 2)
        #expect(symbolColors(driver.makeDisplayList())["minus"] == dimmed)
    }

    @Test("A disabled stepper dims both halves and ignores taps")
    func disabled() {
        let probe = StateProbe<Int>()
        let log = EditingLog()
        let driver = InteractionDriver(
            QuantitySetting(probe: probe, log: log).disabled(true), device: canvas(393, 100))
        driver.tap(at: plus)
        driver.tap(at: minus)
        #expect(probe.value == 1)
        #expect(log.changes.isEmpty)
        #expect(symbolColors(driver.makeDisplayList()) == ["minus": dimmed, "plus": dimmed])
    }

    @Test("SwiftUI's older label-last initialisers build the same control")
    func labelLast() {
        let value = Binding.constant(1)
        let steppers: [AnyView] = [
            AnyView(Stepper(value: value, in: 0...5, onEditingChanged: { _ in }) { Text("A") }),
            AnyView(Stepper(value: value, onEditingChanged: { _ in }) { Text("A") }),
            AnyView(Stepper(onIncrement: {}, onDecrement: {}) { Text("A") }),
        ]
        for stepper in steppers {
            let tree = LayoutHarness(stepper, size: CGSize(width: 393, height: 100)).layoutTree
            expectFrame(tree.node(kind: .custom("StepperControl")), rect(299, 34, 94, 32))
        }
    }
}
