/// Builds an app's scene, as SwiftUI's `@SceneBuilder`.
@MainActor
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}
