import SwiftUI

/// The Landmarks app, as the tutorial's `LandmarksApp`; `Main/main.swift` runs it. Launched from its command line it
/// keeps the favourites in `$XDG_DATA_HOME/meadow/landmarks-favorites.json`, or the file `--favorites PATH` names;
/// a data or favourites file it cannot use is one sentence saying where and what, and exit status 2. Made with
/// `init()` (previews, tests, the launcher) it shows the bundled data and saves nothing.
public struct LandmarksApp: CommandLineApp {
    @State private var modelData: ModelData

    public init() {
        _modelData = State(initialValue: ModelData())
    }

    public init(arguments: [String]) throws {
        let options = try LandmarksOptions(arguments: arguments)
        _modelData = State(initialValue: try ModelData(favoritesStore: options.favoritesStore))
    }

    public var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(modelData)
        }
    }
}
