/// An AT-SPI2 relation between two objects, by the number `org.a11y.atspi.Accessible.GetRelationSet` gives it
/// (libatspi's `AtspiRelationType`, at-spi2-core 2.46): the relations a SwiftUI element has, as GTK 4 exports a
/// widget's labelled-by and label-for (`gtkatspicontext.c`).
public struct AtspiRelationType: Hashable, Sendable, CustomStringConvertible {
    /// The relation's number on the bus.
    public let rawValue: UInt32
    /// The relation's name, as libatspi's `atspi_relation_type_get_name` spells it.
    public let description: String

    private init(_ rawValue: UInt32, _ name: String) {
        self.rawValue = rawValue
        description = name
    }

    /// The object is a label for the targets.
    public static let labelFor = Self(1, "label-for")
    /// The object is labelled by the targets.
    public static let labelledBy = Self(2, "labelled-by")
}
