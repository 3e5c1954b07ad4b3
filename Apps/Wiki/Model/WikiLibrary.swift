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
    /// The clock a page waits on before it saves what was typed: the system's, or a test's.
    @ObservationIgnored let clock: any Clock<Duration>
    /// Each page's text as last read or saved, so a save of unchanged text writes nothing.
    @ObservationIgnored private var savedBodies: [Int64: String] = [:]

    /// How long a page waits after the last keystroke before it saves.
    static let savePause = Duration.seconds(1)

    init(storage: any WikiStorage, clock: any Clock<Duration> = ContinuousClock()) {
        self.storage = storage
        self.clock = clock
        counts = (try? storage.counts()) ?? WikiCounts()
    }

    /// The text of `wiki`'s page; empty (and one line on stderr) when it cannot be read.
    func body(of wiki: WikiEntry) -> String {
        do {
            let body = try storage.body(ofWiki: wiki.number)
            savedBodies[wiki.number] = body
            return body
        } catch {
            FileHandle.standardError.write(Data("Wiki: cannot read the page of \"\(wiki.title)\": \(error)\n".utf8))
            return ""
        }
    }

    /// Saves `body` as `wiki`'s page unless it is what was last read or saved; a failure is one line on stderr
    /// and the next save tries again.
    func save(_ body: String, of wiki: WikiEntry) {
        guard savedBodies[wiki.number] != body else { return }
        do {
            try storage.setBody(body, ofWiki: wiki.number)
            savedBodies[wiki.number] = body
        } catch {
            FileHandle.standardError.write(Data("Wiki: cannot save the page of \"\(wiki.title)\": \(error)\n".utf8))
        }
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
