import Foundation

/// UIKit's additions to Foundation's `IndexPath` for table and collection views: a path of two indexes, the
/// section first, then the row (a table's) or the item (a collection's), which are the same index. As on iOS, an
/// app that imports UIKit (or SwiftUI) anywhere can write `IndexPath(row: 0, section: 0)` in any of its files.
extension IndexPath {
    /// The path to `row` in `section`: `[section, row]`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The path to `item` in `section`: `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The first index: the section. UIKit requires a path of two indexes.
    public var section: Int {
        get {
            precondition(count == 2, "IndexPath.section needs a path of two indexes, this one has \(count)")
            return self[0]
        }
        set {
            precondition(count == 2, "IndexPath.section needs a path of two indexes, this one has \(count)")
            self[0] = newValue
        }
    }

    /// The second index: the row in the section.
    public var row: Int {
        get {
            precondition(count == 2, "IndexPath.row needs a path of two indexes, this one has \(count)")
            return self[1]
        }
        set {
            precondition(count == 2, "IndexPath.row needs a path of two indexes, this one has \(count)")
            self[1] = newValue
        }
    }

    /// The second index, as a collection view names it: the item in the section.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
