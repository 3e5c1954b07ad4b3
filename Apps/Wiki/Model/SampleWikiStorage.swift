import Foundation

/// Wikis kept in memory only, for the app made with `WikiApplication()` (in the launcher, previews and tests):
/// it starts empty and forgets everything when the app ends.
final class SampleWikiStorage: WikiStorage {
    private struct Entry {
        var kind: WikiKind
        var title: String
        var folder: Int64?
        var created: Date
        var body = ""
        var isBookmarked = false
        var isTemplate = false
    }

    private var entries: [Int64: Entry] = [:]
    private var deleted: [Int64: Entry] = [:]
    private var nextID: Int64 = 1

    func counts() throws -> WikiCounts {
        let wikis = entries.values.filter { $0.kind == .wiki }
        return WikiCounts(
            all: wikis.count, private: wikis.count, bookmarked: wikis.filter(\.isBookmarked).count,
            templates: wikis.filter(\.isTemplate).count)
    }

    /// The title of an entry in `folder` that has `title` in any case, other than the entry `except`.
    private func usedTitle(_ title: String, in folder: Int64?, except: Int64? = nil) -> String? {
        entries.first { $0.key != except && $0.value.folder == folder && $0.value.title.lowercased() == title.lowercased() }?
            .value.title
    }

    func create(_ kind: WikiKind, titled title: String, in folder: Int64?) throws -> Int64 {
        let title = try WikiTitleProblem.checked(title)
        if let used = usedTitle(title, in: folder) { throw WikiTitleProblem.taken(used) }
        defer { nextID += 1 }
        entries[nextID] = Entry(kind: kind, title: title, folder: folder, created: Date())
        return nextID
    }

    func body(ofWiki id: Int64) throws -> String {
        entries[id].map { $0.kind == .wiki ? $0.body : "" } ?? ""
    }

    func setBody(_ body: String, ofWiki id: Int64) throws {
        guard entries[id]?.kind == .wiki else { return }
        entries[id]?.body = body
    }

    func entries(on shelf: WikiShelf) throws -> [WikiEntry] {
        // Every wiki made here is private.
        let included: (Entry) -> Bool = switch shelf {
        case .all: { _ in true }
        case .private: { $0.kind == .wiki }
        case .bookmarked: { $0.kind == .wiki && $0.isBookmarked }
        case .templates: { $0.kind == .wiki && $0.isTemplate }
        }
        return [WikiKind.folder, .wiki].flatMap { kind in
            entries.filter { $0.value.kind == kind && included($0.value) }.sorted { $0.key > $1.key }.map(entry)
        }
    }

    private func entry(_ id: Int64, _ entry: Entry) -> WikiEntry {
        WikiEntry(
            number: id, kind: entry.kind, title: entry.title, created: entry.created, folder: entry.folder,
            isBookmarked: entry.isBookmarked, isTemplate: entry.isTemplate)
    }

    func folders() throws -> [WikiEntry] {
        entries.filter { $0.value.kind == .folder }.sorted { ($0.value.title.lowercased(), $0.key) < ($1.value.title.lowercased(), $1.key) }
            .map(entry)
    }

    func rename(_ entry: WikiEntry, to title: String) throws {
        let title = try WikiTitleProblem.checked(title)
        guard let saved = entries[entry.number], saved.kind == entry.kind else { return }
        if let used = usedTitle(title, in: saved.folder, except: entry.number) { throw WikiTitleProblem.taken(used) }
        entries[entry.number]?.title = title
    }

    func setBookmarked(_ isBookmarked: Bool, ofWiki id: Int64) throws {
        entries[id]?.isBookmarked = isBookmarked
    }

    func setTemplate(_ isTemplate: Bool, ofWiki id: Int64) throws {
        entries[id]?.isTemplate = isTemplate
    }

    func move(wiki id: Int64, into folder: Int64?) throws {
        guard let saved = entries[id] else { return }
        if let used = usedTitle(saved.title, in: folder, except: id) { throw WikiTitleProblem.taken(used) }
        entries[id]?.folder = folder
    }

    func deleteWiki(_ id: Int64) throws {
        deleted[id] = entries.removeValue(forKey: id)
    }

    func restoreWiki(_ id: Int64) throws {
        entries[id] = deleted.removeValue(forKey: id)
    }

    func forgetDeletedWiki(_ id: Int64) {
        deleted[id] = nil
    }
}
