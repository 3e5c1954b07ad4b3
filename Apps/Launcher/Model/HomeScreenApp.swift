import CatalogUI
import LandmarksUI
import SwiftUI
import WeatherUI
import WikiUI

/// An app on the home screen: its name, its icon asset and its root view (which brings the app's own colours and
/// images).
@MainActor
struct HomeScreenApp: Identifiable {
    let id: String
    let name: String
    let icon: String
    let content: @MainActor () -> AnyView

    /// The home screen's apps, in order: the given Weather, Wiki, Landmarks and Catalog, each kept for the launcher's
    /// life so that what is made in them stays while they are closed and opened again.
    static func all(
        weather: WeatherApplication, wiki: WikiApplication, landmarks: LandmarksApp, catalog: CatalogApp
    ) -> [HomeScreenApp] {
        [
            HomeScreenApp(
                id: "weather", name: "Weather", icon: "weather-icon", content: { AnyView(weather.body.rootView) }),
            HomeScreenApp(id: "wiki", name: "Wiki", icon: "wiki-icon", content: { AnyView(wiki.body.rootView) }),
            HomeScreenApp(
                id: "landmarks", name: "Landmarks", icon: "landmarks-icon",
                content: { AnyView(landmarks.body.rootView) }),
            HomeScreenApp(
                id: "catalog", name: "Catalog", icon: "catalog-icon", content: { AnyView(catalog.body.rootView) }),
        ]
    }

    /// The apps as `LauncherApplication()` opens them, for previews and tests: Weather with its sample week, Wiki
    /// keeping its wikis in memory, Landmarks saving no favourites, and Catalog.
    static var samples: [HomeScreenApp] {
        all(weather: WeatherApplication(), wiki: WikiApplication(), landmarks: LandmarksApp(), catalog: CatalogApp())
    }
}
