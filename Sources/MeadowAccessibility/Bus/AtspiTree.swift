import Foundation
import MeadowCore

/// The accessibility tree of one frame as the bridge publishes it: each element found by the number of its object
/// path (`/org/a11y/atspi/accessible/<number>`, its `AccessibilityElementID`), with its parent and its place there.
/// The window's parent is the application object (`/org/a11y/atspi/accessible/root`).
struct AtspiTree {
    /// One published element.
    struct Entry {
        let node: AccessibilityNode
        /// The parent's number; nil for the window, whose parent is the application.
        let parent: Int?
        /// The element's index among its parent's children.
        let index: Int
    }

    /// The window element.
    let window: AccessibilityNode
    private var entries: [Int: Entry] = [:]

    init(_ window: AccessibilityNode) {
        self.window = window
        add(window, parent: nil, index: 0)
    }

    /// The element numbered `number`; nil when no element of this tree has it.
    subscript(number: Int) -> Entry? { entries[number] }

    static let root = "/org/a11y/atspi/accessible/root"
    static let null = "/org/a11y/atspi/null"
    static let cache = "/org/a11y/atspi/cache"
    /// The path under which every element is.
    static let elements = "/org/a11y/atspi/accessible"

    static func path(of id: AccessibilityElementID) -> String {
        "\(elements)/\(id.number)"
    }

    /// The element number a path names, or nil for the application and other paths.
    static func number(inPath path: String) -> Int? {
        guard path.hasPrefix(elements + "/") else { return nil }
        return Int(path.dropFirst(elements.count + 1))
    }

    /// The deepest element inside `node` (the window by default), in reverse reading order (the last drawn above),
    /// whose frame holds `point`.
    func element(at point: CGPoint, in node: AccessibilityNode? = nil) -> AccessibilityNode? {
        Self.element(at: point, in: node ?? window)
    }

    private static func element(at point: CGPoint, in node: AccessibilityNode) -> AccessibilityNode? {
        guard node.frame.contains(point) || node.role == .window else { return nil }
        for child in node.children.reversed() {
            if let found = element(at: point, in: child) { return found }
        }
        return node
    }

    private mutating func add(_ node: AccessibilityNode, parent: Int?, index: Int) {
        entries[node.id.number] = Entry(node: node, parent: parent, index: index)
        for (childIndex, child) in node.children.enumerated() {
            add(child, parent: node.id.number, index: childIndex)
        }
    }
}
