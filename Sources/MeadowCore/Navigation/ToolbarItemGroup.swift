/// Several views placed together in a toolbar by `toolbar`, as SwiftUI's `ToolbarItemGroup`: they stand side by
/// side at one placement, 8 points apart (a `Spacer` among them spreads them across the bottom toolbar).
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// A group showing the views `content` builds at `placement` (the trailing end of the bar by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var _toolbarItems: [_ToolbarEntry] {
        [_ToolbarEntry(placement: placement, view: AnyView(HStack(spacing: 8) { content }))]
    }
}
