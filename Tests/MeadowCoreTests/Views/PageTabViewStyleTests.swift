import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// TabView with `tabViewStyle(.page)`: no tab bar, the selected page fills the TabView (on iPhone 15, 393×852 with
/// a safe area of 59 on top and 34 below, the safe area 0, 59, 393, 759), index dots 7 points wide and 9 apart in a
/// row 26 tall with 10 on either side, centred 18 above the bottom (at y 800), and a horizontal swipe turns pages.
@MainActor
@Suite("TabView page style")
struct PageTabViewStyleTests {
    /// Three coloured pages, tagged 0, 1, 2, with a tab item each that the page style does not show.
    struct Pages: View {
        @Binding var selection: Int
        var count = 3
        /// The page style's display mode of the dots; nil for the default style.
        var indexDisplayMode: PageTabViewStyle.IndexDisplayMode? = .automatic

        var body: some View {
            if let indexDisplayMode {
                tabView.tabViewStyle(.page(indexDisplayMode: indexDisplayMode))
            } else {
                tabView.tabViewStyle(.automatic)
            }
        }

        private var tabView: some View {
            TabView(selection: $selection) {
                ForEach(0..<count, id: \.self) { index in
                    Color.blue
                        .accessibilityIdentifier("page-\(index)")
                        .tabItem { Label("Tab \(index)", systemImage: "star") }
                        .tag(index)
                }
            }
        }
    }

    /// The pages bound to state, which reports every change.
    struct BoundPages: View {
        @State private var selection = 0
        let seen: Box<[Int]>

        var body: some View {
            Pages(selection: $selection).onChange(of: selection) { seen.value.append(selection) }
        }
    }

    @Test("The selected page fills the whole TabView, with no tab bar and no bar inset of its safe area")
    func pageFillsFrame() throws {
        let tree = LayoutHarness(Pages(selection: .constant(1))).layoutTree
        expectFrame(tree.node(kind: .tabView), rect(0, 59, 393, 759))
        expectFrame(tree.node(identifier: "page-1"), rect(0, 59, 393, 759))
        #expect(tree.node(identifier: "page-0") == nil, "a neighbour is not listed while the pages rest")
        #expect(tree.node(text: "Tab 1") == nil, "no tab bar")
        #expect(tree.allNodes.filter { $0.kind == .image }.isEmpty, "no tab item icons")
    }

    @Test("Three pages show a row of dots 3 × 7 + 2 × 9 + 2 × 10 = 59 wide and 26 tall, centred 18 above the bottom")
    func dotsFrame() throws {
        let tabView = try #require(LayoutHarness(Pages(selection: .constant(0))).layoutTree.node(kind: .tabView))
        #expect(tabView.children.count == 2)
        expectFrame(tabView.children.last, rect((393 - 59) / 2, 818 - 18 - 13, 59, 26))
    }

    @Test("The current page's dot is opaque white and the others white at 30 %")
    func dotColours() throws {
        let fills = fillColours(in: LayoutHarness(Pages(selection: .constant(1))).displayList)
        #expect(fills.filter { $0 == RGBA(red: 1, green: 1, blue: 1, alpha: 1) }.count == 1)
        #expect(fills.filter { $0 == RGBA(red: 1, green: 1, blue: 1, alpha: 0.3) }.count == 2)
    }

    @Test("Dots show for more than one page or with .always, and not for one page or with .never")
    func dotsDisplayModes() throws {
        func dotsShown<V: View>(_ view: V) throws -> Bool {
            try #require(LayoutHarness(view).layoutTree.node(kind: .tabView)).children.count == 2
        }
        #expect(try dotsShown(Pages(selection: .constant(0))))
        #expect(try !dotsShown(Pages(selection: .constant(0), count: 1)))
        #expect(try dotsShown(Pages(selection: .constant(0), count: 1, indexDisplayMode: .always)))
        #expect(try !dotsShown(Pages(selection: .constant(0), indexDisplayMode: .never)))
        let automatic = LayoutHarness(Pages(selection: .constant(0), indexDisplayMode: nil)).layoutTree
        #expect(automatic.node(text: "Tab 0") != nil, "the default style has a tab bar")
    }

