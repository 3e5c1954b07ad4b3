import Foundation

/// What a recognition task heard, as Speech's `SFSpeechRecognitionResult`: its likeliest transcription and the
/// others, and whether it is the final one. (Recognition is not available, so no task reports one.)
open class SFSpeechRecognitionResult: NSObject {
    /// The likeliest transcription.
    open var bestTranscription: SFTranscription { transcriptions[0] }
    /// The transcriptions, likeliest first.
    public let transcriptions: [SFTranscription]
    /// Whether the speech has ended and this result will not change.
    public let isFinal: Bool

    init(transcriptions: [SFTranscription], isFinal: Bool) {
        precondition(!transcriptions.isEmpty, "a result has at least one transcription")
        self.transcriptions = transcriptions
        self.isFinal = isFinal
    }
}

/// A transcription of speech, as Speech's `SFTranscription`.
open class SFTranscription: NSObject {
    /// The whole transcription as text.
    public let formattedString: String

    init(formattedString: String) {
        self.formattedString = formattedString
    }
}
