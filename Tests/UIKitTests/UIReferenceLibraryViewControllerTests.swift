import Testing
import UIKit
@testable import UIKitCore

/// UIKit's dictionary look-up, as a Wordle game asks it whether a guess is a word: over the American English word
/// list (Debian's `wamerican`), in any case, trimmed.
@Suite("UIReferenceLibraryViewController")
struct UIReferenceLibraryViewControllerTests {
    @Test("A word of the list has a definition whatever its case and surrounding spaces; a made-up one has none")
    func definitions() {
        #expect(UIReferenceLibraryViewController.dictionaryHasDefinition(forTerm: "crane"))
        #expect(UIReferenceLibraryViewController.dictionaryHasDefinition(forTerm: "CRANE"))
        #expect(UIReferenceLibraryViewController.dictionaryHasDefinition(forTerm: " Crane\n"))
        #expect(UIReferenceLibraryViewController.dictionaryHasDefinition(forTerm: "PARIS"))
        #expect(!UIReferenceLibraryViewController.dictionaryHasDefinition(forTerm: "XQZVW"))
        #expect(!UIReferenceLibraryViewController.dictionaryHasDefinition(forTerm: "  "))
    }

    @Test("The controller keeps the term it was made for")
    @MainActor func term() {
        #expect(UIReferenceLibraryViewController(term: "meadow").term == "meadow")
    }
}
