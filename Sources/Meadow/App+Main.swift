import Foundation
import MeadowCore

extension App {
    /// Runs the app, as `@main` does for a SwiftUI `App`: opens a window showing the scene, or with
    /// `--snapshot PATH.png` renders the first frame headless and exits. `--device NAME` and `--scale N` choose
    /// the screen, `--list-devices` prints the presets, `--stats` says when the first frame is on screen and prints
    /// frame times when the window closes. A
    /// `CommandLineApp` is made from the options Meadow does not know.
    ///
    /// Before the app is made, the resources of the executable's target and of the module that declares the app
    /// are made visible to `Bundle.main` (see `MainBundleResources`).
    @MainActor
    public static func main() {
        let launch = AppLaunch.begin(passingUnknownOptions: Self.self is any CommandLineApp.Type)
        let appModule = String(String(reflecting: Self.self).prefix { $0 != "." })
        launch.installResources(modules: [appModule])
        let app: Self
        do { app = try makeApp(arguments: launch.appArguments) } catch { AppLaunch.fail("\(launch.name): \(error)", status: 2) }
        let scene = app.body
        launch.run(rootView: scene.rootView, module: scene.module)
    }

    /// The app, made from its own options when it is a `CommandLineApp`.
    private static func makeApp(arguments: [String]) throws -> Self {
        guard let type = Self.self as? any CommandLineApp.Type, let app = try type.init(arguments: arguments) as? Self else {
            return Self()
        }
        return app
    }
}
