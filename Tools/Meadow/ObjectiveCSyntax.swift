import Foundation

/// The Objective-C syntax of an iOS app's Swift files, as Swift on Linux can compile it.
///
/// Swift on Linux has no Objective-C runtime: `@objc`, `@objcMembers`, `@nonobjc`, Interface Builder's `@IBAction`,
/// `@IBOutlet`, `@IBInspectable`, `@IBDesignable` and `@IBSegueAction` are errors there, and so is
/// `#selector(...)`. The attributes only expose a declaration to Objective-C, so they are left out; a
/// `#selector(Type.method(_:))` becomes `Selector(unapplied: Type.method(_:), name: "method(_:)")` and a
/// `#selector(method)` named inside its own type `Selector(bound: method, name: "method")` (Meadow's UIKit calls
/// the method when the control fires; a `getter:` or `setter:` selector is its name alone). Comments and string
/// literals are left as they are, and no line moves, so the compiler's messages name the original's lines.
enum ObjectiveCSyntax {
    /// `text` respelled, or nil when it has none of this syntax.
    static func replaced(in text: String) -> String? {
        var scanner = SwiftSourceScanner(Array(text.unicodeScalars))
        var output = String.UnicodeScalarView()
        var changed = false
        while let scalar = scanner.peek() {
            if let skipped = scanner.skipCommentOrString() {
                output.append(contentsOf: skipped)
            } else if scalar == "@", let attribute = scanner.identifier(after: 1), removedAttributes.contains(attribute) {
                scanner.advance(1 + attribute.unicodeScalars.count)
                if scanner.peek() == "(" { _ = scanner.balancedParentheses() }
                while scanner.peek() == " " || scanner.peek() == "\t" { scanner.advance(1) }
                changed = true
            } else if scanner.starts(with: "#selector"), let inner = scanner.selectorArgument() {
                output.append(contentsOf: selector(inner).unicodeScalars)
                changed = true
            } else {
                output.append(scalar)
                scanner.advance(1)
            }
        }
        return changed ? String(output) : nil
    }

    /// The attributes that only matter to Objective-C.
    static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
    ]

    /// What `#selector(expression)` becomes.
    static func selector(_ expression: String) -> String {
        let trimmed = expression.trimmingCharacters(in: .whitespacesAndNewlines)
        for accessor in ["getter:", "setter:"] where trimmed.hasPrefix(accessor) {
            return "Selector(\(quoted(name(of: String(trimmed.dropFirst(accessor.count))))))"
        }
        let isUnapplied = trimmed.first.map { $0.isUppercase } ?? false
        return "Selector(\(isUnapplied ? "unapplied" : "bound"): \(expression), name: \(quoted(name(of: trimmed))))"
    }

    /// The method's name in `expression`: what follows its last `.` outside parentheses.
    static func name(of expression: String) -> String {
        let trimmed = expression.trimmingCharacters(in: .whitespacesAndNewlines)
        var depth = 0
        var start = trimmed.startIndex
        for index in trimmed.indices {
            switch trimmed[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "." where depth == 0: start = trimmed.index(after: index)
            default: break
            }
        }
        return trimmed[start...].filter { !$0.isWhitespace }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
