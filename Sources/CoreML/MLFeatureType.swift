/// The kind of value a model's input or output holds, as Core ML's `MLFeatureType`.
public enum MLFeatureType: Int, Sendable, CustomStringConvertible {
    case invalid = 0
    case int64 = 1
    case double = 2
    case string = 3
    case image = 4
    case multiArray = 5
    case dictionary = 6
    case sequence = 7
    case state = 8

    /// The type a `FeatureType` message of a model file states by the field it sets (1 `int64Type` ... 7
    /// `sequenceType`, the raw values above).
    init(specificationField field: Int) {
        self = MLFeatureType(rawValue: field).flatMap { $0 == .state ? nil : $0 } ?? .invalid
    }

    public var description: String {
        switch self {
        case .invalid: return "Invalid"
        case .int64: return "Int64"
        case .double: return "Double"
        case .string: return "String"
        case .image: return "Image"
        case .multiArray: return "MultiArray"
        case .dictionary: return "Dictionary"
        case .sequence: return "Sequence"
        case .state: return "State"
        }
    }
}
