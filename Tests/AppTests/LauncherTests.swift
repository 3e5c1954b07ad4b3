import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import LauncherUI

@MainActor
@Suite("Launcher")
struct LauncherTests {
    let catalog: AssetCatalog
    let snapshots = SnapshotAssertion()

    init() throws {
        catalog = try AssetCatalog.forModule("LauncherUI")
    }

    func makeDriver() -> SnapshotDriver {
        SnapshotDriver(LauncherView(), device: .iPhone15, assetCatalog: catalog)
    }

    @Test("The home screen shows the three apps' icons and names")
    func homeScreen() throws {
        let driver = makeDriver()
        for name in ["Weather", "Wiki", "Landmarks"] { #expect(driver.find(text: name) != nil, "shows \(name)") }
        snapshots.assertMatches(driver.snapshot(), named: "launcher-home")
    }

    @Test("Tapping Weather zooms the app open from its icon, and Escape goes back home")
    func openWeatherThenEscape() throws {
        let driver = makeDriver()
        #expect(driver.find(text: "Bahamas") == nil)
        driver.tap(try #require(driver.find(identifier: "weather")))
        driver.step(0.12)
        snapshots.assertMatches(driver.snapshot(), named: "launcher-opening-weather")
        driver.settle()
        #expect(driver.find(text: "Bahamas") != nil, "the Weather app is open")
        snapshots.assertMatches(driver.snapshot(), named: "launcher-weather-open")

        driver.press(.escape)
        driver.settle()
        #expect(driver.find(text: "Bahamas") == nil, "back on the home screen")
    }

    @Test("A swipe up from the bottom edge returns home")
    func swipeUpGoesHome() throws {
        let driver = makeDriver()
        driver.tap(try #require(driver.find(identifier: "weather")))
        driver.settle()
        driver.drag(from: CGPoint(x: 196, y: 846), to: CGPoint(x: 196, y: 700), duration: 0.2)
        driver.settle()
        #expect(driver.find(text: "Bahamas") == nil)
    }

    @Test("Apps not built yet show dimmed and do not open")
    func unbuiltAppsStayClosed() throws {
        let driver = makeDriver()
        driver.tap(try #require(driver.find(identifier: "landmarks")))
        driver.settle()
        #expect(driver.layoutTree.node(kind: .custom("WeatherApp")) == nil)
        #expect(driver.find(text: "Weather") != nil, "still on the home screen")
    }

    @Test("Tapping Wiki opens the Wiki app with its own colours; its sheet collapses as alone")
    func openWiki() throws {
        let driver = makeDriver()
        driver.tap(try #require(driver.find(identifier: "wiki")))
        driver.settle()
        #expect(driver.find(text: "Wiki Lists") != nil, "the Wiki app is open")
        snapshots.assertMatches(driver.snapshot(), named: "launcher-wiki-open")
        let heading = try #require(driver.find(text: "Create New Wiki")).frame.minY
        driver.drag(from: CGPoint(x: 196, y: heading + 200), to: CGPoint(x: 196, y: heading + 320), duration: 0.3)
        driver.settle()
        #expect(driver.find(identifier: "plus").map { $0.frame.minY < 852 } == true, "the toolbar shows")
    }

    @Test("The Weather app inside the launcher works as alone: a day card opens its detail")
    func weatherInsideLauncher() throws {
        let driver = makeDriver()
        driver.tap(try #require(driver.find(identifier: "weather")))
        driver.settle()
        driver.tap(try #require(driver.find(identifier: "Monday")))
        driver.settle()
        let close = try #require(driver.find(identifier: "close"))
        #expect(close.contentFrame.midY < 852 / 2, "the detail is open")
    }
}
