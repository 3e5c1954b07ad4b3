/// A piece of user interface, as SwiftUI's `View`: a value whose `body` describes its content.
///
/// Meadow's built-in views are primitive (their `Body` is `Never`) and become nodes of the view graph directly;
/// every other view is evaluated through its `body`, which the graph re-reads only when its inputs or state change.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; asking for one is a programming error, as in SwiftUI.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

extension View {
    /// Whether the view is evaluated through a `body` of its own, as every app's views are. Such a view is none of
    /// Meadow's primitive views, lists of views or shapes, so building it needs no dynamic cast: a cast costs, the
    /// first time a type meets a protocol, a scan of every conformance in the program (some 6,000 in an app).
    nonisolated static var hasBody: Bool { Body.self != Never.self }
}
