/// A `Toggle` is one element labelled with its label, valued "1" when on and "0" when off (VoiceOver's on and
/// off), with the `isToggle` trait; its default action flips it.
extension ToggleNode: AccessibleNode {
    var automaticAccessibility: AutomaticAccessibility? {
        let isOn = self.isOn
        let flip = AccessibilityAction(kind: .default) { isOn.wrappedValue.toggle() }
        return AutomaticAccessibility(
            role: .toggle, value: isOn.wrappedValue ? "1" : "0", traits: .isToggle, children: .combine, actions: [flip])
    }
}
