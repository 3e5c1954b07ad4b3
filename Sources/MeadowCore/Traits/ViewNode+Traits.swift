import Foundation

extension ViewNode {
    /// The view's layout priority, as set by `layoutPriority(_:)`.
    var layoutPriority: Double { traits[LayoutPriorityTraitKey.self] }

    /// The view's tag, as set by `tag(_:)`.
    var tag: AnyHashable? { traits[TagTraitKey.self] }
}
