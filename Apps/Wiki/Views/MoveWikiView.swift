import SwiftUI

/// The card that moves a wiki: the top level and every folder, the wiki's own marked; tapping one moves it there.
struct MoveWikiView: View {
    var entry: WikiEntry
    var dismiss: () -> Void
    @Environment(WikiLibrary.self) private var library
    /// Why the wiki could not be moved (a wiki or folder there has its title).
    @State private var problem: String?

    var body: some View {
        WikiDialog(title: "Move “\(entry.title)”") {
            VStack(alignment: .leading, spacing: 14) {
                destination(nil, title: "No Folder")
                ForEach(library.folders()) { folder in
                    destination(folder, title: folder.title)
                }
            }
            if let problem {
                Text(problem)
                    .accessibilityIdentifier("move-problem")
                    .font(.footnote)
                    .foregroundColor(Color.red)
                    .multilineTextAlignment(.center)
            }
            Button("Cancel", action: dismiss)
        }
    }

    private func destination(_ folder: WikiEntry?, title: String) -> some View {
        Button {
            if let problem = library.move(entry, into: folder) {
                self.problem = problem
            } else {
                dismiss()
            }
        } label: {
            HStack {
                Label(title, systemImage: folder == nil ? "list.bullet" : "folder.fill")
                Spacer()
                if entry.folder == folder?.number {
                    Text("Current")
                        .font(.footnote)
                        .foregroundColor(.gray)
                }
            }
        }
        .accessibilityIdentifier("move-to-\(title)")
    }
}

struct MoveWikiView_Previews: PreviewProvider {
    static var previews: some View {
        let library = WikiLibrary.sample
        MoveWikiView(entry: library.newestWiki, dismiss: {})
            .environment(library)
    }
}
