/// The text alone, with no border or background, as SwiftUI's `PlainTextFieldStyle`.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The plain style.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
