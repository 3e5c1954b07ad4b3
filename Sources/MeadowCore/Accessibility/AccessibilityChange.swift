import Foundation

/// One difference between two accessibility trees of a window, as a screen reader bridge reports it (AT-SPI's
/// children-changed, property-change and state-changed events; AccessKit's tree updates).
public enum AccessibilityChange: Hashable, CustomStringConvertible {
    /// An element came in at `index` among its parent's children, with the elements inside it.
    case added(AccessibilityElementID, parent: AccessibilityElementID, index: Int)
    /// An element left its parent, with the elements inside it.
    case removed(AccessibilityElementID, parent: AccessibilityElementID)
    /// The element's role changed (a text that became a header).
    case role(AccessibilityElementID, AccessibilityRole)
    /// The element's name changed: AT-SPI's accessible-name property change.
    case label(AccessibilityElementID, String)
    /// The element's value changed (a toggle switched, a slider moved, text typed).
    case value(AccessibilityElementID, String?)
    /// The element's hint changed: AT-SPI's accessible-description property change.
    case hint(AccessibilityElementID, String?)
    case identifier(AccessibilityElementID, String?)
    /// The element's traits, states such as `isSelected` among them, changed: these came and those went.
    case traits(AccessibilityElementID, added: AccessibilityTraits, removed: AccessibilityTraits)
    /// The element became enabled or disabled: AT-SPI's sensitive state.
    case enabled(AccessibilityElementID, Bool)
    case actions(AccessibilityElementID, [AccessibilityActionKind])
    /// Keyboard focus came to the element (true) or left it: AT-SPI's focused state.
    case focus(AccessibilityElementID, Bool)
    /// A text field's caret moved: AT-SPI's text-caret-moved.
    case caret(AccessibilityElementID, Int?)
    /// A text field's selected characters changed, something being selected before or after: AT-SPI's
    /// text-selection-changed.
    case textSelection(AccessibilityElementID, Range<Int>?)
    /// The element was expanded (true) or collapsed, or began or ceased to disclose anything (nil): AT-SPI's
    /// expanded and expandable states.
    case expanded(AccessibilityElementID, Bool?)
    /// The element's value as a number changed (a stepper stepped, a wheel turned): AT-SPI's accessible-value.
    case numericValue(AccessibilityElementID, AccessibilityNumericValue?)
    /// The element moved or changed size: AT-SPI's bounds-changed.
    case frame(AccessibilityElementID, CGRect)
    /// The element's labeled pairs changed (`accessibilityLabeledPair`, `LabeledContent`): the elements that
    /// label it now, and those it labels. AT-SPI has no event for a relation; a bridge says the labelled
    /// element's name changed, the name a screen reader derives from its labels.
    case relations(AccessibilityElementID, labeledBy: [AccessibilityElementID], labelFor: [AccessibilityElementID])

    /// The change as one line, e.g. `#12 value "1"`.
    public var description: String {
        switch self {
        case .added(let id, let parent, let index): "added \(id) to \(parent) at \(index)"
        case .removed(let id, let parent): "removed \(id) from \(parent)"
        case .role(let id, let role): "\(id) role \(role.rawValue)"
        case .label(let id, let label): "\(id) label \"\(label)\""
        case .value(let id, let value): "\(id) value \(value.map { "\"\($0)\"" } ?? "none")"
        case .hint(let id, let hint): "\(id) hint \(hint.map { "\"\($0)\"" } ?? "none")"
        case .identifier(let id, let identifier): "\(id) identifier \(identifier ?? "none")"
        case .traits(let id, let added, let removed):
            "\(id) traits +[\(added.names.joined(separator: ", "))] -[\(removed.names.joined(separator: ", "))]"
        case .enabled(let id, let isEnabled): "\(id) \(isEnabled ? "enabled" : "disabled")"
        case .actions(let id, let kinds): "\(id) actions (\(kinds.map(\.dumpName).joined(separator: ", ")))"
        case .focus(let id, let isFocused): "\(id) \(isFocused ? "focused" : "unfocused")"
        case .caret(let id, let offset): "\(id) caret \(offset.map(String.init) ?? "none")"
        case .textSelection(let id, let range): "\(id) selection \(range.map { "\($0.lowerBound)..<\($0.upperBound)" } ?? "none")"
        case .expanded(let id, let isExpanded): "\(id) \(isExpanded.map { $0 ? "expanded" : "collapsed" } ?? "not expandable")"
        case .numericValue(let id, let number): "\(id) number \(number.map(\.description) ?? "none")"
        case .frame(let id, let frame): "\(id) frame \(frame)"
        case .relations(let id, let labeledBy, let labelFor):
            "\(id) relations labelled-by(\(labeledBy.map(\.description).joined(separator: ", "))) label-for(\(labelFor.map(\.description).joined(separator: ", ")))"
        }
    }
}
