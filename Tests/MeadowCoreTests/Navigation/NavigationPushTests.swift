import Foundation
import Observation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A root screen with a counter and a link to a detail screen with a counter of its own, recording the detail's
/// appearances.
private struct CounterStack: View {
    let events: EventLog

    var body: some View {
        NavigationStack {
            CounterScreen(name: "root", events: events)
        }
    }
}

private struct CounterScreen: View {
    let name: String
    let events: EventLog
    @State private var count = 0

    var body: some View {
        VStack {
            Button("\(name) \(count)") { count += 1 }
            if name == "root" {
                NavigationLink("Open") { CounterScreen(name: "detail", events: events) }
            }
            Spacer()
        }
        .frame(maxWidth: .infinity)
        .accessibilityIdentifier(name)
        .navigationTitle(name == "root" ? "Root" : "Detail")
        .navigationBarTitleDisplayMode(.inline)
        .onAppear { events.record("\(name) appeared") }
        .onDisappear { events.record("\(name) disappeared") }
    }
}


/// A pushed screen whose title counts the taps on its button.
private struct TitledCounter: View {
    @State private var count = 0

    var body: some View {
        Button("Add") { count += 1 }
            .navigationTitle("Count \(count)")
            .navigationBarTitleDisplayMode(.inline)
    }
}

/// A stack driven by a path of numbers, each shown by its destination.
private struct PathStack: View {
    let probe: StateProbe<[Int]>
    @State private var path: [Int] = []

    var body: some View {
        probe.binding = $path
        return NavigationStack(path: $path) {
            VStack {
                NavigationLink("Push 7", value: 7)
                Spacer()
            }
            .navigationTitle("Numbers")
            .navigationDestination(for: Int.self) { number in
                Text("Number \(number)").accessibilityIdentifier("number-\(number)")
                    .navigationTitle("No. \(number)")
            }
        }
    }
}

/// Pushes and pops of `NavigationStack`, `NavigationLink` and `NavigationPath`, on iPhone 15 (393×852, safe area 59
/// top and 34 bottom). The animation is UIKit's push curve as the critically damped spring of natural frequency
/// √(1000/3) (reference/swiftui-system-metrics.md §1, "Push / pop animation"): a screen `w` points from its place
/// when the push starts is `w·(1 + ωt)·e^(−ωt)` from it `t` seconds later.
@MainActor
@Suite("Navigation pushes and pops")
struct NavigationPushTests {
    let width: CGFloat = 393
    /// The content of an inline-titled screen: below the 44-point bar, above the bottom safe area.
    let contentTop: CGFloat = 59 + 44
    let contentHeight: CGFloat = 852 - 34 - 59 - 44

    /// How much of its way a pushed screen still has to go `t` seconds after the push.
    func remaining(after t: Double) -> CGFloat {
        let omega = (1000.0 / 3).squareRoot()
        return CGFloat((1 + omega * t) * exp(-omega * t))
    }

    /// The top screen of the stack at rest (the laid-out tree lists the screens bottom to top).
    func topScreen(_ driver: InteractionDriver) throws -> LayoutNode {
        try #require(driver.layoutTree.node(kind: .navigationStack)?.children.last)
    }

    func minX(_ identifier: String, in driver: InteractionDriver) throws -> CGFloat {
        try #require(driver.find(identifier: identifier)).frame.minX
    }

