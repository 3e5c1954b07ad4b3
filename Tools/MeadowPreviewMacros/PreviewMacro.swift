import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: .sizeThatFitsLayout) { ContentView() }`, expanded as Xcode's preview macro is: into a
/// type that makes the `Preview`, and a record of it in the image's `swift5_tests` section (the section Swift keeps
/// for records that tools find at run time, each tagged by a kind), which `meadow-preview` reads back.
///
/// Built by `scripts/build-preview-macros` into `.build/macros/libMeadowPreviewMacros.so` and given to the compiler
/// with `-load-plugin-library`: SwiftCompilerPlugin, which a SwiftPM macro target needs, is not in the toolchain.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var name = "nil"
        var traits: [String] = []
        var body: String?
        var inTraits = false
        for argument in node.arguments {
            let label = argument.label?.text
            let expression = argument.expression.trimmedDescription
            if label == "body" {
                body = expression
            } else if label == "traits" {
                inTraits = true
                traits.append(expression)
            } else if label == nil, inTraits {
                traits.append(expression)
            } else if label == nil, name == "nil", traits.isEmpty {
                name = expression
            }
        }
        if let closure = node.trailingClosure { body = closure.trimmedDescription }
        guard let body else { throw PreviewMacroError("#Preview needs a body: #Preview { ContentView() }") }

        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file.trimmedDescription ?? "\"\""
        let line = location?.line.trimmedDescription ?? "0"
        let type = context.makeUniqueName("Preview")
        let record = context.makeUniqueName("PreviewRecord")
        return [
            """
            @MainActor
            enum \(type): MeadowCore._PreviewRegistry {
                static let fileID: String = \(raw: file)
                static let line: Int = \(raw: line)
                static func makePreview() -> MeadowCore.Preview {
                    MeadowCore.Preview(\(raw: name), traits: [\(raw: traits.joined(separator: ", "))], body: \(raw: body))
                }
            }
            """,
            """
            @section("swift5_tests") @used
            private let \(record): MeadowCore._PreviewRecord = (
                0x6D64_7076, 0,
                { outValue, _, _, _ in
                    outValue.initializeMemory(as: (any MeadowCore._PreviewRegistry.Type).self, repeating: \(type).self, count: 1)
                    return true
                },
                0, 0
            )
            """,
        ]
    }
}

struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
