import Foundation
import MeadowCore

/// The share sheet, as UIKit's `UIActivityViewController`: offers services (copy, message, mail…) for its items.
///
/// Linux has no share sheet, so presenting one copies the items to the clipboard as text, as Meadow's `ShareLink`
/// does (a string as it is, a URL as its absolute string, several one per line), and tells
/// `completionWithItemsHandler` the copy was done (`.copyToPasteboard`, completed).
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// What the completion handler is told: the activity chosen, whether it completed, the items it returned, and
    /// the error that stopped it.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    private let activityItems: [Any]
    /// The activities not to offer; kept.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the sheet is done.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A sheet sharing `activityItems`, offering `applicationActivities` besides the system's.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        super.init(nibName: nil, bundle: nil)
    }

    /// Sheets are not decoded from archives in Meadow.
    public required init?(coder: NSCoder) {
        activityItems = []
        super.init(coder: coder)
    }

    /// The items as the clipboard gets them: one line each.
    var copiedText: String {
        activityItems.map { item in
            switch item {
            case let string as String: string
            case let url as URL: url.absoluteString
            default: String(describing: item)
            }
        }.joined(separator: "\n")
    }

    override func actWithoutPresenting() -> Bool {
        UIPasteboard.general.string = copiedText
        completionWithItemsHandler?(.copyToPasteboard, true, nil, nil)
        return true
    }
}

/// A service the share sheet offers, as UIKit's `UIActivity`.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// A kind of service, as UIKit's `UIActivity.ActivityType`.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }
}
