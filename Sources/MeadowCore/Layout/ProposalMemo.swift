/// Answers worked out per proposal and kept until the view changes, but at most `capacity` of them.
///
/// A view whose content stays while its container animates is proposed a new size on every frame (a sheet being
/// dragged, a card springing open), and each answer would otherwise stay for as long as the view lives. One layout
/// pass asks a view a handful of proposals (ideal, minimum, maximum, the one it is placed with), so starting over
/// when the memo is full loses nothing the next pass needs.
struct ProposalMemo<Key: Hashable, Value> {
    /// More than one pass asks of a view, few enough that a long-lived view's memo stays small.
    static var capacity: Int { 16 }

    private var values: [Key: Value] = [:]

    /// How many answers are kept.
    var count: Int { values.count }

    subscript(key: Key) -> Value? {
        get { values[key] }
        set {
            if newValue != nil, values[key] == nil, values.count >= Self.capacity {
                values.removeAll(keepingCapacity: true)
            }
            values[key] = newValue
        }
    }

    /// Forgets every answer, as when the view or a descendant changes.
    mutating func removeAll() {
        values.removeAll(keepingCapacity: true)
    }
}
