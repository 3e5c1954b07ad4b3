/// Whether the user lets the app recognise speech, as Speech's `SFSpeechRecognizerAuthorizationStatus`.
public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case denied = 1
    case restricted = 2
    case authorized = 3
}
