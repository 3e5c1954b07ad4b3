import Foundation

/// Speech recognition, as Speech's `SFSpeechRecognizer`, in the state of an iPhone where it is not available to
/// the app: the user did not allow it (`authorizationStatus()` is `.denied`, `requestAuthorization` answers
/// `.denied`) and the recogniser is not available (`isAvailable` is false). That is a real iOS state (Settings >
/// Privacy > Speech Recognition switched off, or Siri and Dictation disabled), which apps must handle; Meadow has no
/// speech recogniser, so apps take that path.
///
/// Unlike Apple's it is not an `NSObject`: Swift does not let a subclass of `NSObject` have Apple's failable
/// `init?()`.
open class SFSpeechRecognizer {
    /// The language recognised.
    public let locale: Locale
    /// Where the result handlers are called: the main queue, as Apple's default.
    open var queue: OperationQueue = .main
    /// Told when availability changes (it never does here).
    open weak var delegate: SFSpeechRecognizerDelegate?
    /// The kind of speech tasks expect when their request does not say.
    open var defaultTaskHint: SFSpeechRecognitionTaskHint = .unspecified

    /// A recogniser for the user's language.
    public convenience init?() {
        self.init(locale: .current)
    }

    /// A recogniser for `locale`.
    public init?(locale: Locale) {
        self.locale = locale
    }

    /// `.denied`: the app may not recognise speech.
    open class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus { .denied }

    /// Calls `handler` with the app's authorization, `.denied`, as iOS does once the user has refused.
    open class func requestAuthorization(_ handler: @escaping (SFSpeechRecognizerAuthorizationStatus) -> Void) {
        handler(authorizationStatus())
    }

    /// False: recognition is not available.
    open var isAvailable: Bool { false }

    /// False: no recognition happens on the device either.
    open var supportsOnDeviceRecognition: Bool { false }

    /// Starts recognising `request`'s speech. Recognition is not available, so the task completes at once and
    /// `resultHandler` is called on `queue` with no result and an error.
    open func recognitionTask(
        with request: SFSpeechRecognitionRequest, resultHandler: @escaping (SFSpeechRecognitionResult?, Error?) -> Void
    ) -> SFSpeechRecognitionTask {
        let error = NSError(
            domain: "kAFAssistantErrorDomain", code: 1700,
            userInfo: [NSLocalizedDescriptionKey: "Speech recognition is not available"])
        let task = SFSpeechRecognitionTask(error: error)
        queue.addOperation { resultHandler(nil, error) }
        return task
    }
}

/// What a recogniser tells its delegate, as Speech's `SFSpeechRecognizerDelegate`.
public protocol SFSpeechRecognizerDelegate: AnyObject {
    /// The recogniser became available or unavailable.
    func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool)
}

extension SFSpeechRecognizerDelegate {
    public func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool) {}
}
