/// An optional view shows its wrapped view or nothing, as in SwiftUI (an `if` without `else`).
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: ViewListProvider where Wrapped: View {
    func appendElements(to list: inout ViewList, key: ViewKey) {
        if let view = self { list.appendFlattening(view, key: key.appending("some")) }
    }
}

/// An optional view, told apart by its type: what it is to a list of views depends on whether it holds a view
/// (`ViewList.wrapsList`).
protocol OptionalView {}

extension Optional: OptionalView where Wrapped: View {}
