import Meadow

/// The Weather app's scene; `Main/main.swift` runs it.
public struct WeatherApplication: App {
    public init() {}

    public var body: some Scene {
        WindowGroup {
            WeatherApp()
        }
    }
}
