import Foundation
import FoundationAdditions
import Testing

@Suite("ListFormatter")
struct ListFormatterTests {
    @Test(
        "ListFormatter joins a list as English does, with the serial comma (Foundation's ListFormatter, en)",
        arguments: [
            ([], ""), (["Ana"], "Ana"), (["Ana", "Ben"], "Ana and Ben"), (["Ana", "Ben", "Cy"], "Ana, Ben, and Cy"),
            (["Ana", "Ben", "Cy", "Dee"], "Ana, Ben, Cy, and Dee"),
        ])
    func joins(names: [String], phrase: String) {
        #expect(ListFormatter.localizedString(byJoining: names) == phrase)
    }

    @Test("string(from:) describes items that are not strings")
    func items() {
        #expect(ListFormatter().string(from: [1, 2, 3]) == "1, 2, and 3")
        #expect(ListFormatter().string(for: ["x", "y"]) == "x and y")
        #expect(ListFormatter().string(for: 5) == nil)
    }
}
