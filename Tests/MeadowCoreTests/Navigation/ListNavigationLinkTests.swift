import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// How a `NavigationLink` looks and acts in a `List`: as the row itself, or as a link inside a scroll view in a row
/// (the Landmarks app's category rows).
@MainActor
@Suite("NavigationLink in a List")
struct ListNavigationLinkTests {
    static let black = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    static let blue = RGBA(red: 0, green: 122 / 255, blue: 1, alpha: 1)

    /// The colour each drawn text of `driver`'s screen is drawn in, by its string.
    func textColors(_ driver: InteractionDriver) -> [String: RGBA] {
        var colors: [String: RGBA] = [:]
        for drawn in drawnItems(driver.makeDisplayList()) {
            if case .text(let run, _, let color) = drawn.item { colors[run.string] = color }
        }
        return colors
    }

    func chevrons(_ driver: InteractionDriver) -> Int {
        driver.layoutTree.allNodes.filter { $0.kind == .image && $0.text == "chevron.right" }.count
    }

    @Test("A link that is a list row draws its label in the primary colour with a trailing chevron, as SwiftUI's row")
    func linkRow() {
        let driver = InteractionDriver(
            NavigationStack { List { NavigationLink("Row") { Text("Detail") } } }, device: canvas(393, 600))
        #expect(chevrons(driver) == 1)
        #expect(textColors(driver)["Row"] == Self.black)
    }

    @Test("Links in a scroll view inside a row are tinted buttons with no chevron, and the row is not one big link")
    func linksInsideScrollViewInRow() throws {
        let driver = InteractionDriver(
            NavigationStack {
                List {
                    VStack(alignment: .leading) {
                        Text("Category")
                        ScrollView(.horizontal) {
                            HStack { NavigationLink("Item") { Text("Detail") } }
                        }
                    }
                }
            },
            device: canvas(393, 600))
        #expect(chevrons(driver) == 0)
        #expect(textColors(driver)["Item"] == Self.blue)
        driver.tap(try #require(driver.find(text: "Category")))
        driver.settle()
        #expect(driver.find(text: "Detail") == nil, "a tap beside the links pushes nothing")
        driver.tap(try #require(driver.find(text: "Item")))
        driver.settle()
        #expect(driver.find(text: "Detail") != nil)
    }
}
