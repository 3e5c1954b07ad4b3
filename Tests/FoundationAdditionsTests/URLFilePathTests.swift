import Foundation
import FoundationAdditions
import System
import Testing

/// Foundation's iOS 16 `URL.init?(filePath: FilePath, directoryHint:)`, which swift-foundation lacks: a public
/// recipe app writes `URL(string: link) ?? URL(filePath: "https://www.youtube.com/")!`, which compiles on iOS
/// through it.
@Suite("URL(filePath: FilePath)")
struct URLFilePathTests {
    @Test("A force-unwrapped URL(filePath: literal) compiles and is a file URL, as on iOS 16")
    func forceUnwrapped() {
        let link = ""  // no link: URL(string:) is nil for an empty string
        let url = URL(string: link) ?? URL(filePath: "/tmp/recipes/cake.json")!
        #expect(url.isFileURL)
        #expect(url.path == "/tmp/recipes/cake.json")
    }

    @Test("An empty FilePath makes no URL")
    func empty() {
        #expect(URL(filePath: FilePath(""), directoryHint: .notDirectory) == nil)
        #expect(URL(filePath: FilePath()) == nil)
    }

    @Test("A literal where a plain URL is wanted still takes Foundation's String overload, as on iOS")
    func stringOverloadWins() {
        let url = URL(filePath: "/tmp/a")
        let plain: URL = url
        #expect(plain.path == "/tmp/a")
    }

    @Test(
        "FilePath collapses repeated separators and drops a trailing one, as System's does",
        arguments: [("/a//b/", "/a/b"), ("/", "/"), ("a///b", "a/b"), ("", "")])
    func normalises(written: String, normalised: String) {
        #expect(FilePath(written).string == normalised)
        #expect(FilePath(written).description == normalised)
    }

    @Test("A directory hint reaches the URL")
    func directoryHint() {
        let url = URL(filePath: FilePath("/tmp/folder"), directoryHint: .isDirectory)
        #expect(url?.hasDirectoryPath == true)
    }
}
