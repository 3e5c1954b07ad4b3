import CoreGraphics

extension Path {
    /// A path of a Core Graphics path's segments, as SwiftUI's `Path(_ path: CGPath)`: how `UIBezierPath`s become
    /// SwiftUI shapes (`Path(bezierPath.cgPath)`).
    public init(_ path: CGPath) {
        self.init()
        for segment in path.segments {
            switch segment {
            case .move(let point): move(to: point)
            case .line(let point): addLine(to: point)
            case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
            case .curve(let point, let control1, let control2): addCurve(to: point, control1: control1, control2: control2)
            case .close: closeSubpath()
            }
        }
    }

    /// The path as a Core Graphics path, as SwiftUI's `Path.cgPath`.
    public var cgPath: CGPath {
        CGPath(
            segments: elements.map { element in
                switch element {
                case .move(let point): .move(to: point)
                case .line(let point): .line(to: point)
                case .quadCurve(let point, let control): .quadCurve(to: point, control: control)
                case .curve(let point, let control1, let control2): .curve(to: point, control1: control1, control2: control2)
                case .closeSubpath: .close
                }
            })
    }
}

extension Color {
    /// The colour of a Core Graphics colour, as SwiftUI's `Color(cgColor:)`.
    public init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        let rgba = c.count >= 4 ? c : [c.first ?? 0, c.first ?? 0, c.first ?? 0, c.last ?? 1]
        self.init(.sRGB, red: Double(rgba[0]), green: Double(rgba[1]), blue: Double(rgba[2]), opacity: Double(rgba[3]))
    }

    /// The colour of a Core Graphics colour, SwiftUI's older spelling of `init(cgColor:)`. Disfavoured, so that
    /// `Color(.white)` is still UIKit's white where both frameworks name one.
    @_disfavoredOverload
    public init(_ cgColor: CGColor) {
        self.init(cgColor: cgColor)
    }
}
