import Foundation

/// What an `AVAudioPlayer` tells its delegate, as AVFAudio's `AVAudioPlayerDelegate`; both methods are optional.
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    /// The sound played to its end (after its loops); not called when the player is stopped or paused.
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// The sound could not be decoded while it played.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?) {}
}
