import Foundation
import SwiftUI

/// The wikis the app shows, read from and saved to its `WikiStorage`; the views find it in the environment
/// (`@Environment(WikiLibrary.self)`) and update when it changes: each action saves one change (one transaction)
/// and the cards' counts and the lists read again.
@Observable
@MainActor
final class WikiLibrary {
    /// How many wikis each home-screen card stands for, as last read from storage.
    private(set) var counts: WikiCounts
    /// The wiki deleted last, while its delete can still be undone.
    private(set) var recentlyDeleted: WikiEntry?
    /// How many changes were saved: what the lists read, so they read storage again after each.
    private var changes = 0

    /// How long a delete can be undone: 5 seconds.
    static let undoWindow = Duration.seconds(5)

    @ObservationIgnored private let storage: any WikiStorage
    /// The clock a page waits on before it saves what was typed, and the undo window runs on: the system's, or a
    /// test's.
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
        _ = changes
        do {
            return try storage.entries(on: shelf)
        } catch {
            report("cannot read the \(shelf.title) list", error)
            return []
        }
    }

    /// The folders a wiki can be moved into, by title.
    func folders() -> [WikiEntry] {
        _ = changes
        do {
            return try storage.folders()
        } catch {
            report("cannot read the folders", error)
            return []
        }
    }

    /// Saves a new wiki or folder at the top level; returns what the form should say under the field when the
    /// title cannot be used or the save failed (then nothing was saved), nil when it was saved.
    func create(_ kind: WikiKind, titled title: String) -> String? {
        save("save \"\(title)\"") { _ = try storage.create(kind, titled: title, in: nil) }
    }

    /// Renames a wiki or folder; returns what the rename form should say under its field, nil when saved.
    func rename(_ entry: WikiEntry, to title: String) -> String? {
        save("rename \"\(entry.title)\"") { try storage.rename(entry, to: title) }
    }

    /// Bookmarks a wiki, or takes its bookmark away.
    func toggleBookmark(_ entry: WikiEntry) {
        _ = save("bookmark \"\(entry.title)\"") { try storage.setBookmarked(!entry.isBookmarked, ofWiki: entry.number) }
    }

    /// Makes a wiki a template, or an ordinary wiki again.
    func toggleTemplate(_ entry: WikiEntry) {
        _ = save("change \"\(entry.title)\"") { try storage.setTemplate(!entry.isTemplate, ofWiki: entry.number) }
    }

    /// Moves a wiki into `folder` (nil: the top level); returns what the move sheet should say, nil when saved.
    func move(_ entry: WikiEntry, into folder: WikiEntry?) -> String? {
        save("move \"\(entry.title)\"") { try storage.move(wiki: entry.number, into: folder?.number) }
    }

    /// Deletes a wiki; it can be undone (`undoDelete`) until the undo window ends. A wiki deleted before and
    /// still undoable is let go for good.
    func delete(_ entry: WikiEntry) {
        guard save("delete \"\(entry.title)\"", { try storage.deleteWiki(entry.number) }) == nil else { return }
        if let previous = recentlyDeleted { storage.forgetDeletedWiki(previous.number) }
        withAnimation { recentlyDeleted = entry }
    }

    /// Puts the wiki deleted last back as it was.
    func undoDelete() {
        guard let entry = recentlyDeleted else { return }
        _ = save("restore \"\(entry.title)\"") { try storage.restoreWiki(entry.number) }
        withAnimation { recentlyDeleted = nil }
    }

    /// Waits out the undo window of the wiki deleted last, then lets it go for good; a newer delete or an undo in
    /// the meantime cancels the wait.
    func waitForUndoWindow() async {
        guard let entry = recentlyDeleted else { return }
        do {
            try await clock.sleep(for: Self.undoWindow)
        } catch {
            return
        }
        guard !Task.isCancelled, recentlyDeleted == entry else { return }
        storage.forgetDeletedWiki(entry.number)
        withAnimation { recentlyDeleted = nil }
    }

    /// Runs one change of storage and reads the counts again; returns the message for a title that cannot be used
    /// or a failed save (one line on stderr), nil when saved. The lists show the change animated: a deleted row
    /// fades out while the rows below move up.
    private func save(_ action: String, _ change: () throws -> Void) -> String? {
        defer { withAnimation { changes += 1 } }
        do {
            try change()
            counts = try storage.counts()
            return nil
        } catch let problem as WikiTitleProblem {
            return problem.message
        } catch {
            report("cannot \(action)", error)
            return "Cannot save: \(error)"
        }
    }

    private func report(_ what: String, _ error: Error) {
        FileHandle.standardError.write(Data("Wiki: \(what): \(error)\n".utf8))
    }
}
