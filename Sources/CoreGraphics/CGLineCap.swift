/// The shape of the ends of an open stroke, as Core Graphics' `CGLineCap`.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The stroke ends at the end point.
    case butt
    /// A half circle of the line width's diameter past the end point.
    case round
    /// A half square of the line width past the end point.
    case square
}
