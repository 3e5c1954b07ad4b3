import Foundation

/// A number of channels, as AVFAudio's `AVAudioChannelCount`.
public typealias AVAudioChannelCount = UInt32
/// A number of frames, as AVFAudio's `AVAudioFrameCount`.
public typealias AVAudioFrameCount = UInt32
/// A position in frames, as AVFAudio's `AVAudioFramePosition`.
public typealias AVAudioFramePosition = Int64

/// The format of a stream of audio, as AVFAudio's `AVAudioFormat`: here the standard one (32-bit float,
/// non-interleaved) at a sample rate and channel count.
open class AVAudioFormat: NSObject {
    /// Frames per second.
    public let sampleRate: Double
    /// Channels per frame.
    public let channelCount: AVAudioChannelCount

    /// The standard format at `sampleRate` with `channels` channels; nil for no channel or a rate that is not
    /// positive, as Apple's.
    public init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        guard sampleRate > 0, channels > 0 else { return nil }
        self.sampleRate = sampleRate
        channelCount = channels
    }

    /// A format with no channel at rate 0: what a node with nothing connected (an input with no microphone)
    /// reports.
    init(noAudio: Void) {
        sampleRate = 0
        channelCount = 0
    }
}
