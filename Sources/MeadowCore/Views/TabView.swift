import Foundation

/// Pages chosen by a tab bar at the bottom, as SwiftUI's `TabView` on iOS.
///
/// Each page names its bar item with `tabItem(_:)` and its selection value with `tag(_:)`. Tapping an item sets
/// the selection; an untagged page is selected by its position. Pages that are not shown stay alive, their
/// `@State` and scroll positions kept, but are neither laid out, drawn nor hit. The bar is 49 points tall plus
/// the bottom safe area, and the pages sit above it, the bar added to their bottom safe area inset. With
/// `tabViewStyle(.page)` the pages fill the view and a horizontal swipe moves between them (`PageTabViewStyle`).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var unboundSelection: AnyHashable?

    /// A tab view whose selected page is the one tagged with `selection`'s value; tapping an item writes its tag.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        TabViewContainer(
            selection: selection.map { AnyHashable($0.wrappedValue) } ?? unboundSelection,
            select: { tag in
                if let selection {
                    if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
                } else {
                    unboundSelection = tag
                }
            },
            content: content)
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection, starting at the first page.
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}
