import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A custom guide whose default is the vertical centre, as the "midAccountAndName" guide of Apple's
/// `AlignmentID` documentation.
private enum MidAccount: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
}

extension VerticalAlignment {
    fileprivate static let midAccount = VerticalAlignment(MidAccount.self)
}

/// "Hi" in the system font at `size`: with the fixed metrics, `size` wide per character pair and tall, its
/// baseline at three quarters of the size.
@MainActor
private func hi(_ id: String, _ size: CGFloat) -> some View {
    Text("Hi").font(.system(size: size)).accessibilityIdentifier(id)
}

@MainActor
@Suite("Alignment guides")
struct AlignmentGuideTests {
    @Test("alignmentGuide moves a view's leading guide in a leading-aligned VStack")
    func leadingGuide() {
        // §1.2 minor-axis alignment: each child's origin is −dimensions[guide]; the range is shifted to 0.
        let tree = layout(
            VStack(alignment: .leading, spacing: 0) {
                block("a", 40, 10)
                block("b", 20, 10).alignmentGuide(.leading) { d in d.width }
            }, width: 200, height: 200)
        expectFrame(tree.node(kind: .vStack), rect(70, 90, 60, 20))
        expectFrame(tree.node(identifier: "a"), rect(90, 90, 40, 10))
        expectFrame(tree.node(identifier: "b"), rect(70, 100, 20, 10))
    }

    @Test("Two guides on one view align it on both axes in a ZStack, its ViewDimensions giving its own edges")
    func zstackGuides() {
        // §2.1: each child placed at anchor − d[alignment]; the stack is the union of its aligned children.
        let tree = layout(
            ZStack(alignment: .topLeading) {
                block("a", 40, 40)
                block("b", 10, 10)
                    .alignmentGuide(.leading) { d in -d.width }
                    .alignmentGuide(.top) { d in d[.bottom] }
            }, width: 200, height: 200)
        expectFrame(tree.node(kind: .zStack), rect(80, 75, 40, 50))
        expectFrame(tree.node(identifier: "a"), rect(80, 85, 40, 40))
        expectFrame(tree.node(identifier: "b"), rect(90, 75, 10, 10))
    }

