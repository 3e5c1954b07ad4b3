/// Content for a view's toolbar, as SwiftUI's `ToolbarContent`: toolbar items, built by `ToolbarContentBuilder`.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The items this content puts in the bar, in order.
    var _toolbarItems: [_ToolbarEntry] { get }
}

/// One item of a toolbar: its view and where it goes.
public struct _ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}
