import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A screen presenting a sheet whose content styles it with `presentationCornerRadius` and `presentationBackground`.
private struct StyledSheet<Content: View>: View {
    @ViewBuilder let content: () -> Content
    @State private var showing = true

    var body: some View {
        Color.clear.sheet(isPresented: $showing, content: content)
    }
}

/// The bounds of the clips drawn with a path (the sheet's card shape), in root coordinates.
@MainActor
private func clipBounds(_ driver: InteractionDriver) -> [CGRect] {
    func collect(_ list: DisplayList, at origin: CGPoint) -> [CGRect] {
        list.items.flatMap { item -> [CGRect] in
            guard case .group(let effect, let inner) = item else { return [] }
            switch effect {
            case .offset(let offset):
                return collect(inner, at: CGPoint(x: origin.x + offset.width, y: origin.y + offset.height))
            case .clip(let path, _):
                return [path.boundingRect.offsetBy(dx: origin.x, dy: origin.y)] + collect(inner, at: origin)
            default:
                return collect(inner, at: origin)
            }
        }
    }
    return collect(driver.makeDisplayList(), at: .zero)
}

/// `presentationCornerRadius(_:)` and `presentationBackground` on a sheet (iPhone 14: 390×844, safe area 47 / 34;
/// the card from 57 to the bottom).
@MainActor
@Suite("Presentation styling")
struct PresentationStylingTests {
    @Test("A sheet's card is clipped to its corner radius: 10 by default, the content's presentationCornerRadius when set")
    func cornerRadius() {
        // The card shape runs a radius below the card so that only its top corners are round.
        let standard = InteractionDriver(StyledSheet { Text("Note") }, device: iPhone14)
        standard.settle()
        #expect(clipBounds(standard).contains(rect(0, 57, 390, 787 + 10)))
        let rounder = InteractionDriver(StyledSheet { Text("Note").presentationCornerRadius(24) }, device: iPhone14)
        rounder.settle()
        #expect(clipBounds(rounder).contains(rect(0, 57, 390, 787 + 24)))
        let system = InteractionDriver(StyledSheet { Text("Note").presentationCornerRadius(nil) }, device: iPhone14)
        system.settle()
        #expect(clipBounds(system).contains(rect(0, 57, 390, 787 + 10)))
    }

    @Test("presentationBackground fills the whole card with its style in place of the system background")
    func styleBackground() {
        let driver = InteractionDriver(StyledSheet { Text("Note").presentationBackground(Color.yellow) }, device: iPhone14)
        driver.settle()
        let yellow = Color.yellow.resolve(in: EnvironmentValues())
        let white = Color.systemBackground.resolve(in: EnvironmentValues())
        let cardFills = drawnItems(driver.makeDisplayList()).filter { $0.fillBounds == rect(0, 57, 390, 787) }
        #expect(cardFills.map { drawn -> RGBA? in
            guard case .fill(_, let color, _) = drawn.item else { return nil }
            return color
        } == [yellow])
        #expect(!cardFills.contains { if case .fill(_, let color, _) = $0.item { color == white } else { false } })
    }

    @Test("presentationBackground(alignment:content:) places its view in the whole card by the alignment, home indicator area included")
    func viewBackground() {
        let driver = InteractionDriver(
            StyledSheet {
                Text("Note").presentationBackground(alignment: .bottom) {
                    Color.green.frame(height: 100).accessibilityIdentifier("meadow")
                }
            }, device: iPhone14)
        driver.settle()
        expectFrame(driver.find(identifier: "meadow"), rect(0, 744, 390, 100))
        // The content stays where it is: centred in the card above the home indicator (57 + (753 - 17) / 2).
        expectFrame(driver.find(text: "Note"), rect(178, 425, 34, 17))
    }
}
