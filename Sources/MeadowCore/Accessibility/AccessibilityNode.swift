import Foundation

/// One element of the accessibility tree Meadow derives from the laid-out views, as VoiceOver would find it on
/// iOS: its role, what it is called and what it holds, its frame in window coordinates, its actions and, for a
/// container, the elements inside it in reading order.
///
/// `id` is the identity of the view the element comes from, the same from frame to frame while that view lives,
/// so two trees can be compared (`AccessibilityTreeChanges`). `description` is a deterministic text dump, one
/// element a line.
public struct AccessibilityNode: CustomStringConvertible {
    /// The identity of the view the element comes from.
    public let id: AccessibilityElementID
    public var role: AccessibilityRole
    /// What a screen reader calls the element; empty when nothing names it.
    public var label: String
    /// What the element holds (a toggle's "1", a slider's "50%", a text field's text).
    public var value: String?
    /// What activating the element does, read after a pause.
    public var hint: String?
    /// The identifier `accessibilityIdentifier(_:)` gave it, for tests and tools; never spoken.
    public var identifier: String?
    public var traits: AccessibilityTraits
    /// Whether the element acts: false inside `disabled(true)`.
    public var isEnabled: Bool
    /// Where the element is, in window coordinates.
    public var frame: CGRect
    /// The elements inside a container (`.contain`, a list, a tab bar), in reading order.
    public var children: [AccessibilityNode]
    /// Whether Tab stops at the element, as Full Keyboard Access moves focus (`KeyboardFocusOrder`).
    public var isFocusable = false
    /// Whether keyboard focus is on the element: the focused view's own element, else the first element inside it.
    public var isFocused = false
    /// Where a text field's caret is, in characters from the start of its text; nil for an element without one.
    public var caretOffset: Int?
    /// A text field's selected characters, in characters from the start of its text, empty at the caret; nil for
    /// an element without a selection.
    public var selectedTextRange: Range<Int>?
    /// The elements that label this one, by `accessibilityLabeledPair(role:id:in:)` or a control's own pairing
    /// (AT-SPI's LABELLED_BY relation).
    public var labeledBy: [AccessibilityElementID] = []
    /// The elements this one labels (AT-SPI's LABEL_FOR relation).
    public var labelFor: [AccessibilityElementID] = []
    /// Whether the element shows the content it discloses (a `DisclosureGroup`'s header, read "expanded" or
    /// "collapsed" by VoiceOver); nil for an element that discloses nothing.
    public var isExpanded: Bool?
    /// The element's value as a number within bounds, where its spoken value does not say it (a stepper's count, a
    /// wheel's row): what AT-SPI's `Value` interface reads.
    public var numericValue: AccessibilityNumericValue?
    var actions: [AccessibilityAction]
    var adjustment: ((AccessibilityAdjustmentDirection) -> Void)?
    var textReplacement: ((String) -> Void)?
    var textSelection: ((_ anchor: Int, _ head: Int) -> Void)?
    var sortPriority: Double
    var headingLevel: AccessibilityHeadingLevel?
    /// The pairs the element belongs to, until the tree is whole and they become `labeledBy` and `labelFor`.
    var labeledPairs: [AccessibilityLabeledPair] = []

    init(id: AccessibilityElementID, role: AccessibilityRole, label: String, frame: CGRect) {
        self.id = id
        self.role = role
        self.label = label
        traits = []
        isEnabled = true
        self.frame = frame
        children = []
        actions = []
        sortPriority = 0
    }

    /// The kinds of the element's actions, in order: `.default` first when it has one.
    public var actionKinds: [AccessibilityActionKind] { actions.map(\.kind) }

    /// Whether a swipe up or down adjusts the element (a slider, a stepper).
    public var isAdjustable: Bool { adjustment != nil }

