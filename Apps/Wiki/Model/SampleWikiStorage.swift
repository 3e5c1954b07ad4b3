/// Wikis kept in memory only, for the app made with `WikiApplication()` (in the launcher, previews and tests):
/// it starts empty and forgets everything when the app ends.
final class SampleWikiStorage: WikiStorage {
    private struct Entry {
        var kind: WikiKind
        var title: String
        var folder: Int64?
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
        entries[nextID] = Entry(kind: kind, title: title, folder: folder)
        return nextID
    }
}
