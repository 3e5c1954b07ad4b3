/// A haptic feedback generator, as UIKit's `UIFeedbackGenerator`: a computer has no Taptic Engine, so its
/// feedback is felt nowhere; the calls apps make run and do nothing.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    public init() {}

    /// Readies the generator; nothing to ready.
    open func prepare() {}
}

/// Haptics for a physical impact, as UIKit's `UIImpactFeedbackGenerator`.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The weight of an impact, as UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }

    public init(style: FeedbackStyle) { super.init() }
    public override init() { super.init() }

    /// Plays an impact; felt nowhere.
    open func impactOccurred() {}
    /// Plays an impact of `intensity`; felt nowhere.
    open func impactOccurred(intensity: CGFloat) {}
}

/// Haptics for success, warning and failure, as UIKit's `UINotificationFeedbackGenerator`.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of outcome, as UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable { case success, warning, error }

    /// Plays the outcome's pattern; felt nowhere.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Haptics for a changed selection, as UIKit's `UISelectionFeedbackGenerator`.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick; felt nowhere.
    open func selectionChanged() {}
}
