import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// TabView's tab bar (reference/swiftui-system-metrics.md §3): 49 points plus the bottom safe area, icon above a
/// 10-point medium title, items bottom-aligned 4 points above the bar's bottom, the selected item in the accent
/// (systemBlue), the others systemGray. On iPhone 15 (393×852, safe area 59 top and 34 bottom) the bar's top is at
/// 852 − 34 − 49 = 769. Text is measured with fixed metrics: characters half the font size wide, lines the font
/// size tall; a symbol is 1.2 × 1.1 its font size, rounded.
@MainActor
@Suite("TabView and its tab bar")
struct TabViewTests {
    enum Tab: Hashable { case featured, list }

    /// Two tabs, "Featured" (star) and "List" (list.bullet), as the Landmarks app has.
    struct TwoTabs: View {
        @Binding var selection: Tab

        var body: some View {
            TabView(selection: $selection) {
                Color.red
                    .accessibilityIdentifier("featured-page")
                    .tabItem { Label("Featured", systemImage: "star") }
                    .tag(Tab.featured)
                Color.blue
                    .accessibilityIdentifier("list-page")
                    .tabItem { Label("List", systemImage: "list.bullet") }
                    .tag(Tab.list)
            }
        }
    }

    /// The names the tabs' pages publish.
    struct PageNamesKey: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    @Test("Only the selected tab's preferences reach the views around the TabView", arguments: [Tab.featured, .list])
    func onlySelectedTabPreferences(selection: Tab) throws {
        // SwiftUI: an unselected tab is not shown, so its preferences (a navigation title) do not pass up.
        let view = TabView(selection: .constant(selection)) {
            Color.red.preference(key: PageNamesKey.self, value: ["featured"])
                .tabItem { Label("Featured", systemImage: "star") }
                .tag(Tab.featured)
            Color.blue.preference(key: PageNamesKey.self, value: ["list"])
                .tabItem { Label("List", systemImage: "list.bullet") }
                .tag(Tab.list)
        }
        .overlayPreferenceValue(PageNamesKey.self) { names in Text(names.joined(separator: ",")) }
        let expected = selection == .featured ? "featured" : "list"
        #expect(LayoutHarness(view).layoutTree.node(text: expected) != nil)
    }

    @Test("The tab bar is 49 points tall above the bottom safe area and the selected page fills the rest")
    func barAndPageFrames() throws {
        let tree = LayoutHarness(TwoTabs(selection: .constant(.featured))).layoutTree
        expectFrame(tree.node(kind: .tabView), rect(0, 59, 393, 852 - 34 - 59))
        expectFrame(tree.node(identifier: "featured-page"), rect(0, 59, 393, 769 - 59))
        #expect(tree.node(identifier: "list-page") == nil, "an unselected page is not laid out")
    }

    @Test("Each item takes an equal width; its icon sits centred above a 10-point title 4 points above the bar's bottom")
    func itemLayout() throws {
        let tree = LayoutHarness(TwoTabs(selection: .constant(.featured))).layoutTree
        // "Featured": 8 characters of 10-point text, 40 × 10; the star at 21 points is 25 × 23.
        let title = try #require(tree.node(text: "Featured"))
        expectFrame(title, rect((196.5 - 40) / 2, 818 - 4 - 10, 40, 10))
        let icons = tree.allNodes.filter { $0.kind == .image }
        #expect(icons.count == 2)
        // The icon is centred in the 49 − 4 − 10 = 35 points above the title.
        expectFrame(icons.first, rect((196.5 - 25) / 2, 769 + (35 - 23) / 2, 25, 23))
        let list = try #require(tree.node(text: "List"))
        expectFrame(list, rect(196.5 + (196.5 - 20) / 2, 818 - 4 - 10, 20, 10))
        #expect(title.text == "Featured")
    }

    @Test("tabItem { Image; Text } is one item, its icon above its title, laid out as the Label spelling is")
    func imageAndTextItem() throws {
        // The iOS 13 spelling: the tab bar takes the Image as the icon and the Text as the title (UIKit's tab bar
        // item has one of each), so the frames are itemLayout's, not an icon column beside a title column.
        let view = TabView {
            Color.red
                .tabItem {
                    Image(systemName: "star")
                    Text("Featured")
                }
            Color.blue
                .tabItem {
                    Image(systemName: "list.bullet")
                    Text("List")
                }
        }
        let tree = LayoutHarness(view).layoutTree
        expectFrame(tree.node(text: "Featured"), rect((196.5 - 40) / 2, 818 - 4 - 10, 40, 10))
        expectFrame(tree.node(text: "List"), rect(196.5 + (196.5 - 20) / 2, 818 - 4 - 10, 20, 10))
        let icons = tree.allNodes.filter { $0.kind == .image }
        #expect(icons.count == 2)
        expectFrame(icons.first, rect((196.5 - 25) / 2, 769 + (35 - 23) / 2, 25, 23))
    }

