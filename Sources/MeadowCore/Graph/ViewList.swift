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
        if let provider = view as? ViewListProvider {
            provider.appendElements(to: &self, key: key)
        } else {
            elements.append(Element(key: key, view: view))
        }
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
