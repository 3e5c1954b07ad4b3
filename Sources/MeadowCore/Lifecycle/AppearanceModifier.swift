/// Actions for the view's appearing and disappearing; what `onAppear` and `onDisappear` build.
struct AppearanceModifier: ViewModifier, PrimitiveModifier {
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let appearance = node.reused { AppearanceNode() }
        appearance.onAppear = onAppear
        appearance.onDisappear = onDisappear
        context.buildContent(content, of: appearance)
        return appearance
    }
}

extension View {
    /// Performs `action` once the view is in the tree: after the layout of the frame that inserted it and before
    /// that frame draws, as SwiftUI does. Descendants' actions run before their ancestors', and a view's own in
    /// the order its modifiers are written. A view in a screen a navigation stack covers, or in an unselected tab,
    /// is off screen: it appears when a pop reveals it or its tab is selected (a tab first when first selected).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: action, onDisappear: nil))
    }

    /// Performs `action` after the layout of the frame that removes the view from the tree; a view leaving with a
    /// transition is removed when the transition ends. Descendants' actions run before their ancestors'. It also
    /// runs when the view goes off screen: when a push over its screen has finished, or another tab is selected.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: nil, onDisappear: action))
    }
}
