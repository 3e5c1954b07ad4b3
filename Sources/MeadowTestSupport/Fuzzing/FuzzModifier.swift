import Foundation
import MeadowCore

/// A modifier of a random view tree (`FuzzTree`), with its arguments.
public indirect enum FuzzModifier: Sendable {
    case frame(width: CGFloat?, height: CGFloat?, alignment: Int)
    case flexibleFrame(
        minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?,
        maxHeight: CGFloat?, alignment: Int)
    case padding(CGFloat)
    case offset(x: CGFloat, y: CGFloat)
    case position(x: CGFloat, y: CGFloat)
    case overlay(FuzzTree, alignment: Int)
    case background(FuzzTree, alignment: Int)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case aspectRatio(CGFloat?, fill: Bool)
    case layoutPriority(Double)
    case blur(radius: CGFloat)
    case shadow(radius: CGFloat, x: CGFloat, y: CGFloat)
    case opacity(Double)
    case clipped
    case cornerRadius(CGFloat)
    case rotationEffect(degrees: Double)
    case scaleEffect(x: CGFloat, y: CGFloat)
    case lineLimit(Int?)
    case font(size: CGFloat)
    case minimumScaleFactor(CGFloat)
    case ignoresSafeArea

    /// `view` with this modifier.
    @MainActor
    func apply(to view: AnyView) -> AnyView {
        switch self {
        case .frame(let width, let height, let alignment):
            return AnyView(view.frame(width: width, height: height, alignment: FuzzTree.alignments[alignment % 9]))
        case .flexibleFrame(let minWidth, let idealWidth, let maxWidth, let minHeight, let idealHeight, let maxHeight, let alignment):
            return AnyView(
                view.frame(
                    minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                    idealHeight: idealHeight, maxHeight: maxHeight, alignment: FuzzTree.alignments[alignment % 9]))
        case .padding(let length): return AnyView(view.padding(length))
        case .offset(let x, let y): return AnyView(view.offset(x: x, y: y))
        case .position(let x, let y): return AnyView(view.position(x: x, y: y))
        case .overlay(let tree, let alignment): return AnyView(view.overlay(tree.view, alignment: FuzzTree.alignments[alignment % 9]))
        case .background(let tree, let alignment):
            return AnyView(view.background(tree.view, alignment: FuzzTree.alignments[alignment % 9]))
        case .fixedSize(let horizontal, let vertical): return AnyView(view.fixedSize(horizontal: horizontal, vertical: vertical))
        case .aspectRatio(let ratio, let fill): return AnyView(view.aspectRatio(ratio, contentMode: fill ? .fill : .fit))
        case .layoutPriority(let priority): return AnyView(view.layoutPriority(priority))
        case .blur(let radius): return AnyView(view.blur(radius: radius))
        case .shadow(let radius, let x, let y): return AnyView(view.shadow(radius: radius, x: x, y: y))
        case .opacity(let opacity): return AnyView(view.opacity(opacity))
        case .clipped: return AnyView(view.clipped())
        case .cornerRadius(let radius): return AnyView(view.cornerRadius(radius))
        case .rotationEffect(let degrees): return AnyView(view.rotationEffect(.degrees(degrees)))
        case .scaleEffect(let x, let y): return AnyView(view.scaleEffect(x: x, y: y))
        case .lineLimit(let limit): return AnyView(view.lineLimit(limit))
        case .font(let size): return AnyView(view.font(.system(size: size)))
        case .minimumScaleFactor(let factor): return AnyView(view.minimumScaleFactor(factor))
        case .ignoresSafeArea: return AnyView(view.ignoresSafeArea())
        }
    }

    /// The trees the modifier adds (an overlay's or a background's), which shrinking tries alone.
    var decorations: [FuzzTree] {
        switch self {
        case .overlay(let tree, _), .background(let tree, _): return [tree]
        default: return []
        }
    }

    /// The modifier with a decoration shrunk, or with one argument made plain.
    var smallerModifiers: [FuzzModifier] {
        switch self {
        case .overlay(let tree, let alignment): return tree.smallerTrees.map { .overlay($0, alignment: alignment) }
        case .background(let tree, let alignment): return tree.smallerTrees.map { .background($0, alignment: alignment) }
        case .frame(let width, let height, let alignment):
            return (width == nil ? [] : [.frame(width: nil, height: height, alignment: alignment)])
                + (height == nil ? [] : [.frame(width: width, height: nil, alignment: alignment)])
        case .flexibleFrame(let a, let b, let c, let d, let e, let f, let alignment):
            let values = [a, b, c, d, e, f]
            return values.indices.compactMap { index in
                guard values[index] != nil else { return nil }
                var plain = values
                plain[index] = nil
                return .flexibleFrame(
                    minWidth: plain[0], idealWidth: plain[1], maxWidth: plain[2], minHeight: plain[3], idealHeight: plain[4],
                    maxHeight: plain[5], alignment: alignment)
            }
        default: return []
        }
    }

    func code(indent: Int) -> String {
        let pad = String(repeating: "    ", count: indent)
        let t = FuzzTree.literal
        func alignment(_ index: Int) -> String { ".\(FuzzTree.alignmentNames[index % 9])" }
        switch self {
        case .frame(let width, let height, let a):
            return pad + ".frame(width: \(t(width)), height: \(t(height)), alignment: \(alignment(a)))"
        case .flexibleFrame(let a, let b, let c, let d, let e, let f, let al):
            return pad
                + ".frame(minWidth: \(t(a)), idealWidth: \(t(b)), maxWidth: \(t(c)), minHeight: \(t(d)), idealHeight: \(t(e)), maxHeight: \(t(f)), alignment: \(alignment(al)))"
        case .padding(let length): return pad + ".padding(\(length))"
        case .offset(let x, let y): return pad + ".offset(x: \(x), y: \(y))"
        case .position(let x, let y): return pad + ".position(x: \(x), y: \(y))"
        case .overlay(let tree, let a):
            return pad + ".overlay(alignment: \(alignment(a))) {\n" + tree.code(indent: indent + 1) + "\n\(pad)}"
        case .background(let tree, let a):
            return pad + ".background(alignment: \(alignment(a))) {\n" + tree.code(indent: indent + 1) + "\n\(pad)}"
        case .fixedSize(let h, let v): return pad + ".fixedSize(horizontal: \(h), vertical: \(v))"
        case .aspectRatio(let ratio, let fill): return pad + ".aspectRatio(\(t(ratio)), contentMode: \(fill ? ".fill" : ".fit"))"
        case .layoutPriority(let priority): return pad + ".layoutPriority(\(priority))"
        case .blur(let radius): return pad + ".blur(radius: \(radius))"
        case .shadow(let radius, let x, let y): return pad + ".shadow(radius: \(radius), x: \(x), y: \(y))"
        case .opacity(let opacity): return pad + ".opacity(\(opacity))"
        case .clipped: return pad + ".clipped()"
        case .cornerRadius(let radius): return pad + ".cornerRadius(\(radius))"
        case .rotationEffect(let degrees): return pad + ".rotationEffect(.degrees(\(degrees)))"
        case .scaleEffect(let x, let y): return pad + ".scaleEffect(x: \(x), y: \(y))"
        case .lineLimit(let limit): return pad + ".lineLimit(\(limit.map { "\($0)" } ?? "nil"))"
        case .font(let size): return pad + ".font(.system(size: \(size)))"
        case .minimumScaleFactor(let factor): return pad + ".minimumScaleFactor(\(factor))"
        case .ignoresSafeArea: return pad + ".ignoresSafeArea()"
        }
    }
}
