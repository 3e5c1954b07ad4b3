import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// Gives every subview the widest one's ideal width, side by side: the WWDC22 session's equal-width stack.
private struct EqualWidthRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let widest = subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
        let gaps = CGFloat(max(subviews.count - 1, 0)) * 8
        return CGSize(width: widest.width * CGFloat(subviews.count) + gaps, height: widest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let width = (bounds.width - CGFloat(max(subviews.count - 1, 0)) * 8) / CGFloat(max(subviews.count, 1))
        for (index, subview) in subviews.enumerated() {
            let x = bounds.minX + CGFloat(index) * (width + 8)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
        }
    }
}

/// A small settings-like screen: a Grid of labels and swatches, a row of baseline-aligned texts with a guide
/// nudging one, and buttons of equal width from a custom layout.
private struct LayoutShowcase: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                GridRow {
                    Text("Colour").font(.headline).gridColumnAlignment(.trailing)
                    Color.orange.frame(width: 60, height: 20)
                    Color.teal.frame(width: 30, height: 20)
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("Size").font(.headline)
                    Color.indigo.frame(width: 90, height: 20).gridCellColumns(2)
                }
            }
            HStack(alignment: .firstTextBaseline) {
                Text("72°").font(.system(size: 40))
                Text("feels like").font(.footnote)
                Circle().fill(Color.pink).frame(width: 10, height: 10).alignmentGuide(.firstTextBaseline) { d in d[.top] }
            }
            EqualWidthRow {
                Text("OK").frame(maxWidth: .infinity).padding(8).background(Color.green.opacity(0.4))
                Text("Cancel").frame(maxWidth: .infinity).padding(8).background(Color.gray.opacity(0.4))
            }
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.white)
    }
}

@MainActor
@Suite("Layout composition rendering")
struct LayoutCompositionRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("A custom Layout, a Grid and alignment guides render together as laid out")
    func showcase() {
        // WWDC22 "Compose custom layouts with SwiftUI"; Apple's Grid and alignmentGuide documentation.
        let harness = ViewHarness(LayoutShowcase(), size: CGSize(width: 300, height: 260), scale: 2)
        snapshots.assertMatches(harness.renderImage(), named: "layout-showcase")
    }
}
