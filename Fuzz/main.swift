import Foundation
import MeadowCairo
import MeadowCore
import MeadowTestSupport

// `make fuzz`: lays out seeded random view trees and checks that no frame is NaN, infinite or negative and that a
// second layout agrees. Usage: MeadowFuzz [--trees N] [--seed S] [--tree-seed S] [--draw]. --tree-seed checks one
// tree alone and shrinks it when it fails, or when it crashes (each try in a forked child). With
// --draw, text is measured by Pango and every tree is drawn by Cairo, on at most 1,000 × 1,000 pixels.

@MainActor
func runFuzz() -> Int32 {
    var trees = 100_000
    var seed = UInt64(Date().timeIntervalSince1970)
    var treeSeed: UInt64?
    var draws = false
    var arguments = CommandLine.arguments.dropFirst().makeIterator()
    while let argument = arguments.next() {
        if argument == "--draw" {
            draws = true
            continue
        }
        let value = arguments.next()
        switch argument {
        case "--trees": trees = value.flatMap { Int($0) } ?? trees
        case "--seed": seed = value.flatMap { UInt64($0) } ?? seed
        case "--tree-seed": treeSeed = value.flatMap { UInt64($0) }
        default:
            FileHandle.standardError.write(Data("MeadowFuzz: unknown argument \(argument)\n".utf8))
            return 2
        }
    }
    let renderer = CairoRenderer(textSystem: PangoTextSystem.shared)
    let fuzzer =
        draws
        ? LayoutFuzzer(textSystem: { PangoTextSystem.shared }) { list, canvas in
            let scale = min(1, 1_000 / max(canvas.width, canvas.height, 1))
            _ = renderer.render(list, size: canvas, scale: scale, background: nil)
        }
        : LayoutFuzzer()
    if let treeSeed {
        let (tree, canvas) = LayoutFuzzer.makeCase(seed: treeSeed)
        if fuzzer.crashes(tree, canvas: canvas) {
            let smallest = fuzzer.shrink(tree) { fuzzer.crashes($0, canvas: canvas) }
            print("CRASH tree seed \(treeSeed) on a \(canvas.width)×\(canvas.height) canvas; smallest crashing tree:\n\(smallest)")
            return 1
        }
        let failure = fuzzer.check(seed: treeSeed)
        print(failure.map { "FAIL \($0)" } ?? "tree seed \(treeSeed): ok")
        return failure == nil ? 0 : 1
    }
    let start = Date()
    var failures = 0
    for index in 0..<trees {
        if let failure = fuzzer.check(seed: SeededGenerator.seed(seed, index: index)) {
            failures += 1
            print("FAIL tree \(index) of run seed \(seed): \(failure)")
        }
        if (index + 1) % 10_000 == 0 { print("  \(index + 1) trees, \(failures) failures, \(String(format: "%.1f", Date().timeIntervalSince(start))) s") }
    }
    print("fuzz\(draws ? " (drawn)" : ""): \(trees) trees, seed \(seed), \(failures) failures, \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
    return failures == 0 ? 0 : 1
}

exit(MainActor.assumeIsolated { runFuzz() })
