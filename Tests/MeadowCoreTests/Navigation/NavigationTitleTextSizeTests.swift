import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Navigation titles and Dynamic Type: the large title is the large-title text style in bold, and the strip it sits
/// on grows with its line (41 points of leading for the 34-point style, HIG Typography); the inline title is the
/// headline style, which grows in the 44-point bar up to xxxLarge (23 points). Text is measured with fixed metrics:
/// a line is as tall as the font size. iPhone 15: safe area 59 top.
@MainActor
@Suite("Navigation titles and Dynamic Type")
struct NavigationTitleTextSizeTests {
    let top: CGFloat = 59

    /// Sizes with the large title's points and its strip's height: 41 points of line for 34 points of type.
    static let largeTitles: [(DynamicTypeSize, CGFloat, CGFloat)] = [
        (.large, 34, 52), (.xSmall, 31, 52 - 3 * 41 / 34), (.accessibility3, 52, 52 + 18 * 41 / 34),
        (.accessibility5, 60, 52 + 26 * 41 / 34),
    ]

    @Test("The large title takes the large-title style's size, and its strip grows with its line", arguments: largeTitles)
    func largeTitle(size: DynamicTypeSize, points: CGFloat, strip: CGFloat) throws {
        let tree = LayoutHarness(
            NavigationStack {
                Color.red.accessibilityIdentifier("content").navigationTitle("Wiki Lists")
            }
            .dynamicTypeSize(size)
        ).layoutTree
        let title = try #require(tree.node(identifier: "navigation-large-title")?.first { $0.kind == .text })
        #expect(title.frame.height == points)
        #expect(title.frame.minX == 16)
        #expect(title.frame.maxY == top + 44 + strip - 8, "8 above the strip's bottom")
        #expect(try #require(tree.node(identifier: "content")).frame.minY == top + 44 + strip)
    }

    /// Sizes with the inline title's points.
    static let inlineTitles: [(DynamicTypeSize, CGFloat)] = [(.large, 17), (.xSmall, 14), (.xxLarge, 21), (.xxxLarge, 23), (.accessibility5, 23)]

    @Test("The inline title takes the headline style's size, up to xxxLarge's 23 points in the 44-point bar", arguments: inlineTitles)
    func inlineTitle(size: DynamicTypeSize, points: CGFloat) throws {
        let tree = LayoutHarness(
            NavigationStack {
                Color.red.accessibilityIdentifier("content")
                    .navigationTitle("Page")
                    .navigationBarTitleDisplayMode(.inline)
            }
            .dynamicTypeSize(size)
        ).layoutTree
        let title = try #require(tree.node(text: "Page"))
        #expect(title.frame == CGRect(x: (393 - 2 * points) / 2, y: top + (44 - points) / 2, width: 2 * points, height: points))
        #expect(try #require(tree.node(identifier: "content")).frame.minY == top + 44)
    }

    @Test("At accessibility3 the grown large title scrolls away with the content: its whole strip collapses")
    func grownTitleCollapses() throws {
        let strip: CGFloat = 52 + 18 * 41 / 34
        let driver = InteractionDriver(
            NavigationStack {
                ScrollView { Color.red.frame(height: 2000).accessibilityIdentifier("content") }
                    .navigationTitle("Title")
            }
            .dynamicTypeSize(.accessibility3))
        let title = try #require(driver.find(identifier: "navigation-large-title")).frame
        #expect(try #require(driver.find(identifier: "content")).frame.minY == top + 44 + strip)
        driver.scroll(at: CGPoint(x: 196, y: 400), by: CGSize(width: 0, height: 200))
        #expect(try #require(driver.find(identifier: "navigation-large-title")).frame.minY == title.minY - strip)
        #expect(try #require(driver.layoutTree.node(kind: .navigationBar)).frame.minY == top)
    }
}
