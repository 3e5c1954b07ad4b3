import AVFAudio
import Foundation

/// What kind of speech a task expects, as Speech's `SFSpeechRecognitionTaskHint`.
public enum SFSpeechRecognitionTaskHint: Int, Sendable {
    case unspecified = 0
    case dictation = 1
    case search = 2
    case confirmation = 3
}

/// A request to recognise speech, as Speech's `SFSpeechRecognitionRequest`, with the settings apps give it.
open class SFSpeechRecognitionRequest: NSObject {
    /// Whether results are reported while the speech goes on, not only at its end.
    open var shouldReportPartialResults = true
    /// The kind of speech expected.
    open var taskHint: SFSpeechRecognitionTaskHint = .unspecified
    /// Phrases to favour.
    open var contextualStrings: [String] = []
    /// Whether the audio must stay on the device.
    open var requiresOnDeviceRecognition = false
    /// Whether punctuation is added to the transcription.
    open var addsPunctuation = false
}

/// A request to recognise speech from audio buffers the app appends (a microphone tap's), as Speech's
/// `SFSpeechAudioBufferRecognitionRequest`.
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest {
    /// Adds `audioPCMBuffer` to the speech to recognise (none is: recognition is not available).
    open func append(_ audioPCMBuffer: AVAudioPCMBuffer) {}

    /// Marks the end of the speech.
    open func endAudio() {}
}

/// A request to recognise the speech in a recorded file, as Speech's `SFSpeechURLRecognitionRequest`.
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest {
    /// The file.
    public let url: URL

    /// A request for the speech in the file at `url`.
    public init(url URL: URL) {
        url = URL
    }
}
