import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path`: moves, lines, quadratic and cubic curves, arcs and closes.
///
/// Arcs and ellipses are stored as cubic curves, so a renderer needs only the four element kinds.
public struct Path: Hashable, Sendable {
    /// One drawing command of a path, as SwiftUI's `Path.Element`.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []
    private var subpathStart: CGPoint = .zero
    private var current: CGPoint?

    public init() {}

    /// A path built by `build`, as `Path { path in ... }` in SwiftUI.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rectangle with circular corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    public var isEmpty: Bool { elements.isEmpty }

    public var currentPoint: CGPoint? { current }

    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
        current = point
    }

    public mutating func addLine(to point: CGPoint) {
        if current == nil { move(to: point); return }
        elements.append(.line(to: point))
        current = point
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if current == nil { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
        current = point
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if current == nil { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        current = point
    }

    public mutating func closeSubpath() {
        guard current != nil else { return }
        elements.append(.closeSubpath)
        current = subpathStart
    }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard transform.isIdentity else { return addPath(Path(rect), transform: transform) }
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Where a cubic Bézier's control points sit along the tangents, as a fraction of the radius, to draw a
    /// quarter circle: 4/3 · (√2 − 1), the usual approximation (radial error under 0.03 %).
    static let quarterCircleControl: CGFloat = 0.5522847498
    /// The same fraction rounded to four places, as rounded-rectangle corners have always been drawn (their
    /// snapshots depend on it).
    static let roundedCornerControl: CGFloat = 0.5523

    /// Adds a rounded rectangle; `.continuous` corners use a slightly longer, smoother curve than circular ones.
    ///
    /// A corner is at most half the shorter side in both directions, as SwiftUI draws it: `cornerRadius(100)` on a
    /// 150 × 70 button is a capsule with round ends, not an ellipse.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        guard transform.isIdentity else {
            return addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style), transform: transform)
        }
        let limit = min(rect.width, rect.height) / 2
        let rx = min(max(cornerSize.width, 0), limit)
        let ry = min(max(cornerSize.height, 0), limit)
        guard rx > 0, ry > 0 else { addRect(rect); return }
        // Quarter circles: a continuous corner's longer curve is not modelled, so both styles draw circular
        // corners, and a radius of half the side draws a circle.
        let k = Self.roundedCornerControl
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        move(to: CGPoint(x: minX + rx, y: minY))
        addLine(to: CGPoint(x: maxX - rx, y: minY))
        addCurve(
            to: CGPoint(x: maxX, y: minY + ry), control1: CGPoint(x: maxX - rx + rx * k, y: minY),
            control2: CGPoint(x: maxX, y: minY + ry - ry * k))
        addLine(to: CGPoint(x: maxX, y: maxY - ry))
        addCurve(
            to: CGPoint(x: maxX - rx, y: maxY), control1: CGPoint(x: maxX, y: maxY - ry + ry * k),
            control2: CGPoint(x: maxX - rx + rx * k, y: maxY))
        addLine(to: CGPoint(x: minX + rx, y: maxY))
        addCurve(
            to: CGPoint(x: minX, y: maxY - ry), control1: CGPoint(x: minX + rx - rx * k, y: maxY),
            control2: CGPoint(x: minX, y: maxY - ry + ry * k))
        addLine(to: CGPoint(x: minX, y: minY + ry))
        addCurve(
            to: CGPoint(x: minX + rx, y: minY), control1: CGPoint(x: minX, y: minY + ry - ry * k),
            control2: CGPoint(x: minX + rx - rx * k, y: minY))
        closeSubpath()
    }

    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard transform.isIdentity else { return addPath(Path(ellipseIn: rect), transform: transform) }
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let (rx, ry) = (rect.width / 2, rect.height / 2)
        let k = Self.quarterCircleControl
        move(to: CGPoint(x: rect.maxX, y: center.y))
        addCurve(
            to: CGPoint(x: center.x, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: center.y + ry * k),
            control2: CGPoint(x: center.x + rx * k, y: rect.maxY))
        addCurve(
            to: CGPoint(x: rect.minX, y: center.y), control1: CGPoint(x: center.x - rx * k, y: rect.maxY),
            control2: CGPoint(x: rect.minX, y: center.y + ry * k))
        addCurve(
            to: CGPoint(x: center.x, y: rect.minY), control1: CGPoint(x: rect.minX, y: center.y - ry * k),
            control2: CGPoint(x: center.x - rx * k, y: rect.minY))
        addCurve(
            to: CGPoint(x: rect.maxX, y: center.y), control1: CGPoint(x: center.x + rx * k, y: rect.minY),
            control2: CGPoint(x: rect.maxX, y: center.y - ry * k))
        closeSubpath()
    }

    /// Adds a circular arc, joined to the current point by a line; `clockwise` follows SwiftUI's flipped-coordinate
    /// meaning (on screen it runs counter-clockwise).
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        guard transform.isIdentity else {
            var arc = Path()
            arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
            return addConnected(arc.applying(transform))
        }
        var start = startAngle.radians
        var end = endAngle.radians
        // In y-down coordinates SwiftUI's `clockwise: true` sweeps toward decreasing angles.
        if clockwise {
            while end > start { end -= 2 * .pi }
        } else {
            while end < start { end += 2 * .pi }
        }
        let startPoint = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        if current == nil { move(to: startPoint) } else { addLine(to: startPoint) }
        let segments = max(1, Int((abs(end - start) / (.pi / 2)).rounded(.up)))
        let step = (end - start) / Double(segments)
        for _ in 0..<segments {
            let next = start + step
            let alpha = 4.0 / 3.0 * tan(step / 4)
            let p0 = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
            let p3 = CGPoint(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
            let c1 = CGPoint(x: p0.x - alpha * radius * sin(start), y: p0.y + alpha * radius * cos(start))
            let c2 = CGPoint(x: p3.x + alpha * radius * sin(next), y: p3.y - alpha * radius * cos(next))
            addCurve(to: p3, control1: c1, control2: c2)
            start = next
        }
    }

    /// Adds `path`'s elements, mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements { append(element) }
    }

    /// Adds `path`, its first move made a line from the current point when there is one: how an arc joins on.
    mutating func addConnected(_ path: Path) {
        for (index, element) in path.elements.enumerated() {
            if index == 0, case .move(let point) = element, current != nil { addLine(to: point) } else { append(element) }
        }
    }

    /// This path with every point mapped by `transform`, as SwiftUI's `Path.applying(_:)`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        transform.isIdentity ? self : applying { $0.applying(transform) }
    }

    /// This path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }

    /// This path with every point mapped by `transform`.
    func applying(_ transform: (CGPoint) -> CGPoint) -> Path {
        var result = Path()
        for element in elements {
            switch element {
            case .move(let p): result.move(to: transform(p))
            case .line(let p): result.addLine(to: transform(p))
            case .quadCurve(let p, let c): result.addQuadCurve(to: transform(p), control: transform(c))
            case .curve(let p, let c1, let c2):
                result.addCurve(to: transform(p), control1: transform(c1), control2: transform(c2))
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }

    /// The smallest rectangle containing every point and control point.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .quadCurve(let p, let c):
                include(p)
                include(c)
            case .curve(let p, let c1, let c2):
                include(p)
                include(c1)
                include(c2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }
}

extension Path: Shape {
    /// A path used as a shape draws itself as is, whatever the rect.
    public func path(in rect: CGRect) -> Path { self }
}
