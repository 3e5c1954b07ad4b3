import MeadowCore
import SwiftShims

/// The `#Preview` blocks linked into this program, found through the records the macro leaves in each image's
/// `swift5_tests` section (the Swift runtime lists every image's metadata sections; a Swift Testing test record
/// in the same section has another kind and is skipped).
public enum RegisteredPreviews {
    /// Every `#Preview` block in the program whose file is in `module` (all of them when nil), in file and line
    /// order.
    @MainActor
    public static func all(inModule module: String? = nil) -> [any _PreviewRegistry.Type] {
        var registries: [any _PreviewRegistry.Type] = []
        for record in records() {
            let storage = UnsafeMutablePointer<any _PreviewRegistry.Type>.allocate(capacity: 1)
            defer { storage.deallocate() }
            let written = withUnsafePointer(to: _previewRecordKind) { record.accessor(UnsafeMutableRawPointer(storage), UnsafeRawPointer($0), nil, 0) }
            guard written else { continue }
            let type = storage.move()
            if let module, !type.fileID.hasPrefix(module + "/") { continue }
            registries.append(type)
        }
        return registries.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }

    /// The records of kind "mdpv" in every image's `swift5_tests` section.
    private static func records() -> [_PreviewRecord] {
        var records: [_PreviewRecord] = []
        withUnsafeMutablePointer(to: &records) { context in
            swift_enumerateAllMetadataSections({ sections, context in
                // `swift5_tests` is there from version 4 of the structure on.
                guard sections.pointee.version >= 4 else { return true }
                let range = sections.pointee.swift5_tests
                guard range.start != 0, range.length >= MemoryLayout<_PreviewRecord>.stride else { return true }
                let base = UnsafeRawPointer(bitPattern: range.start)!
                let count = range.length / MemoryLayout<_PreviewRecord>.stride
                let found = context.assumingMemoryBound(to: [_PreviewRecord].self)
                for index in 0..<count {
                    let record = base.load(fromByteOffset: index * MemoryLayout<_PreviewRecord>.stride, as: _PreviewRecord.self)
                    if record.kind == _previewRecordKind { found.pointee.append(record) }
                }
                return true
            }, context)
        }
        return records
    }
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafePointer<MetadataSections>, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer
)
