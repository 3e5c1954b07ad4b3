/// What submits a value, as SwiftUI's `SubmitTriggers`: `.text` (Return in a text field) or `.search` (Return in
/// the search field of a `searchable` view).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Return pressed in a text field or secure field.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// A search submitted in a search field.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}
