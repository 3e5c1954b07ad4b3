import Meadow

/// The Wiki app's scene; `Main/main.swift` runs it.
public struct WikiApplication: App {
    public init() {}

    public var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