    @Test("Tapping a NavigationLink slides its destination in from the trailing edge as the root moves a third left")
    func pushAnimates() throws {
        let driver = InteractionDriver(CounterStack(events: EventLog()))
        driver.tap(try #require(driver.find(text: "Open")))
        #expect(try minX("detail", in: driver) == width, "the pushed screen starts off the trailing edge")
        driver.step(0.1)
        let detail = try #require(driver.find(identifier: "detail")).frame
        #expect(abs(detail.minX - width * remaining(after: 0.1)) < 1e-6)
        #expect(detail.size == CGSize(width: width, height: contentHeight))
        #expect(detail.minY == contentTop)
        let root = try minX("root", in: driver)
        #expect(abs(root - -width / 3 * (1 - remaining(after: 0.1))) < 1e-6)
        driver.settle()
        #expect(try #require(driver.find(identifier: "detail")).frame == CGRect(x: 0, y: contentTop, width: width, height: contentHeight))
        #expect(try minX("root", in: driver) == -width / 3, "the covered root rests a third of the width to the left")
    }

    @Test("A pushed screen's bar has a back button titled with the previous title, 8 from the edge; tapping it pops")
    func backButtonPops() throws {
        let events = EventLog()
        let driver = InteractionDriver(CounterStack(events: events))
        driver.tap(try #require(driver.find(text: "Open")))
        driver.settle()
        let back = try #require(driver.find(identifier: "navigation-back-button"))
        #expect(back.node(text: "Root") != nil)
        let chevron = try #require(back.node(kind: .image))
        #expect(chevron.frame.minX == 8)
        #expect(driver.layoutTree.node(text: "Detail") != nil, "the pushed screen's own title is in its bar")
        #expect(events.entries == ["root appeared", "detail appeared", "root disappeared"])
        driver.tap(back)
        driver.step(0.1)
        #expect(abs(try minX("detail", in: driver) - width * (1 - remaining(after: 0.1))) < 1e-6)
        driver.settle()
        #expect(driver.find(identifier: "detail") == nil)
        #expect(try minX("root", in: driver) == 0)
        #expect(events.entries == ["root appeared", "detail appeared", "root disappeared", "root appeared", "detail disappeared"])
    }

    @Test("The root keeps its @State under a pushed screen; a popped screen's state is gone when pushed again")
    func stateBelowIsKept() throws {
        let driver = InteractionDriver(CounterStack(events: EventLog()))
        driver.tap(try #require(driver.find(text: "root 0")))
        driver.tap(try #require(driver.find(text: "Open")))
        driver.settle()
        driver.tap(try #require(driver.find(text: "detail 0")))
        #expect(driver.find(text: "detail 1") != nil)
        driver.tap(try #require(driver.find(identifier: "navigation-back-button")))
        driver.settle()
        #expect(driver.find(text: "root 1") != nil)
        driver.tap(try #require(driver.find(text: "Open")))
        driver.settle()
        #expect(driver.find(text: "detail 0") != nil)
    }

    @Test("Only the top screen takes touches: a tap where the covered root's button was does nothing")
    func onlyTopScreenIsHit() throws {
        let driver = InteractionDriver(CounterStack(events: EventLog()))
        let counter = try #require(driver.find(text: "root 0"))
        driver.tap(try #require(driver.find(text: "Open")))
        driver.settle()
        driver.tap(at: CGPoint(x: counter.frame.midX - width / 3, y: counter.frame.midY))
        driver.tap(try #require(driver.find(identifier: "navigation-back-button")))
        driver.settle()
        #expect(driver.find(text: "root 0") != nil)
    }

    @Test("An edge swipe moves the top screen with the finger, and the one below by a third of that")
    func edgeSwipeTracks() throws {
        let driver = InteractionDriver(CounterStack(events: EventLog()))
        driver.tap(try #require(driver.find(text: "Open")))
        driver.settle()
        driver.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 105, y: 400), release: false)
        #expect(try minX("detail", in: driver) == 100)
        #expect(abs(try minX("root", in: driver) - (-width / 3 + 100 / 3)) < 1e-9)
        driver.release(at: CGPoint(x: 105, y: 400))
    }

    @Test(
        "An edge swipe pops past half the width or when flung, and springs back when short and slow",
        arguments: [
            (start: 5.0, distance: 250.0, duration: 1.0, pops: true),
            (start: 5.0, distance: 150.0, duration: 1.0, pops: false),
            (start: 5.0, distance: 100.0, duration: 0.1, pops: true),
            (start: 60.0, distance: 300.0, duration: 1.0, pops: false),
        ])
    func edgeSwipeCompletes(start: Double, distance: Double, duration: Double, pops: Bool) throws {
        let driver = InteractionDriver(CounterStack(events: EventLog()))
        driver.tap(try #require(driver.find(text: "Open")))
        driver.settle()
        driver.drag(from: CGPoint(x: start, y: 400), to: CGPoint(x: start + distance, y: 400), duration: duration)
        driver.settle()
        if pops {
            #expect(driver.find(identifier: "detail") == nil)
            #expect(try minX("root", in: driver) == 0)
        } else {
            #expect(try minX("detail", in: driver) == 0)
            #expect(try minX("root", in: driver) == -width / 3)
        }
    }

    @Test("An edge swipe over a pushed scroll view pops rather than scrolling; a vertical drag there scrolls")
    func edgeSwipeOverScrollView() throws {
        let driver = InteractionDriver(
            NavigationStack {
                NavigationLink("Open") {
                    ScrollView {
                        Color.blue.frame(height: 2000).accessibilityIdentifier("tall")
                    }
                    .navigationTitle("Detail")
                }
                .navigationTitle("Root")
            })
        driver.tap(try #require(driver.find(text: "Open")))
        driver.settle()
        let top = try #require(driver.find(identifier: "tall")).frame.minY
        driver.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 5, y: 300), duration: 0.5)
        driver.settle()
        #expect(try #require(driver.find(identifier: "tall")).frame.minY < top, "the vertical drag scrolled")
        driver.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5)
        driver.settle()
        #expect(driver.find(identifier: "tall") == nil)
    }

    /// SwiftUI evaluates a body again only when what it reads changed. A tap on the counter changes the screen's
    /// state, so its body is evaluated again, and with it the `navigationTitle` and display mode it sets: equal to
    /// the last ones, they leave the bar's preference as it was, and the bar (its title, its back button) is not
    /// made again.
    @Test(
        "A tap on a counter evaluates its screen's body alone, pushed, at the root or outside a stack: the same title leaves the bar as it was",
        arguments: ["pushed", "root", "alone"])
    func counterTapEvaluatesOnlyItsScreen(place: String) throws {
        let events = EventLog()
        let driver =
            place == "alone"
            ? InteractionDriver(CounterScreen(name: "detail", events: events)) : InteractionDriver(CounterStack(events: events))
        if place == "pushed" {
            driver.tap(try #require(driver.find(text: "Open")))
            driver.settle()
        }
        let name = place == "root" ? "root" : "detail"
        let button = try #require(driver.find(text: "\(name) 0")).contentFrame
        let before = driver.graph.bodyEvaluations
        driver.tap(at: CGPoint(x: button.midX, y: button.midY))
        #expect(driver.find(text: "\(name) 1") != nil)
        // `CounterScreen`, and at the root its `NavigationLink`, whose destination closure is never equal to the
        // last; the default button style's press dims its label, which no body reads.
        #expect(driver.graph.bodyEvaluations - before == (place == "root" ? 2 : 1))
    }

    @Test("A title that follows a counter changes in the bar with each tap, and the back button stays")
    func changingTitleReachesTheBar() throws {
        let driver = InteractionDriver(NavigationStack { NavigationLink("Open") { TitledCounter() }.navigationTitle("Root") })
        driver.tap(try #require(driver.find(text: "Open")))
        driver.settle()
        #expect(driver.find(text: "Count 0") != nil)
        driver.tap(try #require(driver.find(text: "Add")))
        driver.settle()
        #expect(driver.find(text: "Count 1") != nil, "the bar shows the new title")
        #expect(driver.find(text: "Count 0") == nil)
        #expect(driver.find(text: "Root") != nil, "the back button")
    }

    @Test("A path binding drives the stack: NavigationLink(value:) appends, appending pushes, removeLast pops")
    func pathDrivesStack() throws {
        let probe = StateProbe<[Int]>()
        let driver = InteractionDriver(PathStack(probe: probe))
        driver.tap(try #require(driver.find(text: "Push 7")))
        #expect(probe.value == [7])
        driver.settle()
        #expect(try #require(driver.find(identifier: "number-7")).frame.minX > 0, "centred in its screen")
        #expect(driver.find(text: "No. 7") != nil)
        probe.set([7, 8])
        driver.settle()
        #expect(driver.find(identifier: "number-8") != nil)
        let back = try #require(try topScreen(driver).node(identifier: "navigation-back-button"))
        #expect(back.node(text: "No. 7") != nil)
        driver.tap(back)
        driver.settle()
        #expect(probe.value == [7])
        #expect(driver.find(identifier: "number-8") == nil)
        probe.set([])
        driver.settle()
        #expect(driver.find(identifier: "number-7") == nil)
        #expect(try #require(driver.find(text: "Push 7")).frame.minX < width / 2)
    }

    @Test("A stack bound to a NavigationPath shows the path's screens at once when it starts, with no animation")
    func initialPathIsInPlace() throws {
        let driver = InteractionDriver(
            NavigationStack(path: .constant(NavigationPath([1, 2]))) {
                Color.red.navigationTitle("Root")
                    .navigationDestination(for: Int.self) { Color.blue.accessibilityIdentifier("screen-\($0)") }
            })
        #expect(driver.graph.isAnimating == false)
        #expect(try minX("screen-2", in: driver) == 0)
        #expect(try minX("screen-1", in: driver) == -width / 3)
    }

    @Test("The back button says Back when the previous title is longer than 12 characters")
    func longPreviousTitle() throws {
        let driver = InteractionDriver(
            NavigationStack {
                NavigationLink("Open") { Color.blue }.navigationTitle("Silver Salmon Creek")
            })
        driver.tap(try #require(driver.find(text: "Open")))
        driver.settle()
        #expect(try #require(driver.find(identifier: "navigation-back-button")).node(text: "Back") != nil)
    }

    @Test("A value pushed again while its screen slides out turns that screen back from where it is")
    func pushDuringPop() throws {
        let probe = StateProbe<[Int]>()
        let driver = InteractionDriver(PathStack(probe: probe))
        probe.set([7])
        driver.settle()
        probe.set([])
        driver.step(0.1)
        let sliding = try minX("number-7", in: driver)
        #expect(sliding > 0)
        probe.set([7])
        driver.step(1.0 / 60)
        let back = try minX("number-7", in: driver)
        #expect(back > sliding - 60 && back < sliding + 60, "no jump to the trailing edge")
        driver.settle()
        #expect(driver.find(identifier: "number-7") != nil)
        let text = try #require(try topScreen(driver).node(identifier: "number-7"))
        #expect(text.frame.minX == (width - text.frame.width) / 2, "back in place, centred")
    }

    @Test("A value with no navigationDestination for its type pushes an empty screen and logs a warning once")
    func missingDestination() throws {
        let driver = InteractionDriver(
            NavigationStack { NavigationLink("Push", value: "text").navigationTitle("Root") })
        driver.tap(try #require(driver.find(text: "Push")))
        driver.settle()
        #expect(try topScreen(driver).node(identifier: "navigation-back-button") != nil)
        #expect(WarningLog.navigation.messages.contains { $0.contains("String value") })
    }

    @Test("NavigationPath appends values of any type and counts them")
    func navigationPath() {
        var path = NavigationPath()
        #expect(path.isEmpty)
        path.append(1)
        path.append("two")
        #expect(path.count == 2)
        path.removeLast()
        #expect(path == NavigationPath([1]))
        path.removeLast()
        #expect(path.isEmpty)
    }

    @Test("A pushed screen's automatic title takes the large mode of the root; an inline title stays inline")
    func pushedTitleInheritsDisplayMode() throws {
        let driver = InteractionDriver(
            NavigationView {
                VStack {
                    NavigationLink("Large") { Color.red.navigationTitle("Inherits") }
                    NavigationLink("Inline") {
                        Color.red.navigationTitle("Small").navigationBarTitleDisplayMode(.inline)
                    }
                }
                .navigationBarTitle("Home")
            })
        driver.tap(try #require(driver.find(text: "Large")))
        driver.settle()
        let large = try #require(try topScreen(driver).node(identifier: "navigation-large-title"))
        #expect(large.node(text: "Inherits") != nil)
        driver.tap(try #require(driver.find(identifier: "navigation-back-button")))
        driver.settle()
        driver.tap(try #require(driver.find(text: "Inline")))
        driver.settle()
        let titles = driver.layoutTree.allNodes.filter { $0.accessibilityIdentifier == "navigation-large-title" }
            .compactMap { $0.node(kind: .text)?.text }
        #expect(titles == ["Home"], "only the covered root's title is large")
    }

    @Test("A compact NavigationSplitView shows its sidebar as the root of a stack, and sidebar links push")
    func splitViewCollapses() throws {
        let driver = InteractionDriver(
            NavigationSplitView {
                NavigationLink("Turtle Rock") { Text("Detail").accessibilityIdentifier("detail") }
                    .navigationTitle("Landmarks")
            } detail: {
                Text("Select a Landmark")
            })
        #expect(driver.find(text: "Select a Landmark") == nil)
        #expect(driver.find(text: "Landmarks") != nil)
        driver.tap(try #require(driver.find(text: "Turtle Rock")))
        driver.settle()
        #expect(driver.find(identifier: "detail") != nil)
        #expect(try #require(driver.find(identifier: "navigation-back-button")).node(text: "Landmarks") != nil)
    }

    @Test("With columnVisibility, a compact NavigationSplitView is still a stack of its sidebar and leaves the visibility as it was", arguments: [false, true])
    func splitViewColumnVisibility(threeColumns: Bool) throws {
        // [APPLE:navigationsplitview/init(columnvisibility:sidebar:detail:)]: in compact widths the split view
        // collapses into a single stack.
        let visibility = StateProbe<NavigationSplitViewVisibility>()
        let driver = InteractionDriver(SplitWithVisibility(visibility: visibility, threeColumns: threeColumns))
        #expect(driver.find(text: "Landmarks") != nil)
        #expect(driver.find(text: "Select a Landmark") == nil)
        #expect(visibility.value == .detailOnly)
        driver.tap(try #require(driver.find(text: "Turtle Rock")))
        driver.settle()
        #expect(driver.find(identifier: "detail") != nil)
        #expect(visibility.value == .detailOnly)
    }

    @Test("A stack let go frees what its pushed screens' environment holds (the screen, kept in the stack's state, holds the stack's push action)")
    func pushedScreenIsFreed() throws {
        weak var released: Library?
        weak var graph: ViewGraph?
        do {
            let library = Library()
            released = library
            let driver = InteractionDriver(
                NavigationStack {
                    NavigationLink("Open") { LibraryTitle() }
                }
                .environment(library))
            driver.tap(try #require(driver.find(text: "Open")))
            driver.settle()
            #expect(driver.find(text: "Books") != nil)
            graph = driver.graph
        }
        #expect(graph == nil)
        #expect(released == nil)
    }
}

@Observable
private final class Library {
    var title = "Books"
}

/// A pushed screen that reads the `@Observable` library from the environment.
private struct LibraryTitle: View {
    @Environment(Library.self) private var library

    var body: some View {
        Text(library.title)
    }
}

/// A split view whose column visibility starts as `.detailOnly`, with two or three columns.
private struct SplitWithVisibility: View {
    let visibility: StateProbe<NavigationSplitViewVisibility>
    let threeColumns: Bool
    @State private var columns = NavigationSplitViewVisibility.detailOnly

    var body: some View {
        let _ = visibility.binding = $columns
        if threeColumns {
            NavigationSplitView(columnVisibility: $columns) { sidebar } content: { Text("Content") } detail: { detail }
        } else {
            NavigationSplitView(columnVisibility: $columns) { sidebar } detail: { detail }
        }
    }

    private var sidebar: some View {
        NavigationLink("Turtle Rock") { Text("Detail").accessibilityIdentifier("detail") }
            .navigationTitle("Landmarks")
    }

    private var detail: some View { Text("Select a Landmark") }
}
