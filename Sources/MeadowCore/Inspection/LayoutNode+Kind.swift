extension LayoutNode {
    /// What a node of the laid-out tree is: a built-in primitive view or modifier by its name, a shape by its type,
    /// and any other view by its type name.
    ///
    /// Each built-in node or view type declares its own kind beside itself, so adding a view edits nothing here:
    /// `extension LayoutNode.Kind { public static let padding = Self("Padding") }`. A view with a `body` (and a
    /// custom `ViewModifier`) is `.custom` with its type name, so a test finds `node(kind: .custom("MainCardView"))`;
    /// built-in views are typed, e.g. `.flexibleFrame` for `frame(minWidth:…)` apart from `.fixedFrame` for
    /// `frame(width:height:)`. Kinds of different families never compare equal, even under one name.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private enum Family: Hashable, Sendable {
            case builtIn, custom, shape
        }

        private let family: Family
        /// The kind's name in an outline: the type name of a custom view or shape, else the primitive's name.
        public let description: String

        private init(_ family: Family, _ name: String) {
            self.family = family
            description = name
        }

        /// A built-in view or modifier's kind, named as an outline prints it (`"Padding"`, `"HStack"`).
        public init(_ name: String) {
            self.init(.builtIn, name)
        }

        /// A view with a `body`, or a custom `ViewModifier`, by its type name.
        public static func custom(_ name: String) -> Self { Self(.custom, name) }

        /// A `Shape` drawn as a view (`Circle()`, `RoundedRectangle(…)`, a custom shape), by its type name.
        public static func shape(_ name: String) -> Self { Self(.shape, name) }
    }
}
