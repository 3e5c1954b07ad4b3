import Foundation
import MeadowCore

/// Lays out seeded random view trees (`FuzzTree`) on random canvases and checks what must always hold: every frame
/// finite, no size negative, the same frames from a second layout, a display list without NaN. A failing tree is
/// shrunk to the smallest tree that still fails.
@MainActor
public struct LayoutFuzzer {
    /// A tree that broke a property, shrunk, with the seed that makes it again.
    public struct Failure: CustomStringConvertible, Sendable {
        public var seed: UInt64
        public var canvas: CGSize
        public var problem: String
        public var tree: FuzzTree

        public var description: String {
            "tree seed \(seed) on a \(canvas.width)×\(canvas.height) canvas: \(problem)\nsmallest failing tree:\n\(tree)"
        }
    }

    let makeTextSystem: () -> any TextSystem
    let draw: ((DisplayList, CGSize) -> Void)?

    /// A fuzzer whose text is measured by the text system `makeTextSystem` makes (fixed metrics by default), and
    /// which hands each display list and canvas size to `draw` when one is given, so a renderer draws it too.
    public init(
        textSystem makeTextSystem: @escaping () -> any TextSystem = { FixedMetricsTextSystem() },
        draw: ((DisplayList, CGSize) -> Void)? = nil
    ) {
        self.makeTextSystem = makeTextSystem
        self.draw = draw
    }

    /// Checks `count` trees from the run seed `seed`; returns the failures, each shrunk.
    public func run(seed: UInt64, count: Int) -> [Failure] {
        var failures: [Failure] = []
        for index in 0..<count {
            if let failure = check(seed: SeededGenerator.seed(seed, index: index)) { failures.append(failure) }
        }
        return failures
    }

    /// Makes and checks the tree of `seed` alone; nil when it holds every property.
    public func check(seed: UInt64) -> Failure? {
        let (tree, canvas) = Self.makeCase(seed: seed)
        CrashNote.set(
            "Meadow fuzz: crashed on tree seed \(seed) (MeadowFuzz --tree-seed \(seed) shrinks it), canvas \(canvas.width)×\(canvas.height):\n\(tree)\n")
        defer { CrashNote.clear() }
        guard let problem = problem(with: tree, canvas: canvas) else { return nil }
        let smallest = shrink(tree, canvas: canvas)
        return Failure(seed: seed, canvas: canvas, problem: self.problem(with: smallest, canvas: canvas) ?? problem, tree: smallest)
    }

    /// The tree and canvas of `seed`.
    public static func makeCase(seed: UInt64) -> (tree: FuzzTree, canvas: CGSize) {
        var generator = SeededGenerator(seed: seed)
        let tree = randomTree(depth: 5, using: &generator)
        return (tree, randomCanvas(using: &generator))
    }

    /// Whether checking `tree` on `canvas` crashes: it runs in a forked child, so only the child ends. For the
    /// fuzzing tool alone, never inside a test run.
    public func crashes(_ tree: FuzzTree, canvas: CGSize) -> Bool {
        fflush(stdout)
        let child = fork()
        if child == 0 {
            let null = open("/dev/null", O_WRONLY)
            dup2(null, 2)
            _ = problem(with: tree, canvas: canvas)
            _exit(0)
        }
        var status: Int32 = 0
        waitpid(child, &status, 0)
        return status & 0x7F != 0
    }

    /// What is wrong with `tree` laid out on `canvas`, or nil when nothing is.
    public func problem(with tree: FuzzTree, canvas: CGSize) -> String? {
        let first = LayoutHarness(tree.view, size: canvas, textSystem: makeTextSystem())
        let laidOut = first.layoutTree
        if let problem = Self.frameProblem(in: laidOut) { return problem }
        let list = first.displayList
        if let item = Self.itemWithNaN(in: list) { return "the display list has NaN in \(item)" }
        draw?(list, canvas)
        let again = LayoutHarness(tree.view, size: canvas, textSystem: makeTextSystem()).layoutTree
        if again != laidOut { return "a second layout gives other frames:\n\(laidOut)\nthen\n\(again)" }
        return nil
    }

