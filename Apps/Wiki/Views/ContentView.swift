import SwiftUI

struct ContentView: View {
    @State private var currentHeight: CGFloat = 0.0
    @State private var movingOffset: CGFloat = 0.0
    @Environment(WikiLibrary.self) private var library
    @State private var presentation = WikiPresentation()

    var body: some View {
        ZStack {
            NavigationView {
                ScrollView(showsIndicators: false) {
                    VStack(spacing: 20) {
                        HStack(spacing: 20) {
                            NavigationLink(destination: WikiListView(shelf: .all)) {
                                WikiCard(count: library.counts.all)
                            }
                            NavigationLink(destination: WikiListView(shelf: .private)) {
                                WikiCard(icon: "lock.fill", color: "blue", text: "Private", count: library.counts.private)
                            }
                        }

                        HStack(spacing: 20) {
                            NavigationLink(destination: WikiListView(shelf: .bookmarked)) {
                                WikiCard(icon: "bookmark.fill", color: "purple", text: "Bookmarked", count: library.counts.bookmarked)
                            }
                            NavigationLink(destination: WikiListView(shelf: .templates)) {
                                WikiCard(icon: "macwindow", color: "green", text: "Templates", count: library.counts.templates)
                            }
                        }

                    }
                }.padding(.horizontal)
                    .padding(.bottom, 30)
                    .navigationBarTitle("Wiki Lists")
                    .navigationBarItems(
                        leading: Button(action: {
                        }) {
                            Image(systemName: "chart.bar").resizable().modifier(NavIconStyle())
                        }
                        .accessibilityLabel("Statistics"),
                        trailing: Button(action: {

                        }) {
                            Image(systemName: "chart.pie").resizable().modifier(NavIconStyle())
                        }
                        .accessibilityLabel("Storage"))
            }

            CustomSheetView(currentHeight: self.$currentHeight, movingOffset: self.$movingOffset)

            if let deleted = library.recentlyDeleted {
                VStack {
                    Spacer()
                    UndoBanner(entry: deleted) { library.undoDelete() }
                }
                .transition(.move(edge: .bottom).combined(with: .opacity))
            }
            if let entry = presentation.renaming {
                RenameWikiView(entry: entry) { presentation.renaming = nil }
            }
            if let entry = presentation.moving {
                MoveWikiView(entry: entry) { presentation.moving = nil }
            }
        }
        .environment(presentation)
        .task(id: library.recentlyDeleted) {
            await library.waitForUndoWindow()
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
            .environment(WikiLibrary(storage: SampleWikiStorage()))
    }
}
