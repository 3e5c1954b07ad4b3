import Foundation

/// Core Location's error domain, `kCLErrorDomain`.
public let kCLErrorDomain = "kCLErrorDomain"

/// An error from Core Location, as its `CLError`: a code in `kCLErrorDomain`, which an app matches with
/// `catch CLError.network` or `(error as? CLError)?.code`. Its `localizedDescription` names the domain and code
/// ("The operation could not be completed. (kCLErrorDomain error 2.)"), as iOS's does.
public struct CLError: CustomNSError, Hashable, Sendable {
    /// Core Location's error codes, with Apple's values.
    public enum Code: Int, Sendable {
        case locationUnknown = 0
        case denied = 1
        case network = 2
        case headingFailure = 3
        case regionMonitoringDenied = 4
        case regionMonitoringFailure = 5
        case regionMonitoringSetupDelayed = 6
        case regionMonitoringResponseDelayed = 7
        case geocodeFoundNoResult = 8
        case geocodeFoundPartialResult = 9
        case geocodeCanceled = 10
        case deferredFailed = 11
        case deferredNotUpdatingLocation = 12
        case deferredAccuracyTooLow = 13
        case deferredDistanceFiltered = 14
        case deferredCanceled = 15
        case rangingUnavailable = 16
        case rangingFailure = 17
        case promptDeclined = 18
        case historicalLocationError = 19
    }

    /// The error's code.
    public let code: Code

    /// An error with `code`.
    public init(_ code: Code) {
        self.code = code
    }

    public static var errorDomain: String { kCLErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [:] }

    /// The network was unavailable, or the service did not answer.
    public static var network: Code { .network }
    /// The geocoder found nothing for the request.
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
    /// The geocoding was cancelled.
    public static var geocodeCanceled: Code { .geocodeCanceled }
    /// The app may not use location services.
    public static var denied: Code { .denied }
    /// The location could not be determined yet.
    public static var locationUnknown: Code { .locationUnknown }
}

/// Whether `error` is a `CLError` with `code`: what `catch CLError.network` matches.
public func ~= (code: CLError.Code, error: Error) -> Bool {
    (error as? CLError)?.code == code
}
