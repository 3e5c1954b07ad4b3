import Foundation

/// The insets of a list row's content in its cell (`listRowInsets`); nil for the list style's default.
enum ListRowInsetsTraitKey: ViewTraitKey {
    static let defaultValue: EdgeInsets? = nil
}

/// Whether a list row's separators show, and on which edges (`listRowSeparator`).
enum ListRowSeparatorTraitKey: ViewTraitKey {
    static let defaultValue = (visibility: Visibility.automatic, edges: VerticalEdge.Set.all)
}

/// The colour of a list row's separators, and on which edges (`listRowSeparatorTint`); nil for the style's.
enum ListRowSeparatorTintTraitKey: ViewTraitKey {
    static let defaultValue: (color: Color, edges: VerticalEdge.Set)? = nil
}

/// The view drawn behind a list row in place of the style's row background (`listRowBackground`).
enum ListRowBackgroundTraitKey: ViewTraitKey {
    static let defaultValue: (any View)? = nil
}

/// Whether a list row shows the trailing `chevron.right` disclosure indicator: what a `NavigationLink` sets on
/// itself, as SwiftUI's list shows one on each row that is a navigation link.
enum ShowsDisclosureIndicatorTraitKey: ViewTraitKey {
    static let defaultValue = false
}

extension View {
    /// Sets the insets of this row's content in its list cell, as SwiftUI's `listRowInsets(_:)`; `nil` keeps the
    /// list style's (swiftui-system-metrics.md §2: the card inset is unaffected; `EdgeInsets()` makes the content
    /// touch the cell's edges).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ViewTraitModifier<ListRowInsetsTraitKey>(value: insets))
    }

    /// Shows or hides this row's separators on `edges`, as SwiftUI's `listRowSeparator(_:edges:)`: a hidden top
    /// edge hides the separator between this row and the one above.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ViewTraitModifier<ListRowSeparatorTraitKey>(value: (visibility, edges)))
    }

    /// Draws this row's separators on `edges` in `color`, as SwiftUI's `listRowSeparatorTint(_:edges:)`; nil
    /// keeps the style's separator colour. The separator between two rows is the upper row's bottom one.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ViewTraitModifier<ListRowSeparatorTintTraitKey>(value: color.map { ($0, edges) }))
    }

    /// Shows or hides the separators at the top and bottom of this section, as SwiftUI's
    /// `listSectionSeparator(_:edges:)`. Meadow's lists draw no separator above a section's first row or under
    /// its last, as the inset grouped style does not, so the sections look as `.hidden` leaves them whatever
    /// `visibility` is.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// Draws `view` behind this row, filling its cell, in place of the list style's row background, as SwiftUI's
    /// `listRowBackground(_:)`.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ViewTraitModifier<ListRowBackgroundTraitKey>(value: view.map { $0 as any View }))
    }
}
