/// The name of a method, as Objective-C's `Selector`, which `UIApplication.sendAction` takes.
///
/// `#selector(...)` needs the Objective-C runtime, which Swift on Linux does not have, so the compiler rejects
/// it; `Selector(("resignFirstResponder"))` names the same method and compiles on both platforms.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    let name: String

    public init(_ name: String) { self.name = name }

    public init(stringLiteral name: String) { self.name = name }
}