    @Test("With .page(backgroundDisplayMode: .always) a capsule of black at 25 % sits behind the dots; not by default")
    func dotsBackground() throws {
        let capsule = RGBA(red: 0, green: 0, blue: 0, alpha: 0.25)
        let always = Pages(selection: .constant(0)).indexViewStyle(.page(backgroundDisplayMode: .always))
        #expect(fillColours(in: LayoutHarness(always).displayList).contains(capsule))
        #expect(!fillColours(in: LayoutHarness(Pages(selection: .constant(0))).displayList).contains(capsule))
    }

    @Test("While dragging the pages follow the finger, the next page showing at the trailing edge")
    func dragTracks() throws {
        let driver = InteractionDriver(BoundPages(seen: Box([])))
        driver.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), release: false)
        expectFrame(driver.find(identifier: "page-0"), rect(-100, 59, 393, 759))
        expectFrame(driver.find(identifier: "page-1"), rect(293, 59, 393, 759))
        driver.release(at: CGPoint(x: 200, y: 400))
    }

    @Test("A drag left past a third of the width selects the next page and writes the binding")
    func dragTurns() throws {
        let seen = Box<[Int]>([])
        let driver = InteractionDriver(BoundPages(seen: seen))
        driver.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 150, y: 400), duration: 1)
        driver.step(0.05)
        _ = driver.makeDisplayList()
        let sliding = try #require(driver.find(identifier: "page-1"))
        #expect(sliding.frame.minX > 0 && sliding.frame.minX < 193, "the next page slides on from where the finger left it")
        #expect(driver.find(identifier: "page-0") != nil)
        driver.step(0.05)
        _ = driver.makeDisplayList()
        driver.settle()
        _ = driver.makeDisplayList()
        #expect(seen.value == [1])
        expectFrame(driver.find(identifier: "page-1"), rect(0, 59, 393, 759))
        #expect(driver.find(identifier: "page-0") == nil)
        driver.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 1)
        driver.settle()
        #expect(seen.value == [1, 0], "a drag right goes back")
    }

    @Test("A short slow drag springs back; a short fast fling turns the page")
    func shortDrags() throws {
        let seen = Box<[Int]>([])
        let driver = InteractionDriver(BoundPages(seen: seen))
        driver.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 240, y: 400), duration: 1)
        driver.settle()
        #expect(seen.value.isEmpty)
        expectFrame(driver.find(identifier: "page-0"), rect(0, 59, 393, 759))
        driver.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 240, y: 400), duration: 0.05)
        driver.settle()
        #expect(seen.value == [1])
    }

    @Test("A drag right on the first page moves it a third as far and springs back")
    func rubberBand() throws {
        let seen = Box<[Int]>([])
        let driver = InteractionDriver(BoundPages(seen: seen))
        driver.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 250, y: 400), release: false)
        expectFrame(driver.find(identifier: "page-0"), rect(50, 59, 393, 759))
        driver.release(at: CGPoint(x: 250, y: 400))
        driver.settle()
        #expect(seen.value.isEmpty)
        expectFrame(driver.find(identifier: "page-0"), rect(0, 59, 393, 759))
    }

    @Test("A vertical drag inside a page scrolls its scroll view and keeps the page")
    func verticalScrollInsidePage() throws {
        let driver = InteractionDriver(
            TabView {
                ScrollView { Color.blue.frame(height: 2000).accessibilityIdentifier("tall") }
                Color.red
            }
            .tabViewStyle(.page))
        driver.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), release: false)
        let tall = try #require(driver.find(identifier: "tall"))
        #expect(tall.frame.minX == 0)
        #expect(tall.frame.minY < 59 - 200)
        driver.release(at: CGPoint(x: 200, y: 300))
    }

    private func fillColours(in list: DisplayList) -> [RGBA] {
        list.items.flatMap { item -> [RGBA] in
            switch item {
            case .fill(_, let color, _): [color]
            case .group(_, let inner): fillColours(in: inner)
            default: []
            }
        }
    }
}
