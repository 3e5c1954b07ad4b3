import LandmarksUI
import LauncherUI
import Meadow
import WeatherUI
import WikiStore
import WikiUI

/// Launched from its command line, the launcher opens each app as it runs alone: Weather on the live forecast, with
/// Weather's own options (`--location NAME`, `--latitude N --longitude N`, `--offline`, `--forecast-url URL`,
/// `--geocoding-url URL`), Wiki on its SQLite file (`--database PATH`, by default `WikiDatabase.defaultPath()`) and
/// Landmarks with its favourites file (`--favorites PATH`, by default its own). A file either cannot use is an error
/// naming it (the launcher then exits with status 2).
extension LauncherApplication: CommandLineApp {
    public init(arguments: [String]) throws {
        var weatherArguments: [String] = []
        var wikiArguments: [String] = []
        var landmarksArguments: [String] = []
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            var passed = [option]
            if let value = remaining.first, !value.hasPrefix("--") { passed.append(remaining.removeFirst()) }
            switch option {
            case "--location", "--latitude", "--longitude", "--offline", "--forecast-url", "--geocoding-url":
                weatherArguments += passed
            case "--database": wikiArguments += passed
            case "--favorites": landmarksArguments += passed
            default:
                throw UsageError(
                    description: "unknown option \"\(option)\"; the launcher takes Weather's options (--location, --latitude, --longitude, --offline, --forecast-url, --geocoding-url), --database PATH and --favorites PATH")
            }
        }
        self.init(
            weather: try WeatherApplication(arguments: weatherArguments), wiki: try WikiApplication(arguments: wikiArguments),
            landmarks: try LandmarksApp(arguments: landmarksArguments))
    }

    /// A problem with the launcher's options, said in one sentence.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }
}
