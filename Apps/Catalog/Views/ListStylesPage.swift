import SwiftUI

/// The same two sections in each list style, chosen with a segmented picker above them.
struct ListStylesPage: View {
    enum Style: String, CaseIterable, Identifiable {
        case insetGrouped = "Inset"
        case grouped = "Grouped"
        case plain = "Plain"
        case sidebar = "Sidebar"

        var id: Self { self }
    }

    @State private var style = Style.insetGrouped

    var body: some View {
        VStack(spacing: 0) {
            Picker("Style", selection: $style) {
                ForEach(Style.allCases) { style in
                    Text(style.rawValue).tag(style)
                }
            }
            .pickerStyle(.segmented)
            .padding()
            styled(settings)
        }
        .navigationTitle("List Styles")
        .navigationBarTitleDisplayMode(.inline)
    }

    private var settings: some View {
        List {
            Section {
                Text("Wi-Fi")
                Text("Bluetooth")
            } header: {
                Text("Connections")
            } footer: {
                Text("Rows in a section, with its header and footer.")
            }
            Section {
                Text("Notifications")
                Text("Sounds")
            } header: {
                Text("Alerts")
            }
        }
    }

    @ViewBuilder
    private func styled(_ list: some View) -> some View {
        switch style {
        case .insetGrouped: list.listStyle(.insetGrouped)
        case .grouped: list.listStyle(.grouped)
        case .plain: list.listStyle(.plain)
        case .sidebar: list.listStyle(.sidebar)
        }
    }
}

struct ListStylesPage_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ListStylesPage()
        }
    }
}
