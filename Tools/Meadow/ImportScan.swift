import Foundation

/// The modules a Swift file imports, read from its `import` lines before anything is built.
///
/// Imports inside `#if` blocks are left out: they are usually `#if canImport(X)` or `#if os(macOS)` guards that the
/// compiler skips on Linux, and if one is not, the compiler says "no such module" itself.
enum ImportScan {
    /// One `import` of a module.
    struct Import: Equatable {
        let module: String
        let file: String
        let line: Int
    }

    /// The modules every Swift toolchain on Linux has, besides what Meadow provides.
    static let toolchainModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Synchronization", "Distributed", "Observation",
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
        "Dispatch", "Glibc", "Musl", "os", "XCTest", "Testing", "Cxx", "CxxStdlib",
    ]

    /// The imports of the Swift source `text` of `file`, outside `#if` blocks and comments.
    static func imports(in text: String, file: String) -> [Import] {
        var imports: [Import] = []
        var conditionalDepth = 0
        var inBlockComment = false
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if inBlockComment {
                guard let end = line.range(of: "*/") else { continue }
                line = String(line[end.upperBound...]).trimmingCharacters(in: .whitespaces)
                inBlockComment = false
            }
            if line.hasPrefix("/*") {
                if line.range(of: "*/") == nil { inBlockComment = true }
                continue
            }
            if line.hasPrefix("#if") {
                conditionalDepth += 1
            } else if line.hasPrefix("#endif") {
                conditionalDepth = max(0, conditionalDepth - 1)
            } else if conditionalDepth == 0, let module = importedModule(line) {
                imports.append(Import(module: module, file: file, line: offset + 1))
            }
        }
        return imports
    }

    /// The module an `import` line names: `import SwiftUI`, `@testable import X`, `import struct Foo.Bar`,
    /// `@preconcurrency import UIKit.UIGestureRecognizerSubclass` (the module is the first component).
    static func importedModule(_ line: String) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)[...]
        while let first = words.first, first.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "package"].contains(first) {
            words.removeFirst()
        }
        guard words.popFirst() == "import", var name = words.popFirst() else { return nil }
        if ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"].contains(name), let next = words.first {
            name = next
        }
        let module = String(name.split(separator: ".").first ?? "")
        guard let first = module.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return nil }
        return module.split(separator: ";").first.map(String.init)
    }

    /// The imports of modules that are neither provided nor the toolchain's: the first import of each, in file order.
    static func missing(in files: [String], provided: Set<String>) -> [Import] {
        var found: [Import] = []
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for item in imports(in: text, file: file)
            where !provided.contains(item.module) && !toolchainModules.contains(item.module)
                && !found.contains(where: { $0.module == item.module })
            {
                found.append(item)
            }
        }
        return found
    }
}
