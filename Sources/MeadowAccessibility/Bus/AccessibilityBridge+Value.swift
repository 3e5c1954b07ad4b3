import Foundation
import MeadowCore

/// `org.a11y.atspi.Value`: an adjustable element's value as a number from 0 to 100 (a `Slider` says its value in
/// per cent, a `Stepper` its count), stepped by its adjustable action, a tenth of a slider's range a step.
extension AccessibilityBridge {
    func valueProperty(_ name: String, of node: AccessibilityNode) -> DBusValue? {
        switch name {
        case "MinimumValue": .double(0)
        case "MaximumValue": .double(100)
        case "MinimumIncrement": .double(1)
        case "CurrentValue": .double(Self.number(in: node.value) ?? 0)
        case "Text": .string(node.value ?? "")
        default: nil
        }
    }

    /// Adjusts the element towards `target`, one step at a time, until its value reaches or passes it (at most 100
    /// steps); false when it is not adjustable or has no numeric value.
    func setValue(of node: AccessibilityNode, to target: Double) -> Bool {
        guard node.isAdjustable, let current = Self.number(in: node.value) else { return false }
        let direction: AccessibilityAdjustmentDirection = target > current ? .increment : .decrement
        var value = current
        for _ in 0..<100 {
            guard direction == .increment ? value < target : value > target else { break }
            node.adjust(direction)
            graph.update()
            graph.layout()
            guard let now = graph.accessibilityTree().allNodes.first(where: { $0.id == node.id }).flatMap({ Self.number(in: $0.value) }),
                  now != value
            else { break }
            value = now
        }
        return true
    }

    /// The number a value starts with: 50 in "50%", 3 in "3".
    static func number(in value: String?) -> Double? {
        guard let value else { return nil }
        return Double(value.prefix { $0.isNumber || $0 == "." || $0 == "-" })
    }
}
