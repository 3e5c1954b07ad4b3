import Testing
@testable import XcodeProject

@Suite("The ASCII property-list parser")
struct ASCIIPropertyListParserTests {
    @Test("A dictionary, an array, quoted and unquoted strings and data parse as written")
    func parsesEveryKindOfValue() throws {
        let value = try ASCIIPropertyListParser.parse(#"{ name = "Hello World"; version = 56; path = App/Info.plist; list = (a, "b c"); bytes = <0fA3 9c>; empty = {}; }"#)
        #expect(value["name"] == .string("Hello World"))
        #expect(value["version"] == .string("56"))
        #expect(value["path"] == .string("App/Info.plist"))
        #expect(value["list"] == .array([.string("a"), .string("b c")]))
        #expect(value["bytes"] == .data([0x0F, 0xA3, 0x9C]))
        #expect(value["empty"] == .dictionary([:]))
    }

    @Test("Escapes in quoted strings decode as Foundation decodes them: \\n, \\t, \\\", \\\\, octal and \\U")
    func decodesEscapes() throws {
        let value = try ASCIIPropertyListParser.parse(#"{ a = "line\nnext\ttab \"quoted\" back\\slash \101 caf\U00e9"; }"#)
        #expect(value["a"]?.string == "line\nnext\ttab \"quoted\" back\\slash A café")
    }

    @Test("Comments of both kinds are skipped wherever whitespace may be, and a trailing comma ends an array")
    func skipsComments() throws {
        let text = """
            // !$*UTF8*$!
            {
            \t/* Begin PBXBuildFile section */
            \tA1 /* File.swift in Sources */ = {isa = PBXBuildFile; fileRef = B2 /* File.swift */; };
            \tlist = ( // the files
            \t\tone /* first */,
            \t\ttwo,
            \t);
            }
            """
        let value = try ASCIIPropertyListParser.parse(text)
        #expect(value["A1"]?["fileRef"] == .string("B2"))
        #expect(value["list"] == .array([.string("one"), .string("two")]))
    }

    @Test("Xcode's unquoted strings with dots, slashes, dashes, dollars and colons are single strings")
    func readsUnquotedStrings() throws {
        let value = try ASCIIPropertyListParser.parse("{ a = com.apple.product-type.application; b = $TARGET_NAME; c = /usr/lib:x; d = 1_000; }")
        #expect(value["a"]?.string == "com.apple.product-type.application")
        #expect(value["b"]?.string == "$TARGET_NAME")
        #expect(value["c"]?.string == "/usr/lib:x")
        #expect(value["d"]?.string == "1_000")
    }

    struct MalformedCase: CustomTestStringConvertible, Sendable {
        let text: String
        let line: Int
        let column: Int
        let reason: String
        var testDescription: String { reason }
    }

    static let malformed: [MalformedCase] = [
        MalformedCase(text: "{\n\ta = b\n\tc = d;\n}", line: 3, column: 2, reason: "expected ';' after value"),
        MalformedCase(text: "{ a b; }", line: 1, column: 5, reason: "expected '=' after key \"a\""),
        MalformedCase(text: "{ a = \"open; }", line: 1, column: 7, reason: "unterminated string: no closing quote for the one here"),
        MalformedCase(text: "{ a = (b, c d); }", line: 1, column: 13, reason: "expected ',' or ')' after array element"),
        MalformedCase(text: "{ a = <0fz>; }", line: 1, column: 10, reason: "expected a hex digit or '>' in data"),
        MalformedCase(text: "{ a = b; /* open", line: 1, column: 10, reason: "unterminated comment: no '*/' for the '/*' here"),
        MalformedCase(text: "{\n  a = b;\n", line: 1, column: 1, reason: "unterminated dictionary: no '}' for the '{' here"),
        MalformedCase(text: "{ a = ; }", line: 1, column: 7, reason: "expected a value for key \"a\", found ';'"),
        MalformedCase(text: "{ } }", line: 1, column: 5, reason: "unexpected text after the end of the property list"),
        MalformedCase(text: "{ a = \"é\" b; }", line: 1, column: 11, reason: "expected ';' after value"),
    ]

    @Test("A malformed file is refused with the line and column of the problem", arguments: malformed)
    func reportsWhere(_ example: MalformedCase) {
        #expect(throws: ProjectFileError(file: "project.pbxproj", line: example.line, column: example.column, reason: example.reason)) {
            try ASCIIPropertyListParser.parse(example.text)
        }
    }

    @Test("The error reads as a compiler's: file, line, column, then what is wrong")
    func describesErrorAsCompilerDoes() {
        let error = ProjectFileError(file: "project.pbxproj", line: 14, column: 7, reason: "expected ';' after value")
        #expect(error.description == "project.pbxproj:14:7: expected ';' after value")
    }

    @Test("An empty file is refused rather than read as an empty project")
    func refusesEmptyFile() {
        #expect(throws: ProjectFileError.self) { try ASCIIPropertyListParser.parse("  // only a comment\n") }
    }
}
