import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// `ProgressView` as iOS lays it out: a 4-point bar across the offered width when the progress is known, the
/// 20-point activity indicator when it is not (text measured by `FixedMetricsTextSystem`: a body character is
/// 8.5 points wide, a line 17 tall).
/// An activity indicator under a box that its stack's own `onAppear` inserts, in the same update as the
/// indicator starts turning: as a navigation bar takes its inline title while a page with a spinner appears.
private struct SpinnerUnderBanner: View {
    @State private var showsBanner = false

    var body: some View {
        VStack(spacing: 0) {
            if showsBanner { Color.red.frame(width: 100, height: 50) }
            ProgressView()
        }
        .onAppear { showsBanner = true }
    }
}

@MainActor
@Suite("ProgressView lays out as iOS's bar and activity indicator")
struct ProgressViewTests {
    private func fill(of tree: LayoutNode) -> LayoutNode? {
        tree.node(kind: .geometryReader)?.children.first
    }

    @Test("A known progress is a 4-point bar across the offered width, filled to the fraction from its leading edge")
    func determinateBar() {
        let tree = layout(ProgressView(value: 0.25).frame(width: 200), width: 300, height: 300)
        expectFrame(tree.node(kind: .custom("ProgressBar")), rect(50, 148, 200, 4))
        expectFrame(fill(of: tree), rect(50, 148, 50, 4))
    }

    @Test(
        "A value out of range is clamped to the bar's ends",
        arguments: [(-3.0, CGFloat(0)), (2.5, 100), (7.5, 200)])
    func clampedValues(value: Double, filled: CGFloat) {
        let tree = layout(ProgressView(value: value, total: 5).frame(width: 200), width: 300, height: 300)
        expectFrame(fill(of: tree), rect(50, 148, filled, 4))
    }

    @Test("The title sits above the bar, leading, 4 points from it")
    func titledBar() {
        let tree = layout(ProgressView("Downloading", value: 0.5).frame(width: 200), width: 300, height: 300)
        expectFrame(tree.node(text: "Downloading"), rect(50, 137.5, 93.5, 17))
        expectFrame(tree.node(kind: .custom("ProgressBar")), rect(50, 158.5, 200, 4))
    }

    @Test("The current value label sits under the bar in the caption font")
    func currentValueLabel() {
        let tree = layout(
            ProgressView(value: 0.5) { Text("Copying") } currentValueLabel: { Text("50%") }.frame(width: 200),
            width: 300, height: 300)
        // Caption is 12 points: "50%" is 3 × 6 wide and 12 tall; 17 + 4 + 4 + 4 + 12 = 41 in all.
        expectFrame(tree.node(text: "Copying"), rect(50, 129.5, 59.5, 17))
        expectFrame(tree.node(kind: .custom("ProgressBar")), rect(50, 150.5, 200, 4))
        expectFrame(tree.node(text: "50%"), rect(50, 158.5, 18, 12))
    }

    @Test("No progress, or a total of 0, is the 20-point activity indicator", arguments: [nil, 0.0])
    func indeterminate(total: Double?) {
        let view = total.map { AnyView(ProgressView(value: 0.5, total: $0)) } ?? AnyView(ProgressView())
        let tree = layout(view, width: 300, height: 300)
        expectFrame(tree.node(kind: .custom("ActivityIndicator")), rect(140, 140, 20, 20))
        #expect(tree.node(kind: .custom("ProgressBar")) == nil)
    }

    @Test("progressViewStyle(.circular) draws the activity indicator even for a known progress, as iOS's does")
    func circularStyle() {
        let tree = layout(ProgressView(value: 0.5).progressViewStyle(.circular).frame(width: 200), width: 300, height: 300)
        expectFrame(tree.node(kind: .custom("ActivityIndicator")), rect(140, 140, 20, 20))
        #expect(tree.node(kind: .custom("ProgressBar")) == nil)
    }

    @Test("progressViewStyle(.linear) draws the bar even when the progress is not known, empty")
    func linearStyle() {
        let tree = layout(ProgressView().progressViewStyle(.linear).frame(width: 200), width: 300, height: 300)
        expectFrame(tree.node(kind: .custom("ProgressBar")), rect(50, 148, 200, 4))
        expectFrame(fill(of: tree), rect(50, 148, 0, 4))
        #expect(tree.node(kind: .custom("ActivityIndicator")) == nil)
    }

    @Test("The activity indicator turns for ever, but what else its first update moves moves at once, spokes and all")
    func spinnerAnimatesOnlyItself() {
        let driver = InteractionDriver(SpinnerUnderBanner(), device: canvas(300, 300))
        // The stack is 50 + 20 tall, centred: the indicator 25 below the centre's 140, its spokes inside it.
        let indicator = rect(140, 165, 20, 20)
        for time in [0, 0.25, 0.5] {
            driver.graph.advance(to: time)
            let node = driver.layoutTree.node(kind: .custom("ActivityIndicator"))
            expectFrame(node, indicator)
            let outside = node?.allNodes.filter { spoke in
                spoke.frame.minX < indicator.minX || spoke.frame.maxX > indicator.maxX
                    || spoke.frame.minY < indicator.minY || spoke.frame.maxY > indicator.maxY
            } ?? []
            #expect(outside.isEmpty, "at \(time) s every spoke is inside the indicator")
        }
        driver.step(3)
        #expect(driver.graph.isAnimating, "the indicator never stops turning")
    }

    @Test("A titled activity indicator has its title 8 points below it, centred")
    func titledIndicator() {
        let tree = layout(ProgressView("Loading"), width: 300, height: 300)
        expectFrame(tree.node(kind: .custom("ActivityIndicator")), rect(140, 127.5, 20, 20))
        expectFrame(tree.node(text: "Loading"), rect(120.25, 155.5, 59.5, 17))
    }
}