    /// The deepest node whose frame is not finite or has a negative size, described; nil when there is none.
    public static func frameProblem(in tree: LayoutNode) -> String? {
        for node in tree.allNodes.reversed() {
            let frame = node.frame
            let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
            if values.contains(where: { !$0.isFinite }) { return "\(node.kind) has a frame that is not finite: \(frame)" }
            if frame.size.width < 0 || frame.size.height < 0 { return "\(node.kind) has a negative size: \(frame.size)" }
        }
        return nil
    }

    /// The smallest tree, one step at a time, that still fails on `canvas`.
    public func shrink(_ tree: FuzzTree, canvas: CGSize) -> FuzzTree {
        shrink(tree) { problem(with: $0, canvas: canvas) != nil }
    }

    /// The smallest tree, one step at a time, that `fails` still accepts.
    public func shrink(_ tree: FuzzTree, while fails: (FuzzTree) -> Bool) -> FuzzTree {
        var smallest = tree
        var steps = 0
        while steps < 500, let smaller = smallest.smallerTrees.first(where: fails) {
            smallest = smaller
            steps += 1
        }
        return smallest
    }

    static func itemWithNaN(in list: DisplayList) -> DisplayItem? {
        for item in list.items {
            let bounds = item.bounds
            if [bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height].contains(where: \.isNaN) { return item }
            if case .group(_, let inner) = item, let found = itemWithNaN(in: inner) { return found }
        }
        return nil
    }

    // MARK: Generation

    /// Lengths that break naive layout code, besides ordinary ones.
    static let extremeLengths: [CGFloat] = [0, -1, -250, .infinity, -.infinity, .nan, 1e9, 1e15, 0.5]
    static let finiteExtremes: [CGFloat] = [0, -1, -250, 1e9, 1e15, 0.5]
    static let strings = [
        "", "Hello", "مرحبا بالعالم", "שלום עולם", "👩‍👩‍👧‍👦🇫🇷🏳️‍🌈", "日本語のテキスト", "e\u{301}\u{301}", "\n\n",
        "abc אבג 123 ابت", String(repeating: "word ", count: 60), "\u{200F}\u{202E}reversed",
    ]
    static let symbols = ["cloud.sun.fill", "no.such.symbol", "", "xmark"]
    static let colourNames = ["no such colour", "", "AccentColor"]

    static func length(_ pool: [CGFloat], using generator: inout SeededGenerator) -> CGFloat {
        Bool.random(using: &generator) ? pool.randomElement(using: &generator) ?? 0 : CGFloat(Int.random(in: 0...400, using: &generator))
    }

    static func optionalLength(_ pool: [CGFloat], using generator: inout SeededGenerator) -> CGFloat? {
        Int.random(in: 0..<3, using: &generator) == 0 ? nil : length(pool, using: &generator)
    }

    static func randomCanvas(using generator: inout SeededGenerator) -> CGSize {
        let sizes = [CGSize.zero, CGSize(width: 10_000, height: 10_000), CGSize(width: 1, height: 1), CGSize(width: 0, height: 500),
                     CGSize(width: 393, height: 852)]
        if Bool.random(using: &generator), let size = sizes.randomElement(using: &generator) { return size }
        return CGSize(width: Int.random(in: 0...1200, using: &generator), height: Int.random(in: 0...1200, using: &generator))
    }

