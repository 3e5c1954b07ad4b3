import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A compact split view of a sidebar link and a detail placeholder, in the style `style` names (nil: none set).
@MainActor
private func split(style: String?) -> AnyView {
    let view = NavigationSplitView {
        NavigationLink("Turtle Rock") { Text("Detail").accessibilityIdentifier("detail") }
            .navigationTitle("Landmarks")
    } detail: {
        Text("Select a Landmark")
    }
    switch style {
    case "automatic": return AnyView(view.navigationSplitViewStyle(.automatic))
    case "balanced": return AnyView(view.navigationSplitViewStyle(.balanced))
    case "prominentDetail": return AnyView(view.navigationSplitViewStyle(.prominentDetail))
    default: return AnyView(view)
    }
}

/// `navigationSplitViewStyle(_:)`: on an iPhone every style is the stack the split view collapses to.
@MainActor
@Suite("navigationSplitViewStyle")
struct NavigationSplitViewStyleTests {
    @Test("In each style a compact split view lays out as the unstyled one, its sidebar the root of a stack that pushes", arguments: ["automatic", "balanced", "prominentDetail"])
    func collapsesToStack(style: String) throws {
        let plain = InteractionDriver(split(style: nil))
        let styled = InteractionDriver(split(style: style))
        #expect(styled.find(text: "Select a Landmark") == nil)
        let title = try #require(styled.find(text: "Landmarks"))
        expectFrame(title, try #require(plain.find(text: "Landmarks")).frame)
        expectFrame(styled.find(text: "Turtle Rock"), try #require(plain.find(text: "Turtle Rock")).frame)
        styled.tap(try #require(styled.find(text: "Turtle Rock")))
        styled.settle()
        #expect(styled.find(identifier: "detail") != nil)
    }
}
