import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import WikiUI

/// A seed app with Increase Contrast on, as on an iPhone with Settings > Accessibility > Display & Text Size >
/// Increase Contrast: iOS's system colours draw in their accessible values, the app's own colours as they are.
@MainActor
@Suite("Apps at increased contrast")
struct IncreasedContrastSnapshotTests {
    let snapshots = SnapshotAssertion()

    /// The sheet's footnote in the darker systemGray (#6C6C70) and the field's placeholder at 70 %; the cards and
    /// the buttons keep the tutorial's colours.
    @Test("Wiki's home screen at increased contrast")
    func wiki() throws {
        let catalog = try AssetCatalog.forModule("WikiUI")
        let view = WikiUI.ContentView().environment(WikiLibrary(storage: SampleWikiStorage())).environment(\._colorSchemeContrast, .increased)
        let driver = SnapshotDriver(view, device: .iPhone15, assetCatalog: catalog)
        snapshots.assertMatches(driver.snapshot(), named: "wiki-home-increased-contrast")
    }
}
