import Foundation

/// One hour of a day's forecast.
struct HourlyForecast: Hashable, Identifiable {
    let hour: String
    let icon: String
    let color: String
    let temperature: Temperature

    var id: String { hour }
}
