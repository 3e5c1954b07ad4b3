import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// `accessibilityChildren(children:)` (iOS 15): synthetic elements, laid out over the view but neither drawn nor
/// touched, become the children of the view's element, as in Apple's example of a line chart read one element per
/// data point (developer.apple.com/documentation/swiftui/view/accessibilitychildren(children:)).
@MainActor
@Suite("accessibilityChildren gives an element synthetic children")
struct AccessibilityChildrenTests {
    private static let sales: [(month: String, value: Int)] = [("Jan", 10), ("Feb", 25), ("Mar", 15)]

    /// A chart drawn as one 120 × 60 shape, its bars given as synthetic children, one 40-point column each.
    private func chart() -> some View {
        Rectangle()
            .frame(width: 120, height: 60)
            .accessibilityLabel("Monthly Sales")
            .accessibilityChildren {
                HStack(spacing: 0) {
                    ForEach(Self.sales, id: \.month) { sale in
                        Rectangle()
                            .accessibilityLabel(sale.month)
                            .accessibilityValue("\(sale.value)")
                    }
                }
            }
    }

    @Test("The view's element becomes a container of the children's elements, each where its view is laid out")
    func chartBars() {
        // The chart is centred in the 200-point canvas, at (40, 70); each bar takes a third of its width.
        #expect(accessibilityDump(chart()) == """
            staticText "Monthly Sales" (40, 70, 120, 60)
              staticText "Jan" value="10" (40, 70, 40, 60)
              staticText "Feb" value="25" (80, 70, 40, 60)
              staticText "Mar" value="15" (120, 70, 40, 60)
            """)
    }

    @Test("A view that makes no element, or several, becomes a new group holding only the synthetic children; modifiers outside describe it")
    func newContainer() {
        let shape = Circle().frame(width: 40, height: 40).accessibilityChildren { Text("Dot") }.accessibilityLabel("Marker")
        #expect(accessibilityDump(shape) == """
            group "Marker" (80, 80, 40, 40)
              staticText "Dot" (87.25, 91.5, 25.5, 17)
            """)
        let texts = VStack(spacing: 0) { Text("A"); Text("B") }.accessibilityChildren { Text("C") }
        #expect(accessibilityDump(texts) == """
            group "" (95.75, 83, 8.5, 34)
              staticText "C" (95.75, 91.5, 8.5, 17)
            """)
    }

    @Test("The children are not drawn, and a tap goes to the view under them; their actions still run from the tree")
    func neitherDrawnNorTouched() throws {
        let taps = Box(0), presses = Box(0)
        let view = Rectangle()
            .frame(width: 120, height: 60)
            .onTapGesture { taps.value += 1 }
            .accessibilityChildren {
                Button("Bar") { presses.value += 1 }.frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        let driver = InteractionDriver(view, device: canvas(200, 200))
        let shown = drawnItems(driver.makeDisplayList()).filter { drawn in
            !drawn.effects.contains { if case .opacity(0) = $0 { true } else { false } }
        }
        #expect(shown.compactMap(\.fillBounds) == [CGRect(x: 40, y: 70, width: 120, height: 60)], "only the chart's own shape shows")
        #expect(!shown.contains { if case .text = $0.item { true } else { false } }, "the button's title is not drawn")
        driver.tap(at: CGPoint(x: 100, y: 100))
        #expect(taps.value == 1 && presses.value == 0)
        let bar = try #require(driver.accessibilityTree.node(label: "Bar"))
        #expect(bar.role == .button)
        bar.perform()
        #expect(presses.value == 1)
    }
}
