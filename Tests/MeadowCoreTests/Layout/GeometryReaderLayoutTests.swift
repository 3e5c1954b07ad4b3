import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

@MainActor
@Suite("GeometryReader layout")
struct GeometryReaderLayoutTests {
    @Test("A GeometryReader takes the whole proposal and places its content at its top-leading corner")
    func takesProposalPlacesTopLeading() {
        // §7: "a geometry reader always accepts the proposed size… places its contents at the top-leading corner".
        let tree = layout(GeometryReader { _ in block("child", 30, 20) }, width: 200, height: 100)
        expectFrame(tree.node(kind: .geometryReader), rect(0, 0, 200, 100))
        expectFrame(tree.node(identifier: "child"), rect(0, 0, 30, 20))
    }

    @Test("A GeometryReader proposes its full size to its content")
    func proposesFullSize() {
        // §7: children are proposed the reader's full size.
        let tree = layout(GeometryReader { _ in fill("child") }, width: 200, height: 100)
        expectFrame(tree.node(identifier: "child"), rect(0, 0, 200, 100))
    }

    @Test("The proxy's size is the reader's size in its stack")
    func proxySize() {
        // §7: GeometryProxy exposes size; in a VStack the reader (flexibility ∞) gets what the header leaves.
        let tree = layout(
            VStack(spacing: 0) {
                block("header", 200, 40)
                GeometryReader { proxy in Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))") }
            }, width: 200, height: 300)
        expectFrame(tree.node(kind: .geometryReader), rect(0, 40, 200, 260))
        let text = tree.node(text: "200x260")
        #expect(text != nil, "the proxy reported \(tree.allNodes.compactMap(\.text))")
        #expect(text?.frame.origin == CGPoint(x: 0, y: 40))
    }

    @Test("A GeometryReader's ideal size is zero, not 10×10")
    func idealSizeIsZero() {
        // §7: the proposal with nil replaced by 0.
        let tree = layout(
            VStack(spacing: 0) {
                block("a", 30, 20)
                GeometryReader { _ in fill("inside") }
                block("b", 30, 20)
            }.fixedSize(),
            width: 100, height: 100)
        expectFrame(tree.node(kind: .vStack), rect(35, 30, 30, 40))
        expectFrame(tree.node(kind: .geometryReader), rect(35, 50, 30, 0))
        expectFrame(tree.node(identifier: "b"), rect(35, 50, 30, 20))
    }
}

@MainActor
@Suite("ScrollView layout")
struct ScrollViewLayoutTests {
    @Test("A vertical ScrollView is as tall as proposed and its content takes its ideal height")
    func verticalScrollView() {
        // §7: proposes its width and nil height to the content; "always becomes exactly as tall as proposed".
        let tree = layout(
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<3) { index in fill("row\(index)").frame(height: 100) }
                }.accessibilityIdentifier("content")
            }, width: 200, height: 150)
        expectFrame(tree.node(kind: .scrollView), rect(0, 0, 200, 150))
        expectFrame(tree.node(identifier: "content"), rect(0, 0, 200, 300))
        expectFrame(tree.node(identifier: "row2"), rect(0, 200, 200, 100))
    }

    @Test("A vertical ScrollView with narrow content is only as wide as its content")
    func verticalScrollViewWidth() {
        // §7: "Its width is the width of its contents, so short content can leave it narrower than the screen".
        let tree = layout(ScrollView { block("content", 120, 40) }, width: 300, height: 400)
        expectFrame(tree.node(kind: .scrollView), rect(90, 0, 120, 400))
        expectFrame(tree.node(identifier: "content"), rect(90, 0, 120, 40))
    }

    @Test("A horizontal ScrollView is as wide as proposed and its content takes its ideal width")
    func horizontalScrollView() {
        // §7: horizontal ScrollViews mirror the vertical case.
        let tree = layout(
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<3) { index in fill("item\(index)").frame(width: 100) }
                }.accessibilityIdentifier("content")
            }, width: 150, height: 80)
        expectFrame(tree.node(kind: .scrollView), rect(0, 0, 150, 80))
        expectFrame(tree.node(identifier: "content"), rect(0, 0, 300, 80))
        expectFrame(tree.node(identifier: "item1"), rect(100, 0, 100, 80))
    }

    @Test("A horizontal ScrollView with short content is only as tall as its content")
    func horizontalScrollViewHeight() {
        // §7 mirrored: the cross-axis size is the content's.
        let tree = layout(ScrollView(.horizontal) { block("content", 40, 60) }, width: 300, height: 400)
        expectFrame(tree.node(kind: .scrollView), rect(0, 170, 300, 60))
        expectFrame(tree.node(identifier: "content"), rect(0, 170, 40, 60))
    }
}
