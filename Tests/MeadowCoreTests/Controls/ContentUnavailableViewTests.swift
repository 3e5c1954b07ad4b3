import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

@MainActor
@Suite("ContentUnavailableView, as SwiftUI's on iOS 17")
struct ContentUnavailableViewTests {
    @Test("The icon, the bold title and the description stack centred in the space offered")
    func stacksCentred() throws {
        let tree = layout(
            ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail shows here.")),
            width: 390, height: 600)
        let icon = try #require(tree.first { $0.kind == .image })
        let title = try #require(tree.node(text: "No Mail"))
        let description = try #require(tree.node(text: "New mail shows here."))
        // Fixed metrics: a character is half the font size wide, a line as tall as the font size.
        #expect(title.frame.size == CGSize(width: 7 * 11, height: 22))
        #expect(description.frame.size == CGSize(width: 20 * 7.5, height: 15))
        for node in [icon, title, description] { #expect(node.frame.midX == 195) }
        #expect(title.frame.minY == icon.frame.maxY + 8)
        #expect(description.frame.minY == title.frame.maxY + 8)
        // The whole stack is centred vertically.
        #expect(abs((icon.frame.minY + description.frame.maxY) / 2 - 300) < 0.001)
    }

    @Test("Actions sit 16 below the description; .search(text:) names what was searched for")
    func actionsAndSearch() throws {
        let tree = layout(
            ContentUnavailableView {
                Label("Offline", systemImage: "wifi")
            } description: {
                Text("Check the connection.")
            } actions: {
                Button("Retry") {}
            },
            width: 390, height: 600)
        let description = try #require(tree.node(text: "Check the connection."))
        let retry = try #require(tree.node(text: "Retry"))
        #expect(retry.frame.minY >= description.frame.maxY + 16)
        let search = layout(ContentUnavailableView.search(text: "figs"), width: 390, height: 600)
        #expect(search.node(text: "No Results for “figs”") != nil)
        #expect(layout(ContentUnavailableView.search, width: 390, height: 600).node(text: "No Results") != nil)
    }
}
