import Foundation

extension ToggleSwitchNode: NodeDrawing {
    /// Draws the track, coloured between off and on by the knob's position, then the knob with its two shadows
    /// (0 3 8 black 15 % and 0 3 1 black 6 %, swiftui-system-metrics.md §4 "Knob shadow"; a CSS blur is twice
    /// the standard deviation the display list takes).
    func draw(into list: inout DisplayList) {
        let p = presentedPosition
        let bounds = localBounds
        let offColor = Self.offColor.resolve(in: environment)
        let track = RGBA(
            red: offColor.red + (onColor.red - offColor.red) * p,
            green: offColor.green + (onColor.green - offColor.green) * p,
            blue: offColor.blue + (onColor.blue - offColor.blue) * p,
            alpha: offColor.alpha + (onColor.alpha - offColor.alpha) * p)
        list.append(.fill(Path(roundedRect: bounds, cornerRadius: bounds.height / 2, style: .circular), track, FillStyle()))
        let width = Self.knobDiameter + (isPressed ? Self.pressedStretch : 0)
        let knob = CGRect(
            x: Self.knobInset + travel * CGFloat(p), y: Self.knobInset, width: width, height: Self.knobDiameter)
        let knobPath = Path(roundedRect: knob, cornerRadius: Self.knobDiameter / 2, style: .circular)
        list.group(.shadow(RGBA(red: 0, green: 0, blue: 0, alpha: 0.15), radius: 4, offset: CGSize(width: 0, height: 3))) {
            $0.group(.shadow(RGBA(red: 0, green: 0, blue: 0, alpha: 0.06), radius: 0.5, offset: CGSize(width: 0, height: 3))) {
                $0.append(.fill(knobPath, RGBA(red: 1, green: 1, blue: 1, alpha: 1), FillStyle()))
            }
        }
    }
}
