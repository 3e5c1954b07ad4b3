import Foundation
import MeadowCore

/// A view that sends actions to targets when its value changes or it is touched, as UIKit's `UIControl`:
/// `addTarget(_:action:for:)` keeps a target and a selector for some events, and `sendActions(for:)` sends the
/// selector to each target registered for the event (see `Selector`, which `meadow run` makes of `#selector`).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The events a control sends actions for, as UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control responds to touches.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted (touched).
    open var isHighlighted = false

    private struct TargetAction {
        /// The target, weakly, as UIKit keeps it; nil for an action sent up the responder chain.
        weak var target: AnyObject?
        let hasTarget: Bool
        let action: Selector
        var events: Event
    }

    private var targetActions: [TargetAction] = []

    /// Sends `action` to `target` when any of `controlEvents` happens.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target as AnyObject?
        if let index = targetActions.firstIndex(where: { $0.target === object && $0.action == action }) {
            targetActions[index].events.formUnion(controlEvents)
        } else {
            targetActions.append(TargetAction(target: object, hasTarget: target != nil, action: action, events: controlEvents))
        }
    }

    /// Stops sending `action` (or every action, when nil) to `target` (or every target, when nil) for
    /// `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target as AnyObject?
        for index in targetActions.indices
        where (object == nil || targetActions[index].target === object) && (action == nil || targetActions[index].action == action) {
            targetActions[index].events.subtract(controlEvents)
        }
        targetActions.removeAll { $0.events.isEmpty }
    }

    /// Sends the actions registered for `controlEvents` to their targets, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for entry in targetActions where !entry.events.isDisjoint(with: controlEvents) {
            sendAction(entry.action, to: entry.hasTarget ? entry.target : nil, for: nil)
        }
    }

    /// Sends `action` to `target`: its method called with this control as the sender; with no target, to the
    /// application (`UIApplication.sendAction`), which handles `resignFirstResponder`.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        guard let target else {
            UIApplication.shared.sendAction(action, to: nil, from: self, for: event)
            return
        }
        _ = action.perform(on: target, sender: self)
    }
}
