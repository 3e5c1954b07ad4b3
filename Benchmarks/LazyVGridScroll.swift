import Meadow

/// A cell of the scrolled grid: a symbol over a label, as a photo or icon grid has.
private struct LazyBenchCell: View {
    let index: Int

    var body: some View {
        VStack {
            Image(systemName: "photo")
            Text("Item \(index)")
        }
        .padding(.vertical)
    }
}

/// A `LazyVGrid` of `cells` cells in three flexible columns, scrolled (`reportScrollFrames`): the figures for 1,000
/// and 10,000 cells show whether a frame grows with the cell count.
@MainActor
func runLazyVGridScrollBenchmark(cells: Int) throws {
    let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
    try reportScrollFrames(
        of: LazyVGrid(columns: columns) { ForEach(0..<cells, id: \.self) { LazyBenchCell(index: $0) } },
        container: "lazyvgrid", count: cells)
}
