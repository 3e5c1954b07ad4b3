import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A flexible container beside a fixed sibling: the fixed one is sized first, wherever it sits, and the container
/// takes the rest (reference/swiftui-layout.md §1.2: children are sized in order of increasing flexibility).
@MainActor
@Suite("A stack sizes a fixed sibling before a flexible container")
struct StackFlexibilityTests {
    /// The flexible column under test: a container of flexible content, or a bare colour.
    enum Column: String, CaseIterable, CustomTestStringConvertible {
        case vStack, zStack, oneChildVStack, color

        var testDescription: String { rawValue }

        @MainActor @ViewBuilder var view: some View {
            switch self {
            case .vStack:
                VStack(spacing: 0) {
                    Color.red
                    Color.green.frame(height: 20)
                }
            case .zStack:
                ZStack {
                    Color.red
                    Color.green.frame(height: 20)
                }
            case .oneChildVStack:
                VStack(spacing: 0) { Color.red }
            case .color:
                Color.red
            }
        }
    }

    @Test("HStack gives a flexible column the width a fixed column after it leaves", arguments: Column.allCases)
    func fixedAfterFlexible(column: Column) {
        let tree = layout(
            HStack(spacing: 0) {
                column.view.accessibilityIdentifier("flexible")
                Color.blue.frame(width: 50).accessibilityIdentifier("fixed")
            }.frame(width: 150, height: 100), width: 300, height: 300)
        expectFrame(tree.node(kind: .hStack), rect(75, 100, 150, 100))
        expectFrame(tree.node(identifier: "flexible"), rect(75, 100, 100, 100))
        expectFrame(tree.node(identifier: "fixed"), rect(175, 100, 50, 100))
    }

    @Test("HStack gives a flexible column the width a fixed column before it leaves", arguments: Column.allCases)
    func fixedBeforeFlexible(column: Column) {
        let tree = layout(
            HStack(spacing: 0) {
                Color.blue.frame(width: 50).accessibilityIdentifier("fixed")
                column.view.accessibilityIdentifier("flexible")
            }.frame(width: 150, height: 100), width: 300, height: 300)
        expectFrame(tree.node(identifier: "fixed"), rect(75, 100, 50, 100))
        expectFrame(tree.node(identifier: "flexible"), rect(125, 100, 100, 100))
    }

    @Test("VStack gives a flexible row the height a fixed row after it leaves", arguments: Column.allCases)
    func fixedBelowFlexible(column: Column) {
        let tree = layout(
            VStack(spacing: 0) {
                column.view.accessibilityIdentifier("flexible")
                Color.blue.frame(height: 50).accessibilityIdentifier("fixed")
            }.frame(width: 100, height: 150), width: 300, height: 300)
        expectFrame(tree.node(identifier: "flexible"), rect(100, 75, 100, 100))
        expectFrame(tree.node(identifier: "fixed"), rect(100, 175, 100, 50))
    }
}
