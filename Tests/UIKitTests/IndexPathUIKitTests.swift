import Foundation
import Testing
import UIKit

/// UIKit's `IndexPath` additions, as a Game of Life app defaults a pattern's place to `IndexPath(row: 0, section: 0)`
/// in a file that imports only Foundation.
@Suite("IndexPath's UIKit additions")
struct IndexPathUIKitTests {
    @Test("A row in a section is the path [section, row]; item names the same index")
    func rowAndSection() {
        let path = IndexPath(row: 3, section: 1)
        #expect(path == IndexPath(indexes: [1, 3]))
        #expect(path.section == 1)
        #expect(path.row == 3)
        #expect(path.item == 3)
        #expect(IndexPath(item: 4, section: 2) == IndexPath(indexes: [2, 4]))
    }

    @Test("Setting the section, row or item changes that index")
    func setters() {
        var path = IndexPath(row: 0, section: 0)
        path.section = 2
        path.row = 5
        #expect(path == [2, 5])
        path.item = 7
        #expect(path.row == 7)
    }
}
