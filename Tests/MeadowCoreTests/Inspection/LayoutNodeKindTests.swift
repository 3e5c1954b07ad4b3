import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A view with a body, found in the laid-out tree by its type name.
private struct Badge: View {
    var body: some View {
        Text("New").padding(4)
    }
}

/// The laid-out tree says what each node is with a typed kind: one per primitive, custom views by type name.
@MainActor
@Suite("Layout tree kinds")
struct LayoutNodeKindTests {
    @Test("A fixed frame and a flexible frame report different kinds")
    func framesAreDistinct() {
        let tree = layout(
            VStack {
                block("fixed", 20, 20)
                fill("flexible").frame(maxWidth: 50).accessibilityIdentifier("flexible frame")
            }, width: 200, height: 200)
        #expect(tree.node(identifier: "fixed")?.kind == .fixedFrame)
        #expect(tree.node(identifier: "flexible frame")?.kind == .flexibleFrame)
        #expect(tree.node(kind: .flexibleFrame)?.frame == tree.node(identifier: "flexible frame")?.frame)
    }

    @Test("A custom view is found by its type name, and its body's primitives by theirs")
    func customViewsByName() throws {
        let tree = layout(HStack { Badge() }, width: 200, height: 100)
        let badge = try #require(tree.node(kind: .custom("Badge")))
        #expect(badge.kind.description == "Badge")
        #expect(badge.node(kind: .padding)?.children.first?.kind == .text)
        #expect(tree.kind == .hStack)
        #expect(tree.node(kind: .custom("HStack")) == nil)
    }

    @Test("A colour and a shape are told apart, the shape by its type")
    func coloursAndShapes() {
        let tree = layout(ZStack { Color.red; Circle() }, width: 100, height: 100)
        #expect(tree.children.map(\.kind) == [.color, .shape("Circle")])
        #expect(tree.children.map(\.kind.description) == ["Color", "Circle"])
    }
}
