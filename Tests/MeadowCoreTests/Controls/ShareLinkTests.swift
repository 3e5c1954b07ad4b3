import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// An item an app shares by its own type, as `Transferable` values are.
private struct Recipe: Transferable, CustomStringConvertible {
    let name: String
    var description: String { "Recipe: \(name)" }
}

/// `ShareLink`, which on Linux copies what it shares to the clipboard and says so (text measured by
/// `FixedMetricsTextSystem`: a body character is 8.5 points wide, a line 17 tall).
@MainActor
@Suite("ShareLink draws iOS's share button and copies its item to the clipboard")
struct ShareLinkTests {
    private func symbols(_ driver: InteractionDriver) -> [String] {
        drawnItems(driver.makeDisplayList()).compactMap { drawn in
            if case .symbol(let name, _, _, _) = drawn.item { return name }
            return nil
        }
    }

    @Test("Without a label it shows the square.and.arrow.up symbol beside \"Share\" in the accent colour")
    func defaultLabel() {
        let url = URL(string: "https://example.com/meadow")!
        let driver = InteractionDriver(ShareLink(item: url), device: canvas(393, 600))
        #expect(symbols(driver) == ["square.and.arrow.up"])
        let share = driver.find(text: "Share")
        #expect(share?.frame.size == CGSize(width: 42.5, height: 17))
        var color: RGBA?
        for drawn in drawnItems(driver.makeDisplayList()) {
            if case .text(let text, _, let textColor) = drawn.item, text.string == "Share" { color = textColor }
        }
        #expect(color == Color.accentColor.resolve(in: EnvironmentValues()))
    }

    @Test("Tapping copies a URL's absolute string to the clipboard and shows an alert saying so")
    func copiesURL() throws {
        let url = URL(string: "https://example.com/meadow")!
        let driver = InteractionDriver(ShareLink(item: url, subject: Text("Meadow")), device: canvas(393, 600))
        driver.tap(try #require(driver.find(text: "Share")))
        driver.settle()
        #expect(driver.graph.clipboard.string == "https://example.com/meadow")
        #expect(driver.find(text: "Copied to Clipboard") != nil)
        #expect(driver.find(text: "https://example.com/meadow") != nil)
        driver.tap(try #require(driver.find(text: "OK")))
        driver.settle()
        #expect(driver.find(text: "Copied to Clipboard") == nil)
    }

    @Test("A titled link with a string item copies the string")
    func copiesString() throws {
        let driver = InteractionDriver(ShareLink("Send", item: "Hello, Meadow"), device: canvas(393, 600))
        driver.tap(try #require(driver.find(text: "Send")))
        #expect(driver.graph.clipboard.string == "Hello, Meadow")
    }

    @Test("A link with its own label and a preview copies a Transferable value's description")
    func customLabelAndPreview() throws {
        let link = ShareLink(item: Recipe(name: "Soup"), preview: SharePreview("Soup", image: Image(systemName: "leaf"))) {
            Text("Send recipe")
        }
        let driver = InteractionDriver(link, device: canvas(393, 600))
        #expect(symbols(driver).isEmpty)
        driver.tap(try #require(driver.find(text: "Send recipe")))
        #expect(driver.graph.clipboard.string == "Recipe: Soup")
    }

    @Test("Several strings are copied one per line")
    func copiesItems() throws {
        let driver = InteractionDriver(ShareLink(items: ["one", "two"]) { Text("Both") }, device: canvas(393, 600))
        driver.tap(try #require(driver.find(text: "Both")))
        #expect(driver.graph.clipboard.string == "one\ntwo")
    }
}
