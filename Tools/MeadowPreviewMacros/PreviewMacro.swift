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
        guard var body else { throw PreviewMacroError("#Preview needs a body: #Preview { ContentView() }") }
        var declarations: [DeclSyntax] = []
        let closure = node.trailingClosure ?? node.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
        if let closure, let embedded = PreviewableView(closure, name: context.makeUniqueName("PreviewView").text) {
            declarations.append(embedded.declaration)
            body = "{ \(embedded.name)() }"
        }

        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file = location?.file.trimmedDescription ?? "\"\""
        let line = location?.line.trimmedDescription ?? "0"
        let type = context.makeUniqueName("Preview")
        let record = context.makeUniqueName("PreviewRecord")
        return declarations + [
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

/// `@Previewable`, as SwiftUI's: marks a variable at the top of a `#Preview` body as a property of the view the
/// preview embeds (`PreviewableView`). It adds nothing itself; `#Preview` reads it.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// The view a `#Preview` body with `@Previewable` variables becomes, as Xcode's macro makes it: the tagged
/// variables are its properties (so `@State` keeps its value and `$value` is a binding), and the body's other
/// statements are its `body`.
struct PreviewableView {
    let name: String
    let declaration: DeclSyntax

    /// Nil when no statement of `closure` is a variable tagged `@Previewable`.
    init?(_ closure: ClosureExprSyntax, name: String) {
        var properties: [String] = []
        var statements: [String] = []
        for item in closure.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: Self.isPreviewable) else {
                statements.append(item.trimmedDescription)
                continue
            }
            let kept = AttributeListSyntax(variable.attributes.filter { !Self.isPreviewable($0) })
            properties.append(variable.with(\.attributes, kept).trimmedDescription)
        }
        guard !properties.isEmpty else { return nil }
        self.name = name
        declaration = """
            struct \(raw: name): MeadowCore.View {
                \(raw: properties.joined(separator: "\n"))
                @MeadowCore.ViewBuilder var body: some MeadowCore.View {
                    \(raw: statements.joined(separator: "\n"))
                }
            }
            """
    }

    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
    }
}

struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
