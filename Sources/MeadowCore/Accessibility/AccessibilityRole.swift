/// What an element of the accessibility tree is, as a screen reader names it: the role SwiftUI's views imply
/// (a `Text` is static text, a `Toggle` a toggle), or the one its traits give it (`isHeader`, `isButton`).
///
/// The roles are those an AT-SPI bridge maps (label, push button, check box, heading, entry, slider, spin button,
/// list, list item, page tab list, page tab, dialog, alert, link, image); a `group` is a container.
public enum AccessibilityRole: String, Hashable, Sendable {
    case staticText, image, button, link, header, toggle
    case slider, stepper, progressIndicator
    /// A wheel of a picker or a date picker (XCUITest's `pickerWheel`): adjustable, valued with its chosen row.
    case pickerWheel
    case textField, secureTextField, searchField
    case list, listItem, tabBar, tab
    case dialog, alert, group
    /// The window: the root of the tree.
    case window

    /// The role `traits` name, the most specific first; nil when they name none.
    init?(traits: AccessibilityTraits) {
        if traits.contains(.isHeader) {
            self = .header
        } else if traits.contains(.isLink) {
            self = .link
        } else if traits.contains(.isToggle) {
            self = .toggle
        } else if traits.contains(.isButton) {
            self = .button
        } else if traits.contains(.isSearchField) {
            self = .searchField
        } else if traits.contains(.isTabBar) {
            self = .tabBar
        } else if traits.contains(.isImage) {
            self = .image
        } else if traits.contains(.isStaticText) {
            self = .staticText
        } else {
            return nil
        }
    }

    /// The traits the role already says, which a dump leaves out.
    var impliedTraits: AccessibilityTraits {
        switch self {
        case .staticText: .isStaticText
        case .image: .isImage
        case .button: .isButton
        case .link: .isLink
        case .header: .isHeader
        case .toggle: .isToggle
        case .searchField: .isSearchField
        case .tabBar: .isTabBar
        case .tab: .isButton
        case .dialog, .alert: .isModal
        default: []
        }
    }
}
