import MeadowCore
import Testing
import UIKit

@Suite("UIFont")
struct UIFontTests {
    @Test("A text style's font has iOS's Large size and is SwiftUI's font of that style")
    func textStyles() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
        #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == .headline)
        #expect(Font(UIFont.preferredFont(forTextStyle: .title1)) == .title)
    }

    @Test("A system font is SwiftUI's system font of the same size and weight")
    func systemFonts() {
        #expect(Font(UIFont.systemFont(ofSize: 20, weight: .semibold)) == .system(size: 20, weight: .semibold))
        #expect(Font(UIFont.boldSystemFont(ofSize: 12)) == .system(size: 12, weight: .bold))
        #expect(Font(UIFont.systemFont(ofSize: 15)) == .system(size: 15))
        #expect(UIFont.systemFont(ofSize: 15).withSize(30).pointSize == 30)
    }
}
