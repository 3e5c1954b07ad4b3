import Foundation

extension Text {
    /// Text showing the localised string of `key`, as SwiftUI's `init(_:tableName:bundle:comment:)`: a string
    /// literal, `Text("Hello")`, is a key looked up in `tableName` (`Localizable`) of `bundle` (the app's) for the
    /// user's language, and shows as written when no table has it. Looked up when the text is made.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(verbatim: key.resolved(tableName: tableName, bundle: bundle))
    }
}