    @Test("A custom AlignmentID set deep in a VStack aligns a view beside the stack")
    func customGuideThroughNestedStack() {
        // §1.5: a container reports its children's explicit values (placed in its coordinates) as its own.
        let tree = layout(
            HStack(alignment: .midAccount, spacing: 0) {
                VStack(spacing: 0) {
                    block("a", 20, 20).alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }
                    block("b", 20, 20)
                    block("c", 20, 20)
                }
                block("d", 20, 20)
            }, width: 200, height: 200)
        expectFrame(tree.node(kind: .vStack), rect(80, 70, 20, 60))
        expectFrame(tree.node(identifier: "d"), rect(100, 70, 20, 20))
    }

    @Test("Without an explicit value a custom guide takes its default, here the centre")
    func customGuideDefault() {
        // Apple, AlignmentID.defaultValue(in:): the value of a view that sets none.
        let tree = layout(
            HStack(alignment: .midAccount, spacing: 0) {
                block("a", 20, 60)
                block("d", 20, 20)
            }, width: 200, height: 200)
        expectFrame(tree.node(identifier: "d"), rect(100, 90, 20, 20))
    }

    @Test("A container merges two children's explicit values by their average")
    func averageOfExplicitValues() {
        // §1.5: the default rule is the average of the children that have explicit values.
        let tree = layout(
            HStack(alignment: .midAccount, spacing: 0) {
                VStack(spacing: 0) {
                    block("a", 20, 20).alignmentGuide(.midAccount) { _ in 0 }
                    block("b", 20, 20).alignmentGuide(.midAccount) { _ in 0 }
                }
                block("d", 20, 20)
            }, width: 200, height: 200)
        // The stack's value is (0 + 20) / 2 = 10, which d's centre meets.
        expectFrame(tree.node(kind: .vStack), rect(80, 80, 20, 40))
        expectFrame(tree.node(identifier: "d"), rect(100, 80, 20, 20))
    }

    @Test("A guide passes through padding, moved by the top inset")
    func guideThroughPadding() {
        // §1.5 and §2.4: padding places its content at (leading, top); the content's guides move with it.
        let tree = layout(
            HStack(alignment: .midAccount, spacing: 0) {
                block("a", 20, 20).alignmentGuide(.midAccount) { _ in 0 }.padding(10)
                block("d", 20, 20)
            }, width: 200, height: 200)
        expectFrame(tree.node(kind: .padding), rect(70, 80, 40, 40))
        expectFrame(tree.node(identifier: "a"), rect(80, 90, 20, 20))
        expectFrame(tree.node(identifier: "d"), rect(110, 80, 20, 20))
    }

    @Test("firstTextBaseline lines up texts of different sizes on their baselines")
    func firstTextBaseline() {
        // §1.5: firstTextBaseline is the text's first line's baseline, from the text system's line metrics.
        let tree = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                hi("small", 20)
                hi("big", 40)
            }, width: 200, height: 200)
        expectFrame(tree.node(kind: .hStack), rect(70, 80, 60, 40))
        expectFrame(tree.node(identifier: "small"), rect(70, 95, 20, 20))
        expectFrame(tree.node(identifier: "big"), rect(90, 80, 40, 40))
    }

    @Test("A view without text sits its bottom on the first text baseline")
    func baselineOfPlainView() {
        // §1.5: firstTextBaseline defaults to the height of a view with no text.
        let tree = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                block("a", 10, 10)
                hi("text", 20)
            }, width: 200, height: 200)
        expectFrame(tree.node(identifier: "a"), rect(85, 95, 10, 10))
        expectFrame(tree.node(identifier: "text"), rect(95, 90, 20, 20))
    }

    @Test("lastTextBaseline aligns on a wrapped text's last line")
    func lastTextBaselineWrapped() {
        // §1.5: lastTextBaseline is the last line's baseline; a 30-point frame wraps "aa bb" onto two lines.
        let tree = layout(
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                Text("aa bb").font(.system(size: 20)).frame(width: 30)
                hi("text", 20)
            }, width: 200, height: 200)
        expectFrame(tree.node(kind: .fixedFrame), rect(75, 80, 30, 40))
        expectFrame(tree.node(identifier: "text"), rect(105, 100, 20, 20))
    }

    @Test("A VStack's text baselines are its first text's first and its last text's last")
    func baselinesThroughVStack() {
        // §1.5: text baselines merge by the topmost first baseline and the bottommost last baseline.
        func row(_ guide: VerticalAlignment) -> LayoutNode {
            layout(
                HStack(alignment: guide, spacing: 0) {
                    VStack(alignment: .leading, spacing: 0) {
                        hi("top", 20)
                        hi("bottom", 40)
                    }
                    hi("text", 20)
                }, width: 200, height: 200)
        }
        expectFrame(row(.lastTextBaseline).node(identifier: "text"), rect(110, 105, 20, 20))
        expectFrame(row(.firstTextBaseline).node(identifier: "text"), rect(110, 70, 20, 20))
    }

    @Test("A fixed frame passes its content's baseline on, moved to where it aligns the content")
    func baselineThroughFrame() {
        // §2.2: the content is aligned inside the frame; its guides move with it.
        let tree = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                hi("small", 20).frame(width: 60, height: 60, alignment: .topLeading)
                hi("big", 40)
            }, width: 200, height: 200)
        expectFrame(tree.node(kind: .fixedFrame), rect(50, 77.5, 60, 60))
        expectFrame(tree.node(identifier: "big"), rect(110, 62.5, 40, 40))
    }

    @Test("A flexible frame passes its content's baseline on, moved to where it aligns the content")
    func baselineThroughFlexibleFrame() {
        // §2.3: the content is aligned inside the flexible frame; its guides move with it.
        let tree = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                hi("small", 20).frame(minHeight: 60, alignment: .bottom)
                hi("big", 40)
            }, width: 200, height: 200)
        // The small text's baseline is 40 + 15 = 55 down its 60-point frame; the big text's is 30 down.
        expectFrame(tree.node(kind: .flexibleFrame), rect(70, 67.5, 20, 60))
        expectFrame(tree.node(identifier: "big"), rect(90, 92.5, 40, 40))
    }

    @Test("ViewDimensions reports explicit values only where a guide was set")
    func explicitSubscript() {
        // Apple, ViewDimensions.subscript(explicit:): nil for a guide the view does not set.
        var seen: (top: CGFloat?, leading: CGFloat?) = (nil, nil)
        _ = layout(
            block("a", 30, 20)
                .alignmentGuide(.leading) { _ in 7 }
                .alignmentGuide(.trailing) { d in
                    seen = (d[explicit: VerticalAlignment.top], d[explicit: HorizontalAlignment.leading])
                    return d.width
                }
                .frame(width: 100, alignment: .trailing), width: 200, height: 200)
        #expect(seen.top == nil)
        #expect(seen.leading == 7)
    }
}
