import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A horizontal scroll view whose width a state sets, holding one card half its width.
private struct ResizedScrollView: View {
    let probe: StateProbe<Bool>
    @State var wide = false

    var body: some View {
        let _ = probe.binding = $wide
        ScrollView(.horizontal) {
            Color.red.frame(height: 100).containerRelativeFrame(.horizontal) { length, _ in length / 2 }
                .accessibilityIdentifier("card")
        }
        .frame(width: wide ? 300 : 200, height: 100)
    }
}

/// `containerRelativeFrame`: sizes relative to the nearest scroll view, else the screen's safe area.
@MainActor
@Suite("containerRelativeFrame")
struct ContainerRelativeFrameTests {
    @Test("With count 3 and spacing 10 in a horizontal scroll view, each card is a third of the width less the gaps")
    func countAndSpacing() {
        // [APPLE:view/containerrelativeframe(_:count:span:spacing:alignment:)]: column = (300 − 10·2) / 3, and a
        // view spanning 1 column is that wide; the stack's 10-point spacing matches, so three fill the viewport.
        let column = (300 - 20) / 3.0
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<4) { index in
                    Color.red.frame(height: 100)
                        .containerRelativeFrame(.horizontal, count: 3, spacing: 10)
                        .accessibilityIdentifier("card \(index)")
                }
            }
        }
        let laidOut = layout(view, width: 300, height: 600)
        for index in 0..<4 {
            expectFrame(laidOut.node(identifier: "card \(index)"), rect(CGFloat(index) * (column + 10), 250, column, 100))
        }
    }

    @Test("With span 2 the card is two columns and the gap between them")
    func span() {
        // [APPLE:view/containerrelativeframe(_:count:span:spacing:alignment:)]: item = column·span + (span − 1)·spacing.
        let column = (300 - 20) / 3.0
        let view = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                Color.red.frame(height: 100).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                    .accessibilityIdentifier("wide")
                Color.red.frame(height: 100).containerRelativeFrame(.horizontal, count: 3, spacing: 10)
                    .accessibilityIdentifier("narrow")
            }
        }
        let laidOut = layout(view, width: 300, height: 600)
        expectFrame(laidOut.node(identifier: "wide"), rect(0, 250, column * 2 + 10, 100))
        expectFrame(laidOut.node(identifier: "narrow"), rect(column * 2 + 20, 250, column, 100))
    }

    @Test("Both axes in a horizontal scroll view give each page the scroll view's whole size")
    func fullPages() {
        // [APPLE:view/containerrelativeframe(_:alignment:)]'s example: `.containerRelativeFrame([.horizontal,
        // .vertical])` makes "each purple rectangle occupy the full size of the screen".
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<3) { index in
                    Color.purple.containerRelativeFrame([.horizontal, .vertical]).accessibilityIdentifier("page \(index)")
                }
            }
        }
        let laidOut = layout(view, width: 300, height: 600)
        expectFrame(laidOut.node(identifier: "page 0"), rect(0, 0, 300, 600))
        expectFrame(laidOut.node(identifier: "page 2"), rect(600, 0, 300, 600))
    }

    @Test("Outside a scroll view the container is the safe area, and the closure computes the length")
    func closureInSafeArea() {
        // [APPLE:view/containerrelativeframe(_:alignment:)]: the container is "the screen of a device on iOS", its size
        // "subtracting any safe area insets"; the closure form gets that length (520 here) and returns half.
        let view = fill("half").containerRelativeFrame(.vertical) { length, _ in length / 2 }
        let laidOut = LayoutHarness(view, device: SafeAreaLayoutTests.device).layoutTree
        expectFrame(laidOut.node(identifier: "half"), rect(0, 180, 300, 260))
    }

    @Test("The child is placed in the container-relative frame by its alignment")
    func alignment() {
        // [APPLE:view/containerrelativeframe(_:alignment:)]: the view is positioned "within an invisible frame"
        // by `alignment`; the other axis follows the child (50 high).
        let view = block("dot", 50, 50).containerRelativeFrame(.horizontal, alignment: .leading)
            .accessibilityIdentifier("frame")
        let laidOut = LayoutHarness(view, device: SafeAreaLayoutTests.device).layoutTree
        expectFrame(laidOut.node(identifier: "frame"), rect(0, 285, 300, 50))
        expectFrame(laidOut.node(identifier: "dot"), rect(0, 285, 50, 50))
    }

    @Test("In a scroll view with safe-area padding, the container is the visible size less the padding")
    func containerLessSafeAreaPadding() {
        // [APPLE:view/containerrelativeframe(_:alignment:)]: the container's size is taken "subtracting any safe area
        // insets that might be applied to that container": 300 − 2·20 = 260 for each page.
        let view = ScrollView(.horizontal) {
            HStack(spacing: 0) {
                ForEach(0..<3) { index in
                    Color.red.frame(height: 50).containerRelativeFrame(.horizontal).accessibilityIdentifier("page \(index)")
                }
            }
        }
        .safeAreaPadding(.horizontal, 20)
        let laidOut = layout(view, width: 300, height: 600)
        expectFrame(laidOut.node(identifier: "page 0"), rect(20, 275, 260, 50))
        expectFrame(laidOut.node(identifier: "page 1"), rect(280, 275, 260, 50))
    }

    @Test("When the scroll view is resized the card follows, though what it is proposed stays the same")
    func followsTheContainer() {
        // The card is proposed (nil, 100) before and after; only its container changed, and SwiftUI sizes it anew.
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(ResizedScrollView(probe: probe), device: canvas(400, 400))
        #expect(driver.find(identifier: "card")?.frame.width == 100)
        probe.set(true)
        #expect(driver.find(identifier: "card")?.frame.width == 150)
    }
}
