import Foundation

/// A type that identifies an alignment guide, as SwiftUI's `AlignmentID`.
///
/// Declare one to make a custom guide (`extension VerticalAlignment { static let myGuide = VerticalAlignment(MyID.self) }`);
/// its default value is where the guide sits in a view that sets no explicit value with `alignmentGuide(_:computeValue:)`.
public protocol AlignmentID {
    /// The guide's value in a view of `context`'s dimensions that has no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}
