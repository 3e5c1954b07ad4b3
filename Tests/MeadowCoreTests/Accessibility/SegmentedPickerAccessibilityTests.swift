import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A segmented picker as VoiceOver reads UIKit's segmented control: its segments, each a button, the selected one
/// selected; Tab stops at the picker, not at each segment.
@MainActor
@Suite("A segmented picker's accessibility")
struct SegmentedPickerAccessibilityTests {
    private struct Sizes: View {
        @State private var size = "M"

        var body: some View {
            Picker("Size", selection: $size) {
                Text("S").tag("S")
                Text("M").tag("M")
            }
            .pickerStyle(.segmented)
            .frame(width: 200)
        }
    }

    @Test("The picker contains its segments as buttons, the selected one selected; a tap on a segment selects it")
    func segments() throws {
        let driver = InteractionDriver(Sizes(), device: canvas(300, 100))
        let picker = try #require(driver.accessibilityTree.children.first)
        #expect(picker.role == .group)
        #expect(picker.children.map { "\($0.role) \($0.label) \($0.traits.contains(.isSelected))" } == ["button S false", "button M true"])
        #expect(picker.children.map(\.isFocusable) == [false, true] && !picker.isFocusable)
        let s = try #require(picker.children.first)
        driver.tap(at: CGPoint(x: s.frame.midX, y: s.frame.midY))
        #expect(driver.accessibilityTree.children.first?.children.map { $0.traits.contains(.isSelected) } == [true, false])
    }

    @Test("Focused, the picker is read as its selected segment, not as its group; the arrows move focus with the selection")
    func focus() {
        let driver = InteractionDriver(Sizes(), device: canvas(300, 100))
        func focused() -> [String] { driver.accessibilityTree.allNodes.filter(\.isFocused).map(\.label) }
        #expect(focused().isEmpty)
        driver.press(.tab)
        #expect(focused() == ["M"])
        driver.press(.leftArrow)
        #expect(focused() == ["S"])
    }

    @Test("The picker's group is named by its text label, which the segmented style does not show; accessibilityLabel replaces it")
    func name() {
        let size = Binding.constant("M")
        func picker<Label: View>(@ViewBuilder label: () -> Label) -> some View {
            Picker(selection: size) { Text("S").tag("S"); Text("M").tag("M") } label: { label() }.pickerStyle(.segmented)
        }
        #expect(accessibilityTree(picker { Text("Size") }).children.map(\.label) == ["Size"])
        #expect(accessibilityTree(picker { Text("Size") }.accessibilityLabel("Shirt size")).children.map(\.label) == ["Shirt size"])
        #expect(accessibilityTree(picker { Text("") }).children.map(\.label) == [""])
        #expect(accessibilityTree(Picker("Size", selection: size) { Text("M").tag("M") }.pickerStyle(.segmented)).children
            .map { "\($0.role) \($0.label): \($0.children.map(\.label))" } == ["group Size: [\"M\"]"])
    }
}
