/// The shape of the corners of a stroke, as Core Graphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner, beveled when it is longer than the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut off square.
    case bevel
}
