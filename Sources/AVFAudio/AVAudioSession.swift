import Foundation

/// The app's audio session, as AVFAudio's `AVAudioSession`: how the app's sound mixes with others'.
///
/// On Linux every app's sound mixes through the sound server, so the session only keeps what the app asked for:
/// `setCategory` and `setActive` succeed, as they do on iOS for an app in the foreground. Meadow records no sound, so
/// the record permission is `.denied`, as on an iPhone whose user refused the microphone: apps then take the path
/// they have for that.
open class AVAudioSession: NSObject {
    /// The one session of the app.
    open class func sharedInstance() -> AVAudioSession { shared }
    private static let shared = AVAudioSession()

    private override init() {}

    /// The category last set (`.soloAmbient` until one is).
    open private(set) var category: Category = .soloAmbient
    /// The mode last set (`.default` until one is).
    open private(set) var mode: Mode = .default
    /// The category options last set.
    open private(set) var categoryOptions: CategoryOptions = []

    /// Sets the category, keeping the mode and clearing the options.
    open func setCategory(_ category: Category) throws {
        try setCategory(category, mode: mode, options: [])
    }

    /// Sets the category and its options, keeping the mode.
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, options: options)
    }

    /// Sets the category, the mode and the options.
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
        categoryOptions = options
    }

    /// Sets the mode.
    open func setMode(_ mode: Mode) throws {
        self.mode = mode
    }

    /// Activates or deactivates the session; it succeeds (the sound server mixes every app's sound).
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}

    /// Whether the app may record: `.denied`, since Meadow records no sound.
    open var recordPermission: RecordPermission { .denied }

    /// Calls `response` with whether the app may record: false, as on a device whose user refused the microphone.
    open func requestRecordPermission(_ response: @escaping (Bool) -> Void) {
        response(recordPermission == .granted)
    }
}