    static func randomTree(depth: Int, using generator: inout SeededGenerator) -> FuzzTree {
        let choice = Int.random(in: 0..<(depth > 0 ? 20 : 11), using: &generator)
        switch choice {
        case 0: return .color
        case 1: return .namedColor(colourNames.randomElement(using: &generator) ?? "")
        case 2, 3: return .text(strings.randomElement(using: &generator) ?? "")
        case 4: return .systemImage(symbols.randomElement(using: &generator) ?? "")
        case 5: return .rectangle
        case 6: return .circle
        case 7: return .capsule
        case 8: return .roundedRectangle(cornerRadius: length(finiteExtremes, using: &generator))
        case 9: return .spacer(minLength: optionalLength(finiteExtremes, using: &generator))
        case 10: return .divider
        case 11, 12, 13:
            let children = (0..<Int.random(in: 0...4, using: &generator)).map { _ in randomTree(depth: depth - 1, using: &generator) }
            let spacing = optionalLength(finiteExtremes, using: &generator)
            let alignment = Int.random(in: 0..<9, using: &generator)
            switch choice {
            case 11: return .hStack(spacing: spacing, alignment: alignment, children)
            case 12: return .vStack(spacing: spacing, alignment: alignment, children)
            default: return .zStack(alignment: alignment, children)
            }
        case 14: return .scrollView(horizontal: Bool.random(using: &generator), randomTree(depth: depth - 1, using: &generator))
        case 15: return .geometryReader(randomTree(depth: depth - 1, using: &generator))
        default:
            let content = randomTree(depth: depth - 1, using: &generator)
            return .modified(content, randomModifier(depth: depth, using: &generator))
        }
    }

    static func randomModifier(depth: Int, using generator: inout SeededGenerator) -> FuzzModifier {
        func any() -> CGFloat? { optionalLength(extremeLengths, using: &generator) }
        func finite() -> CGFloat { length(finiteExtremes, using: &generator) }
        let alignment = Int.random(in: 0..<9, using: &generator)
        switch Int.random(in: 0..<21, using: &generator) {
        case 0, 1: return .frame(width: any(), height: any(), alignment: alignment)
        case 2, 3:
            return .flexibleFrame(
                minWidth: any(), idealWidth: any(), maxWidth: any(), minHeight: any(), idealHeight: any(), maxHeight: any(),
                alignment: alignment)
        case 4: return .padding(finite())
        case 5: return .offset(x: finite(), y: -finite())
        case 6: return .position(x: finite(), y: finite())
        case 7: return .overlay(randomTree(depth: depth - 2, using: &generator), alignment: alignment)
        case 8: return .background(randomTree(depth: depth - 2, using: &generator), alignment: alignment)
        case 9: return .fixedSize(horizontal: Bool.random(using: &generator), vertical: Bool.random(using: &generator))
        case 10: return .aspectRatio([nil, 0, -1, .infinity, 0.5, 2].randomElement(using: &generator) ?? nil, fill: Bool.random(using: &generator))
        case 11: return .layoutPriority([-1, 0, 1, 1e9].randomElement(using: &generator) ?? 0)
        case 12: return .blur(radius: Bool.random(using: &generator) ? finite() : any() ?? .nan)
        case 13: return .shadow(radius: Bool.random(using: &generator) ? finite() : any() ?? .infinity, x: finite(), y: finite())
        case 14: return .opacity([-1, 0, 0.5, 2].randomElement(using: &generator) ?? 1)
        case 15: return .clipped
        case 16: return .cornerRadius(finite())
        case 17: return .rotationEffect(degrees: [0, 45, 90, -720, 1e9].randomElement(using: &generator) ?? 0)
        case 18: return .scaleEffect(x: [0, -1, 0.5, 3, 1e9].randomElement(using: &generator) ?? 1, y: [0, 1, 2].randomElement(using: &generator) ?? 1)
        case 19: return .lineLimit([nil, 0, 1, 3].randomElement(using: &generator) ?? nil)
        default:
            return Bool.random(using: &generator)
                ? .font(size: [0, -4, 1, 17, 500].randomElement(using: &generator) ?? 17)
                : .minimumScaleFactor([0, 0.5, 2].randomElement(using: &generator) ?? 1)
        }
    }
}
