import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A modifier on a `ForEach` or `Group` of several views modifies each of them, and a `GeometryReader` lays several
/// views over each other from its top-leading corner, as SwiftUI does (Landmarks' Badge relies on both: its
/// `ForEach` of eight symbols takes `.opacity`, `.scaleEffect` and `.position` inside a reader).
@MainActor
@Suite("Modifiers on several views")
struct ModifierDistributionTests {
    @Test("padding on a ForEach in a VStack pads each of its views")
    func paddingEach() {
        let tree = layout(
            VStack(spacing: 0) {
                ForEach(0..<2) { index in
                    Color.red.frame(width: 10, height: 10).accessibilityIdentifier("cell-\(index)")
                }
                .padding(5)
            },
            width: 100, height: 100)
        // Two 20 × 20 padded cells stacked: 20 × 40, centred.
        expectFrame(tree.node(identifier: "cell-0"), rect(45, 35, 10, 10))
        expectFrame(tree.node(identifier: "cell-1"), rect(45, 55, 10, 10))
    }

    @Test("An optional view is a list when empty and its view when it holds one, whichever is asked first")
    func optionalListWrapping() {
        // A cast of `.some(view)` sees the wrapped view, so what an optional is to a list depends on its value;
        // the answer is kept per type only for types whose type alone tells.
        func optional<V: View>(_ view: V, holding: Bool) -> V? { holding ? view : nil }
        let empty = optional(Text("a").padding(), holding: false)
        let holding = optional(Text("a").padding(), holding: true)
        #expect(ViewList.wrapsList(empty))
        #expect(ViewList.isSeveral(empty))
        #expect(!ViewList.wrapsList(holding))
        #expect(!ViewList.isSeveral(holding))
        #expect(ViewList.wrapsList(empty.opacity(0.5)))
        #expect(!ViewList.wrapsList(holding.opacity(0.5)))
        #expect(ViewList.wrapsList(empty.opacity(0.5)))
        #expect(!ViewList.wrapsList(Text("a").padding().opacity(0.5)))
        #expect(ViewList.wrapsList(ForEach(0..<2) { _ in Text("a") }.padding()))
    }

    @Test("A GeometryReader places several views over each other at its top-leading corner")
    func readerOverlays() {
        let tree = layout(
            GeometryReader { _ in
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("small")
                Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("large")
            },
            width: 100, height: 100)
        expectFrame(tree.node(identifier: "small"), rect(0, 0, 10, 10))
        expectFrame(tree.node(identifier: "large"), rect(0, 0, 20, 20))
    }

    @Test("position on a ForEach inside a GeometryReader centres each view on the point")
    func positionEach() {
        let tree = layout(
            GeometryReader { geometry in
                ForEach(0..<3) { index in
                    Color.red.frame(width: 10, height: 10).accessibilityIdentifier("dot-\(index)")
                }
                .position(x: geometry.size.width / 2, y: 30)
            },
            width: 100, height: 100)
        for index in 0..<3 { expectFrame(tree.node(identifier: "dot-\(index)"), rect(45, 25, 10, 10)) }
    }
}
