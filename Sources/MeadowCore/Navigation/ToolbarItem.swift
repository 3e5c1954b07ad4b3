/// A view placed in the navigation bar by `toolbar`, as SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public var _toolbarItems: [_ToolbarEntry] { [_ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    /// An item showing `content` at `placement` (the trailing end of the bar by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier showing `content` at `placement`, as SwiftUI's `init(id:placement:content:)`: the
    /// identifier is what a customizable toolbar remembers the item by; an iPhone's bar, which cannot be customised,
    /// shows the item as it shows one without.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}
