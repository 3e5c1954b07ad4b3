import SwiftUI

/// A card's wikis: its folders first, then its wikis, newest first. A wiki swiped right shows Bookmark and
/// Template; swiped left, Delete (a full swipe deletes), Rename and Move. The list reads the library again after
/// every change.
struct WikiListView: View {
    var shelf: WikiShelf
    @Environment(WikiLibrary.self) private var library
    @Environment(WikiPresentation.self) private var presentation

    var body: some View {
        List {
            ForEach(library.entries(on: shelf)) { entry in
                row(for: entry)
                    .swipeActions(edge: .leading) {
                        if entry.kind == .wiki {
                            Button(entry.isBookmarked ? "Unbookmark" : "Bookmark") { library.toggleBookmark(entry) }
                                .tint(.orange)
                            Button(entry.isTemplate ? "Untemplate" : "Template") { library.toggleTemplate(entry) }
                                .tint(.green)
                        }
                    }
                    .swipeActions(edge: .trailing) {
                        if entry.kind == .wiki {
                            Button("Delete", role: .destructive) { library.delete(entry) }
                        }
                        Button("Rename") { presentation.renaming = entry }
                            .tint(.blue)
                        if entry.kind == .wiki {
                            Button("Move") { presentation.moving = entry }
                                .tint(.indigo)
                        }
                    }
            }
        }
        .navigationTitle(shelf.title)
    }

    /// A wiki's row opens its page; a folder's row is just its name.
    @ViewBuilder private func row(for entry: WikiEntry) -> some View {
        if entry.kind == .wiki {
            NavigationLink(destination: WikiPageView(entry: entry)) {
                WikiRow(entry: entry)
            }
        } else {
            WikiRow(entry: entry)
        }
    }
}

struct WikiListView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            WikiListView(shelf: .all)
        }
        .environment(WikiLibrary.sample)
        .environment(WikiPresentation())
    }
}
