extension Subscribers {
    /// How many values a subscriber asks for, as Combine's `Subscribers.Demand`: a number, or unlimited.
    ///
    /// Demands add up; unlimited stays unlimited whatever is added or taken away, and a finite demand never goes
    /// below zero.
    public struct Demand: Equatable, Hashable, Comparable, CustomStringConvertible {
        /// The number of values asked for, or `nil` for unlimited.
        public let max: Int?

        private init(max: Int?) {
            self.max = max
        }

        /// As many values as the publisher produces.
        public static let unlimited = Demand(max: nil)
        /// No values.
        public static let none = Demand(max: 0)

        /// Exactly `value` values; `value` must not be negative.
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "A demand must not be negative")
            return Demand(max: value)
        }

        public var description: String {
            max.map { "max(\($0))" } ?? "unlimited"
        }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.max, let b = rhs.max else { return .unlimited }
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? .unlimited : Demand(max: sum)
        }

        public static func + (lhs: Demand, rhs: Int) -> Demand {
            lhs + .max(rhs)
        }

        public static func += (lhs: inout Demand, rhs: Demand) {
            lhs = lhs + rhs
        }

        public static func += (lhs: inout Demand, rhs: Int) {
            lhs = lhs + rhs
        }

        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.max else { return .unlimited }
            guard let b = rhs.max else { return .none }
            return Demand(max: Swift.max(a - b, 0))
        }

        public static func - (lhs: Demand, rhs: Int) -> Demand {
            lhs - .max(rhs)
        }

        public static func -= (lhs: inout Demand, rhs: Demand) {
            lhs = lhs - rhs
        }

        public static func -= (lhs: inout Demand, rhs: Int) {
            lhs = lhs - rhs
        }

        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.max, rhs.max) {
            case (.some(let a), .some(let b)): a < b
            case (.some, .none): true
            case (.none, _): false
            }
        }

        public static func > (lhs: Demand, rhs: Int) -> Bool {
            lhs > .max(rhs)
        }

        public static func == (lhs: Demand, rhs: Int) -> Bool {
            lhs.max == rhs
        }
    }
}
