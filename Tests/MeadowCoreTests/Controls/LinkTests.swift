import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

private final class OpenedLinks {
    var urls: [URL] = []
}

@MainActor
@Suite("Link opens its destination with the environment's openURL, as SwiftUI's")
struct LinkTests {
    let url = URL(string: "https://www.swift.org")!

    @Test("A tap on a link hands its destination to the system's opener, once")
    func tapOpens() throws {
        let opened = OpenedLinks()
        let link = Link("Swift", destination: url)
            .environment(\.urlOpener, URLOpener { opened.urls.append($0); return true })
        let driver = InteractionDriver(link, device: canvas(300, 200))
        #expect(opened.urls.isEmpty)
        driver.tap(try #require(driver.find(text: "Swift")))
        #expect(opened.urls == [url])
    }

    @Test("A link's label is drawn in the accent colour, as a borderless button's, and sized as its text")
    func looksLikeAButton() throws {
        let tree = layout(Link("Swift", destination: url), width: 300, height: 200)
        let title = try #require(tree.node(text: "Swift"))
        #expect(title.frame.size == CGSize(width: 42.5, height: 17))
        let drawn = LayoutHarness(Link("Swift", destination: url), size: CGSize(width: 300, height: 200)).displayList
        let colors = drawnItems(drawn).compactMap { item -> RGBA? in
            if case .text(_, _, let color) = item.item { color } else { nil }
        }
        #expect(colors == [Color.accentColor.resolve(in: EnvironmentValues())])
    }

    @Test("A custom handler in the environment takes the link's URL instead of the system")
    func customHandler() throws {
        let handled = OpenedLinks()
        let system = OpenedLinks()
        let link = Link(destination: url) { Text("Docs") }
            .environment(\.openURL, OpenURLAction { handled.urls.append($0); return .handled })
            .environment(\.urlOpener, URLOpener { system.urls.append($0); return true })
        let driver = InteractionDriver(link, device: canvas(300, 200))
        driver.tap(try #require(driver.find(text: "Docs")))
        #expect(handled.urls == [url])
        #expect(system.urls.isEmpty)
    }
}
