import Foundation

extension SegmentedPickerNode: NodeDrawing {
    /// Draws the track, the separators not next to the thumb, the thumb with its shadow, then the titles.
    func draw(into list: inout DisplayList) {
        list.append(.fill(Path(roundedRect: localBounds, cornerRadius: 9), Self.trackColor, FillStyle()))
        let position = thumbPosition
        for index in 1..<max(children.count, 1) where abs(CGFloat(index) - position) >= 1 && abs(CGFloat(index - 1) - position) >= 1 {
            let x = segmentRect(CGFloat(index), in: localBounds).minX
            let line = CGRect(x: x - 0.5, y: localBounds.midY - 8, width: 1, height: 16)
            list.append(.fill(Path(line), Self.separatorColor, FillStyle()))
        }
        if selectedIndex != nil {
            let thumbRect = segmentRect(position, in: localBounds).insetBy(dx: Self.thumbInset, dy: Self.thumbInset)
            let path = Path(roundedRect: thumbRect, cornerRadius: 7)
            let shadow = DisplayEffect.shadow(RGBA(red: 0, green: 0, blue: 0, alpha: 0.12), radius: 4, offset: CGSize(width: 0, height: 3))
            list.group(shadow) { $0.append(.fill(path, RGBA(red: 1, green: 1, blue: 1, alpha: isPressed ? 0.9 : 1), FillStyle())) }
            list.append(.stroke(path, RGBA(red: 0, green: 0, blue: 0, alpha: 0.04), StrokeStyle(lineWidth: 0.5)))
        }
        drawChildren(into: &list)
    }
}
