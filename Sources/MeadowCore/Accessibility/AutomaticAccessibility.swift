/// The element a view makes of itself before any modifier, as SwiftUI derives it: a `Text` is static text
/// labelled with its string, a `Button` a button labelled with its label's elements combined.
struct AutomaticAccessibility {
    var role: AccessibilityRole
    /// The element's label; nil to take its children's labels, combined.
    var label: String?
    var value: String?
    var traits: AccessibilityTraits = []
    /// What becomes of the elements inside: `.ignore` for a leaf, `.combine` for a control, `.contain` for a list.
    var children = AccessibilityChildBehavior.ignore
    /// Whether the element, combining its children, contains them instead when more than one of them is a
    /// control (a list row of several links, two gauges side by side), one of them takes text (a form row's
    /// field, which a screen reader and a braille display type into, and a label may name) or one holds others
    /// (a segmented picker's segments); and, holding one control, is read as that control.
    var containsSeveralControls = false
    var actions: [AccessibilityAction] = []
    var adjustment: ((AccessibilityAdjustmentDirection) -> Void)?
    /// Replaces the text of a text field, as a screen reader or a braille display types it.
    var textReplacement: ((String) -> Void)?
    /// Where a text field's caret is, in characters.
    var caretOffset: Int?
    /// A text field's selected characters; empty at the caret.
    var selectedTextRange: Range<Int>?
    /// Selects a text field's characters from an anchor to the caret, as a screen reader moves them.
    var textSelection: ((_ anchor: Int, _ head: Int) -> Void)?
    /// Whether the view is not for assistive technologies at all (`Image(decorative:)`).
    var isHidden = false
}
