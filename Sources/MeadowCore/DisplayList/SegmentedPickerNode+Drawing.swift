import Foundation

extension SegmentedPickerNode: NodeDrawing {
    /// Draws the track, the separators not next to the thumb, the thumb with its shadow, then the titles.
    func draw(into list: inout DisplayList) {
        list.append(.fill(Path(roundedRect: localBounds, cornerRadius: Self.trackCornerRadius), Self.trackColor, FillStyle()))
        let position = thumbPosition
        for index in 1..<max(children.count, 1) where abs(CGFloat(index) - position) >= 1 && abs(CGFloat(index - 1) - position) >= 1 {
            let x = segmentRect(CGFloat(index), in: localBounds).minX
            let size = Self.separatorSize
            let line = CGRect(
                x: x - size.width / 2, y: localBounds.midY - size.height / 2, width: size.width, height: size.height)
            list.append(.fill(Path(line), Self.separatorColor, FillStyle()))
        }
        if selectedIndex != nil {
            let thumbRect = segmentRect(position, in: localBounds).insetBy(dx: Self.thumbInset, dy: Self.thumbInset)
            let path = Path(roundedRect: thumbRect, cornerRadius: Self.thumbCornerRadius)
            let thumbColor = RGBA(red: 1, green: 1, blue: 1, alpha: isPressed ? Self.pressedThumbOpacity : 1)
            list.group(Self.thumbShadow) { $0.append(.fill(path, thumbColor, FillStyle())) }
            list.append(.stroke(path, Self.thumbOutlineColor, StrokeStyle(lineWidth: Self.thumbOutlineWidth)))
        }
        drawChildren(into: &list)
    }
}
