import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

// Facts checked (Apple's "Grouping data with lazy stack views"; PinnedScrollableViews.sectionHeaders: "The header
// view of each Section will be pinned", sectionFooters likewise; reference/swiftui-layout.md "Lazy stacks: sections
// and pinned views"): a Section in a lazy stack gives the stack its header, rows and footer; pinned, a header stays
// at the top of the scroll view's visible part while its section is under it and is pushed up by the section's
// end (the next section's header), and a footer stays at the bottom until its section's start reaches it.

/// Three sections of a 30-point header, ten 40-point rows and a 20-point footer, no spacing: each section is 450
/// points long, section 1 starting at 450 and section 2 at 900.
@MainActor
private func sections(pinnedViews: PinnedScrollableViews) -> some View {
    ScrollView {
        LazyVStack(spacing: 0, pinnedViews: pinnedViews) {
            ForEach(0..<3, id: \.self) { section in
                Section {
                    ForEach(0..<10, id: \.self) { row in block("row\(section).\(row)", 50, 40) }
                } header: {
                    block("header\(section)", 300, 30)
                } footer: {
                    block("footer\(section)", 300, 20)
                }
            }
        }
    }
}

@MainActor
@Suite("Lazy stacks: sections and pinned views")
struct LazyStackPinnedViewsTests {
    @Test("A section's header, rows and footer are the lazy stack's children, spaced by the stack's spacing")
    func sectionsAreFlattened() {
        let tree = layout(sections(pinnedViews: []), width: 300, height: 400)
        expectFrame(tree.node(identifier: "header0"), rect(0, 0, 300, 30))
        expectFrame(tree.node(identifier: "row0.0"), rect(125, 30, 50, 40))
        expectFrame(tree.node(identifier: "footer0"), rect(0, 430, 300, 20))
        expectFrame(tree.node(identifier: "header1"), rect(0, 450, 300, 30))
        // Built to 600: header 0, its ten rows and footer, header 1 and four rows, 640 points over 17 children; the
        // other 19 count at the mean (§ lazy stacks' estimated length).
        expectFrame(tree.node(kind: .lazyVStack), rect(0, 0, 300, 640 + 19 * 640 / 17))
        // Lazy inside sections too: rows past the viewport and half of it (600) are not built.
        #expect(tree.node(identifier: "row1.3") != nil)
        #expect(tree.node(identifier: "row1.4") == nil)
    }

    @Test("Without pinnedViews, headers and footers scroll with the rows")
    func unpinnedScroll() {
        let driver = InteractionDriver(sections(pinnedViews: []), device: canvas(300, 400))
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 100))
        expectFrame(driver.layoutTree.node(identifier: "header0"), rect(0, -100, 300, 30))
        expectFrame(driver.layoutTree.node(identifier: "footer0"), rect(0, 330, 300, 20))
    }

    @Test("A pinned header stays at the top while its section is under it, and the section's end pushes it up",
        arguments: [
            // Scrolled by, then header 0 and header 1 on screen.
            (CGFloat(0), CGFloat(0), CGFloat(450)),
            (100, 0, 350),
            // Section 0 ends at 450: its header's bottom goes with it, header 1 right below.
            (430, -10, 20),
            (500, -80, 0),
        ])
    func pinnedHeaders(scrolled: CGFloat, header0: CGFloat, header1: CGFloat) {
        let driver = InteractionDriver(sections(pinnedViews: .sectionHeaders), device: canvas(300, 400))
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: scrolled))
        let tree = driver.layoutTree
        expectFrame(tree.node(identifier: "header0"), rect(0, header0, 300, 30))
        expectFrame(tree.node(identifier: "header1"), rect(0, header1, 300, 30))
        // Rows and footers are not pinned.
        expectFrame(tree.node(identifier: "row1.0"), rect(125, 480 - scrolled, 50, 40))
        expectFrame(tree.node(identifier: "footer0"), rect(0, 430 - scrolled, 300, 20))
    }

    @Test("A pinned footer stays at the bottom while its section is under it, until the section's start reaches it",
        arguments: [
            // Scrolled by, then footer 0 and footer 1 on screen.
            (CGFloat(0), CGFloat(380), CGFloat(450)),
            (40, 380, 410),
            (100, 330, 380),
            (500, -70, 380),
        ])
    func pinnedFooters(scrolled: CGFloat, footer0: CGFloat, footer1: CGFloat) {
        let driver = InteractionDriver(sections(pinnedViews: .sectionFooters), device: canvas(300, 400))
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: scrolled))
        let tree = driver.layoutTree
        expectFrame(tree.node(identifier: "footer0"), rect(0, footer0, 300, 20))
        expectFrame(tree.node(identifier: "footer1"), rect(0, footer1, 300, 20))
        expectFrame(tree.node(identifier: "header1"), rect(0, 450 - scrolled, 300, 30))
    }

    @Test("Pinned headers and footers draw over the rows: they come after them among the stack's children")
    func pinnedDrawLast() {
        let driver = InteractionDriver(
            sections(pinnedViews: [.sectionHeaders, .sectionFooters]), device: canvas(300, 400))
        driver.scroll(at: CGPoint(x: 150, y: 200), by: CGSize(width: 0, height: 100))
        let stack = driver.layoutTree.node(kind: .lazyVStack)
        let identifiers = stack?.children.compactMap { $0.accessibilityIdentifier } ?? []
        #expect(identifiers.suffix(4) == ["header0", "footer0", "header1", "footer1"])
        expectFrame(driver.layoutTree.node(identifier: "header0"), rect(0, 0, 300, 30))
        expectFrame(driver.layoutTree.node(identifier: "footer1"), rect(0, 380, 300, 20))
    }

    @Test("A LazyHStack pins its sections' headers to the scroll view's leading edge")
    func horizontalPinnedHeaders() {
        let driver = InteractionDriver(
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0, pinnedViews: .sectionHeaders) {
                    ForEach(0..<2, id: \.self) { section in
                        Section {
                            ForEach(0..<10, id: \.self) { column in block("column\(section).\(column)", 40, 50) }
                        } header: {
                            block("header\(section)", 30, 300)
                        }
                    }
                }
            }, device: canvas(400, 300))
        // Sections are 430 wide: scrolled 420, header 0 is pushed 10 past the leading edge, header 1 is at 10.
        driver.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 100, height: 0))
        expectFrame(driver.layoutTree.node(identifier: "header0"), rect(0, 0, 30, 300))
        driver.scroll(at: CGPoint(x: 200, y: 150), by: CGSize(width: 320, height: 0))
        expectFrame(driver.layoutTree.node(identifier: "header0"), rect(-20, 0, 30, 300))
        expectFrame(driver.layoutTree.node(identifier: "header1"), rect(10, 0, 30, 300))
    }
}
