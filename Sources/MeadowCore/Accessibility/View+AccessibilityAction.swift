import Foundation

extension View {
    /// Gives the view's element an action of `actionKind` that runs `handler`, as SwiftUI's
    /// `accessibilityAction(_:_:)`: the default action replaces what activating the element does.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        accessibilityAttributes { $0.actions.append(AccessibilityAction(kind: actionKind, handler: handler)) }
    }

    /// Adds an action shown as `name` in the element's custom actions, as SwiftUI's
    /// `accessibilityAction(named:_:)`.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }

    /// Adds an action named by the localised string of `nameKey`.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(nameKey), handler)
    }

    /// Adds an action named `name`, verbatim.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(verbatim: String(name)), handler)
    }

    /// Makes the view's element adjustable, as SwiftUI's `accessibilityAdjustableAction(_:)`: a swipe up or down
    /// calls `handler` with the direction.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        accessibilityAttributes { $0.setIfUnset(\.adjust, handler) }
    }
}