    @Test("The bar's background reaches through the bottom safe area to the screen's edge, under a one-pixel hairline")
    func barBackgroundAndHairline() throws {
        let list = LayoutHarness(TwoTabs(selection: .constant(.featured))).displayList
        let fills = fillRects(in: list)
        #expect(fills.contains { $0.color == TabBar.background.resolve(in: EnvironmentValues()) && $0.rect == rect(0, 769, 393, 852 - 769) })
        #expect(fills.contains { $0.color.alpha == 0.3 && $0.rect == rect(0, 769, 393, 0.5) }, "1 physical pixel at scale 2")
    }

    @Test("The selected item is drawn in the accent colour, systemBlue, and the others in systemGray, title and icon")
    func itemColours() throws {
        let list = LayoutHarness(TwoTabs(selection: .constant(.list))).displayList
        let blue = RGBA(hex: 0x007AFF), gray = RGBA(hex: 0x8E8E93)
        #expect(symbols(in: list).map(\.color) == [gray, blue])
        let texts = textColours(in: list)
        #expect(texts.first { $0.0 == "Featured" }?.1 == gray)
        #expect(texts.first { $0.0 == "List" }?.1 == blue)
        let tinted = LayoutHarness(TwoTabs(selection: .constant(.list)).tint(.green)).displayList
        #expect(symbols(in: tinted).map(\.color) == [gray, RGBA(hex: 0x34C759)], "tint(_:) sets the accent")
    }

    @Test("The bar adds to the page's bottom safe area: a page ignoring the safe area reaches the screen's edges")
    func pageSafeArea() throws {
        let tree = LayoutHarness(
            TabView {
                GeometryReader { proxy in
                    Color.clear.accessibilityIdentifier("insets-\(proxy.safeAreaInsets.bottom)")
                }
                .tabItem { Label("One", systemImage: "star") }
                Color.red.ignoresSafeArea().accessibilityIdentifier("second")
                    .tabItem { Label("Two", systemImage: "star") }
            }
        ).layoutTree
        expectFrame(tree.node(kind: .geometryReader), rect(0, 59, 393, 769 - 59))
        #expect(tree.node(identifier: "insets-0.0") != nil, "the reader ends where the safe area does")
    }

    /// The drawn platter around a tab badge's text: the innermost background node that holds the text.
    private func badgePlatter(_ text: String, in tree: LayoutNode) -> LayoutNode? {
        tree.allNodes.last { $0.kind == .background && $0.children.contains { $0.node(text: text) != nil } }
    }

    @Test("A tab's badge(Int) is an 18-point capsule, its leading edge 6 points right of the item's centre, 4 below the bar's top")
    func badgeFrame() throws {
        // TabBarBadge (Ionic's iOS tab button): 12-point text padded 5 a side, at least 18 wide, 18 tall. The first
        // of two items is centred at 196.5 / 2 = 98.25; the bar's top is at 769.
        let view = TabView {
            Color.red.tabItem { Label("Featured", systemImage: "star") }.badge(3)
            Color.blue.tabItem { Label("List", systemImage: "list.bullet") }.badge(Text("128"))
        }
        let tree = LayoutHarness(view).layoutTree
        // "3" is 6 × 12: padded to 16, widened to 18, centred.
        expectFrame(badgePlatter("3", in: tree), rect(98.25 + 6, 773, 18, 18))
        expectFrame(tree.node(text: "3"), rect(98.25 + 6 + 6, 773 + 3, 6, 12))
        // "128" is 18 × 12, padded to 28.
        expectFrame(badgePlatter("128", in: tree), rect(196.5 + 98.25 + 6, 773, 28, 18))
        expectFrame(tree.node(text: "128"), rect(196.5 + 98.25 + 6 + 5, 773 + 3, 18, 12))
    }

    @Test("A zero count, a nil Text and a nil LocalizedStringKey show no badge; a key shows its text", arguments: [0, 1, 2, 3])
    func badgeHidden(variant: Int) throws {
        let page = Color.red.tabItem { Label("Featured", systemImage: "star") }
        let view = TabView {
            switch variant {
            case 0: page.badge(0)
            case 1: page.badge(nil as Text?)
            case 2: page.badge(nil as LocalizedStringKey?)
            default: page.badge("New" as LocalizedStringKey)
            }
        }
        let tree = LayoutHarness(view).layoutTree
        let platters = tree.allNodes.filter { $0.kind == .background && $0.frame.height == 18 }
        #expect(platters.count == (variant == 3 ? 1 : 0))
        if variant == 3 {
            // "New" is 18 × 12 at 12 points, padded to 28; one item, centred at 196.5.
            expectFrame(badgePlatter("New", in: tree), rect(196.5 + 6, 773, 28, 18))
        }
    }

