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
    }

    private var entries: [Int64: Entry] = [:]
    private var nextID: Int64 = 1

    func counts() throws -> WikiCounts {
        let wikis = entries.values.filter { $0.kind == .wiki }.count
        return WikiCounts(all: wikis, private: wikis)
    }

    func create(_ kind: WikiKind, titled title: String, in folder: Int64?) throws -> Int64 {
        let title = try WikiTitleProblem.checked(title)
        if let used = entries.values.first(where: { $0.folder == folder && $0.title.lowercased() == title.lowercased() }) {
            throw WikiTitleProblem.taken(used.title)
        }
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
        // Every wiki made here is private, none bookmarked or a template (there is no way to make one yet).
        let kinds: [WikiKind] = switch shelf {
        case .all: [.folder, .wiki]
        case .private: [.wiki]
        case .bookmarked, .templates: []
        }
        return kinds.flatMap { kind in
            entries.filter { $0.value.kind == kind }.sorted { $0.key > $1.key }.map { id, entry in
                WikiEntry(number: id, kind: kind, title: entry.title, created: entry.created)
            }
        }
    }
}
