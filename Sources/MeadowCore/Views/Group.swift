/// Groups views without laying them out: in a container its children become the container's, as SwiftUI's `Group`.
public struct Group<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

extension Group: ViewListProvider {
    func appendElements(to list: inout ViewList, key: ViewKey) {
        list.appendFlattening(content, key: key)
    }
}
