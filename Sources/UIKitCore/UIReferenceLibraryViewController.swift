import Foundation

/// The dictionary's definition of a term, as UIKit's `UIReferenceLibraryViewController`.
///
/// On iOS, `dictionaryHasDefinition(forTerm:)` asks the dictionaries installed on the device, ignoring case and the
/// spaces around the term; a Wordle game calls it to accept a guess only when it is a word. Linux has no such
/// dictionaries, so here a term has a definition when the American English word list (`EnglishWordList`) holds it,
/// as written or in lower case, once trimmed: "Crane", "CRANE" and " crane " have one, "xqzvw" has none. Presenting
/// the controller shows an empty screen: Meadow has no definitions to show.
@preconcurrency @MainActor
open class UIReferenceLibraryViewController: UIViewController {
    /// The term whose definition the controller shows.
    let term: String

    /// A controller showing the definition of `term`.
    public init(term: String) {
        self.term = term
        super.init(nibName: nil, bundle: nil)
    }

    /// Reference controllers are not decoded from archives in Meadow.
    public required init?(coder: NSCoder) {
        term = ""
        super.init(coder: coder)
    }

    /// Whether a dictionary has a definition of `term`: whether the word list holds it, in any case. Callable from
    /// any thread, as it reads only the list.
    nonisolated open class func dictionaryHasDefinition(forTerm term: String) -> Bool {
        let trimmed = term.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return false }
        let words = EnglishWordList.words
        return words.contains(trimmed) || words.contains(trimmed.lowercased())
            || words.contains(trimmed.prefix(1).uppercased() + trimmed.dropFirst().lowercased())
    }
}
