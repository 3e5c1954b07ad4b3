import Foundation

/// A moment in an audio stream, as AVFAudio's `AVAudioTime`: a frame position at a sample rate.
open class AVAudioTime: NSObject {
    /// The frame position.
    public let sampleTime: AVAudioFramePosition
    /// The rate `sampleTime` counts frames at.
    public let sampleRate: Double

    /// The moment `sampleTime` frames into a stream at `sampleRate` frames per second.
    public init(sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        self.sampleTime = sampleTime
        self.sampleRate = sampleRate
    }

    /// Whether `sampleTime` is meaningful.
    open var isSampleTimeValid: Bool { sampleRate > 0 }
}
