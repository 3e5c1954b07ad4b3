import Foundation

private struct ListStyleKey: EnvironmentKey {
    static var defaultValue: any ListStyle { DefaultListStyle() }
}

private struct IsListRowContentKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ExpandsListRowsKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = 44
}

extension EnvironmentValues {
    /// The look of lists in this environment, as set by `listStyle(_:)`; `.automatic` (inset grouped) by default.
    var listStyle: any ListStyle {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }

    /// The least height of a list row, as SwiftUI's `defaultMinListRowHeight`: 44 points, iOS's row height
    /// (swiftui-system-metrics.md §2, "Row min height").
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    /// Whether the views are a list row's own content (not inside a scroll view within it): there SwiftUI draws a
    /// `NavigationLink` as a row, its label in the primary colour with a chevron, not as a tinted button.
    var isListRowContent: Bool {
        get { self[IsListRowContentKey.self] }
        set { self[IsListRowContentKey.self] = newValue }
    }

    /// Whether the body being evaluated is read by a list as its rows (`ListRowsView`): there a `DisclosureGroup`
    /// is its label row and its content's rows, not one view.
    var expandsListRows: Bool {
        get { self[ExpandsListRowsKey.self] }
        set { self[ExpandsListRowsKey.self] = newValue }
    }
}
