import Foundation

extension String {
    /// A localisable string and its key, as Foundation's `String.LocalizationValue`: a literal with interpolations
    /// makes the same format key a `LocalizedStringKey` does (`"\(count) items"` is `"%lld items"`).
    public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation {
        let key: LocalizedStringKey

        public init(_ value: String) {
            key = LocalizedStringKey(value)
        }

        public init(stringLiteral value: String) {
            key = LocalizedStringKey(value)
        }

        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
            key = LocalizedStringKey(stringInterpolation: stringInterpolation)
        }
    }

    /// The localised string of `keyAndValue` in `table` (`Localizable`) of `bundle` (the app's) for the user's
    /// language, as Foundation's `String(localized:table:bundle:locale:comment:)`; the key, filled, when no table
    /// has it. `locale` does not choose the table here: the user's language (`--locale`, `LANG`) does.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.key.resolved(tableName: table, bundle: bundle)
    }

    /// The localised string of `key`, or `defaultValue` when no table has it, as Foundation's
    /// `String(localized:defaultValue:table:bundle:locale:comment:)`.
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        let name = "\(key)"
        let found = LocalizedStringKey(name).resolved(tableName: table, bundle: bundle)
        self = found == name ? defaultValue.key.resolved(tableName: table, bundle: bundle) : found
    }
}
