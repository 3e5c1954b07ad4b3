// `import AVFoundation` brings AVFAudio (AVAudioPlayer, AVAudioSession, AVAudioEngine) and Core Media's CMTime, as
// Apple's AVFoundation re-exports them.
@_exported import AVFAudio
@_exported import CoreMedia
