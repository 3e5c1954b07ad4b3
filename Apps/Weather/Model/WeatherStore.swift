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

    @ObservationIgnored private let options: WeatherOptions
    @ObservationIgnored private var place: Place
    @ObservationIgnored private let now: @Sendable () -> Date

    /// The tutorial's sample week, for Nassau, and no network.
    convenience init() {
        self.init(options: .sample)
    }

    /// The last cached forecast when there is one, else the sample week; `refresh()` fetches the one for the place
    /// asked for, or for the last place when none is.
    init(options: WeatherOptions, now: @escaping @Sendable () -> Date = { Date() }) {
        self.options = options
        self.now = now
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
            let hours = Int(now().timeIntervalSince(fetchedAt) / 3600)
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
        do {
            if let location = options.location { place = try await options.provider.place(named: location) }
            let forecast = try await options.provider.forecast(for: place)
            let entry = ForecastCache.Entry(place: place, fetchedAt: now(), forecast: forecast)
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
