import Foundation

/// A buffer of audio in a format, as AVFAudio's `AVAudioBuffer`.
open class AVAudioBuffer: NSObject {
    /// The format of the buffer's audio.
    public let format: AVAudioFormat

    init(format: AVAudioFormat) {
        self.format = format
    }
}

/// A buffer of linear PCM frames, as AVFAudio's `AVAudioPCMBuffer`: what an input tap hands its block.
open class AVAudioPCMBuffer: AVAudioBuffer {
    /// How many frames the buffer can hold.
    public let frameCapacity: AVAudioFrameCount
    /// How many of them hold audio (0 to `frameCapacity`).
    open var frameLength: AVAudioFrameCount = 0 {
        didSet { precondition(frameLength <= frameCapacity, "frameLength \(frameLength) exceeds frameCapacity \(frameCapacity)") }
    }

    /// An empty buffer for `frameCapacity` frames of `format`.
    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        self.frameCapacity = frameCapacity
        super.init(format: format)
    }
}
