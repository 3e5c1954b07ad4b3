import Foundation

/// Open-Meteo's answer to a forecast request: the current weather, every hour's and seven days', with times in the
/// place's time zone ("2026-11-30T14:00", "2026-11-30").
struct ForecastResponse: Codable, Hashable {
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

    enum CodingKeys: String, CodingKey {
        case utcOffsetSeconds = "utc_offset_seconds"
        case current, hourly, daily
    }

    /// Whether each series has a value for every time it lists.
    var isComplete: Bool {
        hourly.temperature.count == hourly.time.count && hourly.weatherCode.count == hourly.time.count
            && daily.weatherCode.count == daily.time.count && daily.maximum.count == daily.time.count
            && daily.minimum.count == daily.time.count
    }
}
