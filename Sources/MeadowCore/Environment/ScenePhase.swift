/// Whether a scene is in front and takes input, as SwiftUI's `ScenePhase`: `.active` while its window shows and
/// has focus, `.inactive` while it shows without focus, `.background` while it is hidden and just before the app
/// quits. Phases order from `.background` to `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene is not shown; an app saves its work here, as it may be quit without another word.
    case background
    /// The scene shows but takes no input.
    case inactive
    /// The scene is in front and takes input.
    case active
}
