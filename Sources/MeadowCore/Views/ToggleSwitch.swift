import Foundation

/// The switch of `SwitchToggleStyle`: a primitive that draws the track and knob and handles taps and drags.
struct ToggleSwitch: View, PrimitiveView {
    let isOn: Binding<Bool>
    let tint: Color?

    typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let toggleSwitch = node.reused { ToggleSwitchNode() }
        toggleSwitch.noteBuilt(in: context)
        let environment = context.environment
        let onColor = (tint ?? environment.tint ?? .green).resolve(in: environment)
        toggleSwitch.configure(isOn: isOn, onColor: onColor)
        return toggleSwitch
    }
}
