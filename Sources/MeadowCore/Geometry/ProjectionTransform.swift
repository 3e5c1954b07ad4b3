import Foundation

/// A projective transform of the plane, as SwiftUI's `ProjectionTransform`: a 3 × 3 matrix that maps a point
/// `(x, y)` to `((x·m11 + y·m21 + m31) / w, (x·m12 + y·m22 + m32) / w)` with `w = x·m13 + y·m23 + m33`.
///
/// Unlike an affine transform it can draw a plane seen in perspective: what `rotation3DEffect` and
/// `projectionEffect` draw.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// Whether the transform moves no point.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform keeps parallel lines parallel (its last column is 0, 0, 1).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `t`, as SwiftUI's `concatenating(_:)`.
    public func concatenating(_ t: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * t.m11 + m12 * t.m21 + m13 * t.m31
        r.m12 = m11 * t.m12 + m12 * t.m22 + m13 * t.m32
        r.m13 = m11 * t.m13 + m12 * t.m23 + m13 * t.m33
        r.m21 = m21 * t.m11 + m22 * t.m21 + m23 * t.m31
        r.m22 = m21 * t.m12 + m22 * t.m22 + m23 * t.m32
        r.m23 = m21 * t.m13 + m22 * t.m23 + m23 * t.m33
        r.m31 = m31 * t.m11 + m32 * t.m21 + m33 * t.m31
        r.m32 = m31 * t.m12 + m32 * t.m22 + m33 * t.m32
        r.m33 = m31 * t.m13 + m32 * t.m23 + m33 * t.m33
        return r
    }

    /// Replaces the transform with its inverse, as SwiftUI's `invert()`; false (and unchanged) when it has none.
    @discardableResult
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let determinant = m11 * c11 + m21 * c12 + m31 * c13
        guard determinant != 0, determinant.isFinite else { return false }
        let inverse = 1 / determinant
        let result = ProjectionTransform(
            m11: c11 * inverse, m12: c12 * inverse, m13: c13 * inverse,
            m21: (m23 * m31 - m21 * m33) * inverse, m22: (m11 * m33 - m13 * m31) * inverse,
            m23: (m13 * m21 - m11 * m23) * inverse,
            m31: (m21 * m32 - m22 * m31) * inverse, m32: (m12 * m31 - m11 * m32) * inverse,
            m33: (m11 * m22 - m12 * m21) * inverse)
        self = result
        return true
    }

    init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat, m31: CGFloat,
        m32: CGFloat, m33: CGFloat
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// `point` mapped by the transform; a point sent to infinity (`w` = 0) comes back infinite.
    public func apply(_ point: CGPoint) -> CGPoint {
        let w = point.x * m13 + point.y * m23 + m33
        return CGPoint(x: (point.x * m11 + point.y * m21 + m31) / w, y: (point.x * m12 + point.y * m22 + m32) / w)
    }

    /// The projection `rotation3DEffect` draws with, for content of `size`: a rotation by `angle` about `axis`
    /// through the anchor (and `anchorZ` on the z axis, which points at the viewer), seen in perspective from
    /// a distance of `max(width, height) / perspective`, as SwiftUI (and Core Animation's `m34`) do.
    static func rotation(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: CGPoint, anchorZ: CGFloat,
        perspective: CGFloat, size: CGSize
    ) -> ProjectionTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return ProjectionTransform() }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let (c, s) = (cos(angle.radians), sin(angle.radians))
        let t = 1 - c
        // Rodrigues' rotation matrix, acting on column vectors.
        let r = [
            [t * x * x + c, t * x * y - s * z, t * x * z + s * y],
            [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
            [t * x * z - s * y, t * y * z + s * x, t * z * z + c],
        ]
        let depth = max(size.width, size.height)
        let k = depth > 0 ? perspective / depth : 0
        // The anchor moved to the origin and rotated: q = R · (−ax, −ay, −anchorZ) at the point (0, 0).
        let origin = (0..<3).map { row in -(r[row][0] * anchor.x + r[row][1] * anchor.y + r[row][2] * anchorZ) }
        // w = 1 − k·q.z; the anchor is added back after the division.
        return ProjectionTransform(
            m11: r[0][0] - anchor.x * k * r[2][0], m12: r[1][0] - anchor.y * k * r[2][0], m13: -k * r[2][0],
            m21: r[0][1] - anchor.x * k * r[2][1], m22: r[1][1] - anchor.y * k * r[2][1], m23: -k * r[2][1],
            m31: origin[0] + anchor.x * (1 - k * origin[2]), m32: origin[1] + anchor.y * (1 - k * origin[2]),
            m33: 1 - k * origin[2])
    }
}
