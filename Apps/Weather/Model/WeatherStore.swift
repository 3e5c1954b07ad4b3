import Foundation
import SwiftUI

/// The week the app shows and where it comes from: the last cached forecast (or the tutorial's sample week) at
/// once, then Open-Meteo's forecast when `refresh()` fetches it. A failed fetch keeps what is shown and says so.
@Observable
@MainActor
final class WeatherStore {
    /// Today first; always at least today and tomorrow.
    var days: [Weather]
    /// The place the days are for, as the nav bar names it.
    private(set) var placeName: String
    /// When the days shown were fetched; nil for the sample week.
    private(set) var fetchedAt: Date?
    /// What went wrong with the last fetch, in the nav bar's words; nil when it worked.
    private(set) var problem: String?
    /// The time the status speaks of; `tick()` moves it on, so the age shown keeps up while the app stays open.
    private(set) var checkedAt: Date

    @ObservationIgnored private let options: WeatherOptions
    @ObservationIgnored private var place: Place
    @ObservationIgnored private let now: @Sendable () -> Date
    /// When `refresh()` last asked the server; nil before the first time.
    @ObservationIgnored private var lastAttempt: Date?

    /// How old a forecast may grow before `tick()` fetches it again.
    static let freshness: TimeInterval = 30 * 60
    /// How long `tick()` waits after a failed fetch before it tries again.
    static let retryDelay: TimeInterval = 5 * 60

    /// The tutorial's sample week, for Nassau, and no network.
    convenience init() {
        self.init(options: .sample)
    }

    /// The last cached forecast when there is one, else the sample week; `refresh()` fetches the one for the place
    /// asked for, or for the last place when none is.
    init(options: WeatherOptions, now: @escaping @Sendable () -> Date = { Date() }) {
        self.options = options
        self.now = now
        checkedAt = now()
        days = Weather.sampleData
        placeName = Place.bahamas.name
        place = options.place ?? .bahamas
        if let entry = options.cache?.load() {
            if options.place == nil, options.location == nil { place = entry.place }
            show(entry)
        }
        if options.isOffline, options.cache != nil { problem = "Offline" }
    }

    /// What the nav bar says under the place: "Offline" when the last fetch failed, and how old the data is when it
    /// is older than an hour; nil when the data is fresh.
    var status: String? {
        var parts = problem.map { [$0] } ?? []
        if let fetchedAt {
            let hours = Int(checkedAt.timeIntervalSince(fetchedAt) / 3600)
            if hours >= 48 {
                parts.append("Updated \(hours / 24) days ago")
            } else if hours >= 1 {
                parts.append("Updated \(hours) h ago")
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// Fetches the forecast (looking the place up first when it was given by name), caches it and shows it with an
    /// animation; on failure logs one line, keeps the days shown and says "Offline".
    func refresh() async {
        guard !options.isOffline else { return }
        lastAttempt = now()
        do {
            if let location = options.location { place = try await options.provider.place(named: location) }
            let forecast = try await options.provider.forecast(for: place)
            checkedAt = now()
            let entry = ForecastCache.Entry(place: place, fetchedAt: checkedAt, forecast: forecast)
            guard Weather.days(from: forecast, at: now()).count >= 2 else {
                throw ForecastError.malformed(options.provider.forecastURL ?? URL(fileURLWithPath: "/"), "it has no today and tomorrow")
            }
            do { try options.cache?.save(entry) } catch { log("cannot write the forecast cache: \(error)") }
            withAnimation(.easeInOut) {
                problem = nil
                show(entry)
            }
        } catch ForecastError.placeNotFound(let name) {
            log(ForecastError.placeNotFound(name).description)
            withAnimation(.easeInOut) { problem = "\(name) not found" }
        } catch {
            log("cannot fetch the forecast for \(options.location ?? place.name): \(error)")
            withAnimation(.easeInOut) { problem = "Offline" }
        }
    }

    /// Keeps the screen current while the app is open, as a weather app does: `tick()` once a minute until the task
    /// running this is cancelled (the app's `task` is when its screen goes away).
    func keepCurrent() async {
        while true {
            do { try await Task.sleep(for: .seconds(60)) } catch { return }
            await tick()
        }
    }

    /// Moves the status on to now and fetches again when the forecast is older than `freshness`, or when the last
    /// fetch failed (or none has worked yet) and `retryDelay` has passed since.
    func tick() async {
        checkedAt = now()
        guard !options.isOffline else { return }
        let sinceAttempt = lastAttempt.map { checkedAt.timeIntervalSince($0) } ?? .infinity
        let isStale = fetchedAt.map { checkedAt.timeIntervalSince($0) >= Self.freshness } ?? true
        if (problem != nil || fetchedAt == nil) ? sinceAttempt >= Self.retryDelay : isStale {
            await refresh()
        }
    }

    private func show(_ entry: ForecastCache.Entry) {
        let days = Weather.days(from: entry.forecast, at: now())
        guard days.count >= 2 else { return }
        self.days = days
        placeName = entry.place.name
        fetchedAt = entry.fetchedAt
    }

    private func log(_ message: String) {
        FileHandle.standardError.write(Data("Weather: \(message)\n".utf8))
    }
}
