import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Label and its styles (swiftui-system-metrics.md §6: icon and title side by side). Fixed metrics: body text is
/// 17 points, characters 8.5 wide; a body symbol is 1.2 × 1.1 of 17 points, rounded: 20 × 19.
@MainActor
@Suite("Label")
struct LabelTests {
    @Test("The default style puts the icon before the title, 8 points apart (§1.6), centred vertically")
    func titleAndIcon() throws {
        let tree = layout(Label("Title", systemImage: "star").accessibilityIdentifier("label"), width: 200, height: 100)
        // 20 + 8 + 5 × 8.5 = 70.5 wide, as tall as the 19-point icon.
        let origin = CGPoint(x: (200 - 70.5) / 2, y: (100 - 19) / 2)
        expectFrame(tree.node(identifier: "label"), rect(origin.x, origin.y, 70.5, 19))
        expectFrame(tree.node(kind: .image), rect(origin.x, origin.y, 20, 19))
        expectFrame(tree.node(text: "Title"), rect(origin.x + 28, origin.y + 1, 42.5, 17))
    }

    @Test("labelStyle(.titleOnly) shows only the title and .iconOnly only the icon")
    func titleOnlyAndIconOnly() throws {
        let titleOnly = layout(Label("Title", systemImage: "star").labelStyle(.titleOnly), width: 200, height: 100)
        #expect(titleOnly.node(kind: .image) == nil)
        expectFrame(titleOnly.node(text: "Title"), rect((200 - 42.5) / 2, (100 - 17) / 2, 42.5, 17))
        let iconOnly = layout(Label("Title", systemImage: "star").labelStyle(.iconOnly), width: 200, height: 100)
        #expect(iconOnly.node(text: "Title") == nil)
        expectFrame(iconOnly.node(kind: .image), rect(90, 40.5, 20, 19))
        let explicit = layout(Label("Title", systemImage: "star").labelStyle(.titleAndIcon), width: 200, height: 100)
        expectFrame(explicit.node(text: "Title"), rect((200 - 70.5) / 2 + 28, 41.5, 42.5, 17))
    }

    @Test("imageScale(.large) grows a symbol to 1.29 times its font's size (an estimate), as HikeView's button does")
    func largeImageScale() throws {
        let tree = layout(
            Label("Graph", systemImage: "chevron.right.circle").labelStyle(.iconOnly).imageScale(.large),
            width: 200, height: 100)
        // 17 × 1.29 = 21.93 points: 26 × 24 after rounding 1.2 and 1.1 times it.
        expectSize(tree.node(kind: .image), CGSize(width: 26, height: 24))
    }

    @Test("Label(title:icon:) takes any views, and a custom LabelStyle arranges the configuration's parts")
    func customViewsAndStyle() throws {
        struct Stacked: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 0) {
                    configuration.icon
                    configuration.title
                }
            }
        }
        let tree = layout(
            Label { Text("Hi") } icon: { Color.red.frame(width: 30, height: 30).accessibilityIdentifier("icon") }
                .labelStyle(Stacked()),
            width: 200, height: 100)
        expectFrame(tree.node(identifier: "icon"), rect(85, (100 - 47) / 2, 30, 30))
        expectFrame(tree.node(text: "Hi"), rect(91.5, (100 - 47) / 2 + 30, 17, 17))
    }
}
