/// What changed from one accessibility tree of a window to the next, element by element, matched by identity
/// (the view node each element comes from), as a bridge tells a screen reader after a frame.
///
/// Nothing builds a tree or compares two in a frame's own work: a bridge asks `ViewGraph.accessibilityTree()`
/// when it wants one and compares it with the one it kept. An element that comes or goes is reported once, with
/// everything inside it; an element that moves to another parent is removed from the old and added to the new.
public struct AccessibilityTreeChanges: CustomStringConvertible {
    /// The changes: removals first, then additions and changed properties, each in the order of its tree.
    public let changes: [AccessibilityChange]

    /// The changes that make `old` into `new`.
    public init(from old: AccessibilityNode, to new: AccessibilityNode) {
        var oldElements: [AccessibilityElementID: (node: AccessibilityNode, parent: AccessibilityElementID?)] = [:]
        Self.index(old, parent: nil, into: &oldElements)
        var newElements: [AccessibilityElementID: AccessibilityElementID?] = [:]
        Self.indexParents(new, parent: nil, into: &newElements)
        var removals: [AccessibilityChange] = []
        Self.collectRemovals(in: old, parent: nil, newParents: newElements, into: &removals)
        var others: [AccessibilityChange] = []
        Self.compare(new, parent: nil, index: 0, with: oldElements, into: &others)
        changes = removals + others
    }

    /// Whether the trees say the same.
    public var isEmpty: Bool { changes.isEmpty }

    /// One change a line.
    public var description: String {
        changes.map(\.description).joined(separator: "\n")
    }

    private static func index(
        _ node: AccessibilityNode, parent: AccessibilityElementID?,
        into elements: inout [AccessibilityElementID: (node: AccessibilityNode, parent: AccessibilityElementID?)]
    ) {
        elements[node.id] = (node, parent)
        for child in node.children { index(child, parent: node.id, into: &elements) }
    }

    private static func indexParents(
        _ node: AccessibilityNode, parent: AccessibilityElementID?, into parents: inout [AccessibilityElementID: AccessibilityElementID?]
    ) {
        parents[node.id] = parent
        for child in node.children { indexParents(child, parent: node.id, into: &parents) }
    }

    /// The old elements that are gone or moved, each reported without the elements inside it.
    private static func collectRemovals(
        in node: AccessibilityNode, parent: AccessibilityElementID?, newParents: [AccessibilityElementID: AccessibilityElementID?],
        into removals: inout [AccessibilityChange]
    ) {
        if let parent, newParents[node.id] != .some(parent) {
            removals.append(.removed(node.id, parent: parent))
            return
        }
        for child in node.children { collectRemovals(in: child, parent: node.id, newParents: newParents, into: &removals) }
    }

    /// The new elements that came or moved, and the properties that changed of those that stayed.
    private static func compare(
        _ node: AccessibilityNode, parent: AccessibilityElementID?, index: Int,
        with old: [AccessibilityElementID: (node: AccessibilityNode, parent: AccessibilityElementID?)],
        into changes: inout [AccessibilityChange]
    ) {
        guard let previous = old[node.id], previous.parent == parent else {
            if let parent { changes.append(.added(node.id, parent: parent, index: index)) }
            return
        }
        changes += propertyChanges(from: previous.node, to: node)
        for (childIndex, child) in node.children.enumerated() {
            compare(child, parent: node.id, index: childIndex, with: old, into: &changes)
        }
    }

    private static func propertyChanges(from old: AccessibilityNode, to new: AccessibilityNode) -> [AccessibilityChange] {
        let id = new.id
        var changes: [AccessibilityChange] = []
        if old.role != new.role { changes.append(.role(id, new.role)) }
        if old.label != new.label { changes.append(.label(id, new.label)) }
        if old.value != new.value { changes.append(.value(id, new.value)) }
        if old.hint != new.hint { changes.append(.hint(id, new.hint)) }
        if old.identifier != new.identifier { changes.append(.identifier(id, new.identifier)) }
        if old.traits != new.traits {
            changes.append(.traits(id, added: new.traits.subtracting(old.traits), removed: old.traits.subtracting(new.traits)))
        }
        if old.isEnabled != new.isEnabled { changes.append(.enabled(id, new.isEnabled)) }
        if old.actionKinds != new.actionKinds { changes.append(.actions(id, new.actionKinds)) }
        if old.isFocused != new.isFocused { changes.append(.focus(id, new.isFocused)) }
        if old.caretOffset != new.caretOffset { changes.append(.caret(id, new.caretOffset)) }
        let selected = [old.selectedTextRange, new.selectedTextRange].contains { $0?.isEmpty == false }
        if old.selectedTextRange != new.selectedTextRange, selected { changes.append(.textSelection(id, new.selectedTextRange)) }
        if old.isExpanded != new.isExpanded { changes.append(.expanded(id, new.isExpanded)) }
        if old.numericValue != new.numericValue { changes.append(.numericValue(id, new.numericValue)) }
        if old.frame != new.frame { changes.append(.frame(id, new.frame)) }
        if old.labeledBy != new.labeledBy || old.labelFor != new.labelFor {
            changes.append(.relations(id, labeledBy: new.labeledBy, labelFor: new.labelFor))
        }
        return changes
    }
}
