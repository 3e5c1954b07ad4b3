import Foundation

/// A group of rows with an optional header and footer, as SwiftUI's `Section`.
///
/// In a `List` it is one section of the list's style (a card in the inset grouped style, its header above in the
/// header style); in a lazy stack or lazy grid its header, rows and footer are children of the stack or grid, which
/// can pin the header and footer; anywhere else they stack vertically.
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
}

extension Section: View, PrimitiveView where Parent: View, Content: View, Footer: View {
    public typealias Body = Never

    /// A section with a header and a footer.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.init(header: header(), content: content(), footer: footer())
    }

    /// A section with a header and a footer, in the older spelling.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let stack = node.reused { LayoutContainerNode() }
        stack.configure(AnyLayout(VStackLayout()))
        context.buildChildren(TupleView(value: (), elements: [header, content, footer]), of: stack)
        return stack
    }
}

@MainActor
extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    /// A section with a header, in the older spelling.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
}

@MainActor
extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }

    /// A section with a footer, in the older spelling.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

@MainActor
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// A section with neither header nor footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

@MainActor
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section whose header is `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

/// A `Section` as a list reads it: its header, rows and footer apart.
@MainActor
protocol ListSection {
    /// The header, or nil when the section has none.
    var headerView: (any View)? { get }
    var contentView: any View { get }
    /// The footer, or nil when the section has none.
    var footerView: (any View)? { get }
}

extension Section: ListSection where Parent: View, Content: View, Footer: View {
    var headerView: (any View)? { header is EmptyView ? nil : header }
    var contentView: any View { content }
    var footerView: (any View)? { footer is EmptyView ? nil : footer }
}
