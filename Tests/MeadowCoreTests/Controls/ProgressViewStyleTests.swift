import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A style in the shape of Apple's Scrumdinger tutorial's: a 20-point rounded rectangle behind the default bar,
/// 12 points tall, inset by the standard 16-point padding.
private struct CardProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10).fill(Color.orange).frame(height: 20)
            ProgressView(configuration).frame(height: 12).padding(.horizontal)
        }
    }
}

/// `progressViewStyle(_:)`: a progress view drawn by the style around it, whose body shows the default look with
/// `ProgressView(configuration)` (SwiftUI's `ProgressViewStyle`).
@MainActor
@Suite("ProgressViewStyle draws progress views with the style's body")
struct ProgressViewStyleTests {
    @Test("A style's body wraps the default bar: ProgressView(configuration) shows the configuration's fraction")
    func styledBar() {
        let tree = layout(
            ProgressView(value: 0.25).progressViewStyle(CardProgressViewStyle()).frame(width: 200), width: 300, height: 300)
        // The ZStack is 20 tall at the centre (y 140); the bar, 12 tall, in 168 points of width inside the padding,
        // has its 4-point track centred in it.
        let bar = tree.node(kind: .custom("ProgressBar"))
        expectFrame(bar, rect(66, 148, 168, 4))
        expectFrame(bar?.node(kind: .geometryReader)?.children.first, rect(66, 148, 42, 4))
    }

    @Test("The configuration carries the fraction completed and the labels")
    func configuration() {
        var seen: ProgressViewStyleConfiguration?
        struct Recording: ProgressViewStyle {
            let record: (ProgressViewStyleConfiguration) -> Void
            func makeBody(configuration: Configuration) -> some View {
                record(configuration)
                return ProgressView(configuration)
            }
        }
        _ = layout(
            ProgressView("Copying", value: 3.0, total: 4).progressViewStyle(Recording { seen = $0 }), width: 300, height: 300)
        #expect(seen?.fractionCompleted == 0.75)
        #expect(seen?.label != nil)
        #expect(seen?.currentValueLabel == nil)
    }

    @Test("With .automatic a progress view looks as with no style")
    func automatic() {
        let tree = layout(ProgressView(value: 0.5).progressViewStyle(.automatic).frame(width: 200), width: 300, height: 300)
        expectFrame(tree.node(kind: .custom("ProgressBar")), rect(50, 148, 200, 4))
    }
}
