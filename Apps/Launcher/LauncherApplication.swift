import CatalogUI
import LandmarksUI
import SwiftUI
import WeatherUI
import WikiUI

/// The Launcher's scene: an iPhone home screen that opens the project's apps; `Main/main.swift` runs it. Launched
/// from its command line (see the `LauncherCommandLine` module) it opens Weather on the live forecast and Wiki and
/// Landmarks on their saved data; made with `init()` Weather shows its sample week, Wiki keeps its wikis in memory
/// and Landmarks saves no favourites. Catalog, which keeps nothing, is the same either way.
public struct LauncherApplication: App {
    private let apps: [HomeScreenApp]

    public init() {
        self.init(weather: WeatherApplication(), wiki: WikiApplication(), landmarks: LandmarksApp())
    }

    /// The launcher opening these apps.
    public init(
        weather: WeatherApplication, wiki: WikiApplication, landmarks: LandmarksApp, catalog: CatalogApp = CatalogApp()
    ) {
        apps = HomeScreenApp.all(weather: weather, wiki: wiki, landmarks: landmarks, catalog: catalog)
    }

    public var body: some Scene {
        WindowGroup {
            LauncherView(apps: apps)
        }
    }
}
