private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
    /// The phase of the scene the view is in, as SwiftUI's `scenePhase`: set by the window that shows it (see
    /// `ViewGraph.scenePhase`), `.active` by default.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
