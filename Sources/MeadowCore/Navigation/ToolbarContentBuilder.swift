/// Builds toolbar content from a list of `ToolbarItem`s, as SwiftUI's `ToolbarContentBuilder`.
@MainActor
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> [_ToolbarEntry] { content._toolbarItems }

    public static func buildBlock(_ parts: [_ToolbarEntry]...) -> [_ToolbarEntry] { parts.flatMap { $0 } }

    public static func buildOptional(_ part: [_ToolbarEntry]?) -> [_ToolbarEntry] { part ?? [] }

    public static func buildEither(first part: [_ToolbarEntry]) -> [_ToolbarEntry] { part }

    public static func buildEither(second part: [_ToolbarEntry]) -> [_ToolbarEntry] { part }

    public static func buildFinalResult(_ parts: [_ToolbarEntry]) -> _ToolbarItemList { _ToolbarItemList(_toolbarItems: parts) }
}

/// The toolbar items a `ToolbarContentBuilder` built.
public struct _ToolbarItemList: ToolbarContent {
    public let _toolbarItems: [_ToolbarEntry]
}
