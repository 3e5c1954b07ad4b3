/// Where and when a publisher's downstream work runs, as Combine's `Scheduler`: at once, after a time, or
/// repeatedly, measured in the scheduler's own time type (`RunLoop.main` in dates, `DispatchQueue.main` in
/// dispatch times). `receive(on:)`, `debounce`, `throttle` and `delay` take one.
public protocol Scheduler<SchedulerTimeType> {
    /// The scheduler's measure of time; its stride says `.seconds(0.5)` and `.milliseconds(300)`.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// Options that tune how an action runs on this scheduler.
    associatedtype SchedulerOptions

    /// The scheduler's time now.
    var now: SchedulerTimeType { get }
    /// The smallest tolerance the scheduler honours.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` on this scheduler, after the actions scheduled before it.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date` (or as soon after as `tolerance` allows).
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Runs `action` at `date` and then every `interval`, until the returned cancellable is cancelled.
    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable
}

extension Scheduler {
    /// Runs `action` on this scheduler with its default options.
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }

    /// Runs `action` at `date` with the minimum tolerance.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Runs `action` at `date` with `tolerance`.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` at `date` and every `interval` after.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` at `date` and every `interval` after, with the minimum tolerance.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }
}

/// A span of a scheduler's time made from seconds and their fractions, as Combine's
/// `SchedulerTimeIntervalConvertible`: what `.seconds(1)` and `.milliseconds(300)` build.
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler stride that is a number of seconds: the arithmetic, literals and conversions every scheduler's
/// `Stride` shares. Underscored: Combine's strides are separate types with the same API.
public protocol _SecondsStride: SchedulerTimeIntervalConvertible, SignedNumeric, Comparable, Hashable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
where IntegerLiteralType == Int, FloatLiteralType == Double {
    /// The span in seconds.
    var timeIntervalInSeconds: Double { get }
    init(secondsValue: Double)
}

extension _SecondsStride {
    public init(integerLiteral value: Int) { self.init(secondsValue: Double(value)) }
    public init(floatLiteral value: Double) { self.init(secondsValue: value) }
    public init?<T: BinaryInteger>(exactly source: T) { self.init(secondsValue: Double(source)) }

    public static func seconds(_ s: Int) -> Self { Self(secondsValue: Double(s)) }
    public static func seconds(_ s: Double) -> Self { Self(secondsValue: s) }
    public static func milliseconds(_ ms: Int) -> Self { Self(secondsValue: Double(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> Self { Self(secondsValue: Double(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> Self { Self(secondsValue: Double(ns) / 1e9) }

    public static func + (lhs: Self, rhs: Self) -> Self { Self(secondsValue: lhs.timeIntervalInSeconds + rhs.timeIntervalInSeconds) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(secondsValue: lhs.timeIntervalInSeconds - rhs.timeIntervalInSeconds) }
    public static func * (lhs: Self, rhs: Self) -> Self { Self(secondsValue: lhs.timeIntervalInSeconds * rhs.timeIntervalInSeconds) }
    public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
    public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
    public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.timeIntervalInSeconds < rhs.timeIntervalInSeconds }
}
