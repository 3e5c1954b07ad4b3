import Testing

@testable import meadow_preview

/// `meadow-preview` finds a target's preview providers in its source, as Swift has no run-time list of a protocol's
/// conforming types.
@Suite("meadow-preview's source scan")
struct PreviewProviderScanTests {
    @Test("Finds structs, enums, classes and extensions conforming to PreviewProvider, alone or among other protocols")
    func findsProviders() {
        let source = """
            struct LandmarkRow: View {
                var body: some View { Text("Row") }
            }

            struct LandmarkRow_Previews: PreviewProvider {
                static var previews: some View { LandmarkRow() }
            }

            public enum Badge_Previews: PreviewProvider { }
            @MainActor final class HikeView_Previews: Sendable, PreviewProvider { }
            extension CircleImage_Previews: PreviewProvider { }
            struct MapView_Previews:
                PreviewProvider
            { }
            """
        #expect(
            previewProviders(in: source) == [
                "LandmarkRow_Previews", "Badge_Previews", "HikeView_Previews", "CircleImage_Previews", "MapView_Previews",
            ])
    }

    @Test("Skips private providers, which the generated program cannot name, and views that only mention previews")
    func skipsOthers() {
        let source = """
            private struct Hidden_Previews: PreviewProvider { }
            fileprivate struct AlsoHidden_Previews: PreviewProvider { }
            struct PreviewProviderList: View {
                var body: some View { Text("PreviewProvider") }
            }
            """
        #expect(previewProviders(in: source).isEmpty)
    }

    @Test("The generated program imports the target for testing and passes every provider to PreviewHost")
    func runner() {
        let source = runnerSource(target: "LandmarksUI", providers: ["LandmarkRow_Previews", "Badge_Previews"])
        #expect(source.contains("@testable import LandmarksUI\nimport Meadow\n"))
        #expect(
            source.contains(
                #"PreviewHost.main(providers: [LandmarkRow_Previews.self, Badge_Previews.self], module: "LandmarksUI")"#))
    }
}

@Suite("meadow-preview's #Preview scan")
struct PreviewMacroScanTests {
    @Test("A file with a #Preview block at the start of a line has previews; one naming it in a comment or string has none")
    func findsPreviewMacro() {
        #expect(containsPreviewMacro(in: "struct A: View {}\n\n#Preview {\n    A()\n}\n"))
        #expect(containsPreviewMacro(in: "    #Preview(\"Named\", traits: .sizeThatFitsLayout) { A() }"))
        #expect(!containsPreviewMacro(in: "// see #Preview below\nlet s = \"#Preview\""))
        #expect(!containsPreviewMacro(in: "#PreviewLike { }"))
    }
}
