import MeadowCore

/// One event the bridge sends on the accessibility bus, as an `org.a11y.atspi.Event.Object` signal
/// `(siiva{sv})`: its member (`ChildrenChanged`, `PropertyChange`, `StateChanged`), the detail (`add`,
/// `accessible-name`, `checked`), two numbers and a value, from the object at `path`.
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

    /// The events that tell a screen reader how `old` became `new` (`changes` compares them): a child added or
    /// removed, a name or description changed, and each state that came or went of the elements that changed.
    static func events(for changes: AccessibilityTreeChanges, from old: AtspiTree, to new: AtspiTree) -> [AtspiEvent] {
        var events: [AtspiEvent] = []
        var changedNumbers: [Int] = []
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
            case .role(let id, _), .value(let id, _), .identifier(let id, _), .traits(let id, _, _), .enabled(let id, _), .actions(let id, _):
                changedNumbers.append(id.number)
            case .frame:
                break
            }
        }
        var seen = Set<Int>()
        for number in changedNumbers where seen.insert(number).inserted {
            guard let before = old[number]?.node.atspiStates, let node = new[number]?.node else { continue }
            let after = node.atspiStates
            for (state, name) in AtspiStates.names where before.contains(state) != after.contains(state) {
                let path = AtspiTree.path(of: node.id)
                events.append(AtspiEvent(path: path, member: "StateChanged", detail: name, detail1: after.contains(state) ? 1 : 0))
            }
        }
        return events
    }
}

/// What an event carries in its variant.
enum AtspiEventValue: Equatable, CustomStringConvertible {
    case none
    case string(String)
    /// An object of this application, by path.
    case child(String)

    var description: String {
        switch self {
        case .none: "-"
        case .string(let string): "\"\(string)\""
        case .child(let path): path
        }
    }
}
