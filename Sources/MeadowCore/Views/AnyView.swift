/// A type-erased view, as SwiftUI's `AnyView`: a change of the wrapped type replaces the view and its state.
public struct AnyView: View {
    let view: any View

    nonisolated public init<V: View>(_ view: V) {
        self.view = view
    }

    nonisolated public init<V: View>(erasing view: V) {
        self.view = view
    }

    public typealias Body = Never
}

extension AnyView: ViewListProvider {
    func appendElements(to list: inout ViewList, key: ViewKey) {
        list.appendFlattening(view, key: key.appending(ObjectIdentifier(type(of: view))))
    }
}