    /// Runs the element's action of `kind`, as a screen reader does; false when it has none.
    @discardableResult
    public func perform(_ kind: AccessibilityActionKind = .default) -> Bool {
        guard isEnabled, let action = actions.first(where: { $0.kind == kind }) else { return false }
        action.handler()
        return true
    }

    /// Adjusts the element one step in `direction`; false when it is not adjustable.
    @discardableResult
    public func adjust(_ direction: AccessibilityAdjustmentDirection) -> Bool {
        guard isEnabled, let adjustment else { return false }
        adjustment(direction)
        return true
    }

    /// Whether the element's text can be replaced (`replaceText(with:)`): a text field's.
    public var isTextEditable: Bool { textReplacement != nil }

    /// Replaces the element's text with `text`, as typing it over the whole text does; false when the element
    /// takes no text or is disabled.
    @discardableResult
    public func replaceText(with text: String) -> Bool {
        guard isEnabled, let textReplacement else { return false }
        textReplacement(text)
        return true
    }

    /// Selects the text field's characters between `anchor` and `head` (in characters, clamped to its text), the
    /// caret at `head`; the same offset twice moves the caret there with nothing selected, as a screen reader moves
    /// it through AT-SPI's `Text` (`SetCaretOffset`, `SetSelection`). False when the element has no selection or
    /// is disabled.
    @discardableResult
    public func selectText(from anchor: Int, to head: Int) -> Bool {
        guard isEnabled, let textSelection else { return false }
        textSelection(anchor, head)
        return true
    }

    /// This element and all the elements inside it, in reading order.
    public var allNodes: [AccessibilityNode] {
        [self] + children.flatMap(\.allNodes)
    }

    /// The first element, in reading order, called `label`.
    public func node(label: String) -> AccessibilityNode? {
        allNodes.first { $0.label == label }
    }

    /// An indented outline, one element a line: role, "label", value, hint, identifier, the traits the role does
    /// not already say, actions, the labels of the elements it is labelled by and labels, and the frame.
    public var description: String {
        dump(depth: 0, labels: Dictionary(allNodes.map { ($0.id, $0.label) }, uniquingKeysWith: { first, _ in first }))
    }

    private func dump(depth: Int, labels: [AccessibilityElementID: String]) -> String {
        var line = String(repeating: "  ", count: depth) + role.rawValue + " \"\(label)\""
        if let value { line += " value=\"\(value)\"" }
        if let hint { line += " hint=\"\(hint)\"" }
        if let identifier { line += " #\(identifier)" }
        if let headingLevel, headingLevel != .unspecified { line += " level=\(headingLevel.rawValue)" }
        let shownTraits = traits.subtracting(role.impliedTraits).names
        if !shownTraits.isEmpty { line += " [\(shownTraits.joined(separator: ", "))]" }
        if !isEnabled { line += " disabled" }
        if isFocused { line += " focused" }
        if !actions.isEmpty { line += " actions(\(actions.map(\.kind.dumpName).joined(separator: ", ")))" }
        if isAdjustable { line += " adjustable" }
        if let isExpanded { line += isExpanded ? " expanded" : " collapsed" }
        if let numericValue { line += " number=\(numericValue)" }
        // An element outside the dumped subtree shows as its identity.
        func named(_ ids: [AccessibilityElementID]) -> String { ids.map { id in labels[id].map { "\"\($0)\"" } ?? "\(id)" }.joined(separator: ", ") }
        if !labeledBy.isEmpty { line += " labelled-by(\(named(labeledBy)))" }
        if !labelFor.isEmpty { line += " label-for(\(named(labelFor)))" }
        line += " " + Self.format(frame)
        return ([line] + children.map { $0.dump(depth: depth + 1, labels: labels) }).joined(separator: "\n")
    }

    private static func format(_ rect: CGRect) -> String {
        "(\([rect.minX, rect.minY, rect.width, rect.height].map(format).joined(separator: ", ")))"
    }

    /// A coordinate to two decimals, without trailing zeros.
    private static func format(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%g", Double(rounded))
    }
}
