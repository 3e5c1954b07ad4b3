/// A `Button` is one element, labelled with its label's elements combined, with the `isButton` trait and its
/// action as the default action, as SwiftUI's: "The button label provides the default accessibility label".
extension ButtonNode: AccessibleNode {
    var automaticAccessibility: AutomaticAccessibility? {
        let action = self.action
        let press = AccessibilityAction(kind: .default) { action() }
        return AutomaticAccessibility(role: .button, traits: .isButton, children: .combine, actions: [press])
    }
}
