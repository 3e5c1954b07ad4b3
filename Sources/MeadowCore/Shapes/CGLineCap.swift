/// The end of an open stroke, as Core Graphics' `CGLineCap` that SwiftUI's `StrokeStyle.lineCap` takes.
///
/// `CGLineCap` and `CGLineJoin` live together in this file so that a Core Graphics module can take both at once.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The stroke stops square at the end point.
    case butt
    /// A half circle of the line width's diameter rounds the end.
    case round
    /// The stroke runs on half the line width past the end point, square.
    case square
}

/// The corner where two segments of a stroke meet, as Core Graphics' `CGLineJoin` that SwiftUI's
/// `StrokeStyle.lineJoin` takes.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// The outer edges meet in a point, cut off to a bevel past `StrokeStyle.miterLimit`.
    case miter
    /// A circular arc joins the outer edges.
    case round
    /// A straight line joins the outer edges.
    case bevel
}
