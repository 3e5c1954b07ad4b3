import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The fills of `list`, at any depth, with their colours.
private func fillColors(in list: DisplayList) -> [RGBA] {
    drawnItems(list).compactMap { drawn in
        if case .fill(_, let color, _) = drawn.item { return color }
        return nil
    }
}

/// The colour of the text `string` in `list`.
private func textColor(_ string: String, in list: DisplayList) -> RGBA? {
    drawnItems(list).compactMap { drawn -> RGBA? in
        if case .text(let run, _, let color) = drawn.item, run.string == string { return color }
        return nil
    }.first
}

/// A screen whose toolbar buttons, one in the navigation bar and one in the bottom bar, present sheets showing a
/// `Label`.
private struct ToolbarSheetHost: View {
    @State private var showsTopSheet = false
    @State private var showsBottomSheet = false

    var body: some View {
        NavigationStack {
            Color.white
                .navigationTitle("Title")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button { showsTopSheet = true } label: { Label("Add", systemImage: "plus") }
                            .accessibilityIdentifier("add")
                            .sheet(isPresented: $showsTopSheet) { Label("Favourite", systemImage: "star") }
                    }
                    ToolbarItem(placement: .bottomBar) {
                        Button { showsBottomSheet = true } label: { Label("Share", systemImage: "square.and.arrow.up") }
                            .accessibilityIdentifier("share")
                            .sheet(isPresented: $showsBottomSheet) { Label("Copied", systemImage: "doc.on.doc") }
                    }
                }
        }
    }
}

/// The toolbar modifiers on iPhone 15 (393×852, safe area 59 top and 34 bottom): `toolbarBackground`,
/// `toolbarColorScheme`, `toolbar(_:for:)`, `navigationBarBackButtonHidden`, `toolbarTitleDisplayMode`, and the
/// bottom bar, group and keyboard placements.
@MainActor
@Suite("Toolbar modifiers: bar background, colour scheme, visibility, back button, title mode, bottom bar")
struct ToolbarModifierTests {
    let top: CGFloat = 59
    private let red = Color.red.resolve(in: EnvironmentValues())

    private func inlineStack<V: View>(_ content: V) -> some View {
        NavigationStack { content.navigationTitle("Title").navigationBarTitleDisplayMode(.inline) }
    }

    @Test("toolbarBackground(.visible) shows a toolbarBackground colour at rest in place of the material, with no blur")
    func visibleBackground() {
        let driver = InteractionDriver(
            inlineStack(Color.white.toolbarBackground(.red, for: .navigationBar).toolbarBackground(.visible, for: .navigationBar)))
        let list = driver.makeDisplayList()
        #expect(fillColors(in: list).contains(red))
        #expect(fillColors(in: list).contains(NavigationBarNode.hairlineColor))
        #expect(!fillColors(in: list).contains(NavigationBarNode.materialColor))
        #expect(!drawnItems(list).contains { $0.effects.contains { if case .blur = $0 { true } else { false } } })
        let bar = drawnItems(list).first { drawn in
            if case .fill(_, let color, _) = drawn.item { return color == red }
            return false
        }
        #expect(bar?.fillBounds == CGRect(x: 0, y: 0, width: 393, height: top + 44), "up through the status bar")
    }

    @Test("A toolbarBackground colour without .visible is not drawn at the scroll edge; .hidden never draws the material")
    func automaticAndHiddenBackground() {
        let automatic = InteractionDriver(inlineStack(Color.white.toolbarBackground(.red, for: .automatic)))
        #expect(!fillColors(in: automatic.makeDisplayList()).contains(red))
        let tabOnly = InteractionDriver(
            inlineStack(Color.white.toolbarBackground(.red, for: .tabBar).toolbarBackground(.visible, for: .navigationBar)))
        #expect(!fillColors(in: tabOnly.makeDisplayList()).contains(red), "a tab bar background leaves the navigation bar")
        #expect(fillColors(in: tabOnly.makeDisplayList()).contains(NavigationBarNode.materialColor))
        let hidden = InteractionDriver(inlineStack(Color.white.toolbarBackground(.hidden, for: .navigationBar)))
        #expect(!fillColors(in: hidden.makeDisplayList()).contains(NavigationBarNode.hairlineColor))
    }

