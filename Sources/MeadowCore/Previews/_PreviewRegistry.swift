/// What a `#Preview` block expands to: a type that makes its `Preview` and says where the block is. Not API; the
/// macro writes the conformances.
@MainActor
public protocol _PreviewRegistry {
    /// The block's file as `#fileID` gives it: `Module/File.swift`.
    static var fileID: String { get }
    /// The block's line.
    static var line: Int { get }
    /// The preview the block declares.
    static func makePreview() -> Preview
}

/// The record a `#Preview` block leaves in its image's `swift5_tests` section, in the layout Swift Testing defines
/// for that section's records (kind, reserved, accessor, context, reserved), so tools that read the section skip
/// records of a kind that is not theirs. The accessor writes the block's `_PreviewRegistry` type (an
/// `any _PreviewRegistry.Type`) to its first argument.
public typealias _PreviewRecord = (
    kind: UInt32, reserved1: UInt32,
    accessor: @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeRawPointer?, UInt) -> Bool,
    context: UInt, reserved2: UInt
)

/// The kind of a `#Preview` record: "mdpv".
public let _previewRecordKind: UInt32 = 0x6D64_7076
