/// The Audio File Services result codes (`OSStatus`, in `NSOSStatusErrorDomain`) an `AVAudioPlayer` that cannot
/// read its sound throws on iOS.
enum AudioFileError {
    /// `kAudioFileUnspecifiedError` ('wht?'): the sound could not be read for another reason.
    static let unspecified = 2_003_334_207
    /// `kAudioFileUnsupportedFileTypeError` ('typ?'): the data is not a sound file the player decodes.
    static let unsupportedFileType = 1_954_115_647
}
