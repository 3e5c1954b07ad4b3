import Foundation

/// The row that shows and hides what is under it: a `DisclosureGroup`'s label row and an `OutlineGroup` element
/// with children, as iOS draws both (SwiftUI's outlines are disclosure groups). The label leading and a
/// `chevron.right` trailing in the accent colour (14-point semibold), turned to point down while expanded; a tap
/// anywhere on the row toggles it. VoiceOver reads it as a button named by its label ("Details, button,
/// collapsed"), the chevron unsaid, its action toggling it, expandable and expanded as GTK 4's expander; from the
/// keyboard, Tab reaches it, Space or Return toggles it and the right and left arrows expand and collapse it, as
/// in the Mac's outline views.
struct DisclosureRow<Label: View>: View {
    let isExpanded: Bool
    /// Shows (true) or hides (false) what is under the row; its owner animates the change.
    let setExpanded: (Bool) -> Void
    /// How far the row is indented from its list's content edge: `indentation` for each level it is nested.
    var indent: CGFloat = 0
    /// The row's least height outside a list (a list's rows have their own).
    var minHeight: CGFloat?
    let label: Label

    /// How far each level under a disclosure row is indented from it: UIKit's documented default
    /// `indentationWidth` of a table view cell, 10 points (SwiftUI's own value is not published: an estimate).
    static var indentation: CGFloat { 10 }

    var body: some View {
        HStack {
            label
            Spacer()
            Image(systemName: "chevron.right")
                .accessibilityHidden(true)
                .font(.system(size: 14, weight: .semibold))
                .foregroundColor(.accentColor)
                .rotationEffect(.degrees(isExpanded ? 90 : 0))
        }
        .padding(.leading, indent)
        .frame(minHeight: minHeight)
        .contentShape(Rectangle())
        .onTapGesture { setExpanded(!isExpanded) }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
        .accessibilityAttributes { [isExpanded] in $0.setIfUnset(\.isExpanded, isExpanded) }
        .accessibilityAction { setExpanded(!isExpanded) }
        .onKeyPress(.rightArrow) {
            setExpanded(true)
            return .handled
        }
        .onKeyPress(.leftArrow) {
            setExpanded(false)
            return .handled
        }
    }
}
