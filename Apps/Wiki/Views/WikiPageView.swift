import SwiftUI

/// A wiki's page, as a notes app shows one: the title in the inline navigation bar and the text in an editor that
/// fills the screen, with Done in the bar while typing; an empty page opens ready to type. What is typed is saved a second after the last keystroke,
/// when the page is left, and when the app leaves the foreground (so quitting just after typing loses nothing).
struct WikiPageView: View {
    var entry: WikiEntry
    @Environment(WikiLibrary.self) private var library
    @Environment(\.scenePhase) private var scenePhase
    @State private var text = ""
    @State private var isLoaded = false
    @FocusState private var isEditing: Bool

    var body: some View {
        TextEditor(text: $text)
            .accessibilityIdentifier("page-editor")
            .focused($isEditing)
            .padding(.horizontal, 11)
            .navigationTitle(entry.title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                if isEditing {
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button("Done") { isEditing = false }
                    }
                }
            }
            .onAppear {
                guard !isLoaded else { return }
                text = library.body(of: entry)
                isLoaded = true
                // A new, empty page is there to be written: it opens with the caret in it.
                if text.isEmpty { isEditing = true }
            }
            .task(id: text) {
                do {
                    try await library.clock.sleep(for: WikiLibrary.savePause)
                } catch {
                    return
                }
                await library.save(text, of: entry)
            }
            .onDisappear {
                library.save(text, of: entry)
            }
            .onChange(of: scenePhase) { _, phase in
                if phase != .active { library.save(text, of: entry) }
            }
    }
}

struct WikiPageView_Previews: PreviewProvider {
    static var previews: some View {
        let library = WikiLibrary.sample
        NavigationStack {
            WikiPageView(entry: library.newestWiki)
        }
        .environment(library)
    }
}
