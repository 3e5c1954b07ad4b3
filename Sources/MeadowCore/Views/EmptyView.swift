/// A view that shows nothing and takes no space in a container, as SwiftUI's `EmptyView`.
public struct EmptyView: View {
    nonisolated public init() {}
    public typealias Body = Never
}

extension EmptyView: ViewListProvider {
    func appendElements(to list: inout ViewList, key: ViewKey) {}
}
