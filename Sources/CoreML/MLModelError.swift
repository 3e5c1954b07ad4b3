import Foundation

/// Why a model could not be loaded or could not predict, as Core ML's `MLModelError`.
public struct MLModelError: CustomNSError, CustomStringConvertible {
    public enum Code: Int, Sendable {
        case generic = 0
        case featureType = 1
        case io = 3
    }

    public static var errorDomain: String { "com.apple.CoreML" }

    public let code: Code
    public let errorUserInfo: [String: Any]

    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        errorUserInfo = userInfo
    }

    init(_ code: Code, message: String) {
        self.init(code, userInfo: [NSLocalizedDescriptionKey: message])
    }

    public var errorCode: Int { code.rawValue }

    public static var generic: Code { .generic }
    public static var featureType: Code { .featureType }
    public static var io: Code { .io }

    public var description: String {
        errorUserInfo[NSLocalizedDescriptionKey] as? String ?? "MLModelError \(code)"
    }
}
