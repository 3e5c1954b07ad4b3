import SwiftUI

/// The card that renames a wiki or folder: a field with its title, the same inline message as the create form for
/// a title that cannot be used, and Cancel and Save.
struct RenameWikiView: View {
    var entry: WikiEntry
    var dismiss: () -> Void
    @Environment(WikiLibrary.self) private var library
    @State private var title: String
    /// Why the typed title was not saved, shown under the field until the title changes.
    @State private var problem: String?

    init(entry: WikiEntry, dismiss: @escaping () -> Void) {
        self.entry = entry
        self.dismiss = dismiss
        _title = State(initialValue: entry.title)
    }

    var body: some View {
        WikiDialog(title: entry.kind == .folder ? "Rename Folder" : "Rename Wiki") {
            VStack(spacing: 8) {
                TextField("Type a title", text: $title)
                    .accessibilityIdentifier("rename-field")
                Divider()
                if let problem {
                    Text(problem)
                        .accessibilityIdentifier("rename-problem")
                        .font(.footnote)
                        .foregroundColor(Color.red)
                        .multilineTextAlignment(.center)
                }
            }
            .onChange(of: title) {
                problem = nil
            }
            HStack {
                Button("Cancel", action: dismiss)
                Spacer()
                Button("Save") {
                    if let problem = library.rename(entry, to: title) {
                        self.problem = problem
                    } else {
                        dismiss()
                    }
                }
                .accessibilityIdentifier("rename-save")
            }
        }
    }
}

struct RenameWikiView_Previews: PreviewProvider {
    static var previews: some View {
        let library = WikiLibrary.sample
        RenameWikiView(entry: library.newestWiki, dismiss: {})
            .environment(library)
    }
}
