import Foundation

/// The flattened children of a container: `TupleView`, `ForEach`, `Group`, optionals and conditionals unpacked,
/// each child with its identity.
@MainActor
struct ViewList {
    struct Element {
        let key: ViewKey
        let view: any View
    }

    private(set) var elements: [Element] = []

    mutating func append(_ view: any View, key: ViewKey) {
        appendFlattening(view, key: key)
    }

    /// Appends `view`, or its elements when it is itself a list of views.
    mutating func appendFlattening(_ view: any View, key: ViewKey) {
        switch Self.role(of: view) {
        case .list(let provider, _):
            provider.appendElements(to: &self, key: key)
        case .modified(let modified):
            elements += modified.distributedElements(key: key) ?? [Element(key: key, view: view)]
        case .single:
            elements.append(Element(key: key, view: view))
        }
    }

    /// What a view is to a list of views.
    enum Role {
        /// A list of views (`TupleView`, `ForEach`, `Group`, an optional, a condition), or a view with an explicit
        /// identity, which is its content keyed by the identity.
        case list(ViewListProvider, explicitlyIdentified: Bool)
        /// A modified view, whose modifier applies to each view when it modifies several.
        case modified(ModifierDistributing)
        /// One view.
        case single
    }

    /// What `view` is to a list of views, found with as few dynamic casts as tell it: none for a view with a body
    /// of its own, one for a primitive (see `PrimitiveView`).
    static func role(of view: any View) -> Role {
        if type(of: view).hasBody { return .single }
        if let primitive = view as? PrimitiveView {
            if let identified = primitive.explicitlyIdentifiedList { return .list(identified, explicitlyIdentified: true) }
            return primitive.modifierDistributing.map(Role.modified) ?? .single
        }
        return (view as? ViewListProvider).map { .list($0, explicitlyIdentified: false) } ?? .single
    }

    /// Whether `view` is a list of views, or modifiers on one, which may stand for several views.
    static func wrapsList(_ view: any View) -> Bool { listWrapping(of: view).wraps }

    /// Whether `view` wraps a list, and whether its type alone tells. It does but for an optional (`if` without
    /// `else`): a cast of `.some(view)` to a protocol sees the wrapped view, so what an optional is to a list
    /// depends on whether it holds one. A type that tells is asked once: asking costs a dynamic cast at every
    /// level of a modified view, and every view built asks. A view with a body of its own is one view and no
    /// optional, which its type says without a cast: the first cast of a type to a protocol searches every
    /// conformance the program has, and an app's first frame sees hundreds of new view types.
    private static func listWrapping(of view: any View) -> (wraps: Bool, byType: Bool) {
        if type(of: view).hasBody { return (false, true) }
        let viewType = ObjectIdentifier(type(of: view))
        listWrappingLock.lock()
        let known = listWrappingTypes[viewType]
        listWrappingLock.unlock()
        if let known { return (known, true) }
        var byType = !(type(of: view) is any OptionalView.Type)
        let wraps: Bool
        switch role(of: view) {
        case .list:
            wraps = true
        case .modified(let modified):
            let content = listWrapping(of: modified.modifiedView)
            wraps = content.wraps
            byType = byType && content.byType
        case .single:
            wraps = false
        }
        if byType {
            listWrappingLock.lock()
            listWrappingTypes[viewType] = wraps
            listWrappingLock.unlock()
        }
        return (wraps, byType)
    }

    /// `wrapsList`'s answer for each view type whose type alone tells; locked, as code compiled in the Swift 5
    /// language mode may build views off the main actor.
    nonisolated(unsafe) private static var listWrappingTypes: [ObjectIdentifier: Bool] = [:]
    private static let listWrappingLock = NSLock()

    /// Whether `view` stands for more than one view: a list of several, or modifiers on one.
    static func isSeveral(_ view: any View) -> Bool {
        guard wrapsList(view) else { return false }
        if case .list(_, explicitlyIdentified: false) = role(of: view) { return true }
        return ViewList.of(view).elements.count > 1
    }

    @MainActor static func of(_ content: any View) -> ViewList {
        var list = ViewList()
        list.appendFlattening(content, key: ViewKey())
        return list
    }
}

/// A view that contributes any number of children to its container instead of being one child.
@MainActor
protocol ViewListProvider {
    func appendElements(to list: inout ViewList, key: ViewKey)
}
