import Foundation
import MeadowCore

/// `org.a11y.atspi.Value`: an element's value as a number within bounds (`atspiValue`), set by stepping its
/// adjustable action.
extension AccessibilityBridge {
    func valueProperty(_ name: String, of node: AccessibilityNode) -> DBusValue? {
        let value = node.atspiValue
        return switch name {
        case "MinimumValue": .double(value?.minimum ?? 0)
        case "MaximumValue": .double(value?.maximum ?? 100)
        case "MinimumIncrement": .double(value?.step ?? 1)
        case "CurrentValue": .double(value?.current ?? 0)
        case "Text": .string(node.value ?? "")
        default: nil
        }
    }

    /// Adjusts the element towards `target`, one step at a time, until its value reaches or passes it (at most 100
    /// steps); false when it is not adjustable or has no numeric value.
    func setValue(of node: AccessibilityNode, to target: Double) -> Bool {
        guard node.isAdjustable, let current = node.atspiValue?.current else { return false }
        let direction: AccessibilityAdjustmentDirection = target > current ? .increment : .decrement
        var value = current
        for _ in 0..<100 {
            guard direction == .increment ? value < target : value > target else { break }
            node.adjust(direction)
            graph.update()
            graph.layout()
            guard let now = graph.accessibilityTree().allNodes.first(where: { $0.id == node.id })?.atspiValue?.current,
                  now != value
            else { break }
            value = now
        }
        return true
    }
}
