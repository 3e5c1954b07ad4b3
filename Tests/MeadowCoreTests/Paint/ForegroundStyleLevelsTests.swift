import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The colour each text of `view` is drawn in, by string.
@MainActor
private func textColors<V: View>(_ view: V) -> [String: RGBA] {
    var colors: [String: RGBA] = [:]
    for drawn in drawnItems(LayoutHarness(view, size: CGSize(width: 300, height: 300)).displayList) {
        if case .text(let run, _, let color) = drawn.item { colors[run.string] = color }
    }
    return colors
}

/// SwiftUI's `foregroundStyle(_:_:)` and `foregroundStyle(_:_:_:)`: the hierarchical levels take the styles given.
@MainActor
@Suite("Foreground style levels")
struct ForegroundStyleLevelsTests {
    static let environment = EnvironmentValues()
    static let red = Color.red.resolve(in: environment)
    static let blue = Color.blue.resolve(in: environment)
    static let green = Color.green.resolve(in: environment)

    /// Three texts in the primary, secondary and tertiary levels.
    struct Levels: View {
        var body: some View {
            VStack {
                Text("one")
                Text("two").foregroundStyle(.secondary)
                Text("three").foregroundStyle(.tertiary)
            }
        }
    }

    @Test("With two styles, text is in the first, .secondary in the second and .tertiary in the second at 30 %")
    func twoStyles() {
        let colors = textColors(Levels().foregroundStyle(.red, .blue))
        #expect(colors["one"] == Self.red)
        #expect(colors["two"] == Self.blue)
        #expect(colors["three"] == RGBA(red: Self.blue.red, green: Self.blue.green, blue: Self.blue.blue, alpha: 0.3))
    }

    @Test("With three styles, .tertiary is the third")
    func threeStyles() {
        let colors = textColors(Levels().foregroundStyle(.red, .blue, .green))
        #expect([colors["one"], colors["two"], colors["three"]] == [Self.red, Self.blue, Self.green])
    }

    @Test("One style set further in replaces the levels: .secondary is that style at 60 %")
    func oneStyleReplacesLevels() {
        let colors = textColors(Levels().foregroundStyle(.green).foregroundStyle(.red, .blue))
        #expect(colors["one"] == Self.green)
        #expect(colors["two"] == RGBA(red: Self.green.red, green: Self.green.green, blue: Self.green.blue, alpha: 0.6))
    }
}
