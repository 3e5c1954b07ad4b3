import Foundation

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor`; on iPhone a popover is a sheet and points
/// nowhere, so it is only accepted.
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view, such as its bounds.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}
