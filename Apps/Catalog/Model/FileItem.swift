/// A file, or a folder whose children are not nil: the tree the Lists page shows as an outline.
struct FileItem: Identifiable {
    let name: String
    var children: [FileItem]?

    var id: String { name }

    /// A documents folder holding a file and a folder of trips, beside a loose note.
    static let documents = [
        FileItem(name: "Documents", children: [
            FileItem(name: "Budget.numbers"),
            FileItem(name: "Trips", children: [FileItem(name: "Lyon.pages")]),
        ]),
        FileItem(name: "Notes.txt"),
    ]
}
