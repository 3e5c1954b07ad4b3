/// The platform's text field style, as SwiftUI's `DefaultTextFieldStyle`: plain on iOS, outside a `Form`.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style: plain on iPhone.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
