import LandmarksUI
import SwiftUI
import WikiUI

/// The Launcher's scene: an iPhone home screen that opens the project's apps; `Main/main.swift` runs it. Launched
/// from its command line (see the `LauncherCommandLine` module) it opens Wiki and Landmarks on their saved data;
/// made with `init()` Wiki keeps its wikis in memory and Landmarks saves no favourites.
public struct LauncherApplication: App {
    private let apps: [HomeScreenApp]

    public init() {
        self.init(wiki: WikiApplication(), landmarks: LandmarksApp())
    }

    /// The launcher opening these Wiki and Landmarks apps, and Weather with its sample week.
    public init(wiki: WikiApplication, landmarks: LandmarksApp) {
        apps = HomeScreenApp.all(wiki: wiki, landmarks: landmarks)
    }

    public var body: some Scene {
        WindowGroup {
            LauncherView(apps: apps)
        }
    }
}
