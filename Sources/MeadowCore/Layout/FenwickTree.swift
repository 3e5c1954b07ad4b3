import Foundation

/// A list of numbers whose prefix sums stay cheap while single numbers change (a Fenwick, or binary indexed, tree):
/// changing one number and summing the first `n` both cost O(log count).
///
/// Lazy stacks and grids keep their rows' (lines') lengths in one (`LazyPositions`), so a row measured at other than
/// its estimate moves the rows after it without rewriting every position.
struct FenwickTree {
    /// The numbers themselves.
    private(set) var values: [CGFloat]
    /// `partial[i - 1]` is the sum of the `i & -i` numbers ending at `values[i - 1]`.
    private var partial: [CGFloat]

    init(_ values: [CGFloat]) {
        self.values = values
        partial = values
        for index in stride(from: 1, through: values.count, by: 1) {
            let parent = index + (index & -index)
            if parent <= values.count { partial[parent - 1] += partial[index - 1] }
        }
    }

    init(repeating value: CGFloat, count: Int) {
        self.init(Array(repeating: value, count: count))
    }

    var count: Int { values.count }

    subscript(index: Int) -> CGFloat {
        get { values[index] }
        set {
            let delta = newValue - values[index]
            guard delta != 0 else { return }
            values[index] = newValue
            var position = index + 1
            while position <= values.count {
                partial[position - 1] += delta
                position += position & -position
            }
        }
    }

    /// The sum of the first `end` numbers.
    func sum(before end: Int) -> CGFloat {
        var total: CGFloat = 0
        var position = end
        while position > 0 {
            total += partial[position - 1]
            position -= position & -position
        }
        return total
    }
}
