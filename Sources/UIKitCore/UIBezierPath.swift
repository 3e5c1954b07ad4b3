import Foundation
import MeadowCore

/// A path of lines and curves, as UIKit's `UIBezierPath`: what custom shapes build and hand SwiftUI as
/// `Path(bezierPath.cgPath)`. Angles are in radians and `clockwise` is as on screen (y down), as in UIKit.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    var path = Path()

    /// The width of strokes; kept for code that sets it.
    open var lineWidth: CGFloat = 1

    /// An empty path.
    public override init() { super.init() }

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with corners rounded by `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: .circular)
    }

    /// A rectangle with the `corners` rounded by `cornerRadii`, as the custom rounded-corner shapes in SwiftUI
    /// code build.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let rx = min(cornerRadii.width, rect.width / 2)
        let ry = min(cornerRadii.height, rect.height / 2)
        let k: CGFloat = 0.5522847498
        func r(_ corner: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let (tlx, tly) = r(.topLeft)
        let (trx, try_) = r(.topRight)
        let (brx, bry) = r(.bottomRight)
        let (blx, bly) = r(.bottomLeft)
        path.move(to: CGPoint(x: rect.minX + tlx, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - trx, y: rect.minY))
        if trx > 0 {
            path.addCurve(
                to: CGPoint(x: rect.maxX, y: rect.minY + try_), control1: CGPoint(x: rect.maxX - trx + trx * k, y: rect.minY),
                control2: CGPoint(x: rect.maxX, y: rect.minY + try_ - try_ * k))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bry))
        if brx > 0 {
            path.addCurve(
                to: CGPoint(x: rect.maxX - brx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - bry + bry * k),
                control2: CGPoint(x: rect.maxX - brx + brx * k, y: rect.maxY))
        }
        path.addLine(to: CGPoint(x: rect.minX + blx, y: rect.maxY))
        if blx > 0 {
            path.addCurve(
                to: CGPoint(x: rect.minX, y: rect.maxY - bly), control1: CGPoint(x: rect.minX + blx - blx * k, y: rect.maxY),
                control2: CGPoint(x: rect.minX, y: rect.maxY - bly + bly * k))
        }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tly))
        if tlx > 0 {
            path.addCurve(
                to: CGPoint(x: rect.minX + tlx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + tly - tly * k),
                control2: CGPoint(x: rect.minX + tlx - tlx * k, y: rect.minY))
        }
        path.closeSubpath()
    }

    /// An arc of a circle, as UIKit's `init(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path of a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = Path(cgPath)
    }

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a cubic curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds an arc; `clockwise` as on screen. UIKit's clockwise is SwiftUI `Path`'s counter-clockwise (Path's
    /// flag follows the flipped coordinates' meaning), so the flag is passed inverted.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
            clockwise: !clockwise)
    }
    /// Closes the subpath.
    open func close() { path.closeSubpath() }
    /// Adds another path's segments.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Removes every segment.
    open func removeAllPoints() { path = Path() }
    /// Transforms every point.
    open func apply(_ transform: CGAffineTransform) {
        path = Path(
            CGPath(
                segments: path.cgPath.segments.map { segment in
                    switch segment {
                    case .move(let p): .move(to: p.applying(transform))
                    case .line(let p): .line(to: p.applying(transform))
                    case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
                    case .curve(let p, let c1, let c2):
                        .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
                    case .close: .close
                    }
                }))
    }

    /// Whether the path has no segments.
    open var isEmpty: Bool { path.elements.isEmpty }
    /// The bounds of the path's points.
    open var bounds: CGRect { path.cgPath.boundingBox }
    /// The end of the last segment.
    open var currentPoint: CGPoint { path.cgPath.currentPoint }
    /// The path as a Core Graphics path.
    open var cgPath: CGPath {
        get { path.cgPath }
        set { path = Path(newValue) }
    }
}
