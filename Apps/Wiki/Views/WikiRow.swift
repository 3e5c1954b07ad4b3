import SwiftUI

/// One wiki or folder in a list: its icon and title, the folder a wiki is in, and marks for a bookmark and a
/// template.
struct WikiRow: View {
    var entry: WikiEntry
    @Environment(WikiLibrary.self) private var library

    var body: some View {
        HStack {
            Label(entry.title, systemImage: entry.kind == .folder ? "folder.fill" : "book.fill")
            Spacer()
            if let folder = library.folders().first(where: { $0.number == entry.folder }), entry.kind == .wiki {
                Text(folder.title)
                    .font(.footnote)
                    .foregroundColor(.gray)
                    .accessibilityIdentifier("folder-of-\(entry.title)")
            }
            if entry.isTemplate {
                Image(systemName: "macwindow")
                    .foregroundColor(.green)
                    .accessibilityLabel("Template")
            }
            if entry.isBookmarked {
                Image(systemName: "bookmark.fill")
                    .foregroundColor(.orange)
                    .accessibilityLabel("Bookmarked")
            }
        }
    }
}

struct WikiRow_Previews: PreviewProvider {
    static var previews: some View {
        let library = WikiLibrary.sample
        List(library.entries(on: .all)) { entry in
            WikiRow(entry: entry)
        }
        .environment(library)
        .previewLayout(.fixed(width: 393, height: 200))
    }
}
