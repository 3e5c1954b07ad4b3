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
        let drawn = texts(in: LayoutHarness(
            NavigationView { Color.red.navigationBarTitle("Wiki Lists") }
        ).displayList)
        #expect(drawn == ["Wiki Lists"], "the inline title is not drawn while the title is large and at rest")
    }

    @Test("Every navigationViewStyle shows the stack on an iPhone: the same bar, title and content frames as with none")
    func navigationViewStyles() throws {
        func frames(_ view: some View) throws -> [CGRect] {
            let tree = LayoutHarness(view).layoutTree
            let title = try #require(tree.node(identifier: "navigation-large-title")?.first { $0.kind == .text })
            return [title.frame, try #require(tree.node(identifier: "content")).frame]
        }
        func screen() -> some View { Color.red.accessibilityIdentifier("content").navigationBarTitle("Wiki Lists") }
        let plain = try frames(NavigationView { screen() })
        #expect(plain[1] == CGRect(x: 0, y: top + 96, width: 393, height: 852 - 34 - top - 96))
        #expect(try frames(NavigationView { screen() }.navigationViewStyle(.stack)) == plain)
        #expect(try frames(NavigationView { screen() }.navigationViewStyle(StackNavigationViewStyle())) == plain)
        #expect(try frames(NavigationView { screen() }.navigationViewStyle(.columns)) == plain)
        #expect(try frames(NavigationView { screen() }.navigationViewStyle(DoubleColumnNavigationViewStyle())) == plain)
        #expect(try frames(NavigationView { screen() }.navigationViewStyle(.automatic)) == plain)
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

    @Test("A Text title (navigationTitle, navigationBarTitle, with a display mode) shows its string in the bar")
    func textTitles() throws {
        let large = LayoutHarness(NavigationView { Color.red.navigationBarTitle(Text("Menu")) }).layoutTree
        #expect(large.node(identifier: "navigation-large-title")?.first { $0.kind == .text }?.text == "Menu")
        let titled = LayoutHarness(NavigationStack { Color.red.navigationTitle(Text("Menu")) }).layoutTree
        #expect(titled.node(identifier: "navigation-large-title")?.first { $0.kind == .text }?.text == "Menu")
        let inline = LayoutHarness(NavigationView { Color.red.navigationBarTitle(Text("Menu"), displayMode: .inline) }).layoutTree
        let title = try #require(inline.node(text: "Menu"))
        #expect(title.frame == CGRect(x: (393 - 34) / 2, y: top + (44 - 17) / 2, width: 34, height: 17))
        #expect(inline.node(identifier: "navigation-large-title") == nil)
    }

    @Test("navigationBarHidden(true) takes the bar away and the content starts at the top of the safe area")
    func hiddenBar() throws {
        let hidden = LayoutHarness(
            NavigationView {
                Color.red.accessibilityIdentifier("content").navigationBarTitle("Home").navigationBarHidden(true)
            }
        ).layoutTree
        let content = try #require(hidden.node(identifier: "content"))
        #expect(content.frame == CGRect(x: 0, y: top, width: 393, height: 852 - 34 - top))
        #expect(hidden.node(text: "Home") == nil)
        let shown = LayoutHarness(
            NavigationView {
                Color.red.accessibilityIdentifier("content").navigationBarTitle("Home").navigationBarHidden(false)
            }
        ).layoutTree
        #expect(try #require(shown.node(identifier: "content")).frame.minY == top + 96)
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

    /// A stack whose content is a tall scroll view, to scroll under the bar.
    func scrollingStack() -> some View {
        NavigationStack {
            ScrollView {
                Color.red.frame(height: 2000).accessibilityIdentifier("content")
            }
            .navigationTitle("Title")
        }
    }

    @Test("With a scroll view, the content starts below the large title; the scroll view starts below the inline bar")
    func scrollViewUnderLargeTitle() throws {
        let tree = LayoutHarness(scrollingStack()).layoutTree
        #expect(try #require(tree.node(identifier: "content")).frame.minY == top + 96)
        #expect(try #require(tree.node(kind: .scrollView)).frame.minY == top + 44)
    }

    @Test("Scrolling moves the large title up with the content; past 52 points the bar is collapsed to 44")
    func largeTitleCollapses() throws {
        let driver = InteractionDriver(scrollingStack())
        let title = try #require(driver.find(identifier: "navigation-large-title")).frame
        driver.scroll(at: CGPoint(x: 196, y: 400), by: CGSize(width: 0, height: 30))
        #expect(try #require(driver.find(identifier: "navigation-large-title")).frame.minY == title.minY - 30)
        #expect(try #require(driver.find(identifier: "content")).frame.minY == top + 96 - 30)
        driver.scroll(at: CGPoint(x: 196, y: 400), by: CGSize(width: 0, height: 100))
        #expect(try #require(driver.find(identifier: "navigation-large-title")).frame.minY == title.minY - 52)
        let bar = try #require(driver.layoutTree.node(kind: .navigationBar))
        #expect(bar.frame.minY == top)
    }

    @Test("At rest the bar has no material or hairline and no inline title; collapsed, it has all three")
    func materialAndInlineTitleAppear() throws {
        let driver = InteractionDriver(scrollingStack())
        func barFills() -> [RGBA] { fills(in: driver.makeDisplayList()) }
        #expect(!barFills().contains(NavigationBarNode.hairlineColor))
        #expect(texts(in: driver.makeDisplayList()) == ["Title"])
        driver.scroll(at: CGPoint(x: 196, y: 400), by: CGSize(width: 0, height: 47))
        let inline = driver.makeDisplayList()
        #expect(texts(in: inline) == ["Title", "Title"], "the inline title fades in past 42 points")
        #expect(!barFills().contains(NavigationBarNode.hairlineColor), "content is not under the bar yet")
        driver.scroll(at: CGPoint(x: 196, y: 400), by: CGSize(width: 0, height: 60))
        #expect(barFills().contains(NavigationBarNode.hairlineColor))
        #expect(barFills().contains(NavigationBarNode.materialColor))
    }

    /// The colours of the fills in `list`, at any depth.
    func fills(in list: DisplayList) -> [RGBA] {
        list.items.flatMap { item -> [RGBA] in
            switch item {
            case .fill(_, let color, _): [color]
            case .group(_, let inner): fills(in: inner)
            default: []
            }
        }
    }

    /// The strings of the text items in `list`, at any depth, in drawing order.
    func texts(in list: DisplayList) -> [String] {
        list.items.flatMap { item -> [String] in
            switch item {
            case .text(let run, _, _): [run.string]
            case .group(_, let inner): texts(in: inner)
            default: []
            }
        }
    }
}
