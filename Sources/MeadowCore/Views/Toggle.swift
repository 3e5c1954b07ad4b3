import Foundation

/// A control that turns a value on or off, as SwiftUI's `Toggle`: its look comes from the `toggleStyle` in the
/// environment, iOS's switch by default (`SwitchToggleStyle`).
public struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle of `isOn` described by `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let toggle = node.reused { ToggleNode() }
        toggle.isOn = isOn
        let configuration = ToggleStyleConfiguration(label: .init(content: label), isOn: isOn)
        let body = Self.body(of: context.environment.toggleStyle, configuration: configuration)
        toggle.children = [context.build(body, reusing: toggle.children.first)]
        return toggle
    }

    private static func body<Style: ToggleStyle>(of style: Style, configuration: ToggleStyleConfiguration) -> any View {
        style.makeBody(configuration: configuration)
    }
}

extension Toggle where Label == Text {
    /// A toggle of `isOn` labelled with `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
