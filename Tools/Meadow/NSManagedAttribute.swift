import Foundation

/// The `@NSManaged` properties of an app's own managed object classes (Core Data's "Manual/None" code
/// generation), as Swift on Linux can compile them: the attribute needs the Objective-C runtime to give the
/// property its accessors, so each becomes a computed property over the object's values, on its own line:
/// `@NSManaged public var title: String` is
/// `public var title: String { get { _managedValue(forKey: "title") } set { _setManagedValue(newValue, forKey: "title") } }`.
enum NSManagedAttribute {
    private static let pattern = try? NSRegularExpression(
        pattern: #"^([ \t]*)@NSManaged[ \t]+((?:(?:public|open|internal|fileprivate|private|final|dynamic)[ \t]+)*)var[ \t]+([A-Za-z_][A-Za-z0-9_]*)[ \t]*:[ \t]*([^{=\n]*?)[ \t]*(//[^\n]*)?$"#,
        options: [.anchorsMatchLines])

    /// `text` with each `@NSManaged var` line written as accessors, or nil when it has none.
    static func replaced(in text: String) -> String? {
        guard let pattern, text.contains("@NSManaged") else { return nil }
        let range = NSRange(text.startIndex..., in: text)
        let template = #"$1$2var $3: $4 { get { _managedValue(forKey: "$3") } set { _setManagedValue(newValue, forKey: "$3") } }"#
        let result = pattern.stringByReplacingMatches(in: text, range: range, withTemplate: template)
        return result == text ? nil : result
    }
}
