/// A count of time units, the numerator of a `CMTime`, as Core Media's `CMTimeValue`.
public typealias CMTimeValue = Int64
/// Time units per second, the denominator of a `CMTime`, as Core Media's `CMTimeScale`.
public typealias CMTimeScale = Int32
/// A time's epoch, as Core Media's `CMTimeEpoch`.
public typealias CMTimeEpoch = Int64

/// A time as a rational number of seconds, `value / timescale`, as Core Media's `CMTime`: what AVFoundation's
/// players seek to (`player.seek(to: .zero)`).
///
/// Two times are equal when they are the same number of seconds (`CMTimeCompare`): 0/600 equals `.zero`.
public struct CMTime: Sendable, Equatable {
    /// What a `CMTime` holds, as Core Media's `CMTimeFlags`.
    public struct Flags: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The time is a number (a `CMTime` without it is invalid).
        public static let valid = Flags(rawValue: 1 << 0)
        /// The value was rounded when the time was made.
        public static let hasBeenRounded = Flags(rawValue: 1 << 1)
    }

    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: Flags
    public var epoch: CMTimeEpoch

    /// The time `value / timescale` seconds, as Apple's `init(value:timescale:flags:epoch:)`.
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: Flags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    /// The valid time `value / timescale` seconds (`CMTimeMake`).
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: .valid, epoch: 0)
    }

    /// `seconds` in units of `1 / preferredTimescale` second, rounded to the nearest (`CMTimeMakeWithSeconds`).
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        let exact = seconds * Double(preferredTimescale)
        let rounded = exact.rounded()
        self.init(value: CMTimeValue(rounded), timescale: preferredTimescale, flags: rounded == exact ? .valid : [.valid, .hasBeenRounded], epoch: 0)
    }

    /// The time in seconds (`CMTimeGetSeconds`); NaN for an invalid time.
    public var seconds: Double {
        guard isValid, timescale != 0 else { return .nan }
        return Double(value) / Double(timescale)
    }

    /// Whether the time is a number (`CMTIME_IS_VALID`).
    public var isValid: Bool { flags.contains(.valid) }

    /// Zero seconds (`kCMTimeZero`).
    public static let zero = CMTime(value: 0, timescale: 1)
    /// No time (`kCMTimeInvalid`).
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)

    public static func == (lhs: CMTime, rhs: CMTime) -> Bool {
        guard lhs.isValid, rhs.isValid else { return lhs.isValid == rhs.isValid }
        return lhs.epoch == rhs.epoch && lhs.value.multipliedFullWidth(by: Int64(rhs.timescale)) == rhs.value.multipliedFullWidth(by: Int64(lhs.timescale))
    }
}
