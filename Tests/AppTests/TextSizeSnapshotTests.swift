import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import LandmarksUI
@testable import WeatherUI
@testable import WikiUI

/// The three seed apps at the accessibility3 Dynamic Type size (body text 40 points): their text grows and
/// reflows, as on an iPhone with Larger Accessibility Sizes on.
@MainActor
@Suite("Apps at accessibility3")
struct TextSizeSnapshotTests {
    let snapshots = SnapshotAssertion()

    @Test("Weather's home screen at accessibility3")
    func weather() throws {
        let catalog = try AssetCatalog.forModule("WeatherUI")
        let harness = ViewHarness(WeatherApp().dynamicTypeSize(.accessibility3), device: .iPhone15, assetCatalog: catalog)
        snapshots.assertMatches(harness.renderImage(), named: "weather-home-accessibility3")
    }

    @Test("Wiki's home screen at accessibility3")
    func wiki() throws {
        let catalog = try AssetCatalog.forModule("WikiUI")
        let view = WikiUI.ContentView().environment(WikiLibrary(storage: SampleWikiStorage())).dynamicTypeSize(.accessibility3)
        let driver = SnapshotDriver(view, device: .iPhone15, assetCatalog: catalog)
        snapshots.assertMatches(driver.snapshot(), named: "wiki-home-accessibility3")
    }

    @Test("Landmarks' list at accessibility3")
    func landmarks() throws {
        let catalog = try AssetCatalog.forModule("LandmarksUI")
        let view = LandmarksUI.ContentView().environment(ModelData()).dynamicTypeSize(.accessibility3)
        let driver = SnapshotDriver(view, device: .iPhone15, assetCatalog: catalog)
        driver.tap(try #require(driver.find(text: "List")))
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "landmarks-list-accessibility3")
    }
}
