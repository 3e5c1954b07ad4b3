import Foundation

/// Open-Meteo's answers as the fixture server serves them: a week in Oslo from Monday 30 November 2026 (UTC+1),
/// and a geocoder answer for Oslo.
enum ForecastFixtures {
    /// The fixture's "now": Monday 30 November 2026, 13:20 in Oslo.
    static let now = Date(timeIntervalSince1970: 1_796_040_000 + 20 * 60)

    static let days = ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"]
    static let dailyCodes = [3, 61, 0, 95, 73, 45, 2]
    static let maximum = [41.2, 39.0, 35.6, 37.4, 30.2, 33.8, 36.5]
    static let minimum = [33.1, 31.3, 27.5, 30.2, 24.8, 26.6, 28.4]
    /// The hours' codes cycle through these, so the strip shows many symbols.
    static let hourCodes = [0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99]

    static func hourTemperature(_ index: Int) -> Double {
        let hour = Double(index % 24)
        return ((30 + Double(index / 24) + 8 * sin((hour - 8) / 24 * 2 * .pi)) * 10).rounded() / 10
    }

    /// The forecast JSON, with the extra fields Open-Meteo sends, in Fahrenheit as the app asks.
    static var forecast: String { forecast(unit: "°F") }

    /// The same forecast with every temperature in `unit` ("°F", "°C"; another is written as it is, with the
    /// Fahrenheit values), as a server answering in another unit than the one asked for sends it.
    static func forecast(unit: String) -> String {
        let times = days.flatMap { day in (0..<24).map { String(format: "\"%@T%02d:00\"", day, $0) } }
        func degrees(_ fahrenheit: Double) -> String { String(unit == "°C" ? (fahrenheit - 32) * 5 / 9 : fahrenheit) }
        let temperatures = times.indices.map { degrees(hourTemperature($0)) }
        let codes = times.indices.map { String(hourCodes[$0 % hourCodes.count]) }
        func list(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
        return """
            {"latitude":59.9375,"longitude":10.75,"generationtime_ms":0.12,"utc_offset_seconds":3600,
            "timezone":"Europe/Oslo","timezone_abbreviation":"GMT+1","elevation":14.0,
            "current_units":{"time":"iso8601","interval":"seconds","temperature_2m":"\(unit)","weather_code":"wmo code"},
            "current":{"time":"2026-11-30T13:15","interval":900,"temperature_2m":\(degrees(38.3)),"weather_code":3},
            "hourly_units":{"time":"iso8601","temperature_2m":"\(unit)","weather_code":"wmo code"},
            "hourly":{"time":\(list(times)),"temperature_2m":\(list(temperatures)),"weather_code":\(list(codes))},
            "daily_units":{"time":"iso8601","weather_code":"wmo code","temperature_2m_max":"\(unit)","temperature_2m_min":"\(unit)"},
            "daily":{"time":\(list(days.map { "\"\($0)\"" })),"weather_code":\(list(dailyCodes.map(String.init))),
            "temperature_2m_max":\(list(maximum.map(degrees))),"temperature_2m_min":\(list(minimum.map(degrees)))}}
            """
    }

    static let oslo = """
        {"results":[{"id":3143244,"name":"Oslo","latitude":59.91273,"longitude":10.74609,"elevation":26.0,
        "feature_code":"PPLC","country_code":"NO","timezone":"Europe/Oslo","country":"Norway"}],"generationtime_ms":0.9}
        """

    static let nothingFound = #"{"generationtime_ms":0.4}"#

    /// Every fixture the server serves: `ok` answers well, `celsius` answers well in Celsius, `kelvin` in a unit
    /// Open-Meteo has not, `truncated` sends half a forecast, `unknown` finds no place; `error` and `slow` need
    /// no files.
    static var files: [String: String] {
        [
            "ok/v1/forecast": forecast, "ok/v1/search": oslo,
            "celsius/v1/forecast": forecast(unit: "°C"), "celsius/v1/search": oslo,
            "kelvin/v1/forecast": forecast(unit: "K"), "kelvin/v1/search": oslo,
            "truncated/v1/forecast": String(forecast.prefix(forecast.count / 2)), "truncated/v1/search": oslo,
            "unknown/v1/search": nothingFound,
        ]
    }
}
