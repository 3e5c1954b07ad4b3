/// The presentations the views of a subtree ask for, in the order their views are gathered.
struct PresentationsKey: PreferenceKey {
    static var defaultValue: [Presentation] { [] }

    static func reduce(value: inout [Presentation], nextValue: () -> [Presentation]) {
        value += nextValue()
    }
}
