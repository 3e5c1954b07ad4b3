/// A reusable change to a view, as SwiftUI's `ViewModifier`: `body(content:)` wraps the view it modifies.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<Modifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
