import Foundation

/// Where the app gets its forecast, from its command line: `--location NAME` or `--latitude N --longitude N`,
/// `--offline`, `--forecast-url URL` and `--geocoding-url URL` (another server speaking Open-Meteo's API).
struct WeatherOptions {
    /// A place to look up by name.
    var location: String?
    /// A place given by its coordinates, named by them.
    var place: Place?
    /// Whether the app stays off the network and shows what it has.
    var isOffline = false
    var provider = ForecastProvider()
    var cache: ForecastCache? = .standard

    /// The tutorial's sample week and nothing else: no network, no cache. What the app shows when it is not
    /// launched from its command line (in previews, tests and the launcher).
    static let sample = WeatherOptions(isOffline: true, cache: nil)

    /// A problem with the app's options, said in one sentence.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    init(location: String? = nil, place: Place? = nil, isOffline: Bool = false, provider: ForecastProvider = ForecastProvider(),
         cache: ForecastCache? = .standard) {
        self.location = location
        self.place = place
        self.isOffline = isOffline
        self.provider = provider
        self.cache = cache
    }

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        var latitude: Double?, longitude: Double?
        func value(for flag: String) throws -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                throw UsageError(description: "\(flag) needs a value")
            }
            return value
        }
        func coordinate(for flag: String, limit: Double) throws -> Double {
            let text = try value(for: flag)
            guard let number = Double(text), abs(number) <= limit else {
                throw UsageError(description: "\(flag) takes degrees from -\(Int(limit)) to \(Int(limit)), got \"\(text)\"")
            }
            return number
        }
        func address(for flag: String) throws -> URL {
            let text = try value(for: flag)
            guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https", url.host != nil else {
                throw UsageError(description: "\(flag) takes an http or https address, got \"\(text)\"")
            }
            return url
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--location": location = try value(for: argument)
            case "--latitude": latitude = try coordinate(for: argument, limit: 90)
            case "--longitude": longitude = try coordinate(for: argument, limit: 180)
            case "--offline": isOffline = true
            case "--forecast-url": provider.forecastURL = try address(for: argument)
            case "--geocoding-url": provider.geocodingURL = try address(for: argument)
            default:
                throw UsageError(description: "unknown option \"\(argument)\"; Weather also takes --location NAME, --latitude N --longitude N, --offline, --forecast-url URL and --geocoding-url URL")
            }
        }
        switch (latitude, longitude) {
        case (let latitude?, let longitude?):
            guard location == nil else { throw UsageError(description: "give --location or --latitude and --longitude, not both") }
            place = Place(name: String(format: "%.2f, %.2f", latitude, longitude), latitude: latitude, longitude: longitude)
        case (nil, nil): break
        default: throw UsageError(description: "--latitude and --longitude go together")
        }
    }
}
