import Foundation

/// `@UIApplicationMain` as Swift on Linux can compile it.
///
/// The attribute has the compiler write the app's entry point as a call to UIKit's `UIApplicationMain`, which it
/// finds through the Objective-C module loader; Linux has none, and Swift 6.3's compiler crashes there (signal 11,
/// in `emitArtificialTopLevel`). `@main` on the same delegate class runs the same `UIApplicationMain`
/// (`UIApplicationDelegate.main()` in Meadow's UIKit), so the generated package compiles a copy of such a file with
/// the attribute spelled `@main` (see `LinuxSource`).
enum UIApplicationMainAttribute {
    /// `text` with `@UIApplicationMain` spelled `@main`; nil when no line of it starts with the attribute (one in a
    /// comment or a string is left alone).
    static func replaced(in text: String) -> String? {
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
        return found ? lines.joined(separator: "\n") : nil
    }

    private static let attribute = "@UIApplicationMain"
}
