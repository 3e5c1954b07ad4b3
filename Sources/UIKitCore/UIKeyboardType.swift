import MeadowCore

/// The software keyboard a text field asks for, as UIKit's `UIKeyboardType`, which SwiftUI's `keyboardType(_:)`
/// takes.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad

    /// The keyboard of the last type, as UIKit's `alphabet`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

extension View {
    /// Asks for `type`'s software keyboard when a text field in this view is focused, as SwiftUI's
    /// `keyboardType(_:)`. Meadow's fields take a desktop keyboard's keys, which no keyboard type limits (a
    /// `numberPad` field on iOS with a hardware keyboard also takes letters), so the view is unchanged.
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        self
    }
}
