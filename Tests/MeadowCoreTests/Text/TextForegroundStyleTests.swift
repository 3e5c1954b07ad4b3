import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The colour each string of a view's display list is drawn in.
@MainActor
private func colors<V: View>(of view: V) -> [String: RGBA] {
    var found: [String: RGBA] = [:]
    func visit(_ list: DisplayList) {
        for item in list.items {
            switch item {
            case .text(let run, _, let color): found[run.string] = color
            case .group(_, let inner): visit(inner)
            default: break
            }
        }
    }
    visit(LayoutHarness(view, size: CGSize(width: 300, height: 300)).displayList)
    return found
}

/// A slot machine's score label style: an extension on `Text` that returns `Text`, styled with iOS 17's
/// `foregroundStyle(_:)` (`Text`'s own, which returns `Text`).
private extension Text {
    func scoreLabelStyle() -> Text {
        self.foregroundStyle(.white).font(.system(size: 10, weight: .bold, design: .rounded))
    }
}

/// SwiftUI's `Text.foregroundStyle(_:)` (iOS 17), which returns `Text`.
@MainActor
@Suite("Text.foregroundStyle")
struct TextForegroundStyleTests {
    @Test("A Text extension returning Text styles it with foregroundStyle, in the style's colour")
    func extensionReturningText() {
        let drawn = colors(of: Text("YOUR COINS").scoreLabelStyle())
        #expect(drawn["YOUR COINS"] == Color.white.resolve(in: EnvironmentValues()))
    }

    @Test("Styled parts concatenate, each span in its style; a hierarchical style resolves where the text is drawn")
    func concatenatedParts() throws {
        let text: Text = Text("Red").foregroundStyle(.red) + Text("Grey").foregroundStyle(.secondary)
        var runs: [TextStyleRun] = []
        func visit(_ list: DisplayList) {
            for item in list.items {
                if case .text(let run, _, _) = item { runs.append(run) }
                if case .group(_, let inner) = item { visit(inner) }
            }
        }
        visit(LayoutHarness(text, size: CGSize(width: 300, height: 300)).displayList)
        let run = try #require(runs.first)
        let environment = EnvironmentValues()
        #expect(run.spans.map(\.color) == [Color.red.resolve(in: environment), Color.secondary.resolve(in: environment)])
    }

    @Test("The tint style on a text paints the tint around it")
    func tintStyle() {
        let drawn = colors(of: Text("Tinted").foregroundStyle(.tint).tint(.orange))
        #expect(drawn["Tinted"] == Color.orange.resolve(in: EnvironmentValues()))
    }
}
