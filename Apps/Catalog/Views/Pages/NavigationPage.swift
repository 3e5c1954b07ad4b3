import SwiftUI

/// Navigation: links that push pages, an outline of folders, a tab bar with badges, paged tabs, and toolbar items
/// in the bar's leading, principal, trailing and bottom places.
struct NavigationPage: View {
    @State private var favorites = 0

    var body: some View {
        List {
            Section {
                NavigationLink("Push a Page") {
                    Text("A pushed page")
                        .navigationTitle("Pushed")
                }
                NavigationLink {
                    Text("Another pushed page")
                        .navigationTitle("Details")
                } label: {
                    Label("Push with a Label", systemImage: "doc")
                }
            } header: {
                Text("Links")
            } footer: {
                Text("A row with a chevron pushes its page; the back button returns.")
            }

            Section {
                OutlineGroup(FileItem.documents, children: \.children) { item in
                    Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
                }
            } header: {
                Text("Outline")
            } footer: {
                Text("A tree of rows, as in a sidebar: tap a folder to show what it holds, indented under it.")
            }

            Section {
                NavigationLink("Tab View with Badges") {
                    TabBadgesPage()
                }
                NavigationLink("Paged Tab View") {
                    PagedTabViewPage()
                }
            } header: {
                Text("Tab Views")
            } footer: {
                Text("A tab bar whose items carry a count and a word in red badges, and pages a swipe turns.")
            }

            Section {
                Text("Favourites: \(favorites)")
                    .accessibilityIdentifier("favorites")
            } header: {
                Text("Toolbar")
            } footer: {
                Text("The star in the bar counts taps; the bottom bar holds two more buttons.")
            }
        }
        .toolbar {
            ToolbarItem(placement: .principal) {
                Text("Navigation")
                    .font(.headline)
            }
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    favorites += 1
                } label: {
                    Image(systemName: "star")
                }
                .accessibilityIdentifier("favorite-button")
            }
            ToolbarItemGroup(placement: .bottomBar) {
                Button {
                    favorites = 0
                } label: {
                    Image(systemName: "arrow.counterclockwise")
                }
                Spacer()
                Button {
                    favorites += 10
                } label: {
                    Image(systemName: "plus")
                }
            }
        }
    }
}

struct NavigationPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            NavigationPage()
        }
    }
}