    @Test("toolbarColorScheme(.dark) draws the bar's title in the dark scheme's label colour")
    func colorScheme() {
        let dark = InteractionDriver(inlineStack(Color.white.toolbarColorScheme(.dark, for: .navigationBar)))
        #expect(textColor("Title", in: dark.makeDisplayList()) == RGBA(hex: 0xFFFFFF))
        let light = InteractionDriver(inlineStack(Color.white))
        #expect(textColor("Title", in: light.makeDisplayList()) == RGBA(hex: 0x000000))
    }

    @Test("toolbar(.hidden, for: .navigationBar) and toolbarVisibility take the bar away; the content starts at the safe area's top")
    func hiddenBar() throws {
        for view in [
            AnyView(Color.red.accessibilityIdentifier("content").toolbar(.hidden, for: .navigationBar)),
            AnyView(Color.red.accessibilityIdentifier("content").toolbarVisibility(.hidden, for: .automatic)),
        ] {
            let tree = LayoutHarness(inlineStack(view)).layoutTree
            #expect(try #require(tree.node(identifier: "content")).frame == CGRect(x: 0, y: top, width: 393, height: 852 - 34 - top))
            #expect(tree.node(text: "Title") == nil)
        }
        let shown = LayoutHarness(inlineStack(Color.red.accessibilityIdentifier("content").toolbar(.visible, for: .navigationBar)))
        #expect(try #require(shown.layoutTree.node(identifier: "content")).frame.minY == top + 44)
    }

