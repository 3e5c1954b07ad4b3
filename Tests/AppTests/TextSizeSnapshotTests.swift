import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import LandmarksUI
@testable import WeatherUI
@testable import WikiUI

/// The three seed apps at the accessibility3 Dynamic Type size (body text 40 points) and at the largest,
/// accessibility5 (53 points): their text grows and reflows, as on an iPhone with Larger Accessibility Sizes on.
@MainActor
@Suite("Apps at accessibility3 and accessibility5")
struct TextSizeSnapshotTests {
    let snapshots = SnapshotAssertion()

    @Test("Weather's home screen", arguments: [DynamicTypeSize.accessibility3, .accessibility5])
    func weather(size: DynamicTypeSize) throws {
        let catalog = try AssetCatalog.forModule("WeatherUI")
        let harness = ViewHarness(WeatherApp().dynamicTypeSize(size), device: .iPhone15, assetCatalog: catalog)
        snapshots.assertMatches(harness.renderImage(), named: "weather-home-\(size)")
    }

    @Test("Wiki's home screen", arguments: [DynamicTypeSize.accessibility3, .accessibility5])
    func wiki(size: DynamicTypeSize) throws {
        let catalog = try AssetCatalog.forModule("WikiUI")
        let view = WikiUI.ContentView().environment(WikiLibrary(storage: SampleWikiStorage())).dynamicTypeSize(size)
        let driver = SnapshotDriver(view, device: .iPhone15, assetCatalog: catalog)
        snapshots.assertMatches(driver.snapshot(), named: "wiki-home-\(size)")
    }

    @Test("Landmarks' list", arguments: [DynamicTypeSize.accessibility3, .accessibility5])
    func landmarks(size: DynamicTypeSize) throws {
        let catalog = try AssetCatalog.forModule("LandmarksUI")
        let view = LandmarksUI.ContentView().environment(ModelData()).dynamicTypeSize(size)
        let driver = SnapshotDriver(view, device: .iPhone15, assetCatalog: catalog)
        driver.tap(try #require(driver.find(text: "List")))
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "landmarks-list-\(size)")
    }
}
