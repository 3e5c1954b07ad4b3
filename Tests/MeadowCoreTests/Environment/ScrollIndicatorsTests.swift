import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Shows the scroll indicator visibilities of its environment.
private struct IndicatorProbe: View {
    @Environment(\.horizontalScrollIndicatorVisibility) private var horizontal
    @Environment(\.verticalScrollIndicatorVisibility) private var vertical

    var body: some View { Text("h \(horizontal.description) v \(vertical.description)") }
}

@MainActor
@Suite("scrollIndicators(_:axes:) sets the environment's indicator visibilities, as SwiftUI's")
struct ScrollIndicatorsTests {
    private func shows<V: View>(_ view: V, _ text: String) -> Bool {
        LayoutHarness(view, device: .iPhone15).layoutTree.node(text: text) != nil
    }

    @Test("Both visibilities are automatic by default")
    func automaticByDefault() {
        #expect(shows(IndicatorProbe(), "h automatic v automatic"))
    }

    @Test(
        "The modifier sets only the axes it names; both when it names none",
        arguments: [
            (Axis.Set([.vertical, .horizontal]), "h hidden v hidden"), (.vertical, "h automatic v hidden"),
            (.horizontal, "h hidden v automatic"),
        ])
    func setsNamedAxes(axes: Axis.Set, text: String) {
        #expect(shows(IndicatorProbe().scrollIndicators(.hidden, axes: axes), text))
    }

    @Test("The default axes are both, and an inner modifier overrides an outer one")
    func innerWins() {
        #expect(shows(IndicatorProbe().scrollIndicators(.never), "h never v never"))
        #expect(shows(IndicatorProbe().scrollIndicators(.visible, axes: .vertical).scrollIndicators(.hidden), "h hidden v visible"))
    }
}
