import Foundation

private struct LabelStyleOutsideToolbarKey: EnvironmentKey {
    static let defaultValue: (any LabelStyle)? = nil
}

extension EnvironmentValues {
    /// While a bar's icon-only label style is in force for its items, the label style in force outside the bar;
    /// nil elsewhere, and inside an item that sets a label style of its own. A view an item presents (a sheet from
    /// a toolbar button) goes back to it, as iOS styles only the toolbar's items, not what they present.
    var labelStyleOutsideToolbar: (any LabelStyle)? {
        get { self[LabelStyleOutsideToolbarKey.self] }
        set { self[LabelStyleOutsideToolbarKey.self] = newValue }
    }
}

extension View {
    /// Shows a `Label` in these bar items as its icon alone, as iOS's toolbar label style does (an item's own
    /// `labelStyle` still wins), for the items only: what they present keeps the style outside the bar.
    func toolbarItemLabelStyle() -> some View {
        modifier(
            EnvironmentModifier { environment in
                environment.labelStyleOutsideToolbar = environment.labelStyleOutsideToolbar ?? environment.labelStyle
                environment.labelStyle = IconOnlyLabelStyle()
            })
    }
}
