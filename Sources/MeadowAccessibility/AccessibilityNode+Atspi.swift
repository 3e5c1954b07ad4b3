import MeadowCore

extension AccessibilityNode {
    /// The element's AT-SPI role: a text a label, a button a push button, a toggle a check box, a header a
    /// heading, a container a panel, the window a frame (GTK 4's mapping, reference/accessibility-atspi.md §4).
    public var atspiRole: AtspiRole {
        switch role {
        case .staticText: .label
        case .image: .image
        case .button: .pushButton
        case .link: .link
        case .header: .heading
        case .toggle: .checkBox
        case .slider: .slider
        case .stepper: .spinButton
        case .progressIndicator: .progressBar
        case .textField, .searchField: .entry
        case .secureTextField: .passwordText
        case .list: .list
        case .listItem: .listItem
        case .tabBar: .pageTabList
        case .tab: .pageTab
        case .dialog: .dialog
        case .alert: .alert
        case .group: .panel
        case .window: .frame
        }
    }

    /// The element's AT-SPI states: visible and showing; enabled and sensitive unless disabled; focusable when
    /// Tab stops at it, it acts or takes text, and focused when keyboard focus is on it; checkable, and checked when on, for a toggle; selectable, and selected when
    /// `isSelected`, for a tab or a list item; modal for a modal element; editable and single-line for a text
    /// field.
    public var atspiStates: AtspiStates {
        var states: AtspiStates = [.visible, .showing]
        if isEnabled { states.formUnion([.enabled, .sensitive]) }
        let takesText = role == .textField || role == .secureTextField || role == .searchField
        if isFocusable || !actionKinds.isEmpty || isAdjustable || takesText { states.insert(.focusable) }
        if isFocused { states.insert(.focused) }
        if takesText { states.formUnion([.editable, .singleLine]) }
        if role == .toggle {
            states.insert(.checkable)
            if value == "1" { states.insert(.checked) }
        }
        if role == .tab || role == .listItem { states.insert(.selectable) }
        if traits.contains(.isSelected) { states.insert(.selected) }
        if traits.contains(.isModal) { states.insert(.modal) }
        return states
    }

    /// The element's relations, as `GetRelationSet` answers them: labelled by the elements that label it, a label
    /// for the elements it labels; none with no target.
    public var atspiRelations: [(type: AtspiRelationType, targets: [AccessibilityElementID])] {
        [(AtspiRelationType.labelFor, labelFor), (.labelledBy, labeledBy)].filter { !$0.1.isEmpty }
    }

    /// The element's text, as AT-SPI's `Text` interface reads it: a text field's value, else its label.
    var atspiText: String {
        isTextEditable ? value ?? "" : label
    }
}
