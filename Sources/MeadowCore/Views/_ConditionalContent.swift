/// The result of an `if`/`else` in a `@ViewBuilder`, as SwiftUI's `_ConditionalContent`.
///
/// The two branches have distinct identities: switching branches replaces the views and their state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    nonisolated init(storage: Storage) {
        self.storage = storage
    }

    public typealias Body = Never
}

extension _ConditionalContent: ViewListProvider {
    func appendElements(to list: inout ViewList, key: ViewKey) {
        switch storage {
        case .trueContent(let view): list.appendFlattening(view, key: key.appending("if"))
        case .falseContent(let view): list.appendFlattening(view, key: key.appending("else"))
        }
    }
}
