import Foundation

/// The American English word list UIKit's language services read here (`UITextChecker`,
/// `UIReferenceLibraryViewController`): Debian's `wamerican` (`/usr/share/dict/american-english`, which
/// scripts/bootstrap installs), one word a line, read once on first use. Empty on a machine without it.
enum EnglishWordList {
    /// The lists read, the first one found first.
    static let paths = ["/usr/share/dict/american-english", "/usr/share/dict/words"]

    /// The words of the list, as it writes them ("Paris", "dog's").
    static let words: Set<String> = {
        guard let path = paths.first(where: { FileManager.default.isReadableFile(atPath: $0) }),
            let text = try? String(contentsOfFile: path, encoding: .utf8)
        else { return [] }
        return Set(text.split(whereSeparator: \.isNewline).map(String.init))
    }()
}
