import SwiftUI

/// Lists and forms: labelled content, badges, disclosure groups, group boxes, rows that move and delete, lists
/// that select rows, a label paired with its field for assistive technologies, a searchable list that refreshes,
/// and the list styles.
struct ListsPage: View {
    @State private var fruits = ["Apples", "Bananas", "Cherries", "Dates"]
    @State private var showsDetails = false
    @State private var nickname = ""
    @State private var pairsNickname = true
    @Namespace private var form

    var body: some View {
        List {
            Section {
                LabeledContent("Version", value: "17.4")
                LabeledContent("Model", value: "iPhone 15")
            } header: {
                Text("Labeled Content")
            } footer: {
                Text("A title leading and a value trailing, as in Settings' About page.")
            }

            Section {
                Text("Inbox")
                    .badge(12)
                Text("Updates")
                    .badge("New")
            } header: {
                Text("Badges")
            } footer: {
                Text("A count or a word trailing a row.")
            }

            Section {
                DisclosureGroup("Details", isExpanded: $showsDetails) {
                    Text("Hidden until expanded")
                }
            } header: {
                Text("Disclosure Group")
            } footer: {
                Text("A row whose chevron shows and hides the rows under it.")
            }

            Section {
                GroupBox("Today") {
                    Text("3 events, 2 reminders")
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
            } header: {
                Text("Group Box")
            } footer: {
                Text("A titled box grouping its content on a secondary background.")
            }

            Section {
                ForEach(fruits, id: \.self) { fruit in
                    Text(fruit)
                }
                .onDelete { fruits.remove(atOffsets: $0) }
                .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
            } header: {
                Text("Editing")
            } footer: {
                Text("Edit shows delete and reorder controls; swipe a row left to delete it.")
            }

            Section {
                Toggle("Pair the Label", isOn: $pairsNickname)
                    .accessibilityIdentifier("pair-nickname")
                HStack {
                    Text("Nickname")
                        .accessibilityLabeledPair(role: .label, id: pairsNickname ? "nickname" : "unpaired", in: form)
                    TextField("Optional", text: $nickname)
                        .accessibilityLabeledPair(role: .content, id: "nickname", in: form)
                        .accessibilityIdentifier("nickname-field")
                }
            } header: {
                Text("Labeled Pair")
            } footer: {
                Text("While paired, a screen reader reads the field as labelled by the text before it.")
            }

            Section {
                NavigationLink("Pick One Fruit") {
                    SingleSelectionPage()
                }
                NavigationLink("Select Fruits") {
                    MultipleSelectionPage()
                }
            } header: {
                Text("Selection")
            } footer: {
                Text("A list whose tapped row stays selected, and one whose rows are selected with check circles in edit mode.")
            }

            Section {
                NavigationLink("Search Fruits") {
                    SearchableListPage()
                }
                NavigationLink("List Styles") {
                    ListStylesPage()
                }
            } header: {
                Text("Search and Styles")
            } footer: {
                Text("A list filtered by a search field in the bar and refreshed by a pull, and a list in each style.")
            }
        }
        .toolbar {
            EditButton()
        }
    }
}

struct ListsPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ListsPage()
        }
    }
}
