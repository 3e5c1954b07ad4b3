import Foundation

extension Text {
    /// Text showing `input` as `format` writes it, as SwiftUI's `init(_:format:)`:
    /// `Text(item.amount, format: .currency(code: "USD"))`, `Text(ratio, format: .percent)`. As in SwiftUI, a
    /// format in the current locale (every style's until `locale(_:)` gives it another) writes in the environment's
    /// `\.locale`, the user's unless a view above sets another.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(formatted: FormattedInput(input: input, format: format))
    }
}

/// A value and the format style that writes it, in the environment's locale.
private struct FormattedInput<F: FormatStyle>: EnvironmentFormattedValue, @unchecked Sendable
where F.FormatInput: Equatable, F.FormatOutput == String {
    // Unchecked: the input is a value copied in when the text is made and only read after (a format style is
    // Sendable itself).
    let input: F.FormatInput
    let format: F

    func string(in environment: EnvironmentValues) -> String {
        format.locale(ifCurrent: environment.locale).format(input)
    }

    func isEqual(to other: any EnvironmentFormattedValue) -> Bool {
        guard let other = other as? Self else { return false }
        return other.input == input && other.format == format
    }
}
