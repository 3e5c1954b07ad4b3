import Foundation

extension MutableCollection {
    /// Moves the elements at `source` so that they come, in their order, before the element that was at offset
    /// `destination` (at the end when it is the count), as SwiftUI's `move(fromOffsets:toOffset:)`: what an
    /// `onMove(perform:)` action passes on.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.map { elements[$0] }
        let before = elements.indices.filter { $0 < destination && !source.contains($0) }.map { elements[$0] }
        let after = elements.indices.filter { $0 >= destination && !source.contains($0) }.map { elements[$0] }
        for (index, element) in zip(indices, before + moving + after) { self[index] = element }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's `remove(atOffsets:)`: what an `onDelete(perform:)` action
    /// passes on.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    }
}