    @Test("navigationBarBackButtonHidden hides a pushed screen's back button")
    func backButtonHidden() throws {
        let driver = InteractionDriver(
            NavigationStack {
                NavigationLink("Open") { Text("Detail").navigationBarBackButtonHidden() }
            })
        driver.tap(try #require(driver.find(text: "Open")))
        driver.settle()
        #expect(driver.find(text: "Detail") != nil)
        #expect(driver.find(identifier: "navigation-back-button") == nil)
    }

    @Test("toolbarTitleDisplayMode(.inline) shows the title inline, as navigationBarTitleDisplayMode does")
    func titleDisplayMode() throws {
        let tree = LayoutHarness(
            NavigationStack {
                Color.red.accessibilityIdentifier("content").navigationTitle("Title").toolbarTitleDisplayMode(.inline)
            }
        ).layoutTree
        #expect(try #require(tree.node(identifier: "content")).frame.minY == top + 44)
        #expect(tree.node(identifier: "navigation-large-title") == nil)
    }

    @Test("A .bottomBar item sits 16 from the leading edge in a 44-point toolbar above the bottom safe area; the content ends above it")
    func bottomBar() throws {
        let tree = LayoutHarness(
            inlineStack(
                Color.red.accessibilityIdentifier("content")
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) {
                            Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("bottom")
                        }
                        ToolbarItem(placement: .keyboard) {
                            Color.green.frame(width: 30, height: 30).accessibilityIdentifier("keyboard")
                        }
                    })
        ).layoutTree
        let barTop: CGFloat = 852 - 34 - 44
        #expect(try #require(tree.node(identifier: "bottom")).frame == CGRect(x: 16, y: barTop + 7, width: 30, height: 30))
        #expect(try #require(tree.node(identifier: "content")).frame == CGRect(x: 0, y: top + 44, width: 393, height: barTop - top - 44))
        #expect(tree.node(identifier: "keyboard") == nil, "Meadow shows no software keyboard, so nothing above it")
    }

    @Test("A Label in a toolbar item shows its icon alone, in the bar and the bottom bar; an item's own labelStyle wins")
    func toolbarLabelsAreIcons() throws {
        let tree = LayoutHarness(
            inlineStack(
                Color.red
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button {} label: { Label("Add", systemImage: "plus") }
                        }
                        ToolbarItem(placement: .bottomBar) {
                            Button("Share", systemImage: "square.and.arrow.up") {}
                        }
                        ToolbarItem(placement: .topBarLeading) {
                            Label("Titled", systemImage: "star").labelStyle(.titleAndIcon)
                        }
                    })
        ).layoutTree
        #expect(tree.node(text: "Add") == nil)
        #expect(tree.node(text: "Share") == nil)
        #expect(tree.node(text: "Titled") != nil)
    }

    @Test("A sheet a toolbar button presents shows its Labels with their titles: the icon-only style is the items' alone")
    func toolbarLabelStyleStaysInTheBar() throws {
        for (button, title) in [("add", "Favourite"), ("share", "Copied")] {
            let driver = InteractionDriver(ToolbarSheetHost())
            #expect(driver.find(text: "Add") == nil && driver.find(text: "Share") == nil, "the items show icons alone")
            driver.tap(try #require(driver.find(identifier: button)))
            driver.settle()
            #expect(driver.find(text: title) != nil, "the sheet's Label shows its title, as on iOS")
            #expect(driver.find(text: "Add") == nil, "the bar's items still show icons alone")
        }
    }

    @Test("toolbar(.hidden, for: .bottomBar) hides the bottom toolbar and gives its room back")
    func hiddenBottomBar() throws {
        let tree = LayoutHarness(
            inlineStack(
                Color.red.accessibilityIdentifier("content")
                    .toolbar { ToolbarItem(placement: .bottomBar) { Text("Bottom") } }
                    .toolbar(.hidden, for: .bottomBar))
        ).layoutTree
        #expect(tree.node(text: "Bottom") == nil)
        #expect(try #require(tree.node(identifier: "content")).frame.maxY == 852 - 34)
    }

    @Test("A ToolbarItemGroup stands its views 8 apart; a Spacer in a bottom group spreads them to the edges")
    func itemGroup() throws {
        let tree = LayoutHarness(
            inlineStack(
                Color.white
                    .toolbar {
                        ToolbarItemGroup(placement: .topBarTrailing) {
                            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("a")
                            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("b")
                        }
                        ToolbarItemGroup(placement: .bottomBar) {
                            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("first")
                            Spacer()
                            Color.red.frame(width: 20, height: 20).accessibilityIdentifier("last")
                        }
                    })
        ).layoutTree
        #expect(try #require(tree.node(identifier: "b")).frame.maxX == 393 - 16)
        #expect(try #require(tree.node(identifier: "a")).frame.maxX == 393 - 16 - 20 - 8)
        #expect(try #require(tree.node(identifier: "first")).frame.minX == 16)
        #expect(try #require(tree.node(identifier: "last")).frame.maxX == 393 - 16)
    }

    @Test("toolbar(.hidden, for: .tabBar) takes the tab bar away and gives the page the bottom safe area again")
    func hiddenTabBar() throws {
        let tree = LayoutHarness(
            TabView {
                Color.red.accessibilityIdentifier("page").ignoresSafeArea(edges: []).toolbar(.hidden, for: .tabBar)
                    .tabItem { Label("One", systemImage: "star") }
                Color.blue.tabItem { Label("Two", systemImage: "circle") }
            }
        ).layoutTree
        #expect(tree.node(text: "One") == nil)
        #expect(try #require(tree.node(identifier: "page")).frame.maxY == 852 - 34)
    }

    @Test("toolbarBackground(_:for: .tabBar) fills the tab bar with the colour in place of its material")
    func tabBarBackground() {
        let driver = InteractionDriver(
            TabView {
                Color.white.toolbarBackground(.red, for: .tabBar).tabItem { Label("One", systemImage: "star") }
            })
        let list = driver.makeDisplayList()
        #expect(fillColors(in: list).contains(red))
        #expect(!drawnItems(list).contains { $0.effects.contains { if case .blur = $0 { true } else { false } } })
    }
}
