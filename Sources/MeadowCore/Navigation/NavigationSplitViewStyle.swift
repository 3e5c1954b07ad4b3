/// How a `NavigationSplitView` sizes its columns side by side, as SwiftUI's `NavigationSplitViewStyle`: set with
/// `navigationSplitViewStyle(_:)`.
///
/// On an iPhone every style shows one stack: the width is compact, where iOS collapses a split view's columns into
/// a stack whatever its style, and that stack is what Meadow's `NavigationSplitView` shows.
public protocol NavigationSplitViewStyle {}

extension View {
    /// Sets the style of the navigation split views in this view, as SwiftUI's `navigationSplitViewStyle(_:)`:
    /// `.balanced` shrinks the detail column to make room for the others, `.prominentDetail` keeps it full size,
    /// `.automatic` chooses by context. All three only size columns shown side by side (an iPad, a Mac); on an
    /// iPhone the split view is the stack it collapses to, so the view is unchanged.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        self
    }
}
