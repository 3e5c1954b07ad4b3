import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// What a navigation bar and a tab bar do with Dynamic Type on iPhone, as UIKit's bars do: a large title grows as
/// the large title style (bold) and an inline title as the headline style; a tab bar's item titles keep their
/// 10 points at every size (iOS shows the large content viewer for them instead). Text is measured with fixed
/// metrics: a line is as tall as the font size.
@MainActor
@Suite("Bar titles and Dynamic Type")
struct BarTextSizeTests {
    /// The line heights of the title's texts in the bar, lowest first: the inline title's, and the large one's
    /// when the bar shows one (the inline title waits, faded out, until it has scrolled away).
    private func titleHeights(_ mode: NavigationBarItem.TitleDisplayMode, at size: DynamicTypeSize) -> [CGFloat] {
        let view = NavigationStack {
            Text("Body").navigationTitle("Forecast").navigationBarTitleDisplayMode(mode)
        }
        .dynamicTypeSize(size)
        return InteractionDriver(view, device: .iPhone15).layoutTree.allNodes.filter { $0.text == "Forecast" }.map(\.frame.height).sorted()
    }

    @Test(
        "A large title grows as the large title style, an inline title as the headline style",
        arguments: [
            (NavigationBarItem.TitleDisplayMode.large, DynamicTypeSize.large, [CGFloat(17), 34]), (.large, .xSmall, [14, 31]),
            (.large, .accessibility3, [40, 52]), (.inline, .large, [17]), (.inline, .xxxLarge, [23]), (.inline, .accessibility3, [40]),
        ])
    func navigationTitles(mode: NavigationBarItem.TitleDisplayMode, size: DynamicTypeSize, points: [CGFloat]) {
        #expect(titleHeights(mode, at: size) == points)
    }

    @Test("A tab bar's item titles stay 10 points at the largest sizes, as on iPhone")
    func tabBarTitles() {
        let view = TabView {
            Text("Page").tabItem { Label("Featured", systemImage: "star") }
        }
        .dynamicTypeSize(.accessibility5)
        let title = InteractionDriver(view, device: .iPhone15).layoutTree.node(text: "Featured")
        #expect(title?.frame.height == 10)
    }
}
