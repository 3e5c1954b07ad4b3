import Meadow

/// A card's wikis: its folders first, then its wikis, newest first.
struct WikiListView: View {
    var shelf: WikiShelf
    @Environment(WikiLibrary.self) private var library

    var body: some View {
        List(library.entries(on: shelf)) { entry in
            Label(entry.title, systemImage: entry.kind == .folder ? "folder.fill" : "book.fill")
        }
        .navigationTitle(shelf.title)
    }
}

struct WikiListView_Previews: PreviewProvider {
    static var previews: some View {
        WikiListView(shelf: .all)
            .environment(WikiLibrary(storage: SampleWikiStorage()))
    }
}
