import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

@MainActor
@Suite("Shape.buttonBorder, as SwiftUI's iOS 17 static")
struct ButtonBorderShapeTests {
    @Test("buttonBorder is the automatic border shape: a rounded rectangle with a regular control's 8-point corners")
    func automatic() {
        let shape: ButtonBorderShape = .buttonBorder
        #expect(shape == .automatic)
        let rect = CGRect(x: 0, y: 0, width: 120, height: 44)
        #expect(shape.path(in: rect) == Path(roundedRect: rect, cornerRadius: 8, style: .continuous))
    }

    @Test("clipShape(.buttonBorder) clips a view to its frame's rounded rectangle without changing its layout")
    func clips() throws {
        let view = Color.yellow.frame(width: 120, height: 44).clipShape(.buttonBorder).accessibilityIdentifier("clipped")
        let node = try #require(LayoutHarness(view).layoutTree.node(identifier: "clipped"))
        #expect(node.frame.size == CGSize(width: 120, height: 44))
    }
}
