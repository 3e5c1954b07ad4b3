import Foundation
import MeadowCore
import MeadowTestSupport
import Testing
import UIKit

@MainActor
@Suite("autocapitalization(_:)")
struct UITextAutocapitalizationTypeTests {
    @Test(
        "Each UIKit autocapitalization type is SwiftUI's style of the same name",
        arguments: [
            (UITextAutocapitalizationType.none, TextInputAutocapitalization.never), (.words, .words),
            (.sentences, .sentences), (.allCharacters, .characters),
        ])
    func styles(type: UITextAutocapitalizationType, style: TextInputAutocapitalization) {
        #expect(TextInputAutocapitalization(type) == style)
    }

    @Test("A field under autocapitalization(.none) lays out as without it, typing being as typed on a desktop keyboard")
    func fieldUnchanged() {
        let size = CGSize(width: 200, height: 100)
        let plain = LayoutHarness(TextField("Word", text: .constant("")), size: size).layoutTree.allNodes.map(\.frame)
        let asked = LayoutHarness(TextField("Word", text: .constant("")).autocapitalization(.none), size: size)
            .layoutTree.allNodes.map(\.frame)
        #expect(asked == plain)
    }
}
