import Foundation

/// What a colour picker's well opens, as iOS's `UIColorPickerViewController` shows its grid: "Colors" in 17-point
/// semibold over a grey close button, then the grid, 16 points in from the sheet's sides with rounded corners
/// (radius 8): a row of twelve greys from white to black above twelve hues in ten shades each, darkest at the top
/// (`ColorGrid`); the chosen cell has a white ring. With `supportsOpacity` an "OPACITY" slider and its percentage
/// follow; last, a swatch of the chosen colour.
///
/// Tapping a cell writes its colour to the selection at the slider's opacity; moving the slider writes the
/// selection's colour at the new opacity. The close button, like a drag down or Escape, dismisses the sheet.
struct ColorGridSheet: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    @Environment(\.dismiss) private var dismiss

    static let inset: CGFloat = 16

    var body: some View {
        let current = selection.wrappedValue.resolve(in: EnvironmentValues())
        VStack(alignment: .leading, spacing: 16) {
            header
            ColorGrid(selected: current) { cell in write(cell, opacity: supportsOpacity ? current.alpha : 1) }
            if supportsOpacity {
                opacitySlider(current)
            }
            RoundedRectangle(cornerRadius: 8)
                .fill(selection.wrappedValue)
                .frame(width: 56, height: 56)
            Spacer(minLength: 0)
        }
        .padding(.horizontal, Self.inset)
    }

    private var header: some View {
        ZStack {
            Text("Colors").font(.system(size: 17, weight: .semibold))
            HStack {
                Spacer()
                Button { dismiss() } label: {
                    Image(systemName: "xmark")
                        .font(.system(size: 13, weight: .bold))
                        .foregroundColor(.secondary)
                        .frame(width: 30, height: 30)
                        .background(Circle().fill(WheelBand.fill))
                }
                .buttonStyle(.plain)
            }
        }
        .frame(height: 56)
    }

    private func opacitySlider(_ current: RGBA) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("OPACITY")
                .font(.system(size: 13, weight: .semibold))
                .foregroundColor(.secondary)
            HStack(spacing: 12) {
                Slider(value: Binding(get: { current.alpha }, set: { write(current, opacity: $0) }))
                Text("\(Int((current.alpha * 100).rounded()))%")
                    .font(.system(size: 17))
                    .monospacedDigit()
                    .frame(width: 64, height: 36)
                    .background(RoundedRectangle(cornerRadius: 8).fill(WheelBand.fill))
            }
        }
    }

    private func write(_ color: RGBA, opacity: Double) {
        selection.wrappedValue = Color(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: opacity)
    }
}

/// iOS's colour grid: twelve columns of square cells, a row of greys (white to black) above ten rows of twelve
/// hues, from the darkest shade at the top to the palest at the bottom; the cell of `selected`'s colour has a
/// 3-point white ring.
struct ColorGrid: View {
    let selected: RGBA
    let choose: (RGBA) -> Void

    static let columns = 12
    static let shades = 10
    /// The hues of the columns in degrees, from azure round through violet, red and yellow to green.
    static let hues: [Double] = (0..<12).map { (200 + Double($0) * 30).truncatingRemainder(dividingBy: 360) }

    /// The colour of a cell; row 0 is the greys.
    static func color(row: Int, column: Int) -> RGBA {
        if row == 0 {
            let white = 1 - Double(column) / Double(columns - 1)
            return RGBA(red: white, green: white, blue: white, alpha: 1)
        }
        let shade = Double(row - 1) / Double(shades - 1)
        // Dark, saturated shades brighten to full; past the middle they pale towards white.
        let brightness = min(0.3 + shade * 1.4, 1)
        let saturation = shade <= 0.5 ? 1 : 1 - (shade - 0.5) * 1.6
        return Color(hue: hues[column] / 360, saturation: saturation, brightness: brightness)
            .resolve(in: EnvironmentValues())
    }

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0...Self.shades, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<Self.columns, id: \.self) { column in
                        cell(Self.color(row: row, column: column))
                    }
                }
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: 8))
    }

    private func cell(_ color: RGBA) -> some View {
        Rectangle()
            .fill(Color(.sRGB, red: color.red, green: color.green, blue: color.blue))
            .aspectRatio(1, contentMode: .fit)
            .overlay {
                if Self.matches(color, selected) {
                    RoundedRectangle(cornerRadius: 4).strokeBorder(Color.white, lineWidth: 3)
                }
            }
            .contentShape(Rectangle())
            .onTapGesture { choose(color) }
    }

    /// Whether two colours are the same but for opacity, to within a 255th.
    static func matches(_ a: RGBA, _ b: RGBA) -> Bool {
        abs(a.red - b.red) < 0.004 && abs(a.green - b.green) < 0.004 && abs(a.blue - b.blue) < 0.004
    }
}
