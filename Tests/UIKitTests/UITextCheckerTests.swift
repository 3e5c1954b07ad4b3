import Foundation
import Testing
import UIKit

/// UIKit's spell checker over the American English word list (Debian's `wamerican`, which scripts/bootstrap
/// installs), as the "Word Scramble" project of 100 Days of SwiftUI calls it.
@Suite("UITextChecker")
struct UITextCheckerTests {
    @Test("A word the list holds, or holds in lower case, is spelt right: no misspelled range, NSNotFound")
    func rightWords() {
        let checker = UITextChecker()
        let text = "Hello world, the dog's Paris"
        let range = checker.rangeOfMisspelledWord(
            in: text, range: NSRange(location: 0, length: text.utf16.count), startingAt: 0, wrap: false, language: "en")
        #expect(range.location == NSNotFound)
        #expect(UITextChecker.availableLanguages == ["en_US"])
    }

    @Test("The first misspelled word at or after the starting offset is found, in UTF-16 offsets; wrapping goes on from the start")
    func misspelledWords() {
        let checker = UITextChecker()
        let text = "Wrold café is nott here"
        let whole = NSRange(location: 0, length: text.utf16.count)
        #expect(checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en") == NSRange(location: 0, length: 5))
        #expect(checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 6, wrap: false, language: "en_US") == NSRange(location: 14, length: 4))
        #expect(checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 20, wrap: false, language: "en").location == NSNotFound)
        #expect(checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 20, wrap: true, language: "en") == NSRange(location: 0, length: 5))
    }

    @Test("Words with digits, ignored words and learned words are not misspelled; another language finds nothing")
    func skippedWords() {
        let checker = UITextChecker()
        let text = "abc123 meadowish"
        let whole = NSRange(location: 0, length: text.utf16.count)
        #expect(checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en") == NSRange(location: 7, length: 9))
        checker.ignoreWord("meadowish")
        #expect(checker.ignoredWords == ["meadowish"])
        #expect(checker.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false, language: "en").location == NSNotFound)
        #expect(UITextChecker().rangeOfMisspelledWord(in: "zzyzxq", range: NSRange(location: 0, length: 6), startingAt: 0, wrap: false, language: "fr").location == NSNotFound)
        UITextChecker.learnWord("zzyzxq")
        #expect(UITextChecker.hasLearnedWord("zzyzxq"))
        #expect(UITextChecker().rangeOfMisspelledWord(in: "zzyzxq", range: NSRange(location: 0, length: 6), startingAt: 0, wrap: false, language: "en").location == NSNotFound)
        UITextChecker.unlearnWord("zzyzxq")
        #expect(!UITextChecker.hasLearnedWord("zzyzxq"))
    }

    @Test("Guesses are the list's words one letter away: a letter swapped, changed, added or removed")
    func guesses() throws {
        let guesses = try #require(UITextChecker().guesses(forWordRange: NSRange(location: 0, length: 5), in: "wrold", language: "en"))
        #expect(guesses == ["world"])
        let swapped = try #require(UITextChecker().guesses(forWordRange: NSRange(location: 4, length: 3), in: "the hte", language: "en"))
        #expect(swapped.contains("the"))
        #expect(UITextChecker().guesses(forWordRange: NSRange(location: 0, length: 5), in: "wrold", language: "de") == nil)
    }
}
