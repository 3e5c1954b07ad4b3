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
        if type(of: view).hasBody {
            elements.append(Element(key: key, view: view))
        } else if let provider = view as? ViewListProvider {
            provider.appendElements(to: &self, key: key)
        } else if let modified = view as? ModifierDistributing, let distributed = modified.distributedElements(key: key) {
            elements += distributed
        } else {
            elements.append(Element(key: key, view: view))
        }
    }

    /// Whether `view` is a list of views, or modifiers on one, which may stand for several views.
    static func wrapsList(_ view: any View) -> Bool {
        var view = view
        while !type(of: view).hasBody, let modified = view as? ModifierDistributing { view = modified.modifiedView }
        return !type(of: view).hasBody && view is ViewListProvider
    }

    /// Whether `view` stands for more than one view: a list of several, or modifiers on one.
    static func isSeveral(_ view: any View) -> Bool {
        if type(of: view).hasBody { return false }
        if view is ViewListProvider, !(view is any ExplicitlyIdentified) { return true }
        guard wrapsList(view) else { return false }
        return ViewList.of(view).elements.count > 1
    }

    @MainActor static func of(_ content: any View) -> ViewList {
        var list = ViewList()
        list.appendFlattening(content, key: ViewKey())
        return list
    }
}

/// A view that is one view with an identity of its own (`id(_:)`) unless it wraps several.
@MainActor
protocol ExplicitlyIdentified {}

/// A view that contributes any number of children to its container instead of being one child.
@MainActor
protocol ViewListProvider {
    func appendElements(to list: inout ViewList, key: ViewKey)
}
