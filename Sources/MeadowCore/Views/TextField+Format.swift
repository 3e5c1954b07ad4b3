import Foundation

// The text fields of SwiftUI that edit a value through a `ParseableFormatStyle` (iOS 15):
// `TextField("Amount", value: $amount, format: .currency(code: "USD"))`. The field shows the value formatted;
// what is typed stays the field's own text until editing ends (Return, or focus leaving), when it is parsed into
// the value, as SwiftUI does; text that does not parse leaves the value as it was, and the field shows the value
// formatted again. A format in the current locale writes and reads in the user's (`UserLocale`), as on iOS.

extension TextField where Label == Text {
    /// A field editing `value` as `format` writes and reads it, with the localised `titleKey` (or `prompt`) as its
    /// placeholder, as SwiftUI's `init(_:value:format:prompt:)`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(formatting: value, format: format, placeholder: prompt?.string ?? titleKey.resolved())
    }

    /// A field editing `value` as `format` writes and reads it, with `title` (or `prompt`) as its placeholder, as
    /// SwiftUI's `init(_:value:format:prompt:)` for a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(formatting: value, format: format, placeholder: prompt?.string ?? String(title))
    }

    /// A field editing an optional `value`: nil shows the placeholder and empty text makes it nil, as SwiftUI's
    /// `init(_:value:format:prompt:)` for an optional binding.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(formattingOptional: value, format: format, placeholder: prompt?.string ?? titleKey.resolved())
    }

    /// A field editing an optional `value`, with a string title, as SwiftUI's `init(_:value:format:prompt:)`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(formattingOptional: value, format: format, placeholder: prompt?.string ?? String(title))
    }

    private init<F: ParseableFormatStyle>(formatting value: Binding<F.FormatInput>, format: F, placeholder: String)
    where F.FormatOutput == String {
        let format = format.locale(ifCurrent: UserLocale.current)
        self.init(
            title: placeholder, text: Binding(get: { format.format(value.wrappedValue) }, set: { _ in }),
            onEditingChanged: { _ in }, onCommit: {},
            commitValue: { text in
                if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
            })
    }

    private init<F: ParseableFormatStyle>(formattingOptional value: Binding<F.FormatInput?>, format: F, placeholder: String)
    where F.FormatOutput == String {
        let format = format.locale(ifCurrent: UserLocale.current)
        self.init(
            title: placeholder, text: Binding(get: { value.wrappedValue.map(format.format) ?? "" }, set: { _ in }),
            onEditingChanged: { _ in }, onCommit: {},
            commitValue: { text in
                if text.isEmpty {
                    value.wrappedValue = nil
                } else if let parsed = try? format.parseStrategy.parse(text) {
                    value.wrappedValue = parsed
                }
            })
    }
}
