/// How a `TextField` looks, as SwiftUI's `TextFieldStyle`: `.automatic`, `.plain` or `.roundedBorder`.
public protocol TextFieldStyle {}

extension View {
    /// Sets the look of the text fields in this view, as SwiftUI's `textFieldStyle(_:)`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, style)
    }
}
