import Foundation

/// Joins a list of items into one phrase for a locale, as Foundation's `ListFormatter` (iOS 13), which
/// swift-corelibs-foundation lacks: "Ana, Ben, and Cy" in English.
///
/// English, with its serial comma ("A, B, and C"; "A and B"), is the one language it knows; another locale's list
/// is joined the English way.
open class ListFormatter: Formatter {
    /// The locale the list is formatted for (the user's by default).
    open var locale: Locale! = .current

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `strings` joined for the user's locale.
    open class func localizedString(byJoining strings: [String]) -> String {
        ListFormatter().string(from: strings) ?? ""
    }

    /// `items` (each described as `String(describing:)` makes it) joined into one phrase.
    open func string(from items: [Any]) -> String? {
        let strings = items.map { ($0 as? String) ?? String(describing: $0) }
        switch strings.count {
        case 0: return ""
        case 1: return strings[0]
        case 2: return "\(strings[0]) and \(strings[1])"
        default: return strings.dropLast().joined(separator: ", ") + ", and " + (strings.last ?? "")
        }
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? [Any]).flatMap(string(from:))
    }
}
