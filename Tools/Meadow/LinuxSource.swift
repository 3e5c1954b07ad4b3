import Foundation

/// An iOS app's Swift file as the generated package compiles it on Linux: what Swift on Linux cannot compile
/// respelled (`UIApplicationMainAttribute`, `NSManagedAttribute`, `ObjectiveCSyntax`) without moving a line, in a copy that starts with
/// `#sourceLocation`, so the compiler's messages, and a debugger's lines, name the original file and line.
enum LinuxSource {
    /// The copy's text, or nil when the file compiles as it is.
    static func rewritten(_ text: String, originalPath: String) -> String? {
        var result = text
        var changed = false
        for replace in [UIApplicationMainAttribute.replaced(in:), NSManagedAttribute.replaced(in:), ObjectiveCSyntax.replaced(in:)] {
            guard let replaced = replace(result) else { continue }
            result = replaced
            changed = true
        }
        guard changed else { return nil }
        let file = originalPath.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "#sourceLocation(file: \"\(file)\", line: 1)\n" + result
    }
}
