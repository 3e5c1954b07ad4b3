import Foundation

/// A WMO weather interpretation code, as Open-Meteo reports a day's or an hour's weather, with the symbol and the
/// colour the app shows for it.
enum WeatherCode: Int, CaseIterable {
    case clearSky = 0
    case mainlyClear = 1
    case partlyCloudy = 2
    case overcast = 3
    case fog = 45
    case rimeFog = 48
    case lightDrizzle = 51
    case drizzle = 53
    case denseDrizzle = 55
    case lightFreezingDrizzle = 56
    case denseFreezingDrizzle = 57
    case slightRain = 61
    case rain = 63
    case heavyRain = 65
    case lightFreezingRain = 66
    case heavyFreezingRain = 67
    case slightSnow = 71
    case snow = 73
    case heavySnow = 75
    case snowGrains = 77
    case slightRainShowers = 80
    case rainShowers = 81
    case violentRainShowers = 82
    case slightSnowShowers = 85
    case heavySnowShowers = 86
    case thunderstorm = 95
    case thunderstormWithSlightHail = 96
    case thunderstormWithHeavyHail = 99

    /// The SF Symbol that pictures this weather.
    var symbolName: String {
        switch self {
        case .clearSky, .mainlyClear: "sun.max"
        case .partlyCloudy: "cloud.sun"
        case .overcast: "cloud"
        case .fog, .rimeFog: "cloud.fog"
        case .lightDrizzle, .drizzle, .denseDrizzle: "cloud.drizzle"
        case .lightFreezingDrizzle, .denseFreezingDrizzle, .lightFreezingRain, .heavyFreezingRain: "cloud.sleet"
        case .slightRain, .rain: "cloud.rain"
        case .heavyRain, .violentRainShowers: "cloud.heavyrain"
        case .slightSnow, .snow, .heavySnow, .snowGrains: "snow"
        case .slightRainShowers, .rainShowers: "cloud.sun.rain"
        case .slightSnowShowers, .heavySnowShowers: "cloud.snow"
        case .thunderstorm, .thunderstormWithSlightHail, .thunderstormWithHeavyHail: "cloud.bolt.rain"
        }
    }

    /// The tutorial's colour for an hour of this weather: warm for sun, cool for rain and snow.
    var hourColor: String {
        switch self {
        case .clearSky, .mainlyClear: "wednesday"
        case .partlyCloudy, .overcast, .fog, .rimeFog: "tuesday"
        case .lightDrizzle, .drizzle, .denseDrizzle, .slightRain, .rain, .heavyRain, .slightRainShowers, .rainShowers,
            .violentRainShowers:
            "thursday"
        case .thunderstorm, .thunderstormWithSlightHail, .thunderstormWithHeavyHail: "sunday"
        case .lightFreezingDrizzle, .denseFreezingDrizzle, .lightFreezingRain, .heavyFreezingRain, .slightSnow, .snow,
            .heavySnow, .snowGrains, .slightSnowShowers, .heavySnowShowers:
            "mainCard"
        }
    }

    /// The code's weather, or overcast for a code WMO does not define.
    init(reported code: Int) {
        self = WeatherCode(rawValue: code) ?? .overcast
    }
}
