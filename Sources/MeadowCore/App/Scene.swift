/// A part of an app's interface, as SwiftUI's `Scene`.
@MainActor @preconcurrency
public protocol Scene {
    /// The root view the scene shows.
    var rootView: any View { get }
    /// The module whose asset catalog the scene's views read.
    var module: String { get }
}
