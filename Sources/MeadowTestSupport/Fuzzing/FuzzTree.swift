import Foundation
import MeadowCore

/// A random view tree as data: it builds the view, prints itself as the SwiftUI code it stands for, and offers the
/// smaller trees a shrinking step tries when it fails.
public indirect enum FuzzTree: Sendable, CustomStringConvertible {
    case color
    case namedColor(String)
    case text(String)
    case systemImage(String)
    case rectangle
    case circle
    case capsule
    case roundedRectangle(cornerRadius: CGFloat)
    case spacer(minLength: CGFloat?)
    case divider
    case hStack(spacing: CGFloat?, alignment: Int, [FuzzTree])
    case vStack(spacing: CGFloat?, alignment: Int, [FuzzTree])
    case zStack(alignment: Int, [FuzzTree])
    case scrollView(horizontal: Bool, FuzzTree)
    case geometryReader(FuzzTree)
    case modified(FuzzTree, FuzzModifier)

    static let verticalAlignments: [VerticalAlignment] = [.top, .center, .bottom]
    static let horizontalAlignments: [HorizontalAlignment] = [.leading, .center, .trailing]
    static let alignments: [Alignment] = [
        .topLeading, .top, .topTrailing, .leading, .center, .trailing, .bottomLeading, .bottom, .bottomTrailing,
    ]

    /// The view the tree stands for.
    @MainActor
    public var view: AnyView {
        switch self {
        case .color: return AnyView(Color.blue)
        case .namedColor(let name): return AnyView(Color(name))
        case .text(let string): return AnyView(Text(string))
        case .systemImage(let name): return AnyView(Image(systemName: name))
        case .rectangle: return AnyView(Rectangle())
        case .circle: return AnyView(Circle().stroke(lineWidth: 3))
        case .capsule: return AnyView(Capsule())
        case .roundedRectangle(let radius): return AnyView(RoundedRectangle(cornerRadius: radius))
        case .spacer(let minLength): return AnyView(Spacer(minLength: minLength))
        case .divider: return AnyView(Divider())
        case .hStack(let spacing, let alignment, let children):
            return AnyView(
                HStack(alignment: Self.verticalAlignments[alignment % 3], spacing: spacing) {
                    ForEach(0..<children.count) { children[$0].view }
                })
        case .vStack(let spacing, let alignment, let children):
            return AnyView(
                VStack(alignment: Self.horizontalAlignments[alignment % 3], spacing: spacing) {
                    ForEach(0..<children.count) { children[$0].view }
                })
        case .zStack(let alignment, let children):
            return AnyView(
                ZStack(alignment: Self.alignments[alignment % 9]) {
                    ForEach(0..<children.count) { children[$0].view }
                })
        case .scrollView(let horizontal, let content):
            return AnyView(ScrollView(horizontal ? .horizontal : .vertical) { content.view })
        case .geometryReader(let content):
            return AnyView(GeometryReader { proxy in content.view.frame(width: proxy.size.width / 2) })
        case .modified(let content, let modifier):
            return modifier.apply(to: content.view)
        }
    }

    /// Trees one step smaller, the most promising first: a child alone, the tree without a modifier or a child,
    /// then each part shrunk in place.
    public var smallerTrees: [FuzzTree] {
        switch self {
        case .color, .namedColor, .systemImage, .rectangle, .circle, .capsule, .divider:
            return []
        case .text(let string):
            return string.count > 1 ? [.text(String(string.prefix(string.count / 2))), .text(String(string.suffix(1)))] : []
        case .roundedRectangle: return [.rectangle]
        case .spacer(let minLength): return minLength == nil ? [] : [.spacer(minLength: nil)]
        case .hStack(let spacing, let alignment, let children):
            return children + Self.shrink(children) { .hStack(spacing: spacing, alignment: alignment, $0) }
                + (spacing == nil ? [] : [.hStack(spacing: nil, alignment: alignment, children)])
        case .vStack(let spacing, let alignment, let children):
            return children + Self.shrink(children) { .vStack(spacing: spacing, alignment: alignment, $0) }
                + (spacing == nil ? [] : [.vStack(spacing: nil, alignment: alignment, children)])
        case .zStack(let alignment, let children):
            return children + Self.shrink(children) { .zStack(alignment: alignment, $0) }
        case .scrollView(let horizontal, let content):
            return [content] + content.smallerTrees.map { .scrollView(horizontal: horizontal, $0) }
        case .geometryReader(let content):
            return [content] + content.smallerTrees.map { .geometryReader($0) }
        case .modified(let content, let modifier):
            return [content] + modifier.decorations + content.smallerTrees.map { .modified($0, modifier) }
                + modifier.smallerModifiers.map { .modified(content, $0) }
        }
    }

    /// The children lists with one child removed, then with one child shrunk.
    private static func shrink(_ children: [FuzzTree], _ make: ([FuzzTree]) -> FuzzTree) -> [FuzzTree] {
        var trees: [FuzzTree] = []
        for index in children.indices {
            var fewer = children
            fewer.remove(at: index)
            trees.append(make(fewer))
        }
        for index in children.indices {
            for smaller in children[index].smallerTrees {
                var shrunk = children
                shrunk[index] = smaller
                trees.append(make(shrunk))
            }
        }
        return trees
    }

    /// How many views the tree has.
    public var size: Int {
        switch self {
        case .hStack(_, _, let children), .vStack(_, _, let children), .zStack(_, let children):
            return 1 + children.reduce(0) { $0 + $1.size }
        case .scrollView(_, let content), .geometryReader(let content): return 1 + content.size
        case .modified(let content, let modifier): return 1 + content.size + modifier.decorations.reduce(0) { $0 + $1.size }
        default: return 1
        }
    }

    /// The tree as SwiftUI code.
    public var description: String { code(indent: 0) }

    func code(indent: Int) -> String {
        let pad = String(repeating: "    ", count: indent)
        func stack(_ head: String, _ children: [FuzzTree]) -> String {
            let body = children.map { $0.code(indent: indent + 1) }.joined(separator: "\n")
            return "\(pad)\(head) {\n\(body)\(children.isEmpty ? "" : "\n")\(pad)}"
        }
        switch self {
        case .color: return pad + "Color.blue"
        case .namedColor(let name): return pad + "Color(\(name.debugDescription))"
        case .text(let string): return pad + "Text(\(string.debugDescription))"
        case .systemImage(let name): return pad + "Image(systemName: \(name.debugDescription))"
        case .rectangle: return pad + "Rectangle()"
        case .circle: return pad + "Circle().stroke(lineWidth: 3)"
        case .capsule: return pad + "Capsule()"
        case .roundedRectangle(let radius): return pad + "RoundedRectangle(cornerRadius: \(radius))"
        case .spacer(let minLength): return pad + "Spacer(minLength: \(minLength.map { "\($0)" } ?? "nil"))"
        case .divider: return pad + "Divider()"
        case .hStack(let spacing, let alignment, let children):
            return stack("HStack(alignment: .\(["top", "center", "bottom"][alignment % 3]), spacing: \(Self.literal(spacing)))", children)
        case .vStack(let spacing, let alignment, let children):
            return stack("VStack(alignment: .\(["leading", "center", "trailing"][alignment % 3]), spacing: \(Self.literal(spacing)))", children)
        case .zStack(let alignment, let children):
            return stack("ZStack(alignment: .\(Self.alignmentNames[alignment % 9]))", children)
        case .scrollView(let horizontal, let content):
            return stack("ScrollView(\(horizontal ? ".horizontal" : ".vertical"))", [content])
        case .geometryReader(let content):
            return stack("GeometryReader { proxy in", [content]) + ".frame(width: proxy.size.width / 2) }"
        case .modified(let content, let modifier):
            return content.code(indent: indent) + "\n" + modifier.code(indent: indent + 1)
        }
    }

    static let alignmentNames = [
        "topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom", "bottomTrailing",
    ]

    static func literal(_ length: CGFloat?) -> String {
        length.map { "\($0)" } ?? "nil"
    }
}
