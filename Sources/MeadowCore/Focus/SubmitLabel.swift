/// The label of the software keyboard's Return key while a text field has focus, as SwiftUI's `SubmitLabel`.
/// Meadow's hosts type on a hardware keyboard, so the label is kept but changes nothing drawn.
public struct SubmitLabel: Hashable, Sendable {
    let name: String

    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}
