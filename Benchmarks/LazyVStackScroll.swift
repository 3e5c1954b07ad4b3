import Meadow

/// A row of the scrolled list: a symbol and a label, as a contacts or mail list has.
private struct LazyBenchRow: View {
    let index: Int

    var body: some View {
        HStack {
            Image(systemName: "star.fill")
            Text("Row \(index)")
            Spacer()
        }
        .padding(.horizontal)
    }
}

/// A `LazyVStack` of `rows` rows, scrolled (`reportScrollFrames`): the figures for 1,000 and 10,000 rows show
/// whether a frame grows with the row count.
@MainActor
func runLazyVStackScrollBenchmark(rows: Int) throws {
    try reportScrollFrames(
        of: LazyVStack { ForEach(0..<rows, id: \.self) { LazyBenchRow(index: $0) } }, container: "lazyvstack",
        count: rows)
}
