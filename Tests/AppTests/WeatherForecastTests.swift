import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import WeatherUI

/// The live forecast against a local fixture server: success, a 500, a slow answer, truncated JSON, an unknown
/// place, offline, and the cache. Nothing here reaches the internet.
@MainActor
@Suite("Weather from a forecast server", .serialized)
struct WeatherForecastTests {
    let catalog: AssetCatalog
    let snapshots = SnapshotAssertion()
    let server: ForecastServer
    let cache: ForecastCache

    init() throws {
        catalog = try AssetCatalog.forModule("WeatherUI")
        server = try ForecastServer(files: ForecastFixtures.files)
        // Inside the server's folder, which goes with the server.
        let folder = server.root.appendingPathComponent("xdg-cache")
        cache = ForecastCache(file: folder.appendingPathComponent("meadow").appendingPathComponent("weather-forecast.json"))
    }

    /// A store that asks the fixture server's `behaviour` folder, at the fixture's "now" plus `later` seconds.
    func makeStore(_ behaviour: String, location: String? = "Oslo", offline: Bool = false, later: TimeInterval = 0) -> WeatherStore {
        let now = ForecastFixtures.now.addingTimeInterval(later)
        return makeStore(behaviour, location: location, offline: offline, now: { now })
    }

    func makeStore(_ behaviour: String, location: String?, offline: Bool = false, now: @escaping @Sendable () -> Date) -> WeatherStore {
        let provider = ForecastProvider(
            forecastURL: server.url("/\(behaviour)/v1/forecast"), geocodingURL: server.url("/\(behaviour)/v1/search"), timeout: 1)
        return WeatherStore(options: WeatherOptions(location: location, isOffline: offline, provider: provider, cache: cache), now: now)
    }

    /// A store that has fetched Oslo's week from the server, so the cache holds it.
    func fetchedStore() async throws -> WeatherStore {
        let store = makeStore("ok")
        await store.refresh()
        try #require(store.fetchedAt != nil, "the fixture forecast arrives")
        return store
    }

    @Test("A forecast from the server shows Oslo's week from today, with today's hours from the current hour")
    func success() async throws {
        let store = try await fetchedStore()
        #expect(store.placeName == "Oslo")
        #expect(store.status == nil)
        #expect(store.days.map(\.day) == ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
        #expect(store.days.map(\.weatherIcon) == ["cloud", "cloud.rain", "sun.max", "cloud.bolt.rain", "snow", "cloud.fog", "cloud.sun"])
        #expect(store.days.map(\.color) == ["mainCard", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"])
        #expect(store.days[0].currentTemp == Temperature(fahrenheit: 38.3), "today's temperature is the current one")
        #expect(store.days[0].maxTemp == Temperature(fahrenheit: 41.2) && store.days[0].minTemp == Temperature(fahrenheit: 33.1))
        #expect(store.days[0].hourly.map(\.hour) == ["13:00", "14:00", "15:00", "16:00", "17:00"])
        #expect(store.days[1].hourly.map(\.hour) == ["13:00", "14:00", "15:00", "16:00", "17:00"])
        #expect(store.days[1].currentTemp == Temperature(fahrenheit: ForecastFixtures.hourTemperature(24 + 13)), "tomorrow's is its hour's")
        #expect(store.days[0].hourly.map(\.icon) == ["cloud.heavyrain", "cloud.sleet", "cloud.sleet", "snow", "snow"])
        #expect(server.requests.map { $0.components(separatedBy: "?")[0] } == ["/ok/v1/search", "/ok/v1/forecast"])
        #expect(server.requests.last?.contains("latitude=59.91273") == true)
        let fixture = try JSONDecoder().decode(ForecastResponse.self, from: Data(ForecastFixtures.forecast.utf8))
        #expect(cache.load()?.forecast == fixture)
        #expect(cache.load()?.place == Place(name: "Oslo", latitude: 59.91273, longitude: 10.74609))
    }

