/// A segmented picker takes keyboard focus as UIKit's segmented control does under Full Keyboard Access: Tab
/// reaches it, and the left and right arrows select the previous and next segment (stopping at the ends).
extension SegmentedPickerNode: FocusableNode, KeyHandlingNode {
    var isFocusable: Bool { environment.isEnabled }

    func handle(_ press: KeyPress) -> Bool {
        guard press.phase != .up, press.modifiers.isSubset(of: [.capsLock]),
            press.key == .leftArrow || press.key == .rightArrow
        else { return false }
        let step = press.key == .rightArrow ? 1 : -1
        let next = (selectedIndex ?? (step > 0 ? -1 : children.count)) + step
        selectSegment(next)
        return true
    }
}
