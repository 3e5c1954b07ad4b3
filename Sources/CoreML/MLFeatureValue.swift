import Foundation

/// One value a model takes or gives, as Core ML's `MLFeatureValue`: an integer, a double or a string (the
/// feature types a tabular model's inputs and outputs have).
open class MLFeatureValue: NSObject {
    private enum Storage {
        case undefined(MLFeatureType)
        case int64(Int64)
        case double(Double)
        case string(String)
        /// What a feature vectorizer produces inside a pipeline: a vector of doubles (a multi-array).
        case vector([Double])
    }

    private let storage: Storage

    private init(storage: Storage) {
        self.storage = storage
    }

    public convenience init(int64 value: Int64) {
        self.init(storage: .int64(value))
    }

    public convenience init(double value: Double) {
        self.init(storage: .double(value))
    }

    public convenience init(string value: String) {
        self.init(storage: .string(value))
    }

    /// A value of `type` that is missing (an optional input left out).
    public convenience init(undefined type: MLFeatureType) {
        self.init(storage: .undefined(type))
    }

    init(vector: [Double]) {
        storage = .vector(vector)
    }

    public var type: MLFeatureType {
        switch storage {
        case .undefined(let type): return type
        case .int64: return .int64
        case .double: return .double
        case .string: return .string
        case .vector: return .multiArray
        }
    }

    public var isUndefined: Bool {
        if case .undefined = storage { return true }
        return false
    }

    /// The integer, or 0 for a value of another type.
    public var int64Value: Int64 {
        switch storage {
        case .int64(let value): return value
        case .double(let value): return Int64(exactly: value.rounded(.towardZero)) ?? 0
        default: return 0
        }
    }

    /// The double, or 0 for a value of another type.
    public var doubleValue: Double {
        switch storage {
        case .double(let value): return value
        case .int64(let value): return Double(value)
        default: return 0
        }
    }

    /// The string, or an empty one for a value of another type.
    public var stringValue: String {
        if case .string(let value) = storage { return value }
        return ""
    }

    /// The value as the numbers a vectorizer or a regressor reads: one for a number, the elements of a vector.
    var numbers: [Double]? {
        switch storage {
        case .int64(let value): return [Double(value)]
        case .double(let value): return [value]
        case .vector(let values): return values
        case .string, .undefined: return nil
        }
    }

    /// A value given to `MLDictionaryFeatureProvider`: a feature value as it is, a number or a string wrapped.
    convenience init?(wrapping value: Any) {
        switch value {
        case let feature as MLFeatureValue: self.init(storage: feature.storage)
        case let number as Int: self.init(storage: .int64(Int64(number)))
        case let number as Int64: self.init(storage: .int64(number))
        case let number as Double: self.init(storage: .double(number))
        case let number as Float: self.init(storage: .double(Double(number)))
        case let string as String: self.init(storage: .string(string))
        default: return nil
        }
    }

    open override var description: String {
        switch storage {
        case .undefined(let type): return "Undefined \(type)"
        case .int64(let value): return "\(value) : Int64"
        case .double(let value): return "\(value) : Double"
        case .string(let value): return "\"\(value)\" : String"
        case .vector(let values): return "\(values) : MultiArray"
        }
    }
}
