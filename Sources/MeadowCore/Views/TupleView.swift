/// Several views built together by a `@ViewBuilder`, as SwiftUI's `TupleView`.
///
/// In a container each element becomes a child of its own; used where one view is expected, the elements stack
/// vertically.
public struct TupleView<T>: View {
    public var value: T
    let elements: [any View]

    nonisolated init(value: T, elements: [any View]) {
        self.value = value
        self.elements = elements
    }

    public typealias Body = Never
}

extension TupleView: ViewListProvider {
    func appendElements(to list: inout ViewList, key: ViewKey) {
        for (index, element) in elements.enumerated() {
            list.append(element, key: key.appending(index))
        }
    }
}
