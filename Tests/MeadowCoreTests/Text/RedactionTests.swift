import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Shows the environment's redaction reasons as text.
private struct ReasonsReader: View {
    @Environment(\.redactionReasons) private var reasons

    var body: some View {
        Text(reasons.isEmpty ? "none" : reasons.contains(.placeholder) ? "placeholder" : "other")
    }
}

/// What `view` draws on a 400×400 canvas: its texts' strings and its fills' bounds and colours, in root
/// coordinates.
@MainActor
private func drawing<V: View>(_ view: V) -> (texts: [String], fills: [(CGRect, RGBA)]) {
    let items = drawnItems(LayoutHarness(view, size: CGSize(width: 400, height: 400)).displayList)
    let texts = items.compactMap { drawn -> String? in
        if case .text(let run, _, _) = drawn.item { return run.string }
        return nil
    }
    let fills = items.compactMap { drawn -> (CGRect, RGBA)? in
        guard case .fill(_, let color, _) = drawn.item, let bounds = drawn.fillBounds else { return nil }
        return (bounds, color)
    }
    return (texts, fills)
}

/// SwiftUI's `redacted(reason:)`, `unredacted()`, `privacySensitive(_:)` and `redactionReasons`, with text
/// measured by fixed metrics (17-point body text: characters 8.5 points wide, lines 17 tall).
@MainActor
@Suite("Redaction")
struct RedactionTests {
    /// Black, the primary colour in light mode, made as faint as a placeholder's shapes.
    static let faintBlack = RGBA(red: 0, green: 0, blue: 0, alpha: RedactionReasons.placeholderOpacity)

    @Test("A placeholder Text draws a bar as long as its line and as tall as its font, where the text would be")
    func textIsOneBar() {
        // "Hello world": 93.5 × 17, centred on the canvas.
        let drawn = drawing(Text("Hello world").redacted(reason: .placeholder))
        #expect(drawn.texts.isEmpty)
        #expect(drawn.fills.map(\.0) == [rect(153.25, 191.5, 93.5, 17)])
        #expect(drawn.fills.map(\.1) == [Self.faintBlack])
    }

    @Test("A placeholder Text of two lines draws a bar for each, the space at the break left out")
    func eachLineIsABar() {
        // "Hello " / "world" at 60 points: 42.5 points each, the text 42.5 × 34 centred.
        let drawn = drawing(Text("Hello world").frame(width: 60).redacted(reason: .placeholder))
        #expect(drawn.fills.map(\.0) == [rect(178.75, 183, 42.5, 17), rect(178.75, 200, 42.5, 17)])
    }

    @Test("Redaction keeps the layout: the Text keeps its frame")
    func layoutIsKept() {
        let tree = LayoutHarness(Text("Hello world").redacted(reason: .placeholder), size: CGSize(width: 400, height: 400)).layoutTree
        expectFrame(tree.node(text: "Hello world"), rect(153.25, 191.5, 93.5, 17))
    }

    @Test("A placeholder image draws a box of its frame in its foreground colour made faint")
    func imageIsABox() {
        // A body-font symbol is 20 × 19 points.
        let drawn = drawing(Image(systemName: "star").foregroundColor(.black).redacted(reason: .placeholder))
        #expect(drawn.fills.map(\.0) == [rect(190, 190.5, 20, 19)])
        #expect(drawn.fills.map(\.1) == [Self.faintBlack])
    }

    @Test("unredacted() draws a view as it is inside a redacted one")
    func unredactedDrawsText() {
        let drawn = drawing(VStack { Text("Shown").unredacted(); Text("Hidden") }.redacted(reason: .placeholder))
        #expect(drawn.texts == ["Shown"])
        #expect(drawn.fills.count == 1)
    }

    @Test("The privacy reason redacts only the views marked privacySensitive()")
    func privacyRedactsSensitiveViews() {
        let drawn = drawing(VStack { Text("Public"); Text("Secret").privacySensitive() }.redacted(reason: .privacy))
        #expect(drawn.texts == ["Public"])
        #expect(drawn.fills.count == 1)
        #expect(drawing(Text("Secret").privacySensitive()).texts == ["Secret"])
    }

    @Test("redactionReasons reads the reasons set further out, joined, and none under unredacted()")
    func environmentReasons() {
        func shown<V: View>(_ view: V) -> String? {
            LayoutHarness(view, size: CGSize(width: 400, height: 400)).layoutTree.first { $0.kind == .text }?.text
        }
        #expect(shown(ReasonsReader()) == "none")
        #expect(shown(ReasonsReader().redacted(reason: .placeholder)) == "placeholder")
        #expect(shown(ReasonsReader().redacted(reason: .privacy).redacted(reason: .placeholder)) == "placeholder")
        #expect(shown(ReasonsReader().unredacted().redacted(reason: .placeholder)) == "none")
        #expect(RedactionReasons.placeholder.rawValue == 1 && RedactionReasons.privacy.rawValue == 2)
    }
}
