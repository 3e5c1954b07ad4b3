import Foundation

/// What the accessibility modifiers on a view, and the controls built from views, say about its node: each is set
/// on the node of the view it modifies, as `accessibilityIdentifier(_:)` always was, and cleared when the node is
/// built again.
///
/// The modifier nearest the view wins for the label, value, hint, identifier, hiding, child behaviour and sort
/// priority (the inner modifier is applied first, and a later one sets only what is still unset); traits,
/// actions, labeled pairs and focus bindings add up.
final class AccessibilityAttributes {
    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var addedTraits = AccessibilityTraits()
    var removedTraits = AccessibilityTraits()
    var isHidden: Bool?
    var childBehavior: AccessibilityChildBehavior?
    var sortPriority: Double?
    var headingLevel: AccessibilityHeadingLevel?
    /// The role a control built from views gives itself (a `Slider`'s track is a slider).
    var role: AccessibilityRole?
    var actions: [AccessibilityAction] = []
    var adjust: ((AccessibilityAdjustmentDirection) -> Void)?
    /// Whether the view shows what it discloses (a `DisclosureGroup`'s header); nil when it discloses nothing.
    var isExpanded: Bool?
    /// The view's value as a number within bounds (a `Stepper`'s count).
    var numericValue: AccessibilityNumericValue?
    /// Whether the view's element says the value of the element it is combined into, rather than its name (a
    /// wheel's chosen row, read after the picker's label).
    var isValueOfCombined = false
    /// The label / content pairs the view's elements belong to (`accessibilityLabeledPair(role:id:in:)`).
    var labeledPairs: [AccessibilityLabeledPair] = []
    /// Whether the view's last child holds the elements `accessibilityChildren(children:)` gives the element its
    /// other children make (an undrawn overlay).
    var hasSyntheticChildren = false
    /// The accessibility focus states bound to the view (`accessibilityFocused(_:equals:)`), with their values.
    var focusBindings: [FocusBinding] = []

    /// Whether the attributes make an element of a view that would not be one (a labelled shape or colour).
    var describesElement: Bool {
        label != nil || value != nil || role != nil || !addedTraits.isEmpty || !actions.isEmpty || adjust != nil
    }

    /// Sets `property` to `value` unless a modifier nearer the view has set it.
    func setIfUnset<Value>(_ property: ReferenceWritableKeyPath<AccessibilityAttributes, Value?>, _ value: Value) {
        if self[keyPath: property] == nil { self[keyPath: property] = value }
    }
}
