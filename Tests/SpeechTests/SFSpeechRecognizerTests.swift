import AVFoundation
import Foundation
import Speech
import Testing

@Suite("SFSpeechRecognizer")
@MainActor
struct SFSpeechRecognizerTests {
    @Test("Speech recognition is denied, as on an iPhone where the user switched it off: requestAuthorization answers .denied")
    func authorization() async {
        #expect(SFSpeechRecognizer.authorizationStatus() == .denied)
        let status = await withCheckedContinuation { continuation in
            SFSpeechRecognizer.requestAuthorization { continuation.resume(returning: $0) }
        }
        #expect(status == .denied)
        #expect(SFSpeechRecognizerAuthorizationStatus.authorized.rawValue == 3)
    }

    @Test("A recognizer exists for the user's language but is not available")
    func recognizer() throws {
        let recognizer = try #require(SFSpeechRecognizer())
        #expect(recognizer.locale == Locale.current)
        #expect(!recognizer.isAvailable)
        #expect(SFSpeechRecognizer(locale: Locale(identifier: "fr_FR"))?.locale.identifier == "fr_FR")
    }

    @Test("A recognition task completes at once: its handler gets no result and an error, on the main queue")
    func recognitionTask() async throws {
        let recognizer = try #require(SFSpeechRecognizer())
        let request = SFSpeechAudioBufferRecognitionRequest()
        request.shouldReportPartialResults = true
        if let format = AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 1),
            let buffer = AVAudioPCMBuffer(pcmFormat: format, frameCapacity: 1024)
        {
            request.append(buffer)
        }
        var answers: [(hasResult: Bool, hasError: Bool, onMain: Bool)] = []
        let task = recognizer.recognitionTask(with: request) { result, error in
            answers.append((result != nil, error != nil, isOnMainQueue))
        }
        #expect(task.state == .completed)
        #expect(task.error != nil)
        await wait { !answers.isEmpty }
        #expect(answers.count == 1)
        #expect(answers.first.map { !$0.hasResult && $0.hasError && $0.onMain } == true)
        task.cancel()
        #expect(task.isCancelled)
    }
}

private func wait(limit: TimeInterval = 2, until done: () -> Bool) async {
    let deadline = Date().addingTimeInterval(limit)
    while !done(), Date() < deadline {
        try? await Task.sleep(nanoseconds: 10_000_000)
    }
}

/// Whether the caller runs on the main dispatch queue (where the test process drains it, not always the main thread).
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

private var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }
