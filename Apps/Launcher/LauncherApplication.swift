import Meadow

/// The Launcher's scene: an iPhone home screen that opens the project's apps; `Main/main.swift` runs it.
public struct LauncherApplication: App {
    public init() {}

    public var body: some Scene {
        WindowGroup {
            LauncherView()
        }
    }
}
