import Foundation

/// How many columns a grid cell spans (`gridCellColumns`); 1 by default.
enum GridCellColumnsTraitKey: ViewTraitKey {
    static let defaultValue = 1
}

/// The horizontal alignment a cell asks for its whole column (`gridColumnAlignment`).
enum GridColumnAlignmentTraitKey: ViewTraitKey {
    static let defaultValue: HorizontalAlignment? = nil
}

/// Where a cell sits in its cell's rectangle (`gridCellAnchor`), overriding the column's and row's alignment.
enum GridCellAnchorTraitKey: ViewTraitKey {
    static let defaultValue: UnitPoint? = nil
}

/// The axes along which a cell does not size its row or column (`gridCellUnsizedAxes`).
enum GridCellUnsizedAxesTraitKey: ViewTraitKey {
    static let defaultValue: Axis.Set = []
}

extension View {
    /// Makes the view span `count` columns of its grid row, as SwiftUI's `gridCellColumns(_:)`.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(ViewTraitModifier<GridCellColumnsTraitKey>(value: max(count, 1)))
    }

    /// Aligns every cell of the view's column by `guide`, as SwiftUI's `gridColumnAlignment(_:)`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(ViewTraitModifier<GridColumnAlignmentTraitKey>(value: guide))
    }

    /// Puts the view's `anchor` at the same point of its cell, as SwiftUI's `gridCellAnchor(_:)`.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(ViewTraitModifier<GridCellAnchorTraitKey>(value: anchor))
    }

    /// Keeps a flexible view from sizing its grid's rows or columns along `axes`, as SwiftUI's
    /// `gridCellUnsizedAxes(_:)`: it takes the size the other cells give the row or column.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(ViewTraitModifier<GridCellUnsizedAxesTraitKey>(value: axes))
    }
}
