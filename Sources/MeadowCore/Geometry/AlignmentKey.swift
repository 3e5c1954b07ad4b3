import Foundation

/// One alignment guide on one axis: what explicit values are stored and looked up under.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis

    init(_ id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
    }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// The guide's value in a view of `dimensions` with no explicit value.
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat { id.defaultValue(in: dimensions) }

    /// The guide's default value in a view of `size` that sets no explicit guides.
    func defaultValue(for size: CGSize) -> CGFloat { id.defaultValue(in: ViewDimensions(size: size)) }

    /// How a container merges its children's explicit values into its own (§1.5): the first text baseline is the
    /// topmost child's, the last text baseline the bottommost child's, and any other guide the average.
    func combine(_ values: [CGFloat]) -> CGFloat? {
        guard let first = values.first else { return nil }
        if id == FirstTextBaselineAlignmentID.self { return values.min() }
        if id == LastTextBaselineAlignmentID.self { return values.max() }
        return values.dropFirst().reduce(first, +) / CGFloat(values.count)
    }
}
