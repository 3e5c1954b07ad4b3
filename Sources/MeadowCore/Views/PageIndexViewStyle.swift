import Foundation

/// A page index of dots, as SwiftUI's `PageIndexViewStyle` (UIPageControl's look), with a dark translucent
/// capsule behind the dots as its background display mode says.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the capsule behind the dots shows, as SwiftUI's `PageIndexViewStyle.BackgroundDisplayMode`.
    public struct BackgroundDisplayMode {
        enum Mode { case automatic, interactive, always, never }
        let mode: Mode

        /// The platform's choice: on iOS the capsule shows only while the index is interacted with, which
        /// Meadow's index is not, so none.
        public static var automatic: BackgroundDisplayMode { BackgroundDisplayMode(mode: .automatic) }
        /// Only while the index is interacted with (so, in Meadow, none).
        public static var interactive: BackgroundDisplayMode { BackgroundDisplayMode(mode: .interactive) }
        /// Always.
        public static var always: BackgroundDisplayMode { BackgroundDisplayMode(mode: .always) }
        /// Never.
        public static var never: BackgroundDisplayMode { BackgroundDisplayMode(mode: .never) }
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Dots whose background shows as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    /// Whether the capsule shows behind the dots.
    var showsBackground: Bool { backgroundDisplayMode.mode == .always }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Dots, with the platform's background.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Dots whose background shows as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}