    @Test("The app fetches in its task and shows Oslo's week, Today and Tomorrow, and the real hours in the detail")
    func screens() async throws {
        let store = makeStore("ok")
        let driver = SnapshotDriver(WeatherApp(store: store), device: .iPhone15, assetCatalog: catalog)
        #expect(driver.find(text: "Bahamas") != nil, "the first frame shows the sample week at once")
        await runTasks(atMost: 60) { store.fetchedAt != nil }
        try #require(store.fetchedAt != nil, "the task fetched the forecast")
        driver.settle()
        #expect(driver.find(text: "Oslo") != nil)
        snapshots.assertMatches(driver.snapshot(), named: "weather-live-home")
        driver.tap(try #require(driver.find(text: "Tomorrow")))
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "weather-live-tomorrow")
        driver.tap(try #require(driver.find(identifier: "Monday")))
        driver.settle()
        #expect(driver.find(text: "13:00") != nil && driver.find(text: "17:00") != nil)
        snapshots.assertMatches(driver.snapshot(), named: "weather-live-detail")
    }

    @Test("A failed fetch keeps the cached week, says Offline and leaves the cache file as it was",
          arguments: ["error", "slow", "truncated", "kelvin"])
    func failureKeepsGoodData(behaviour: String) async throws {
        let good = try await fetchedStore()
        let cached = try Data(contentsOf: cache.file)
        let store = makeStore(behaviour)
        #expect(store.days == good.days, "the first frame shows the cache")
        await store.refresh()
        #expect(store.days == good.days)
        #expect(store.placeName == "Oslo")
        #expect(store.status == "Offline")
        #expect(try Data(contentsOf: cache.file) == cached)
        #expect(server.requests.last?.hasPrefix("/\(behaviour)/") == true, "the store asked the failing server")
        let driver = SnapshotDriver(WeatherApp(store: store), device: .iPhone15, assetCatalog: catalog)
        #expect(driver.find(text: "Oslo") != nil && driver.find(text: "Offline") != nil)
        snapshots.assertMatches(driver.snapshot(), named: "weather-live-offline")
    }

    @Test("A server answering in Celsius while Fahrenheit was asked is read in Celsius: the week shows as in Fahrenheit")
    func answerInAnotherUnit() async throws {
        let good = try await fetchedStore()
        let store = makeStore("celsius")
        await store.refresh()
        #expect(store.status == nil)
        let temperatures = { (days: [Weather]) in
            days.flatMap { [$0.currentTemp, $0.minTemp, $0.maxTemp] + $0.hourly.map(\.temperature) }
        }
        let read = temperatures(store.days), fetched = temperatures(good.days)
        #expect(read.count == fetched.count && read.count > 21)
        #expect(zip(read, fetched).allSatisfy { abs($0.fahrenheit - $1.fahrenheit) < 1e-9 })
        #expect(store.days[0].currentTemp.formatted(for: Locale(identifier: "en_US")) == "38")
        #expect(store.days[0].currentTemp.formatted(for: Locale(identifier: "nb_NO")) == "3")
        let texts = { (store: WeatherStore) in
            SnapshotDriver(WeatherApp(store: store), device: .iPhone15, assetCatalog: catalog)
                .layoutTree.allNodes.compactMap(\.text)
        }
        #expect(texts(store) == texts(good), "the home screen says what the Fahrenheit answer's says")
    }

    @Test("With no cache, a failed fetch keeps the sample week and the nav bar says Offline")
    func offlineWithoutCache() async throws {
        let store = makeStore("error")
        await store.refresh()
        #expect(store.days == Weather.sampleData)
        #expect(store.status == "Offline")
        #expect(!FileManager.default.fileExists(atPath: cache.file.path))
        let driver = SnapshotDriver(WeatherApp(store: store), device: .iPhone15, assetCatalog: catalog)
        #expect(driver.find(text: "Offline") != nil && driver.find(text: "Bahamas") != nil)
        snapshots.assertMatches(driver.snapshot(), named: "weather-offline-home")
    }

    @Test("A place the geocoder does not find keeps the week shown and says so")
    func placeNotFound() async throws {
        let good = try await fetchedStore()
        let store = makeStore("unknown", location: "Atlantis")
        await store.refresh()
        #expect(store.days == good.days)
        #expect(store.status == "Atlantis not found")
        #expect(server.requests.last?.hasPrefix("/unknown/v1/search?") == true)
        let harness = ViewHarness(NavBarView(country: store.placeName, status: store.status), size: CGSize(width: 393, height: 90), assetCatalog: catalog)
        snapshots.assertMatches(harness.renderImage(), named: "weather-nav-bar-not-found")
    }

    @Test("Offline, the store makes no request, shows the cache and says Offline")
    func offlineFlag() async throws {
        let good = try await fetchedStore()
        let requests = server.requests.count
        let store = makeStore("ok", offline: true)
        await store.refresh()
        #expect(server.requests.count == requests)
        #expect(store.days == good.days)
        #expect(store.status == "Offline")
    }

    @Test("A new store shows the cached week of the last place at once, and its age once older than an hour")
    func cacheReuse() async throws {
        let good = try await fetchedStore()
        let requests = server.requests.count
        let fresh = makeStore("error", location: nil, later: 30 * 60)
        #expect(fresh.placeName == "Oslo")
        #expect(fresh.days == good.days)
        #expect(fresh.status == nil)
        #expect(server.requests.count == requests, "showing the cache asks nothing")
        #expect(makeStore("error", location: nil, later: 3 * 3600 + 60).status == "Updated 3 h ago")
        #expect(makeStore("error", location: nil, later: 50 * 3600).status == "Updated 2 days ago")
        let harness = ViewHarness(NavBarView(country: "Oslo", status: "Offline · Updated 3 h ago"), size: CGSize(width: 393, height: 90), assetCatalog: catalog)
        snapshots.assertMatches(harness.renderImage(), named: "weather-nav-bar-stale")
        let remembered = makeStore("ok", location: nil, later: 30 * 60)
        await remembered.refresh()
        #expect(server.requests.last?.contains("latitude=59.91273&longitude=10.74609") == true, "the last place is fetched again")
    }

    @Test("While the app stays open the age moves on; a forecast half an hour old is fetched again, a failed fetch five minutes on")
    func keepsCurrent() async throws {
        let clock = StepClock(ForecastFixtures.now)
        let store = makeStore("ok", location: nil, now: { clock.time })
        await store.refresh()
        var requests = server.requests.count
        clock.time += WeatherStore.freshness - 60
        await store.tick()
        #expect(server.requests.count == requests, "a forecast under half an hour old is kept")
        clock.time += 60
        await store.tick()
        #expect(server.requests.count == requests + 1, "half an hour on, the forecast is fetched again")
        #expect(store.fetchedAt == clock.time)

        let failing = makeStore("error", location: nil, now: { clock.time })
        await failing.refresh()
        #expect(failing.status == "Offline")
        requests = server.requests.count
        clock.time += WeatherStore.retryDelay - 60
        await failing.tick()
        #expect(server.requests.count == requests, "four minutes after a failure the store waits")
        clock.time += 60
        await failing.tick()
        #expect(server.requests.count == requests + 1, "five minutes after a failure the store tries again")
        #expect(failing.status == "Offline")
        clock.time += 3600
        await failing.tick()
        #expect(failing.status == "Offline · Updated 1 h ago", "the age shown moves on with the clock")
    }

    @Test("The cache is replaced by a rename, never rewritten in place, and leaves no other file behind")
    func atomicCache() async throws {
        _ = try await fetchedStore()
        let first = try FileManager.default.attributesOfItem(atPath: cache.file.path)[.systemFileNumber] as? Int
        _ = try await fetchedStore()
        let second = try FileManager.default.attributesOfItem(atPath: cache.file.path)[.systemFileNumber] as? Int
        #expect(first != nil && first != second, "a new file took the old one's name")
        let folder = try FileManager.default.contentsOfDirectory(atPath: cache.file.deletingLastPathComponent().path)
        #expect(folder == ["weather-forecast.json"])
        #expect(cache.load() != nil)
    }
}

/// A clock the test moves on by hand.
private final class StepClock: @unchecked Sendable {
    var time: Date

    init(_ time: Date) {
        self.time = time
    }
}
