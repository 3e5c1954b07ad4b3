import Foundation

/// A label's parts as a `LabelStyle` receives them, as SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label's icon, as a view.
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }

    public var title: Title
    public var icon: Icon
}
