import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A tab bar's item titles keep their size at every Dynamic Type size on iPhone, as UIKit's tab bar does (it shows
/// the large content viewer for them instead). Text is measured with fixed metrics: a line is as tall as the font
/// size.
@MainActor
@Suite("Tab bar titles and Dynamic Type")
struct TabBarTextSizeTests {
    @Test("A tab bar's item titles stay 10 points at the largest size, as on iPhone", arguments: [DynamicTypeSize.large, .accessibility5])
    func titlesKeepTheirSize(size: DynamicTypeSize) {
        let view = TabView {
            Text("Page").tabItem { Label("Featured", systemImage: "star") }
        }
        .dynamicTypeSize(size)
        #expect(InteractionDriver(view, device: .iPhone15).layoutTree.node(text: "Featured")?.frame.height == 10)
    }
}
