import Foundation
import MeadowTestSupport

@testable import MeadowCore

/// The accessibility tree of `view` laid out as the root of a canvas of `width`×`height` points with no safe area
/// (text measured by `FixedMetricsTextSystem`: a body character 8.5 points wide, a line 17 tall).
@MainActor
func accessibilityTree<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 200) -> AccessibilityNode {
    LayoutHarness(view, size: CGSize(width: width, height: height)).accessibilityTree
}

/// The dump of the elements in the window, without the window's own line.
@MainActor
func accessibilityDump<V: View>(_ view: V, width: CGFloat = 200, height: CGFloat = 200) -> String {
    accessibilityTree(view, width: width, height: height).children.map(\.description).joined(separator: "\n")
}
