import Foundation
import Testing

@testable import WeatherUI

@Suite("Weather codes and options")
struct WeatherCodeTests {
    /// Every code of WMO's weather interpretation table (WMO 4677 as Open-Meteo uses it).
    static let wmoCodes = [0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99]

    /// The weather symbols Meadow draws (MeadowRenderTests' SymbolSet tests check each has a drawing).
    static let drawnSymbols: Set = [
        "sun.max", "cloud.sun", "cloud", "cloud.fog", "cloud.drizzle", "cloud.rain", "cloud.heavyrain", "cloud.sleet",
        "cloud.snow", "snow", "cloud.sun.rain", "cloud.bolt.rain",
    ]

    @Test("Every WMO code has a weather, a drawn symbol and one of the tutorial's colours", arguments: wmoCodes)
    func everyCodeHasASymbol(code: Int) throws {
        let weather = try #require(WeatherCode(rawValue: code))
        #expect(Self.drawnSymbols.contains(weather.symbolName))
        #expect(["wednesday", "tuesday", "thursday", "sunday", "mainCard"].contains(weather.hourColor))
    }

    @Test("The codes are exactly WMO's, and clear, rain, snow and thunderstorm read as the issue names them")
    func table() {
        #expect(WeatherCode.allCases.map(\.rawValue) == Self.wmoCodes)
        #expect(WeatherCode.clearSky.symbolName == "sun.max")
        #expect(WeatherCode.rain.symbolName == "cloud.rain")
        #expect(WeatherCode.snow.symbolName == "snow")
        #expect(WeatherCode.thunderstorm.symbolName == "cloud.bolt.rain")
        #expect(WeatherCode(reported: 42) == .overcast, "a code WMO does not define shows a cloud")
    }

    @Test("The options read a place by name or coordinates, offline and other servers")
    func options() throws {
        let byName = try WeatherOptions(arguments: ["--location", "Oslo", "--offline"])
        #expect(byName.location == "Oslo" && byName.place == nil && byName.isOffline)
        let byCoordinates = try WeatherOptions(arguments: ["--latitude", "59.91", "--longitude", "-10.75", "--forecast-url", "http://127.0.0.1:8000/v1/forecast"])
        #expect(byCoordinates.place == Place(name: "59.91, -10.75", latitude: 59.91, longitude: -10.75))
        #expect(byCoordinates.provider.forecastURL?.absoluteString == "http://127.0.0.1:8000/v1/forecast")
        #expect(!byCoordinates.isOffline && byCoordinates.cache != nil)
        #expect(try WeatherOptions(arguments: []).cache?.file.lastPathComponent == "weather-forecast.json")
    }

    @Test("Bad options are refused in one sentence", arguments: [
        ["--latitude", "10"], ["--latitude", "91", "--longitude", "0"], ["--location"], ["--forecast-url", "ftp://x"],
        ["--location", "Oslo", "--latitude", "1", "--longitude", "2"], ["--colour", "red"],
    ])
    func badOptions(arguments: [String]) {
        #expect(throws: WeatherOptions.UsageError.self) { try WeatherOptions(arguments: arguments) }
    }
}
