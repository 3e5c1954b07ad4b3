import MobileCoreServices
import Testing

/// MobileCoreServices as iOS 13-era apps import it: the uniform type identifiers of `UTCoreTypes.h`, used as
/// strings (`kUTTypeImage as String`).
@Suite("MobileCoreServices' uniform type identifiers")
struct MobileCoreServicesTests {
    @Test("The kUTType constants are the system's identifiers", arguments: [
        (kUTTypeImage, "public.image"), (kUTTypeJPEG, "public.jpeg"), (kUTTypePNG, "public.png"),
        (kUTTypeMovie, "public.movie"), (kUTTypePlainText, "public.plain-text"), (kUTTypeURL, "public.url"),
        (kUTTypePDF, "com.adobe.pdf"), (kUTTypeGIF, "com.compuserve.gif"), (kUTTypeData, "public.data"),
    ])
    func identifiers(constant: CFString, identifier: String) {
        #expect(constant as String == identifier)
    }

    @Test("A media picker's list of types is written as on iOS: [kUTTypeImage as String]")
    func asStringList() {
        let mediaTypes: [String] = [kUTTypeImage as String, kUTTypeMovie as String]
        #expect(mediaTypes == ["public.image", "public.movie"])
    }
}
