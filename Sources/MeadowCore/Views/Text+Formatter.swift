import Foundation

extension Text {
    /// Text showing `subject` as `formatter` writes it, as SwiftUI's `init(_:formatter:)`:
    /// `Text(item.timestamp!, formatter: itemFormatter)` in Xcode's Core Data template. A value the formatter
    /// cannot write shows its description.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? String(describing: subject))
    }

    /// The same for a value that is not `ReferenceConvertible` on Linux: swift-corelibs-foundation does not make
    /// `Date` conform, as Apple's Foundation does, so the template's `Text(date, formatter:)` takes this one.
    @_disfavoredOverload
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? String(describing: subject))
    }
}
