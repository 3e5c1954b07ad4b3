import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Shows the environment's symbol rendering mode as text.
private struct ModeReader: View {
    @Environment(\.symbolRenderingMode) private var mode

    var body: some View {
        Text(mode == .hierarchical ? "hierarchical" : mode == .palette ? "palette" : mode == nil ? "none" : "other")
    }
}

/// The symbols `view` draws: each one's name and colour.
@MainActor
private func symbols<V: View>(_ view: V) -> [(String, RGBA)] {
    drawnItems(LayoutHarness(view, size: CGSize(width: 300, height: 300)).displayList).compactMap { drawn in
        if case .symbol(let name, _, _, let color) = drawn.item { return (name, color) }
        return nil
    }
}

/// SwiftUI's `SymbolRenderingMode`, `symbolRenderingMode(_:)` and `Image(systemName:variableValue:)`, over
/// Meadow's one-layer symbols.
@MainActor
@Suite("Symbol rendering mode")
struct SymbolRenderingModeTests {
    @Test("symbolRenderingMode(_:) sets the environment's mode, nil unless set")
    func environmentMode() {
        func shown<V: View>(_ view: V) -> String? {
            LayoutHarness(view, size: CGSize(width: 300, height: 300)).layoutTree.first { $0.kind == .text }?.text
        }
        #expect(shown(ModeReader()) == "none")
        #expect(shown(ModeReader().symbolRenderingMode(.hierarchical)) == "hierarchical")
        #expect(shown(ModeReader().symbolRenderingMode(.palette).symbolRenderingMode(.multicolor)) == "palette")
    }

    @Test("A one-layer symbol is drawn whole in the primary style in every mode, palette and hierarchical too")
    func oneLayerIsPrimary() {
        let red = Color.red.resolve(in: EnvironmentValues())
        for mode in [SymbolRenderingMode.monochrome, .multicolor, .hierarchical, .palette] {
            let drawn = symbols(Image(systemName: "star.fill").symbolRenderingMode(mode).foregroundStyle(.red, .blue))
            #expect(drawn.map(\.0) == ["star.fill"] && drawn.map(\.1) == [red])
        }
    }

    @Test("Image(systemName:variableValue:) draws the symbol, at its natural size")
    func variableValue() {
        let drawn = symbols(Image(systemName: "star", variableValue: 0.4))
        #expect(drawn.map(\.0) == ["star"])
        let tree = LayoutHarness(Image(systemName: "star", variableValue: 0.4), size: CGSize(width: 300, height: 300)).layoutTree
        #expect(tree.first { $0.kind == .image }?.frame == CGRect(x: 140, y: 140.5, width: 20, height: 19))
    }
}
