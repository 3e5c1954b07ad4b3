/// A scene showing one window of its content, as SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var rootView: any View { content }
}
