/// A custom view whose body's views a `List` takes as its own rows, as SwiftUI's list takes the rows of an
/// `OutlineGroup`: each a row with its separator, not the view as one row. The list evaluates the view's body
/// with its state (`ListBodySource`) and reads its rows again when that state changes.
protocol ListRowsView {}
