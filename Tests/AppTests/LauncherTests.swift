import Foundation
import MeadowCore
import MeadowTesting
import LandmarksUI
import LauncherCommandLine
import Testing
import WeatherUI
import WikiUI

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
        SnapshotDriver(
            LauncherView(apps: HomeScreenApp.samples), device: .iPhone15,
            assetCatalog: catalog)
    }

    @Test("The home screen shows the four apps' icons and names, in a row across the screen")
    func homeScreen() throws {
        let driver = makeDriver()
        for name in ["Weather", "Wiki", "Landmarks", "Catalog"] { #expect(driver.find(text: name) != nil, "shows \(name)") }
        let icons = ["weather", "wiki", "landmarks", "catalog"].compactMap { driver.find(identifier: $0)?.frame }
        #expect(icons.map(\.minX) == [17, 110, 203, 296], "76-point columns 17 points apart")
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

    @Test("Resting on the home screen, the launcher prepares each app hidden; a prepared app opens evaluating none of its bodies")
    func preparesAppsAhead() async throws {
        /// The bodies evaluated to apply a tap on the Weather icon.
        func openingBodies(_ driver: SnapshotDriver) throws -> Int {
            let icon = try #require(driver.find(identifier: "weather"))
            let before = driver.graph.bodyEvaluations
            driver.tap(icon)
            return driver.graph.bodyEvaluations - before
        }
        let cold = try openingBodies(makeDriver())

        let driver = makeDriver()
        _ = driver.snapshot()
        // A frame each turn of the main actor, its clock ticking, as a window draws while the launcher prepares:
        // each app's steps are counted in frames.
        await runTasks(atMost: 60) {
            driver.step(driver.frameInterval)
            return ["Bahamas", "Wiki Lists", "Featured"].allSatisfy { driver.find(text: $0) != nil }
        }
        #expect(["Bahamas", "Wiki Lists", "Featured"].allSatisfy { driver.find(text: $0) != nil }, "all three built")
        snapshots.assertMatches(driver.snapshot(), named: "launcher-home")
        // Where Wiki's Create New Wiki button and Landmarks' Lake McDonald card lie, hidden.
        driver.tap(at: CGPoint(x: 196, y: 652))
        driver.settle()
        #expect(driver.find(identifier: "title-problem") == nil, "Wiki's button takes no tap while hidden")
        #expect(driver.find(text: "About Lake McDonald") == nil, "nor does Landmarks' card")

        let prepared = try openingBodies(driver)
        // Cold, the opening evaluates the launcher's bodies and Weather's 16; prepared, only the launcher's.
        #expect(prepared + 10 < cold, "\(prepared) bodies prepared, \(cold) cold")
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "launcher-weather-open")
        driver.press(.escape)
        driver.settle()
        #expect(driver.find(text: "Bahamas") == nil, "a closed app is taken down")
        #expect(driver.find(text: "Featured") != nil, "the others stay prepared")
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

    @Test("Tapping Landmarks opens the Landmarks app on its Featured tab, with its own pictures; Escape goes home")
    func openLandmarks() throws {
        let driver = makeDriver()
        #expect(driver.find(text: "Featured") == nil)
        driver.tap(try #require(driver.find(identifier: "landmarks")))
        driver.settle()
        #expect(driver.find(text: "Featured") != nil, "the Featured tab shows")
        #expect(driver.find(text: "List") != nil, "with the tab bar")
        snapshots.assertMatches(driver.snapshot(), named: "launcher-landmarks-open")

        driver.press(.escape)
        driver.settle()
        #expect(driver.find(text: "Featured") == nil, "back on the home screen")
    }

    @Test("Tapping Catalog opens the catalogue's list of families; Escape goes home")
    func openCatalog() throws {
        let driver = makeDriver()
        #expect(driver.find(text: "Sliders & Steppers") == nil)
        driver.tap(try #require(driver.find(identifier: "catalog")))
        driver.settle()
        #expect(driver.find(text: "Sliders & Steppers") != nil, "the Catalog app is open")
        driver.press(.escape)
        driver.settle()
        #expect(driver.find(text: "Sliders & Steppers") == nil, "back on the home screen")
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

    @Test("A wiki made in the launcher's Wiki is still there when Wiki is closed and opened again")
    func wikiKeptWhileClosed() throws {
        let driver = makeDriver()
        driver.tap(try #require(driver.find(identifier: "wiki")))
        driver.settle()
        driver.tap(try #require(driver.find(identifier: "title-field")))
        driver.type("Trips")
        driver.tap(try #require(driver.find(identifier: "Create New Wiki")))
        driver.settle()
        #expect(driver.find(identifier: "All Wikis count")?.text == "1")
        driver.press(.escape)
        driver.settle()
        driver.tap(try #require(driver.find(identifier: "wiki")))
        driver.settle()
        #expect(driver.find(identifier: "All Wikis count")?.text == "1")
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

    @Test("Launched from its command line, the launcher's Wiki keeps its wikis in the database between launches")
    func wikiKeptBetweenLaunches() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("launcher-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = [
            "--database", folder.appendingPathComponent("wiki.sqlite").path,
            "--favorites", folder.appendingPathComponent("favorites.json").path,
        ]
        func openWiki() throws -> SnapshotDriver {
            let app = try LauncherApplication(arguments: arguments)
            let driver = SnapshotDriver(AnyView(app.body.rootView), device: .iPhone15, assetCatalog: catalog)
            driver.tap(try #require(driver.find(identifier: "wiki")))
            driver.settle()
            return driver
        }

        let first = try openWiki()
        #expect(first.find(identifier: "All Wikis count")?.text == "0")
        first.tap(try #require(first.find(identifier: "title-field")))
        first.type("Trips")
        first.tap(try #require(first.find(identifier: "Create New Wiki")))
        first.settle()
        #expect(first.find(identifier: "All Wikis count")?.text == "1")

        let relaunched = try openWiki()
        #expect(relaunched.find(identifier: "All Wikis count")?.text == "1", "the wiki is still there")
    }

    @Test("The launcher's command line passes Weather's options, --database and --favorites on, and rejects others")
    func commandLineOptions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("launcher-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let favorites = folder.appendingPathComponent("favorites.json")
        try Data("not JSON".utf8).write(to: favorites)
        let broken = #expect(throws: (any Error).self) {
            let database = folder.appendingPathComponent("wiki.sqlite").path
            return try LauncherApplication(arguments: ["--database", database, "--favorites", favorites.path])
        }
        #expect(broken.map { "\($0)".hasPrefix("favorites.json:1:1: ") } == true, "names the file: \(String(describing: broken))")

        let database = folder.appendingPathComponent("wiki.sqlite").path
        _ = try LauncherApplication(arguments: ["--offline", "--location", "Oslo", "--database", database])
        let weather = #expect(throws: (any Error).self) { try LauncherApplication(arguments: ["--latitude", "-10.5"]) }
        #expect(weather.map { "\($0)" } == "--latitude and --longitude go together", "Weather reads its own options")
        let unknown = #expect(throws: (any Error).self) { try LauncherApplication(arguments: ["--verbose"]) }
        #expect(unknown.map { "\($0)" } == #"unknown option "--verbose"; the launcher takes Weather's options (--location, --latitude, --longitude, --offline, --forecast-url, --geocoding-url), --database PATH and --favorites PATH"#)
    }
}