    @Test("A tab badge's capsule is systemRed and its text white")
    func badgeColours() throws {
        let view = TabView {
            Color.clear.tabItem { Label("Featured", systemImage: "star") }.badge(3)
        }
        let list = LayoutHarness(view).displayList
        #expect(textColours(in: list).first { $0.0 == "3" }?.1 == RGBA(hex: 0xFFFFFF))
        #expect(fillRects(in: list).contains { $0.color == RGBA(hex: 0xFF3B30) && $0.rect == rect(196.5 + 6, 773, 18, 18) })
    }

    /// Two tabs bound to state of the view above them, which it reports on every change.
    struct BoundTabs: View {
        @State private var selection = Tab.featured
        let seen: Box<[Tab]>

        var body: some View {
            TwoTabs(selection: $selection).onChange(of: selection) { seen.value.append(selection) }
        }
    }

    @Test("Tapping an item writes its tag through the binding and shows its page")
    func tapSelects() throws {
        let seen = Box<[Tab]>([])
        let driver = InteractionDriver(BoundTabs(seen: seen))
        driver.tap(try #require(driver.find(text: "List")))
        #expect(seen.value == [.list])
        #expect(driver.find(identifier: "list-page") != nil)
        #expect(driver.find(identifier: "featured-page") == nil)
        driver.tap(try #require(driver.find(text: "Featured")))
        #expect(seen.value == [.list, .featured])
        #expect(driver.find(identifier: "featured-page") != nil)
    }

    /// A page with a counter of its own.
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    @Test("A plain TabView selects by position, and a page's state survives switching away and back")
    func stateSurvivesSwitching() throws {
        let driver = InteractionDriver(
            TabView {
                Counter().tabItem { Label("Counter", systemImage: "star") }
                Text("Other page").tabItem { Label("Other", systemImage: "list.bullet") }
            })
        driver.tap(try #require(driver.find(text: "Count 0")))
        driver.tap(try #require(driver.find(text: "Count 1")))
        driver.tap(try #require(driver.find(text: "Other")))
        #expect(driver.find(text: "Other page") != nil)
        #expect(driver.find(text: "Count 2") == nil)
        driver.tap(try #require(driver.find(text: "Counter")))
        #expect(driver.find(text: "Count 2") != nil, "the counter's @State was kept while its tab was away")
    }

    @Test("Taps land only on the selected page: the hidden page's button under the same point is not hit")
    func hiddenPageNotHit() throws {
        let taps = Box(0)
        let driver = InteractionDriver(
            TabView {
                Text("Front").tabItem { Label("A", systemImage: "star") }
                Color.red.onTapGesture { taps.value += 1 }.tabItem { Label("B", systemImage: "star") }
            })
        driver.tap(at: CGPoint(x: 196, y: 300))
        #expect(taps.value == 0)
    }

    // MARK: Reading the display list

    private func fillRects(in list: DisplayList, origin: CGPoint = .zero) -> [(rect: CGRect, color: RGBA)] {
        list.items.flatMap { item -> [(rect: CGRect, color: RGBA)] in
            switch item {
            case .fill(let path, let color, _): [(path.boundingRect.offsetBy(dx: origin.x, dy: origin.y), color)]
            case .group(.offset(let offset), let inner):
                fillRects(in: inner, origin: CGPoint(x: origin.x + offset.width, y: origin.y + offset.height))
            case .group(_, let inner): fillRects(in: inner, origin: origin)
            default: []
            }
        }
    }

    private func symbols(in list: DisplayList) -> [(name: String, color: RGBA)] {
        list.items.flatMap { item -> [(name: String, color: RGBA)] in
            switch item {
            case .symbol(let name, _, _, let color): [(name, color)]
            case .group(_, let inner): symbols(in: inner)
            default: []
            }
        }
    }

    private func textColours(in list: DisplayList) -> [(String, RGBA)] {
        list.items.flatMap { item -> [(String, RGBA)] in
            switch item {
            case .text(let run, _, let color): [(run.string, color)]
            case .group(_, let inner): textColours(in: inner)
            default: []
            }
        }
    }
}

/// A value the test and a view's closures share.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
