import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// A settings form with a flavour picker, and a document menu in the top trailing corner.
private struct OrderScreen: View {
    @State private var flavor = "Vanilla"

    var body: some View {
        NavigationStack {
            Form {
                Picker("Flavor", selection: $flavor) {
                    ForEach(["Chocolate", "Vanilla", "Strawberry"], id: \.self) { Text($0) }
                }
                Toggle("Sprinkles", isOn: .constant(true))
            }
            .navigationTitle("Order")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Duplicate") {}
                        Button { } label: { Label("Rename", systemImage: "list.bullet") }
                        Section {
                            Button(role: .destructive) {} label: { Label("Delete", systemImage: "xmark") }
                        }
                        Menu("More") { Button("Print") {} }
                    } label: {
                        Image(systemName: "ellipsis.circle.fill")
                    }
                }
            }
        }
    }
}

/// A menu-style picker alone, outside a list.
private struct SizePicker: View {
    @State private var size = "Medium"

    var body: some View {
        Picker("Size", selection: $size) {
            Text("Small").tag("Small")
            Text("Medium").tag("Medium")
            Text("Large").tag("Large")
        }
    }
}

@MainActor
@Suite("Menu rendering")
struct MenuRenderingTests {
    let snapshots = SnapshotAssertion(filePath: #filePath)
    let device = Device.named("iPhone 14")!.withScale(2)

    @Test("A form picker row: the title leading, the value grey with the pop-up chevrons trailing")
    func formPicker() {
        let driver = SnapshotDriver(OrderScreen(), device: device)
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "menu-picker-form")
    }

    @Test("The picker's menu: a rounded light card below the row, a checkmark before the selected option")
    func pickerMenu() throws {
        let driver = SnapshotDriver(OrderScreen(), device: device)
        driver.settle()
        driver.tap(try #require(driver.find(text: "Vanilla")))
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "menu-picker-open")
    }

    @Test("A toolbar menu: titles leading, icons trailing, the destructive row red in its own section, a nested menu's chevron")
    func toolbarMenu() throws {
        let driver = SnapshotDriver(OrderScreen(), device: device)
        driver.settle()
        driver.tap(try #require(driver.layoutTree.allNodes.last { $0.kind == .menuAnchor }))
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "menu-toolbar-open")
    }

    @Test("A picker outside a list: the selection and the chevrons in the accent colour")
    func standalonePicker() {
        let driver = SnapshotDriver(SizePicker(), device: Device(name: "canvas", size: CGSize(width: 240, height: 80), safeAreaInsets: EdgeInsets(), scale: 2))
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "menu-picker-button")
    }
}
