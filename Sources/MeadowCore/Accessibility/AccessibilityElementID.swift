/// The identity of an accessibility element: that of the view node it comes from, unique for the node's life and
/// never reused, so a tree of one frame can be matched with the next.
public struct AccessibilityElementID: Hashable, Sendable, CustomStringConvertible {
    let value: Int

    /// The identity as a number, unique among the elements of a process (a bridge names objects by it).
    public var number: Int { value }

    @MainActor private static var last = 0

    /// A new identity, never given before.
    @MainActor static func next() -> Self {
        last += 1
        return Self(value: last)
    }

    public var description: String { "#\(value)" }
}
