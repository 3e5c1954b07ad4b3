import SwiftUI

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

struct WikiListView_Previews: PreviewProvider {
    static var library: WikiLibrary {
        let library = WikiLibrary(storage: SampleWikiStorage())
        _ = library.create(.folder, titled: "Recipes")
        _ = library.create(.wiki, titled: "Garden Notes")
        _ = library.create(.wiki, titled: "Reading List")
        return library
    }

    static var previews: some View {
        NavigationStack {
            WikiListView(shelf: .all)
        }
        .environment(library)
    }
}
