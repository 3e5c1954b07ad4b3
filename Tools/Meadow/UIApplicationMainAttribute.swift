import Foundation

/// `@UIApplicationMain` as Swift on Linux can compile it.
///
/// The attribute has the compiler write the app's entry point as a call to UIKit's `UIApplicationMain`, which it
/// finds through the Objective-C module loader; Linux has none, and Swift 6.3's compiler crashes there (signal 11,
/// in `emitArtificialTopLevel`). `@main` on the same delegate class runs the same `UIApplicationMain`
/// (`UIApplicationDelegate.main()` in Meadow's UIKit), so the generated package compiles a copy of such a file with
/// the attribute spelled `@main`. The copy starts with `#sourceLocation`, so the compiler's messages, and a
/// debugger's lines, name the original file and line.
enum UIApplicationMainAttribute {
    /// `text` with `@UIApplicationMain` spelled `@main`, under a `#sourceLocation` naming `originalPath`; nil when
    /// no line of it starts with the attribute (one in a comment or a string is left alone).
    static func rewritten(_ text: String, originalPath: String) -> String? {
        var found = false
        var lines = text.components(separatedBy: "\n")
        for index in lines.indices {
            let line = lines[index]
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            let rest = line.dropFirst(indent.count)
            guard rest.hasPrefix(attribute) else { continue }
            // `@UIApplicationMainFoo` is another name.
            if let after = rest.dropFirst(attribute.count).first, after.isLetter || after.isNumber || after == "_" { continue }
            lines[index] = indent + "@main" + rest.dropFirst(attribute.count)
            found = true
        }
        guard found else { return nil }
        let file = originalPath.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "#sourceLocation(file: \"\(file)\", line: 1)\n" + lines.joined(separator: "\n")
    }

    private static let attribute = "@UIApplicationMain"
}
