import SwiftUI

/// Menus (with nested menus and a primary action), context menus, links and share links.
struct MenusPage: View {
    @State private var lastChoice = "None"

    var body: some View {
        Form {
            Section {
                Menu("Actions") {
                    Button("Copy") { lastChoice = "Copy" }
                    Button("Duplicate") { lastChoice = "Duplicate" }
                    Menu("Share") {
                        Button("Mail") { lastChoice = "Mail" }
                        Button("Messages") { lastChoice = "Messages" }
                    }
                    Button("Delete", role: .destructive) { lastChoice = "Delete" }
                }
                .accessibilityIdentifier("actions-menu")
                Menu {
                    Button("Add to Favorites") { lastChoice = "Favorite" }
                    Button("Add to Reading List") { lastChoice = "Reading List" }
                } label: {
                    Label("Bookmark", systemImage: "bookmark")
                } primaryAction: {
                    lastChoice = "Bookmark"
                }
                Text("Last choice: \(lastChoice)")
                    .foregroundStyle(.secondary)
                    .accessibilityIdentifier("last-choice")
            } header: {
                Text("Menu")
            } footer: {
                Text("A button that opens a menu of actions, one of them a nested menu.")
            }

            Section {
                Label("Touch and Hold", systemImage: "star.fill")
                    .contextMenu {
                        Button("Rename") { lastChoice = "Rename" }
                        Button("Remove", role: .destructive) { lastChoice = "Remove" }
                    }
            } header: {
                Text("Context Menu")
            } footer: {
                Text("Touch and hold the row to lift it and show its menu.")
            }

            Section {
                Link("Swift.org", destination: URL(string: "https://www.swift.org")!)
                ShareLink(item: URL(string: "https://www.swift.org")!)
            } header: {
                Text("Links")
            } footer: {
                Text("A link opens its address in the browser; a share link copies it.")
            }
        }
    }
}

struct MenusPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            MenusPage()
        }
    }
}
