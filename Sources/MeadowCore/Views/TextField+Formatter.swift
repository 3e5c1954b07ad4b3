import Foundation

// The text fields of SwiftUI that edit a value through a Foundation `Formatter` (iOS 13):
// `TextField("Price", value: $price, formatter: currencyFormatter)`. As with a format style, the field shows the
// value as the formatter writes it, and what is typed is read back into the value when editing ends (Return, or
// focus leaving), as SwiftUI does; text the formatter cannot read leaves the value as it was and the field shows
// the value again. Foundation on Linux has no `getObjectValue(_:for:errorDescription:)` to ask any formatter, so
// the field reads what the two formatters that read text there read: a `NumberFormatter`'s number (into an `Int`,
// `Double`, `Float` or `CGFloat` value that holds it exactly) and a `DateFormatter`'s date; with any other
// formatter the field shows the value and typing leaves it unchanged.

extension TextField where Label == Text {
    /// A field editing `value` as `formatter` writes and reads it, with the localised `titleKey` as its
    /// placeholder, as SwiftUI's `init(_:value:formatter:)`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(title: titleKey.resolved(), value: value, formatter: formatter)
    }

    /// A field editing `value` as `formatter` writes and reads it, with `title` as its placeholder, as SwiftUI's
    /// `init(_:value:formatter:)` for a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title: String(title), value: value, formatter: formatter)
    }

    /// A field editing `value` through `formatter`, with `prompt` (the localised `titleKey` when nil) as its
    /// placeholder, as SwiftUI's `init(_:value:formatter:prompt:)`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(title: prompt?.string ?? titleKey.resolved(), value: value, formatter: formatter)
    }

    /// A field editing `value` through `formatter`, with `prompt` (`title` when nil) as its placeholder, as
    /// SwiftUI's `init(_:value:formatter:prompt:)` for a string title.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(title: prompt?.string ?? String(title), value: value, formatter: formatter)
    }
}

extension TextField {
    /// A field editing `value` through `formatter`, labelled by `label`, with `prompt` as its placeholder, as
    /// SwiftUI's `init(value:formatter:prompt:label:)`; an iOS field shows no label of its own, only the prompt.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(title: prompt?.string ?? "", value: value, formatter: formatter)
    }

    /// The field every formatter initialiser makes.
    init<V>(title: String, value: Binding<V>, formatter: Formatter) {
        self.init(
            title: title, text: Binding(get: { formatter.string(for: value.wrappedValue) ?? "" }, set: { _ in }),
            onEditingChanged: { _ in }, onCommit: {},
            commitValue: { text in
                if let parsed: V = Self.value(of: text, readBy: formatter) { value.wrappedValue = parsed }
            })
    }

    /// What `formatter` reads from `text` as a `V`: a number formatter's number, a date formatter's date; nil when
    /// it reads nothing, what it reads is no `V`, or it is a formatter Foundation on Linux cannot ask.
    private static func value<V>(of text: String, readBy formatter: Formatter) -> V? {
        if let numbers = formatter as? NumberFormatter {
            // Foundation on Linux bridges a number to every numeric type but `CGFloat`.
            return numbers.number(from: text).flatMap { $0 as? V ?? CGFloat($0.doubleValue) as? V }
        }
        if let dates = formatter as? DateFormatter { return dates.date(from: text).flatMap { $0 as? V } }
        return nil
    }
}
