import Foundation

extension Text {
    /// Text showing `input` as `format` writes it, as SwiftUI's `init(_:format:)`:
    /// `Text(item.amount, format: .currency(code: "USD"))`, `Text(ratio, format: .percent)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}
