import MeadowCore

extension AccessibilityNode {
    /// The element's AT-SPI role: a text a label, a button a push button, a toggle a check box, a stepper or a
    /// picker's wheel a spin button, a header a heading, a container a panel, the window a frame (GTK 4's mapping, reference/accessibility-atspi.md §4).
    public var atspiRole: AtspiRole {
        switch role {
        case .staticText: .label
        case .image: .image
        case .button: .pushButton
        case .link: .link
        case .header: .heading
        case .toggle: .checkBox
        case .slider: .slider
        // A wheel steps through its rows as a spin button through its values: GTK 4's spin button is the
        // chooser it maps that is adjusted up and down and reads its value (`GTK_ACCESSIBLE_ROLE_SPIN_BUTTON`,
        // with `Value`), where a list would need every row, which a wheel makes only while it shows.
        case .stepper, .pickerWheel: .spinButton
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
    /// field; expandable, and expanded while it shows its content, for an element that discloses (GTK 4's
    /// expander: `GTK_ACCESSIBLE_STATE_EXPANDED` set makes it expandable, true expanded).
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
        if let isExpanded {
            states.insert(.expandable)
            if isExpanded { states.insert(.expanded) }
        }
        return states
    }

    /// The element's relations, as `GetRelationSet` answers them: labelled by the elements that label it, a label
    /// for the elements it labels; none with no target.
    public var atspiRelations: [(type: AtspiRelationType, targets: [AccessibilityElementID])] {
        [(AtspiRelationType.labelFor, labelFor), (.labelledBy, labeledBy)].filter { !$0.1.isEmpty }
    }

    /// The element's value as AT-SPI's `Value` interface reads it: its numeric value (a stepper's count, a wheel's
    /// row), else the number its spoken value starts with, from 0 to 100 (a slider's or a progress indicator's per
    /// cent, a tenth of a slider's range a step); nil when it has neither.
    public var atspiValue: AccessibilityNumericValue? {
        if let numericValue { return numericValue }
        guard let value, let number = Double(value.prefix { $0.isNumber || $0 == "." || $0 == "-" }) else { return nil }
        return AccessibilityNumericValue(current: number, minimum: 0, maximum: 100, step: 1)
    }

    /// The element's text, as AT-SPI's `Text` interface reads it: a text field's value, else its label.
    var atspiText: String {
        isTextEditable ? value ?? "" : label
    }
}
