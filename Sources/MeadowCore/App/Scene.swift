/// A part of an app's interface, as SwiftUI's `Scene`.
@MainActor
public protocol Scene {
    /// The root view the scene shows.
    var rootView: any View { get }
    /// The module whose asset catalog the scene's views read.
    var module: String { get }
}

/// Builds an app's scene, as SwiftUI's `@SceneBuilder`.
@MainActor
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}
