import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A disclosure group of two settings bound to its own state, handing the binding to `probe`.
private struct Advanced: View {
    let probe: StateProbe<Bool>
    @State private var isExpanded = false

    var body: some View {
        let _ = probe.binding = $isExpanded
        DisclosureGroup("Advanced", isExpanded: $isExpanded) {
            Text("Proxy")
            Text("Cache")
        }
    }
}

/// A list of settings: a disclosure group of two rows between two plain rows.
private struct Settings: View {
    let probe: StateProbe<Bool>
    @State private var isExpanded = false

    var body: some View {
        let _ = probe.binding = $isExpanded
        List {
            Text("Wi-Fi")
            DisclosureGroup("Advanced", isExpanded: $isExpanded) {
                Text("Proxy")
                Text("Cache")
            }
            Text("About")
        }
    }
}

/// `DisclosureGroup`, `GroupBox` and `LabeledContent` as iOS draws them (text measured by `FixedMetricsTextSystem`:
/// a body character is 8.5 points wide, a line 17 tall).
@MainActor
@Suite("DisclosureGroup, GroupBox and LabeledContent")
struct DisclosureGroupTests {
    @Test("A tap on the title row shows the content under it and sets the binding; another hides it")
    func toggles() throws {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(Advanced(probe: probe), device: canvas(393, 300))
        #expect(driver.find(text: "Proxy") == nil)
        // The title row is 44 tall, alone in the middle of the canvas.
        expectFrame(driver.find(text: "Advanced"), rect(0, 141.5, 68, 17))
        driver.tap(try #require(driver.find(text: "Advanced")))
        driver.settle()
        #expect(probe.value == true)
        // 44 + 17 + 17 = 78 tall, from 111.
        expectFrame(driver.find(text: "Advanced"), rect(0, 124.5, 68, 17))
        expectFrame(driver.find(text: "Proxy"), rect(0, 155, 42.5, 17))
        driver.tap(try #require(driver.find(text: "Advanced")))
        driver.settle()
        #expect(probe.value == false)
        #expect(driver.find(text: "Proxy") == nil)
    }

    @Test("In a list the group's label is a 44-point row of its own; its content, shown, rows of their own indented 10")
    func inList() throws {
        // Inset grouped on a 393-point canvas: the card 16 from the sides from y 22, rows 44 tall, text 16 inside.
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(Settings(probe: probe), device: canvas(393, 600))
        #expect(rows(driver.layoutTree).map(\.frame) == [22, 66, 110].map { rect(16, $0, 361, 44) })
        expectFrame(driver.find(text: "Advanced"), rect(32, 79.5, 68, 17))
        driver.tap(try #require(driver.find(text: "Advanced")))
        driver.settle()
        #expect(probe.value == true)
        #expect(rows(driver.layoutTree).map(\.frame) == [22, 66, 110, 154, 198].map { rect(16, $0, 361, 44) })
        expectFrame(driver.find(text: "Proxy"), rect(42, 123.5, 42.5, 17))
        expectFrame(driver.find(text: "Cache"), rect(42, 167.5, 42.5, 17))
        expectFrame(driver.find(text: "About"), rect(32, 211.5, 42.5, 17))
        driver.tap(try #require(driver.find(text: "Advanced")))
        driver.settle()
        #expect(driver.find(text: "Proxy") == nil)
        #expect(rows(driver.layoutTree).count == 3)
    }

    @Test("A disclosure group nested in another in a list is rows too, each level indented 10 more")
    func nestedInList() {
        let list = List {
            DisclosureGroup("Network", isExpanded: .constant(true)) {
                Text("Wi-Fi")
                DisclosureGroup("Advanced", isExpanded: .constant(true)) {
                    Text("Proxy")
                }
            }
        }
        let tree = LayoutHarness(list, size: CGSize(width: 393, height: 600)).layoutTree
        #expect(rows(tree).map(\.frame) == [22, 66, 110, 154].map { rect(16, $0, 361, 44) })
        expectFrame(tree.node(text: "Network"), rect(32, 35.5, 59.5, 17))
        expectFrame(tree.node(text: "Wi-Fi"), rect(42, 79.5, 42.5, 17))
        expectFrame(tree.node(text: "Advanced"), rect(42, 123.5, 68, 17))
        expectFrame(tree.node(text: "Proxy"), rect(52, 167.5, 42.5, 17))
    }

    @Test("A group box puts its headline label over its content 16 points inside a rounded grey box")
    func groupBox() {
        let tree = layout(GroupBox("Today") { Text("3 rings") }, width: 393, height: 300)
        // 16 + 17 + 8 + 17 + 16 = 74 tall, centred at y 113, the full width.
        expectFrame(tree.node(text: "Today"), rect(16, 129, 42.5, 17))
        expectFrame(tree.node(text: "3 rings"), rect(16, 154, 59.5, 17))
        let list = LayoutHarness(GroupBox("Today") { Text("3 rings") }, size: CGSize(width: 393, height: 300)).displayList
        #expect(fills(of: CGSize(width: 393, height: 74), in: list).count == 1)
    }

    @Test("Labeled content puts its label leading and its value trailing")
    func labeledContent() {
        let tree = layout(LabeledContent("Version", value: "17.2"), width: 393, height: 100)
        expectFrame(tree.node(text: "Version"), rect(0, 41.5, 59.5, 17))
        expectFrame(tree.node(text: "17.2"), rect(393 - 34, 41.5, 34, 17))
    }
}
