import MeadowCore

/// One event the bridge sends on the accessibility bus, as an `org.a11y.atspi.Event.Object` signal
/// `(siiva{sv})`: its member (`ChildrenChanged`, `PropertyChange`, `StateChanged`, `TextChanged`,
/// `TextCaretMoved`), the detail (`add`, `accessible-name`, `checked`, `insert`), two numbers and a value, from the
/// object at `path`.
struct AtspiEvent: Equatable, CustomStringConvertible {
    let path: String
    let member: String
    let detail: String
    var detail1: Int32 = 0
    var detail2: Int32 = 0
    /// The value, sent in a variant: the child for `ChildrenChanged`, the new name for a name change.
    var value: AtspiEventValue = .none

    /// The event as `member:detail detail1 value @path`, for tests and logs.
    var description: String {
        "\(member):\(detail) \(detail1) \(value) @\(path)"
    }

    /// The events that tell a screen reader how `old` became `new` (`changes` compares them), as GTK 4 sends
    /// them: a child added or removed; a name or description changed, or the labels that name an element (a
    /// name change, there being no relation event); a slider's, stepper's or wheel's value (accessible-value);
    /// a text field's text deleted and inserted
    /// (the span between what stayed at its start and its end), then its caret moved and its selection changed; each state that came or went
    /// of the elements that changed; and last, focus leaving one element, then coming to another.
    static func events(for changes: AccessibilityTreeChanges, from old: AtspiTree, to new: AtspiTree) -> [AtspiEvent] {
        var events: [AtspiEvent] = []
        var changedNumbers: [Int] = []
        var valueSent = Set<Int>()
        for change in changes.changes {
            switch change {
            case .added(let id, let parent, let index):
                let child = AtspiTree.path(of: id)
                events.append(AtspiEvent(path: AtspiTree.path(of: parent), member: "ChildrenChanged", detail: "add", detail1: Int32(index), value: .child(child)))
            case .removed(let id, let parent):
                let index = old[id.number]?.index ?? 0
                let child = AtspiTree.path(of: id)
                events.append(AtspiEvent(path: AtspiTree.path(of: parent), member: "ChildrenChanged", detail: "remove", detail1: Int32(index), value: .child(child)))
            case .label(let id, let label):
                events.append(AtspiEvent(path: AtspiTree.path(of: id), member: "PropertyChange", detail: "accessible-name", value: .string(label)))
                changedNumbers.append(id.number)
            case .hint(let id, let hint):
                events.append(AtspiEvent(path: AtspiTree.path(of: id), member: "PropertyChange", detail: "accessible-description", value: .string(hint ?? "")))
                changedNumbers.append(id.number)
            case .value(let id, _), .numericValue(let id, _):
                if let before = old[id.number]?.node, let after = new[id.number]?.node, before.isTextEditable, after.isTextEditable {
                    events += textChanges(from: before.atspiText, to: after.atspiText, at: AtspiTree.path(of: id))
                } else if let after = new[id.number]?.node, AtspiInterfaces.of(after).contains(AtspiInterfaces.value),
                    let number = after.atspiValue?.current, old[id.number]?.node.atspiValue?.current != number,
                    valueSent.insert(id.number).inserted
                {
                    // GTK 4 sends a changed value as the accessible-value property, which Orca speaks.
                    events.append(AtspiEvent(path: AtspiTree.path(of: id), member: "PropertyChange", detail: "accessible-value", value: .number(number)))
                }
                changedNumbers.append(id.number)
            case .caret(let id, let offset):
                events.append(AtspiEvent(path: AtspiTree.path(of: id), member: "TextCaretMoved", detail: "", detail1: Int32(offset ?? 0)))
            case .textSelection(let id, _):
                events.append(AtspiEvent(path: AtspiTree.path(of: id), member: "TextSelectionChanged", detail: ""))
            case .focus(let id, _), .expanded(let id, _), .role(let id, _), .identifier(let id, _), .traits(let id, _, _), .enabled(let id, _), .actions(let id, _):
                changedNumbers.append(id.number)
            case .relations(let id, let labeledBy, _):
                // GTK 4 and Qt send no event for a relation either (AT-SPI has none); the labelled element's name is
                // what a screen reader derives from its labels, so it hears that name change and reads the
                // relation set again. Once per element, and not when its name changed anyway.
                guard old[id.number]?.node.labeledBy != labeledBy, let node = new[id.number]?.node,
                    !changes.changes.contains(.label(id, node.label))
                else { break }
                events.append(AtspiEvent(path: AtspiTree.path(of: id), member: "PropertyChange", detail: "accessible-name", value: .string(node.label)))
            case .frame:
                break
            }
        }
        var seen = Set<Int>()
        var focusEvents: [AtspiEvent] = []
        for number in changedNumbers where seen.insert(number).inserted {
            guard let before = old[number]?.node.atspiStates, let node = new[number]?.node else { continue }
            let after = node.atspiStates
            for (state, name) in AtspiStates.names where before.contains(state) != after.contains(state) {
                let path = AtspiTree.path(of: node.id)
                let event = AtspiEvent(path: path, member: "StateChanged", detail: name, detail1: after.contains(state) ? 1 : 0)
                if state == .focused { focusEvents.append(event) } else { events.append(event) }
            }
        }
        return events + focusEvents.sorted { $0.detail1 < $1.detail1 }
    }

    /// The text that went from `old` and came into `new`, between the characters both start and end with: a
    /// `TextChanged:delete` and a `TextChanged:insert`, each at its offset with its length and its characters.
    static func textChanges(from old: String, to new: String, at path: String) -> [AtspiEvent] {
        let before = Array(old), after = Array(new)
        var start = 0
        while start < before.count, start < after.count, before[start] == after[start] { start += 1 }
        var end = 0
        while end < before.count - start, end < after.count - start, before[before.count - 1 - end] == after[after.count - 1 - end] { end += 1 }
        let deleted = before[start..<(before.count - end)], inserted = after[start..<(after.count - end)]
        var events: [AtspiEvent] = []
        if !deleted.isEmpty {
            events.append(AtspiEvent(
                path: path, member: "TextChanged", detail: "delete", detail1: Int32(start), detail2: Int32(deleted.count), value: .string(String(deleted))))
        }
        if !inserted.isEmpty {
            events.append(AtspiEvent(
                path: path, member: "TextChanged", detail: "insert", detail1: Int32(start), detail2: Int32(inserted.count), value: .string(String(inserted))))
        }
        return events
    }
}

/// What an event carries in its variant.
enum AtspiEventValue: Equatable, CustomStringConvertible {
    case none
    case string(String)
    /// A number: the new value for a value change.
    case number(Double)
    /// An object of this application, by path.
    case child(String)

    var description: String {
        switch self {
        case .none: "-"
        case .string(let string): "\"\(string)\""
        case .number(let number): "\(number)"
        case .child(let path): path
        }
    }
}
