import Foundation
import Testing

@testable import MeadowCore

/// A picker style Meadow does not draw.
private struct WheelLikePickerStyle: PickerStyle {}

@MainActor
@Suite("Arguments Meadow accepts but cannot honour")
struct IgnoredArgumentTests {
    /// The ignored-argument warnings logged so far that start with `prefix`.
    func warnings(startingWith prefix: String) -> [String] {
        WarningLog.ignoredArguments.messages.filter { $0.hasPrefix(prefix) }
    }

    @Test("A picker style Meadow does not draw is logged once, naming the style")
    func otherPickerStyleIsLogged() {
        // STYLE.md: an ignored argument is logged once per cause, naming the call.
        _ = Color.red.pickerStyle(WheelLikePickerStyle())
        _ = Color.blue.pickerStyle(WheelLikePickerStyle())
        #expect(warnings(startingWith: "pickerStyle(WheelLikePickerStyle())").count == 1)
    }

    @Test("The segmented and menu picker styles are drawn, so they log nothing")
    func segmentedPickerStyleIsNotLogged() {
        _ = Color.red.pickerStyle(.segmented)
        _ = Color.red.pickerStyle(.menu)
        #expect(warnings(startingWith: "pickerStyle(SegmentedPickerStyle").isEmpty)
        #expect(warnings(startingWith: "pickerStyle(MenuPickerStyle").isEmpty)
    }

    @Test("An opaque blur is logged as not drawn; a plain blur is not")
    func opaqueBlurIsLogged() {
        // reference/swiftui-layout.md §2.11: `opaque` normalises the edges, which Meadow's blur does not do.
        _ = Color.red.blur(radius: 3)
        #expect(warnings(startingWith: "blur(").isEmpty)
        _ = Color.red.blur(radius: 3, opaque: true)
        _ = Color.red.blur(radius: 5, opaque: true)
        #expect(warnings(startingWith: "blur(").count == 1)
        #expect(warnings(startingWith: "blur(radius:opaque: true)").count == 1)
    }

    @Test("A tiled image is honoured and not logged, with or without cap insets")
    func tiledImageIsNotLogged() {
        _ = Image("tile").resizable()
        _ = Image("tile").resizable(resizingMode: .tile)
        _ = Image("tile").resizable(capInsets: EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2), resizingMode: .tile)
        #expect(warnings(startingWith: "resizable(").isEmpty)
    }
}
