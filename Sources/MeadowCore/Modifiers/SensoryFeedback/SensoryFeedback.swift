/// A kind of haptic feedback, as SwiftUI's (iOS 17) `SensoryFeedback`: what `sensoryFeedback(_:trigger:)` plays.
///
/// Linux desktops have no haptic actuator to play it on, so Meadow accepts every kind and plays none (see
/// `View.sensoryFeedback(_:trigger:)`).
public struct SensoryFeedback: Equatable, Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange, pathComplete
        case impact(weight: Weight?, flexibility: Flexibility?, intensity: Double)
    }

    let kind: Kind

    /// A task completed.
    public static let success = Self(kind: .success)
    /// A task produced a warning.
    public static let warning = Self(kind: .warning)
    /// A task failed.
    public static let error = Self(kind: .error)
    /// The selection changed.
    public static let selection = Self(kind: .selection)
    /// A value went up.
    public static let increase = Self(kind: .increase)
    /// A value went down.
    public static let decrease = Self(kind: .decrease)
    /// An activity started.
    public static let start = Self(kind: .start)
    /// An activity stopped.
    public static let stop = Self(kind: .stop)
    /// A dragged item lined up with another.
    public static let alignment = Self(kind: .alignment)
    /// A value moved past a discrete level.
    public static let levelChange = Self(kind: .levelChange)
    /// A drawn path was completed (iOS 17.5).
    public static let pathComplete = Self(kind: .pathComplete)
    /// A physical impact, of medium weight at full intensity.
    public static let impact = Self(kind: .impact(weight: .medium, flexibility: nil, intensity: 1))

    /// A physical impact of `weight`, at `intensity` from 0 to 1.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        Self(kind: .impact(weight: weight, flexibility: nil, intensity: intensity))
    }

    /// A physical impact of objects of `flexibility`, at `intensity` from 0 to 1.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        Self(kind: .impact(weight: nil, flexibility: flexibility, intensity: intensity))
    }

    /// How heavy an impact feels, as SwiftUI's `SensoryFeedback.Weight`.
    public struct Weight: Equatable, Hashable, Sendable {
        let value: Int

        /// A light impact.
        public static let light = Self(value: 0)
        /// A medium impact.
        public static let medium = Self(value: 1)
        /// A heavy impact.
        public static let heavy = Self(value: 2)
    }

    /// How flexible the objects of an impact feel, as SwiftUI's `SensoryFeedback.Flexibility`.
    public struct Flexibility: Equatable, Hashable, Sendable {
        let value: Int

        /// Objects that do not give.
        public static let rigid = Self(value: 0)
        /// Objects that give a little.
        public static let solid = Self(value: 1)
        /// Objects that give a lot.
        public static let soft = Self(value: 2)
    }
}
