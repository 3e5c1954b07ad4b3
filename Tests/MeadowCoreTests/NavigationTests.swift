import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Navigation bar metrics (reference/swiftui-system-metrics.md §1): a 44-point bar below the safe area's top,
/// 52 more for a large title, items and the large title 16 points from the edges.
@MainActor
@Suite("NavigationView and NavigationStack")
struct NavigationTests {
    /// iPhone 15: 393×852, safe area 59 top and 34 bottom.
    let top: CGFloat = 59

    @Test("A large title sits on the 52-point strip below the 44-point bar, 16 from the leading edge, 8 above its bottom")
    func largeTitle() throws {
        let tree = LayoutHarness(
            NavigationView {
                Color.red.accessibilityIdentifier("content").navigationBarTitle("Wiki Lists")
            }
        ).layoutTree
        let title = try #require(tree.node(identifier: "navigation-large-title")?.first { $0.kind == .text })
        #expect(title.text == "Wiki Lists")
        #expect(title.frame.minX == 16)
        #expect(title.frame.maxY == top + 96 - 8)
        #expect(title.frame.height == 34, "the fixed metrics' lines are as tall as the 34-point font")
        let content = try #require(tree.node(identifier: "content"))
        #expect(content.frame == CGRect(x: 0, y: top + 96, width: 393, height: 852 - 34 - top - 96))
        #expect(tree.node(identifier: "navigation-title") == nil, "no inline title while the title is large")
    }

    @Test("An inline title is centred in the 44-point bar in 17-point text, and the content starts below the bar")
    func inlineTitle() throws {
        let tree = LayoutHarness(
            NavigationStack {
                Color.red.accessibilityIdentifier("content")
                    .navigationTitle("Page")
                    .navigationBarTitleDisplayMode(.inline)
            }
        ).layoutTree
        let title = try #require(tree.node(text: "Page"))
        #expect(title.frame == CGRect(x: (393 - 34) / 2, y: top + (44 - 17) / 2, width: 34, height: 17))
        #expect(tree.node(identifier: "navigation-large-title") == nil)
        #expect(try #require(tree.node(identifier: "content")).frame.minY == top + 44)
    }

    @Test("navigationBarItems puts its leading and trailing views 16 from the edges, centred in the bar")
    func barItems() throws {
        let tree = LayoutHarness(
            NavigationView {
                Color.white
                    .navigationBarTitle("Title")
                    .navigationBarItems(
                        leading: Color.red.frame(width: 20, height: 20).accessibilityIdentifier("leading"),
                        trailing: Color.blue.frame(width: 20, height: 20).accessibilityIdentifier("trailing"))
            }
        ).layoutTree
        #expect(try #require(tree.node(identifier: "leading")).frame == CGRect(x: 16, y: top + 12, width: 20, height: 20))
        #expect(try #require(tree.node(identifier: "trailing")).frame == CGRect(x: 393 - 16 - 20, y: top + 12, width: 20, height: 20))
    }

    @Test("toolbar places each ToolbarItem by its placement; the principal item replaces the inline title")
    func toolbarPlacements() throws {
        let tree = LayoutHarness(
            NavigationStack {
                Color.white
                    .navigationTitle("Hidden")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) {
                            Color.red.frame(width: 30, height: 30).accessibilityIdentifier("leading")
                        }
                        ToolbarItem(placement: .principal) {
                            Color.green.frame(width: 50, height: 10).accessibilityIdentifier("principal")
                        }
                        ToolbarItem {
                            Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("trailing")
                        }
                    }
            }
        ).layoutTree
        #expect(try #require(tree.node(identifier: "leading")).frame == CGRect(x: 16, y: top + 7, width: 30, height: 30))
        #expect(try #require(tree.node(identifier: "trailing")).frame.maxX == 393 - 16)
        #expect(try #require(tree.node(identifier: "principal")).frame == CGRect(x: (393 - 50) / 2, y: top + 17, width: 50, height: 10))
        #expect(tree.node(text: "Hidden") == nil)
    }

    @Test("The innermost navigationTitle wins over an outer one, as a stack reads the title closest to its content")
    func innermostTitleWins() throws {
        let tree = LayoutHarness(
            NavigationStack {
                VStack {
                    Color.white.navigationTitle("Inner")
                }
                .navigationTitle("Outer")
            }
        ).layoutTree
        #expect(tree.node(text: "Inner") != nil)
        #expect(tree.node(text: "Outer") == nil)
    }
}
