/// A Core Foundation string, as the Uniform Type Identifier constants are typed on Apple's platforms. Foundation on
/// Linux has no `CFString`, so here it is Swift's `String`: `kUTTypeImage as String` and `[kUTTypeImage]` compile
/// as they do on iOS.
public typealias CFString = String

// The identifiers of the system's uniform types, as MobileCoreServices' `UTCoreTypes.h` declares them (deprecated on
// iOS 15 in favour of UniformTypeIdentifiers' `UTType`, still imported by apps of the iOS 13 era).

/// The base type of every item: `public.item`.
public let kUTTypeItem: CFString = "public.item"
/// Anything with content a person reads, watches or hears: `public.content`.
public let kUTTypeContent: CFString = "public.content"
/// A stream of bytes: `public.data`.
public let kUTTypeData: CFString = "public.data"
/// A URL: `public.url`.
public let kUTTypeURL: CFString = "public.url"
/// A URL of a file: `public.file-url`.
public let kUTTypeFileURL: CFString = "public.file-url"
/// Text: `public.text`.
public let kUTTypeText: CFString = "public.text"
/// Text with no markup: `public.plain-text`.
public let kUTTypePlainText: CFString = "public.plain-text"
/// Plain text in UTF-8: `public.utf8-plain-text`.
public let kUTTypeUTF8PlainText: CFString = "public.utf8-plain-text"
/// HTML: `public.html`.
public let kUTTypeHTML: CFString = "public.html"
/// JSON: `public.json`.
public let kUTTypeJSON: CFString = "public.json"
/// XML: `public.xml`.
public let kUTTypeXML: CFString = "public.xml"
/// A picture: `public.image`.
public let kUTTypeImage: CFString = "public.image"
/// A JPEG picture: `public.jpeg`.
public let kUTTypeJPEG: CFString = "public.jpeg"
/// A PNG picture: `public.png`.
public let kUTTypePNG: CFString = "public.png"
/// A GIF picture: `com.compuserve.gif`.
public let kUTTypeGIF: CFString = "com.compuserve.gif"
/// A PDF document: `com.adobe.pdf`.
public let kUTTypePDF: CFString = "com.adobe.pdf"
/// Audio and video: `public.audiovisual-content`.
public let kUTTypeAudiovisualContent: CFString = "public.audiovisual-content"
/// A film, with or without sound: `public.movie`.
public let kUTTypeMovie: CFString = "public.movie"
/// Video without sound: `public.video`.
public let kUTTypeVideo: CFString = "public.video"
/// Audio: `public.audio`.
public let kUTTypeAudio: CFString = "public.audio"
/// A QuickTime film: `com.apple.quicktime-movie`.
public let kUTTypeQuickTimeMovie: CFString = "com.apple.quicktime-movie"
/// An MPEG-4 film: `public.mpeg-4`.
public let kUTTypeMPEG4: CFString = "public.mpeg-4"
