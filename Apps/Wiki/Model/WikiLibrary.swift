import Foundation
import SwiftUI

/// The wikis the app shows, read from and saved to its `WikiStorage`; the views find it in the environment
/// (`@Environment(WikiLibrary.self)`) and update when `counts` changes.
@Observable
@MainActor
final class WikiLibrary {
    /// How many wikis each home-screen card stands for, as last read from storage.
    private(set) var counts: WikiCounts

    @ObservationIgnored private let storage: any WikiStorage

    init(storage: any WikiStorage) {
        self.storage = storage
        counts = (try? storage.counts()) ?? WikiCounts()
    }

    /// What `shelf`'s list shows, as storage has it now; nothing (and one line on stderr) when it cannot be read.
    func entries(on shelf: WikiShelf) -> [WikiEntry] {
        do {
            return try storage.entries(on: shelf)
        } catch {
            FileHandle.standardError.write(Data("Wiki: cannot read the \(shelf.title) list: \(error)\n".utf8))
            return []
        }
    }

    /// Saves a new wiki or folder at the top level; returns what the form should say under the field when the
    /// title cannot be used or the save failed (then nothing was saved), nil when it was saved.
    func create(_ kind: WikiKind, titled title: String) -> String? {
        do {
            _ = try storage.create(kind, titled: title, in: nil)
            counts = try storage.counts()
            return nil
        } catch let problem as WikiTitleProblem {
            return problem.message
        } catch {
            FileHandle.standardError.write(Data("Wiki: cannot save \"\(title)\": \(error)\n".utf8))
            return "Cannot save: \(error)"
        }
    }
}
