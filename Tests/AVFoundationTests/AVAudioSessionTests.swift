import AVFoundation
import Foundation
import Testing

@Suite("AVAudioSession, AVAudioEngine, AVPlayer and CMTime")
@MainActor
struct AVAudioSessionTests {
    @Test("setCategory(_:mode:options:) and setActive(_:options:) succeed and the session keeps what was set")
    func categoryAndActivation() throws {
        let session = AVAudioSession.sharedInstance()
        #expect(session === AVAudioSession.sharedInstance())
        try session.setCategory(.playAndRecord, mode: .measurement, options: .duckOthers)
        try session.setActive(true, options: .notifyOthersOnDeactivation)
        #expect(session.category == .playAndRecord)
        #expect(session.mode == .measurement)
        #expect(session.categoryOptions == .duckOthers)
        try session.setCategory(.playback)
        #expect(session.category == .playback)
        #expect(session.categoryOptions == [])
        #expect(AVAudioSession.Category.playback.rawValue == "AVAudioSessionCategoryPlayback")
    }

    @Test("Recording is not permitted: recordPermission is .denied and requestRecordPermission answers false")
    func recordPermission() async {
        let session = AVAudioSession.sharedInstance()
        #expect(session.recordPermission == .denied)
        let granted = await withCheckedContinuation { continuation in
            session.requestRecordPermission { continuation.resume(returning: $0) }
        }
        #expect(!granted)
    }

    @Test("An engine whose input is tapped does not start: it throws cannotStartRecording ('!rec')")
    func engineWithInputTap() throws {
        let engine = AVAudioEngine()
        let format = engine.inputNode.outputFormat(forBus: 0)
        #expect(format.sampleRate == 0)
        #expect(format.channelCount == 0)
        engine.inputNode.installTap(onBus: 0, bufferSize: 1024, format: format) { _, _ in }
        engine.prepare()
        #expect {
            try engine.start()
        } throws: { error in
            (error as NSError).code == 561_145_187
        }
        #expect(!engine.isRunning)
        engine.inputNode.removeTap(onBus: 0)
        try engine.start()
        #expect(engine.isRunning)
        engine.stop()
        #expect(!engine.isRunning)
    }

    @Test("AVPlayer(url:) plays a file; seek(to: .zero) goes back to its start")
    func player() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-avplayer-\(UUID().uuidString).wav")
        try testSound(seconds: 1).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let player = AVPlayer(url: url)
        #expect(player.rate == 0)
        player.play()
        #expect(player.rate == 1)
        // The main thread sleeps rather than yielding: a task's sleep on a main actor that other suites keep busy
        // may last past the sound's end.
        usleep(200_000)
        player.pause()
        #expect(player.rate == 0)
        #expect(player.currentTime().seconds > 0.1)
        player.seek(to: .zero)
        #expect(player.currentTime() == .zero)
    }

    @Test("An AVPlayer of a file that does not exist plays nothing and does not fail")
    func playerOfMissingFile() {
        let player = AVPlayer(url: URL(fileURLWithPath: "/nonexistent/ding.wav"))
        player.play()
        #expect(player.rate == 0)
    }

    @Test("CMTime(seconds:preferredTimescale:) counts in the timescale's units; .zero is 0 seconds")
    func cmTime() {
        let time = CMTime(seconds: 1.5, preferredTimescale: 600)
        #expect(time.value == 900)
        #expect(time.timescale == 600)
        #expect(time.seconds == 1.5)
        #expect(CMTime.zero.seconds == 0)
        #expect(CMTime.invalid.seconds.isNaN)
    }
}
