import SwiftUI

/// The Weather app's scene; `Main/main.swift` runs it. Launched from its command line it shows the cached forecast
/// and fetches Open-Meteo's (see `WeatherOptions` for its options); made with `init()` it shows the tutorial's
/// sample week and stays off the network.
public struct WeatherApplication: CommandLineApp {
    private let options: WeatherOptions

    public init() {
        options = .sample
    }

    public init(arguments: [String]) throws {
        options = try WeatherOptions(arguments: arguments)
    }

    public var body: some Scene {
        WindowGroup {
            WeatherApp(store: WeatherStore(options: options))
        }
    }
}
