import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Shows the autocorrection setting its environment has.
private struct AutocorrectionProbe: View {
    @Environment(\.autocorrectionDisabled) private var disabled

    var body: some View { Text(disabled ? "plain" : "corrected") }
}

@MainActor
@Suite("Text input settings, as SwiftUI's")
struct TextInputSettingsTests {
    @Test("autocorrectionDisabled() and disableAutocorrection(_:) set the environment value; the default is on")
    func autocorrection() {
        #expect(layout(AutocorrectionProbe(), width: 200, height: 100).node(text: "corrected") != nil)
        #expect(layout(AutocorrectionProbe().autocorrectionDisabled(), width: 200, height: 100).node(text: "plain") != nil)
        #expect(layout(AutocorrectionProbe().disableAutocorrection(true), width: 200, height: 100).node(text: "plain") != nil)
        #expect(layout(AutocorrectionProbe().disableAutocorrection(nil), width: 200, height: 100).node(text: "corrected") != nil)
    }

    @Test("textInputAutocapitalization(_:) leaves a field's layout as it was")
    func autocapitalization() {
        let plain = layout(TextField("Name", text: .constant("")), width: 200, height: 100)
        let capitalised = layout(TextField("Name", text: .constant("")).textInputAutocapitalization(.words), width: 200, height: 100)
        #expect(plain.node(text: "Name")?.frame == capitalised.node(text: "Name")?.frame)
        #expect(TextInputAutocapitalization.words != .never)
    }
}

@MainActor
@Suite("mask(_:), SwiftUI's older spelling")
struct OlderMaskTests {
    @Test("mask(_:) with a view draws as mask { } does")
    func olderMask() {
        let older = LayoutHarness(Color.red.frame(width: 40, height: 40).mask(Circle()), size: CGSize(width: 100, height: 100)).displayList
        let closure = LayoutHarness(Color.red.frame(width: 40, height: 40).mask { Circle() }, size: CGSize(width: 100, height: 100)).displayList
        #expect(older.items == closure.items)
        #expect(!older.items.isEmpty)
    }
}
