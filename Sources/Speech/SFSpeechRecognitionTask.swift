import Foundation

/// Where a recognition task is, as Speech's `SFSpeechRecognitionTaskState`.
public enum SFSpeechRecognitionTaskState: Int, Sendable {
    case starting = 0
    case running = 1
    case finishing = 2
    case canceling = 3
    case completed = 4
}

/// A recognition in progress, as Speech's `SFSpeechRecognitionTask`. Recognition is not available (see
/// `SFSpeechRecognizer`), so every task is completed with its error when the app gets it.
open class SFSpeechRecognitionTask: NSObject {
    /// Where the task is.
    open private(set) var state: SFSpeechRecognitionTaskState = .completed
    /// Whether `cancel()` was called.
    open private(set) var isCancelled = false
    /// Whether `finish()` was called.
    open private(set) var isFinishing = false
    /// Why the task ended without a result.
    open private(set) var error: Error?

    init(error: Error) {
        self.error = error
    }

    /// Stops recognising, discarding what was not yet reported.
    open func cancel() {
        isCancelled = true
    }

    /// Stops taking audio and reports the result for what was heard.
    open func finish() {
        isFinishing = true
    }
}
