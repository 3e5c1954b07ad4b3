import MeadowCore

/// `org.a11y.atspi.Selection`: which children of a list, a tab bar or a segmented picker are selected (those
/// `isSelected`), as GTK 4 offers it on its list views and notebooks' tab lists; `SelectChild` activates a child as
/// a tap would (a tab or a segment is then selected). A selection here holds one child, chosen by the app, so
/// nothing is deselected, nor everything selected, from the bus.
extension AccessibilityBridge {
    func selectionProperty(_ name: String, of node: AccessibilityNode) -> DBusValue? {
        name == "NSelectedChildren" ? .int32(Int32(Self.selectedChildren(of: node).count)) : nil
    }

    func selectionReply(to method: String, of node: AccessibilityNode, _ arguments: DBusArguments) -> [DBusValue]? {
        let index = Int(arguments.int32(0))
        let child = node.children.indices.contains(index) ? node.children[index] : nil
        switch method {
        case "GetSelectedChild":
            let selected = Self.selectedChildren(of: node)
            return [selected.indices.contains(index) ? reference(selected[index]) : .reference("", AtspiTree.null)]
        case "SelectChild":
            guard let child else { return [.bool(false)] }
            return [.bool(child.traits.contains(.isSelected) || AtspiActions(child).perform(at: 0, tap: tap))]
        case "IsChildSelected":
            return [.bool(child?.traits.contains(.isSelected) == true)]
        case "DeselectSelectedChild", "DeselectChild", "SelectAll", "ClearSelection":
            return [.bool(false)]
        default:
            return nil
        }
    }

    private static func selectedChildren(of node: AccessibilityNode) -> [AccessibilityNode] {
        node.children.filter { $0.traits.contains(.isSelected) }
    }
}
