/// Core Foundation's URL, dictionary and data types, which Image I/O's functions take: Foundation's classes on
/// Linux, where `url as NSURL` is how an app passes a URL, as on iOS.
public typealias CFURL = NSURL
public typealias CFDictionary = NSDictionary
public typealias CFData = NSData

/// Where images are read from, as Image I/O's `CGImageSource`: a file's or data's bytes, holding one image (a PNG
/// or a JPEG).
public final class CGImageSource: @unchecked Sendable {
    let data: Data

    init(data: Data) { self.data = data }
}

/// A source reading the file at `url`, as Image I/O's `CGImageSourceCreateWithURL`; nil when it cannot be read.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let fileURL = url.absoluteURL, let data = try? Data(contentsOf: fileURL) else { return nil }
    return CGImageSource(data: data)
}

/// A source reading `data`, as Image I/O's `CGImageSourceCreateWithData`.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(data: Data(referencing: data))
}

/// How many images the source holds: one for a PNG or JPEG, none for other data.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int {
    ImageHeader.pixelSize(of: isrc.data) == nil ? 0 : 1
}

/// The source's image at `index`, as Image I/O's `CGImageSourceCreateImageAtIndex`; nil past its images or for
/// data that is not a PNG or JPEG.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    index == 0 ? CGImage(encoded: isrc.data) : nil
}
