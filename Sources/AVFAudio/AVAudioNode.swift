import Foundation

/// A bus (connection point) of an audio node, as AVFAudio's `AVAudioNodeBus`.
public typealias AVAudioNodeBus = Int
/// The block a tap calls with each buffer of a node's output, as AVFAudio's `AVAudioNodeTapBlock`.
public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

/// A stage of an audio engine's graph, as AVFAudio's `AVAudioNode`, with the taps apps install on it.
open class AVAudioNode: NSObject {
    /// The taps installed, by bus.
    private(set) var taps: [AVAudioNodeBus: AVAudioNodeTapBlock] = [:]

    /// The format of the node's output on `bus`.
    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { AVAudioFormat(noAudio: ()) }

    /// Installs `tapBlock` to receive the node's output on `bus`, `bufferSize` frames at a time. As Apple's, a bus
    /// takes one tap.
    open func installTap(onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?, block tapBlock: @escaping AVAudioNodeTapBlock) {
        precondition(taps[bus] == nil, "a tap is already installed on bus \(bus)")
        taps[bus] = tapBlock
    }

    /// Removes the tap on `bus`, if any.
    open func removeTap(onBus bus: AVAudioNodeBus) {
        taps[bus] = nil
    }
}

/// A node that connects to the audio hardware, as AVFAudio's `AVAudioIONode`.
open class AVAudioIONode: AVAudioNode {}

/// The engine's connection to the audio input (the microphone), as AVFAudio's `AVAudioInputNode`. Meadow records
/// no sound, so it reports no audio (rate 0, no channel), as iOS does where no input is available.
open class AVAudioInputNode: AVAudioIONode {}
