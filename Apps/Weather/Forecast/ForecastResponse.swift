import Foundation

/// Open-Meteo's answer to a forecast request: the current weather, every hour's and seven days', with times in the
/// place's time zone ("2026-11-30T14:00", "2026-11-30"), and the unit each series' temperatures are in.
struct ForecastResponse: Codable, Hashable {
    /// The units a series is in (its `*_units` object): the server may answer in another unit than the one asked
    /// for, and an answer kept from before units were read names none (then they are the Fahrenheit asked for).
    struct Units: Codable, Hashable {
        var temperature: TemperatureUnit?
        var maximum: TemperatureUnit?
        var minimum: TemperatureUnit?

        enum CodingKeys: String, CodingKey {
            case temperature = "temperature_2m"
            case maximum = "temperature_2m_max"
            case minimum = "temperature_2m_min"
        }
    }

    struct Current: Codable, Hashable {
        let time: String
        let temperature: Double
        let weatherCode: Int

        enum CodingKeys: String, CodingKey {
            case time
            case temperature = "temperature_2m"
            case weatherCode = "weather_code"
        }
    }

    struct Hourly: Codable, Hashable {
        let time: [String]
        let temperature: [Double]
        let weatherCode: [Int]

        enum CodingKeys: String, CodingKey {
            case time
            case temperature = "temperature_2m"
            case weatherCode = "weather_code"
        }
    }

    struct Daily: Codable, Hashable {
        let time: [String]
        let weatherCode: [Int]
        let maximum: [Double]
        let minimum: [Double]

        enum CodingKeys: String, CodingKey {
            case time
            case weatherCode = "weather_code"
            case maximum = "temperature_2m_max"
            case minimum = "temperature_2m_min"
        }
    }

    let utcOffsetSeconds: Int
    let current: Current
    let hourly: Hourly
    let daily: Daily
    var currentUnits: Units?
    var hourlyUnits: Units?
    var dailyUnits: Units?

    enum CodingKeys: String, CodingKey {
        case utcOffsetSeconds = "utc_offset_seconds"
        case current, hourly, daily
        case currentUnits = "current_units", hourlyUnits = "hourly_units", dailyUnits = "daily_units"
    }

    /// Whether each series has a value for every time it lists.
    var isComplete: Bool {
        hourly.temperature.count == hourly.time.count && hourly.weatherCode.count == hourly.time.count
            && daily.weatherCode.count == daily.time.count && daily.maximum.count == daily.time.count
            && daily.minimum.count == daily.time.count
    }
}
