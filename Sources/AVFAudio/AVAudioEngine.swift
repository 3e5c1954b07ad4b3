import Foundation

/// A graph of audio nodes, as AVFAudio's `AVAudioEngine`, as far as apps that capture speech use it.
///
/// Meadow records no sound: starting an engine that taps its input throws `cannotStartRecording` ('!rec'), the
/// error iOS gives when recording cannot start (as after the microphone was refused), so an app's `catch` runs.
open class AVAudioEngine: NSObject {
    /// The engine's connection to the microphone.
    public let inputNode = AVAudioInputNode()
    /// Whether the engine is running.
    open private(set) var isRunning = false

    public override init() {}

    /// Readies the engine to start.
    open func prepare() {}

    /// Starts the engine; throws when it would have to record.
    open func start() throws {
        guard inputNode.taps.isEmpty else {
            throw NSError(domain: "com.apple.coreaudio.avfaudio", code: Self.cannotStartRecording)
        }
        isRunning = true
    }

    /// Stops the engine.
    open func stop() {
        isRunning = false
    }

    /// `AVAudioSession.ErrorCode.cannotStartRecording`, the four characters '!rec'.
    static let cannotStartRecording = 561_145_187
}
