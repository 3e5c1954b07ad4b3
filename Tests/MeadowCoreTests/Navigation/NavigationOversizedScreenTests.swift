import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A screen whose background fills past the screen's edges, as `Image(...).resizable().aspectRatio(contentMode:
/// .fill)` in a `ZStack` does, with a text in the middle.
private struct OverflowingScreen: View {
    var body: some View {
        ZStack {
            Color.red.frame(width: 1000, height: 300)
            Text("Hi").accessibilityIdentifier("title")
        }
    }
}

@MainActor
@Suite("A navigation screen larger than the screen")
struct NavigationOversizedScreenTests {
    @Test(
        "A screen wider than the stack is centred on it, as a hosting controller centres its root view, so its middle is the screen's",
        arguments: [false, true])
    func centred(inStack: Bool) throws {
        let tree = inStack
            ? LayoutHarness(NavigationStack { OverflowingScreen() }).layoutTree
            : LayoutHarness(NavigationView { OverflowingScreen() }).layoutTree
        // iPhone 15: 393 wide; the 17-point-wide text centred on the screen, as without a navigation view.
        let title = try #require(tree.node(identifier: "title"))
        #expect(abs(title.frame.minX - (393 - 17) / 2) < 0.001, "\(title.frame)")
        let bare = try #require(LayoutHarness(OverflowingScreen()).layoutTree.node(identifier: "title"))
        #expect(abs(title.frame.minX - bare.frame.minX) < 0.001)
    }
}
