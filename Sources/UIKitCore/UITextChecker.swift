import Foundation

/// Finds misspelled words in a string and suggests corrections, as UIKit's `UITextChecker`.
///
/// Its English is the American English word list Debian's `wamerican` installs (`/usr/share/dict/american-english`,
/// which scripts/bootstrap installs): a word is spelt right when the list holds it as it is written or in lower case
/// (so "Paris" and "dog's" are words, "paris" is one only when the list has it). Like iOS's checker it skips words
/// with digits, and words learned (`learnWord(_:)`) or ignored by this checker (`ignoreWord(_:)`). A language other
/// than English has no list here: the checker finds no misspelling in it, and `availableLanguages` does not name it.
/// Without the list (a machine without `wamerican`) English has none either.
open class UITextChecker: NSObject {
    /// The words of the list (`EnglishWordList`).
    private static var dictionary: Set<String> { EnglishWordList.words }

    /// The words learned in this run of the app, which every checker counts as spelt right.
    private static let learned = LearnedWords()

    /// The words this checker skips, as `ignoreWord(_:)` added them.
    open var ignoredWords: [String]?

    public override init() {
        super.init()
    }

    /// The languages the checker knows: American English when its word list is installed.
    open class var availableLanguages: [String] {
        dictionary.isEmpty ? [] : ["en_US"]
    }

    /// The first misspelled word in `range` of `stringToCheck` at or after `startingOffset` (UTF-16 offsets, as
    /// `NSRange` counts), continuing from the start of `range` when `wrapFlag` is set; `NSNotFound` as its
    /// location when there is none.
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String
    ) -> NSRange {
        let none = NSRange(location: NSNotFound, length: 0)
        guard Self.knows(language) else { return none }
        let words = Self.words(in: stringToCheck, range: range)
        let start = max(startingOffset, range.location)
        let ordered = words.filter { $0.range.location >= start } + (wrapFlag ? words.filter { $0.range.location < start } : [])
        return ordered.first { !isSpeltRight($0.word) }?.range ?? none
    }

    /// Words of the list one letter away from the word at `range` (a letter removed, added, changed or two letters
    /// swapped), in the list's order; nil when the language is not known.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard Self.knows(language), let swiftRange = Range(range, in: string) else { return nil }
        let word = String(string[swiftRange])
        let lower = Array(word.lowercased())
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var candidates: Set<String> = []
        for index in 0...lower.count {
            if index < lower.count {
                var removed = lower
                removed.remove(at: index)
                candidates.insert(String(removed))
                for letter in letters {
                    var changed = lower
                    changed[index] = letter
                    candidates.insert(String(changed))
                }
            }
            if index + 1 < lower.count {
                var swapped = lower
                swapped.swapAt(index, index + 1)
                candidates.insert(String(swapped))
            }
            for letter in letters {
                var added = lower
                added.insert(letter, at: index)
                candidates.insert(String(added))
            }
        }
        candidates.remove(String(lower))
        return candidates.filter { !$0.isEmpty && Self.dictionary.contains($0) }.sorted()
    }

    /// Skips `wordToIgnore` in this checker's later checks.
    open func ignoreWord(_ wordToIgnore: String) {
        ignoredWords = (ignoredWords ?? []) + [wordToIgnore]
    }

    /// Counts `word` as spelt right in every checker of the app.
    open class func learnWord(_ word: String) {
        learned.update { $0.insert(word) }
    }

    open class func hasLearnedWord(_ word: String) -> Bool {
        learned.update { $0.contains(word) }
    }

    open class func unlearnWord(_ word: String) {
        learned.update { $0.remove(word) }
    }

    private func isSpeltRight(_ word: String) -> Bool {
        Self.dictionary.contains(word) || Self.dictionary.contains(word.lowercased()) || Self.hasLearnedWord(word)
            || ignoredWords?.contains(word) == true
    }

    private static func knows(_ language: String) -> Bool {
        language.hasPrefix("en") && !dictionary.isEmpty
    }

    /// The words of `string` within `range`: runs of letters, with apostrophes inside them ("don't"); a run that
    /// touches a digit is not a word to check.
    private static func words(in string: String, range: NSRange) -> [(word: String, range: NSRange)] {
        guard let bounds = Range(range, in: string) else { return [] }
        var words: [(word: String, range: NSRange)] = []
        var index = bounds.lowerBound
        while index < bounds.upperBound {
            guard string[index].isLetter || string[index].isNumber else {
                index = string.index(after: index)
                continue
            }
            var end = index
            var hasDigit = false
            while end < bounds.upperBound {
                let character = string[end]
                if character.isNumber { hasDigit = true }
                let next = string.index(after: end)
                let apostropheInside = (character == "'" || character == "\u{2019}") && next < bounds.upperBound && string[next].isLetter
                guard character.isLetter || character.isNumber || apostropheInside else { break }
                end = next
            }
            if !hasDigit { words.append((String(string[index..<end]), NSRange(index..<end, in: string))) }
            index = end
        }
        return words
    }
}

/// The learned words, behind a lock, as checkers may be used from any thread.
private final class LearnedWords: @unchecked Sendable {
    private let lock = NSLock()
    private var words: Set<String> = []

    @discardableResult
    func update<Result>(_ body: (inout Set<String>) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&words)
    }
}
