import Meadow

/// A card's wikis: its folders first, then its wikis, newest first.
struct WikiListView: View {
    var shelf: WikiShelf
    @Environment(WikiLibrary.self) private var library

    var body: some View {
        List(library.entries(on: shelf)) { entry in
            if entry.kind == .wiki {
                NavigationLink(destination: WikiPageView(entry: entry)) {
                    Label(entry.title, systemImage: "book.fill")
                }
            } else {
                Label(entry.title, systemImage: "folder.fill")
            }
        }
        .navigationTitle(shelf.title)
    }
}
