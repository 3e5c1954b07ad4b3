import Foundation

extension Text {
    /// Text showing `input` written by `format`, as SwiftUI's `init(_:format:)`: `Text(price, format:
    /// .currency(code: "EUR"))`, `Text(date, format: .dateTime.hour().minute())`, in the format's locale.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}
