import Meadow
import WeatherUI
import WikiUI

/// An app on the home screen: its name, its icon asset and, when it has been built, its root view (which brings
/// the app's own colours and images).
@MainActor
struct HomeScreenApp: Identifiable {
    let id: String
    let name: String
    let icon: String
    /// The app's root view, or nil while the app is not built yet.
    let content: (@MainActor () -> AnyView)?

    static let all: [HomeScreenApp] = [
        HomeScreenApp(
            id: "weather", name: "Weather", icon: "weather-icon",
            content: { AnyView(WeatherApplication().body.rootView) }),
        HomeScreenApp(
            id: "wiki", name: "Wiki", icon: "wiki-icon",
            content: { AnyView(WikiApplication().body.rootView) }),
        HomeScreenApp(id: "landmarks", name: "Landmarks", icon: "landmarks-icon", content: nil),
    ]
}
