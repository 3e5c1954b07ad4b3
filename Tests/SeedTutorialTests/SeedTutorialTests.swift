import Foundation
import MeadowTesting
import SwiftUI
import Testing

@testable import WeatherTutorial
@testable import WikiTutorial

/// The tutorials' own code, unchanged, built against Meadow's `SwiftUI` (that the targets compile is half the test)
/// and drawn with the apps' asset catalogs, each view as the tutorial shows it.
@MainActor
@Suite("The tutorials' own code")
struct SeedTutorialTests {
    let weatherAssets: AssetCatalog
    let wikiAssets: AssetCatalog
    let snapshots = SnapshotAssertion()

    init() throws {
        weatherAssets = try AssetCatalog.forModule("WeatherUI")
        wikiAssets = try AssetCatalog.forModule("WikiUI")
    }

    @Test("Every file in Tests/SeedTutorials is still its tutorial's code block, as scripts/extract-seed-views copies it")
    func filesAreTheBlocks() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("scripts/extract-seed-views").path, "--check"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(complaint)")
    }

    @Test("The Weather tutorial's nav bar, first screen, day card and detail sheet draw as the tutorial shows them")
    func weatherViews() {
        snapshots.assertMatches(
            ViewHarness(NavBarView(country: "Bahamas"), size: CGSize(width: 393, height: 70), assetCatalog: weatherAssets)
                .renderImage(),
            named: "seed-weather-nav-bar")
        snapshots.assertMatches(
            ViewHarness(WeatherApp(), device: .iPhone15, assetCatalog: weatherAssets).renderImage(), named: "seed-weather-app")
        snapshots.assertMatches(
            ViewHarness(SmallCard_Previews.previews.padding(30), size: CGSize(width: 260, height: 360), assetCatalog: weatherAssets)
                .renderImage(),
            named: "seed-weather-small-card")
        snapshots.assertMatches(
            ViewHarness(DetailView_Previews.previews, device: .iPhone15, assetCatalog: weatherAssets).renderImage(),
            named: "seed-weather-detail")
    }

    @Test("The Wiki tutorial's form, buttons, toolbar, nav icon style and sheet shape draw as the tutorial shows them")
    func wikiViews() {
        snapshots.assertMatches(
            ViewHarness(CreateNewWikiView_Previews.previews, device: .iPhone15, assetCatalog: wikiAssets).renderImage(),
            named: "seed-wiki-create-form")
        let parts = VStack(spacing: 20) {
            WikiButton_Previews.previews
            WikiButton(icon: "folder.fill.badge.plus", text: "Create New Folder", isFolder: true)
            ToolBarView_Previews.previews
            HStack(spacing: 30) {
                ToolbarButton_Previews.previews
                Image(systemName: "chart.bar").resizable().modifier(NavIconStyle())
                RoundedShape().fill(Color.orange).frame(width: 120, height: 60)
            }
        }
        snapshots.assertMatches(
            ViewHarness(parts, size: CGSize(width: 393, height: 320), assetCatalog: wikiAssets).renderImage(),
            named: "seed-wiki-parts")
    }
}
