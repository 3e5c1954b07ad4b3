/// The platform's toggle style, as SwiftUI's `DefaultToggleStyle`: a switch on iPhone.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}

    /// A switch, as `SwitchToggleStyle` draws it.
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style: a switch on iPhone.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
