/// The text in a white rounded rectangle with a hairline border, as SwiftUI's `RoundedBorderTextFieldStyle` on
/// iOS (UIKit's rounded-rect field: 7 points of padding, corner radius 5, border black at 20 %): 34 points tall
/// with 17-point body text.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The rounded border style.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
