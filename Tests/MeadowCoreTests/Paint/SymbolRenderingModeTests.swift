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

/// The layered symbols `view` draws: each one's name and its layers' colours.
@MainActor
private func layeredSymbols<V: View>(_ view: V) -> [(String, SymbolPalette)] {
    drawnItems(LayoutHarness(view, size: CGSize(width: 300, height: 300)).displayList).compactMap { drawn in
        if case .layeredSymbol(let name, _, _, let layers) = drawn.item { return (name, layers) }
        return nil
    }
}

/// SwiftUI's `SymbolRenderingMode`, `symbolRenderingMode(_:)` and `Image(systemName:variableValue:)`: the colours
/// each mode gives a symbol's layers (Apple's documentation of `SymbolRenderingMode.hierarchical` and `.palette`:
/// the foreground's primary, secondary and tertiary styles, derived from the primary when only it is given).
@MainActor
@Suite("Symbol rendering mode")
struct SymbolRenderingModeTests {
    let red = Color.red.resolve(in: EnvironmentValues())
    let blue = Color.blue.resolve(in: EnvironmentValues())

    @Test("symbolRenderingMode(_:) sets the environment's mode, nil unless set")
    func environmentMode() {
        func shown<V: View>(_ view: V) -> String? {
            LayoutHarness(view, size: CGSize(width: 300, height: 300)).layoutTree.first { $0.kind == .text }?.text
        }
        #expect(shown(ModeReader()) == "none")
        #expect(shown(ModeReader().symbolRenderingMode(.hierarchical)) == "hierarchical")
        #expect(shown(ModeReader().symbolRenderingMode(.palette).symbolRenderingMode(.multicolor)) == "palette")
    }

    @Test("Monochrome, and no mode set, draw a symbol in the primary style alone")
    func monochromeIsOneColour() {
        for view in [
            AnyView(Image(systemName: "xmark.circle.fill").symbolRenderingMode(.monochrome).foregroundStyle(.red, .blue)),
            AnyView(Image(systemName: "xmark.circle.fill").foregroundStyle(.red)),
        ] {
            let drawn = symbols(view)
            #expect(drawn.map(\.0) == ["xmark.circle.fill"] && drawn.map(\.1) == [red])
            #expect(layeredSymbols(view).isEmpty)
        }
    }

    @Test("Hierarchical derives the secondary and tertiary layers from one style at 60 % and 30 % opacity")
    func hierarchicalDerivesLevels() {
        let drawn = layeredSymbols(Image(systemName: "xmark.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.red))
        #expect(drawn.map(\.0) == ["xmark.circle.fill"])
        #expect(drawn.map(\.1) == [SymbolPalette(primary: red, secondary: red.withAlpha(0.6), tertiary: red.withAlpha(0.3))])
    }

    @Test("Palette takes each level's style from foregroundStyle(_:_:), the tertiary the secondary's at 30 %")
    func paletteTakesLevels() {
        let drawn = layeredSymbols(Image(systemName: "cloud.sun.fill").symbolRenderingMode(.palette).foregroundStyle(.red, .blue))
        #expect(drawn.map(\.1) == [SymbolPalette(primary: red, secondary: blue, tertiary: blue.withAlpha(0.3))])
        let three = layeredSymbols(
            Image(systemName: "cloud.sun.fill").symbolRenderingMode(.palette).foregroundStyle(.red, .blue, .green))
        let green = Color.green.resolve(in: EnvironmentValues())
        #expect(three.map(\.1) == [SymbolPalette(primary: red, secondary: blue, tertiary: green)])
    }

    @Test("Multicolor marks the layers for the symbol's own colours, the others in the primary style")
    func multicolorKeepsPrimary() {
        let drawn = layeredSymbols(Image(systemName: "heart.fill").symbolRenderingMode(.multicolor).foregroundStyle(.blue))
        #expect(drawn.map(\.1) == [SymbolPalette(primary: blue, secondary: blue, tertiary: blue, isMulticolor: true)])
    }

    @Test("Multicolor in a dark environment asks for the symbol's colours in their dark appearance")
    func multicolorTakesTheColorScheme() {
        let dark = layeredSymbols(
            Image(systemName: "heart.fill").symbolRenderingMode(.multicolor).environment(\.colorScheme, .dark))
        #expect(dark.map(\.1.colorScheme) == [.dark])
        let light = layeredSymbols(Image(systemName: "heart.fill").symbolRenderingMode(.multicolor))
        #expect(light.map(\.1.colorScheme) == [.light])
    }

    @Test("A mode set on the image wins over the environment's; renderingMode(.original) on a symbol is multicolour")
    func imageModeWins() {
        let own = VStack { Image(systemName: "heart.fill").symbolRenderingMode(.monochrome) }.symbolRenderingMode(.hierarchical)
        #expect(symbols(own).map(\.0) == ["heart.fill"] && layeredSymbols(own).isEmpty)
        let inherited = VStack { Image(systemName: "heart.fill") }.symbolRenderingMode(.hierarchical)
        #expect(layeredSymbols(inherited).map(\.0) == ["heart.fill"] && symbols(inherited).isEmpty)
        let original = layeredSymbols(Image(systemName: "heart.fill").renderingMode(.original).foregroundStyle(.blue))
        #expect(original.map(\.1.isMulticolor) == [true])
    }

    @Test("Image(systemName:variableValue:) draws the symbol, at its natural size")
    func variableValue() {
        let drawn = symbols(Image(systemName: "star", variableValue: 0.4))
        #expect(drawn.map(\.0) == ["star"])
        let tree = LayoutHarness(Image(systemName: "star", variableValue: 0.4), size: CGSize(width: 300, height: 300)).layoutTree
        #expect(tree.first { $0.kind == .image }?.frame == CGRect(x: 140, y: 140.5, width: 20, height: 19))
    }
}
