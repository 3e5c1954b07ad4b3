import Foundation

/// A container of controls grouped for data entry, as SwiftUI's `Form`: on iPhone it is a list in the inset
/// grouped style, whatever `listStyle` is around it, its `Section`s the rounded groups with their headers and
/// footers, and it scrolls as a list does.
public struct Form<Content: View>: View {
    private let content: Content

    /// A form of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List { content }
            .listStyle(.insetGrouped)
    }
}
