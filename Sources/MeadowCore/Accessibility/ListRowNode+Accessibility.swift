/// A `List` row is one element, its content's elements combined: a list item, or the one control it holds (a
/// button, as a navigation link's row, a toggle, a slider, a stepper, a progress indicator), or a list item
/// containing them when several are controls (a row of links), one takes text (a form row's field, kept an entry
/// as VoiceOver keeps a text field in a cell) or one holds others (a segmented picker); a section
/// header is a header and a footer static text. A row its list's selection holds is selected (`isSelected`).
extension ListRowNode: AccessibleNode {
    var automaticAccessibility: AutomaticAccessibility? {
        switch role {
        case .row:
            AutomaticAccessibility(
                role: .listItem, traits: isSelected ? .isSelected : [], children: .combine, containsSeveralControls: true)
        case .header: AutomaticAccessibility(role: .header, traits: .isHeader, children: .combine)
        case .footer: AutomaticAccessibility(role: .staticText, traits: .isStaticText, children: .combine)
        }
    }

    /// The row's content: not its background, chevron or hidden swipe actions.
    var accessibilityChildren: [ViewNode] { content.map { [$0] } ?? [] }
}
