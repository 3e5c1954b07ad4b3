/// An app, as SwiftUI's `App`: `@main` on a type whose `body` is its scene. `main()` comes from the `Meadow`
/// module, which hosts the scene in a window or renders it to a PNG.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}
