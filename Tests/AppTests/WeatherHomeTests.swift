import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import WeatherUI

@MainActor
@Suite("Weather home screen")
struct WeatherHomeTests {
    let catalog: AssetCatalog
    let snapshots = SnapshotAssertion()

    init() throws {
        catalog = try AssetCatalog.forModule("WeatherUI")
    }

    @Test("The home screen matches its reference at iPhone 15 scale 2")
    func homeScreen() {
        let harness = ViewHarness(WeatherApp(), device: .iPhone15, assetCatalog: catalog)
        let image = harness.renderImage()
        #expect(image.width == 786 && image.height == 1704)
        snapshots.assertMatches(image, named: "weather-home")
    }

    @Test("The nav bar centres the country between its two 25-point icons, padded 16")
    func navBarLayout() throws {
        let tree = ViewHarness(NavBarView(country: "Bahamas"), size: CGSize(width: 393, height: 80), assetCatalog: catalog).layoutTree
        let title = try #require(tree.node(text: "Bahamas"))
        let icons = tree.allNodes.filter { $0.kind == .image }
        #expect(icons.map(\.frame.size) == [CGSize(width: 25, height: 25), CGSize(width: 25, height: 25)])
        #expect(icons.first?.frame.minX == 16)
        #expect(abs((icons.last?.frame.maxX ?? 0) - (393 - 16)) < 1e-9)
        #expect(abs(title.frame.midX - 393 / 2) < 0.01)
    }

    @Test("Nav bar, main card and small card each match their reference", arguments: ["nav-bar", "main-card", "small-card"])
    func component(name: String) {
        let harness: ViewHarness
        switch name {
        case "nav-bar":
            harness = ViewHarness(NavBarView(country: "Bahamas"), size: CGSize(width: 393, height: 70), assetCatalog: catalog)
        case "main-card":
            harness = ViewHarness(
                MainCardView(weather: .constant(Weather.sampleData[0])).cornerRadius(20).padding(),
                size: CGSize(width: 393, height: 360), assetCatalog: catalog)
        default:
            harness = ViewHarness(SmallCard(weather: Weather.sampleData[2]), size: CGSize(width: 240, height: 350), assetCatalog: catalog)
        }
        snapshots.assertMatches(harness.renderImage(), named: "weather-\(name)")
    }

    @Test("Small cards are 200 by 300 and 20 apart in the horizontal list")
    func smallCardRow() {
        let tree = ViewHarness(WeatherApp(), device: .iPhone15, assetCatalog: catalog).layoutTree
        let cards = tree.allNodes.filter { $0.kind == .custom("SmallCard") }
        #expect(cards.count == 7)
        #expect(cards.allSatisfy { $0.frame.size == CGSize(width: 200, height: 300) })
        #expect(zip(cards, cards.dropFirst()).allSatisfy { $1.frame.minX - $0.frame.maxX == 20 })
        #expect(cards.first?.frame.minX == 16)
    }
}
