import SwiftUI

/// A tab view whose tab bar items carry badges: a count on Inbox that Mark All Read clears, a word on Updates, and
/// none on Profile.
struct TabBadgesPage: View {
    @State private var unread = 3

    var body: some View {
        TabView {
            VStack(spacing: 16) {
                Text("\(unread) unread")
                    .accessibilityIdentifier("unread")
                Button("Mark All Read") { unread = 0 }
                Button("New Message") { unread += 1 }
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            .badge(unread)

            Text("What's new this week.")
                .tabItem { Label("Updates", systemImage: "bell") }
                .badge("New")

            Text("Your profile.")
                .tabItem { Label("Profile", systemImage: "person") }
        }
        .navigationTitle("Tab Badges")
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct TabBadgesPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            TabBadgesPage()
        }
    }
}
