import CCairo
import Foundation

/// Paints one landmark's landscape: sky, mountains, water, trees and light, from its scene.
struct Painter {
    let landmark: LandmarkFacts
    var scene: Scene
    var random: SeededRandom
    let canvas = Canvas(width: 500, height: 500)
    let size = 500.0

    init(landmark: LandmarkFacts) {
        self.landmark = landmark
        random = SeededRandom(seed: UInt64(landmark.id) &* 0x2545_F491_4F6C_DD1D ^ 0x5EED)
        scene = Scene(landmark, random: &random)
        switch landmark.imageName {
        case "icybay": scene.water = .sea
        case "lakemcdonald": scene.water = .lake
        default: break
        }
    }

    mutating func paint(to path: String) throws {
        let ridges = scene.ranges.map { ridge(for: $0) }
        let forest = forestLine()
        drawSky()
        drawLand(ridges: ridges, forest: forest)
        switch scene.water {
        case .lake, .sea: drawStillWater(ridges: ridges, forest: forest)
        case .river: drawRiver()
        case .none:
            drawGround()
            if landmark.category == "Mountains" { drawSlope() }
        }
        drawForeground()
        drawLight()
        try canvas.writePNG(to: path)
    }

    // MARK: Sky

    mutating func drawSky() {
        let s = scene
        canvas.rectangle(0, 0, size, size)
        canvas.setVerticalGradient(
            [(0, s.skyTop, 1), (0.75, s.skyTop.mixed(with: s.skyHorizon, 0.6), 1), (1, s.skyHorizon, 1)], from: 0, to: s.horizon)
        canvas.fill()
        canvas.rectangle(0, 0, size, size)
        canvas.setGlow(s.sunColor, alpha: 0.7, at: s.sun, radius: 230)
        canvas.fill()
        canvas.ellipse(center: s.sun, rx: 13, ry: 13)
        canvas.setColor(RGB(1, 0.98, 0.92))
        canvas.fill()
        for _ in 0..<s.clouds {
            let center = Point(x: random(-40...540), y: random(40...max(60, min(s.horizon - 150, 180))))
            let width = random(70...170)
            let tint = RGB(1, 1, 1).mixed(with: s.sunColor, 0.35)
            for puff in 0..<9 {
                let dx = (Double(puff) / 8 - 0.5) * width
                let r = width * random(0.16...0.26) * (1.1 - abs(dx) / width)
                let puffCenter = Point(x: center.x + dx, y: center.y - r * 0.3 + random(-3...3))
                canvas.rectangle(puffCenter.x - r * 2, puffCenter.y - r * 2, r * 4, r * 4)
                canvas.setGlow(tint, alpha: random(0.35...0.6), at: puffCenter, radius: r * 1.5)
                canvas.fill()
            }
        }
    }

    // MARK: Mountains and forest

    /// A ridgeline across the canvas by midpoint displacement, as y for x from -10 to 510 in 128 steps.
    mutating func ridge(for range: Scene.Range) -> [Point] {
        var heights = [Double](repeating: 0, count: 129)
        heights[0] = random(0...0.6)
        heights[128] = random(0...0.6)
        var step = 64, scale = 1.0
        while step >= 1 {
            for start in stride(from: 0, to: 128, by: step * 2) {
                heights[start + step] = (heights[start] + heights[start + step * 2]) / 2 + random(-1...1) * scale
            }
            scale *= range.roughness
            step /= 2
        }
        let low = heights.min() ?? 0, high = heights.max() ?? 1
        return heights.enumerated().map { index, height in
            let x = -10 + Double(index) * 520 / 128
            return Point(x: x, y: scene.horizon - range.base - range.peak * (height - low) / max(high - low, 0.001))
        }
    }

    /// The far shore or the edge of the near woods: a low wavy line just above the horizon.
    mutating func forestLine() -> [Point] {
        var points: [Point] = []
        var x = -10.0
        let phase = random(0...6)
        while x <= 510 {
            points.append(Point(x: x, y: scene.horizon - 6 - 5 * sin(x / 60 + phase) - random(0...2)))
            x += 4
        }
        return points
    }

    mutating func drawLand(ridges: [[Point]], forest: [Point]) {
        for (range, points) in zip(scene.ranges, ridges) {
            drawMountain(points, range: range)
            if scene.mood == 2 && !range.isForested { drawMist(below: points) }
        }
        if scene.trees != .joshua { drawForest(forest, scale: 1, reflected: false) }
    }

    func mountainShape(_ points: [Point]) {
        canvas.polygon(points + [Point(x: 510, y: scene.horizon + 2), Point(x: -10, y: scene.horizon + 2)])
    }

    /// A band of mist along the foot of a range.
    func drawMist(below points: [Point]) {
        let top = points.map(\.y).min() ?? 0
        let y = top + (scene.horizon - top) * 0.55
        canvas.rectangle(0, y - 30, size, scene.horizon - y + 30)
        canvas.setVerticalGradient([(0, scene.skyHorizon, 0), (0.7, scene.skyHorizon, 0.55), (1, scene.skyHorizon, 0.3)], from: y - 30, to: scene.horizon)
        canvas.fill()
    }

    mutating func drawMountain(_ points: [Point], range: Scene.Range) {
        let color = range.color
        let sunOnLeft = scene.sun.x < 250
        mountainShape(points)
        canvas.setVerticalGradient([(0, color.scaled(1.08), 1), (1, color.mixed(with: scene.skyHorizon, 0.35), 1)],
                                   from: points.map(\.y).min() ?? 0, to: scene.horizon)
        canvas.fill()
        let top = points.map(\.y).min() ?? 0
        var peaks: [Int] = []
        for index in 3..<(points.count - 3) where (index - 3...index + 3).allSatisfy({ points[$0].y >= points[index].y }) {
            peaks.append(index)
        }
        mountainShape(points)
        canvas.clipped {
            if let cover = scene.snowline, !range.isForested {
                let snowY = top + (scene.horizon - top) * cover
                var edge: [Point] = []
                for x in stride(from: 510.0, through: -10, by: -8) {
                    edge.append(Point(x: x, y: snowY + random(-14...14)))
                }
                canvas.polygon(points + edge)
                canvas.setVerticalGradient([(0, RGB(0.98, 0.98, 1), 1), (1, RGB(0.88, 0.9, 0.96), 0.9)], from: top, to: snowY + 14)
                canvas.fill()
            }
            // Each peak's side away from the sun is in shade, down a crooked line to the foot of the range.
            for peak in peaks {
                var shade: [Point] = []
                var index = peak
                let direction = sunOnLeft ? 1 : -1
                while index > 0, index < points.count - 1 {
                    shade.append(points[index])
                    let next = index + direction
                    if points[next].y > points[index].y || index == peak { index = next } else { break }
                }
                let peakPoint = points[peak]
                let foot = Point(x: peakPoint.x + Double(direction) * random(35...80), y: scene.horizon + 2)
                shade.append(Point(x: shade.last?.x ?? foot.x, y: scene.horizon + 2))
                for step in stride(from: 1.0, to: 0, by: -0.2) {
                    shade.append(Point(x: peakPoint.x + (foot.x - peakPoint.x) * step + random(-5...5),
                                       y: peakPoint.y + (foot.y - peakPoint.y) * step))
                }
                canvas.polygon(shade)
                canvas.setColor(RGB(0.12, 0.14, 0.28), alpha: range.isForested ? 0.2 : 0.3)
                canvas.fill()
            }
        }
        if range.isForested { drawRidgeTrees(points, color: color) }
    }

    /// Trees standing along a forested ridge, so its edge reads as woods against the ranges behind.
    mutating func drawRidgeTrees(_ points: [Point], color: RGB) {
        var x = -6.0
        while x < 506 {
            let index = min(max(Int((x + 10) * 128 / 520), 0), points.count - 1)
            drawTree(at: Point(x: x, y: points[index].y + 4), height: random(8...15), color: color.scaled(random(0.85...1.1)))
            x += random(3...7)
        }
    }

    mutating func drawForest(_ line: [Point], scale: Double, reflected: Bool) {
        canvas.polygon(line + [Point(x: 510, y: scene.horizon + 1), Point(x: -10, y: scene.horizon + 1)])
        canvas.setColor(scene.forest)
        canvas.fill()
        var x = -6.0
        while x < 506 {
            let base = line[min(max(Int((x + 10) / 4), 0), line.count - 1)].y + 3
            drawTree(at: Point(x: x, y: base), height: random(7...16) * scale, color: scene.forest.scaled(random(0.8...1.15)))
            x += random(3...8)
        }
    }

    mutating func drawTree(at base: Point, height: Double, color: RGB) {
        switch scene.trees {
        case .spruce, .fir:
            let width = height * (scene.trees == .spruce ? 0.22 : 0.32)
            canvas.polygon([Point(x: base.x - width, y: base.y), Point(x: base.x, y: base.y - height), Point(x: base.x + width, y: base.y)])
            canvas.setColor(color)
            canvas.fill()
        case .broadleaf:
            let autumn = [RGB(0.75, 0.32, 0.12), RGB(0.85, 0.55, 0.15), RGB(0.55, 0.22, 0.12), RGB(0.30, 0.40, 0.18), RGB(0.82, 0.42, 0.10)]
            let leaf = autumn[Int(random(0...4.99))]
            canvas.ellipse(center: Point(x: base.x, y: base.y - height * 0.55), rx: height * 0.42, ry: height * 0.5)
            canvas.setColor(leaf.mixed(with: scene.skyHorizon, max(0, 0.35 - height / 80)))
            canvas.fill()
        case .joshua:
            // A Joshua tree: a shaggy trunk forking into a few arms, each ending in a spiky tuft.
            let trunkTop = Point(x: base.x + random(-2...2), y: base.y - height * 0.5)
            var tips: [Point] = []
            for arm in 0..<Int(random(2...4.99)) {
                let side: Double = arm % 2 == 0 ? -1 : 1
                tips.append(Point(x: trunkTop.x + side * height * random(0.15...0.4), y: trunkTop.y - height * random(0.25...0.5)))
            }
            canvas.cairoPath { cairo in
                cairo_move_to(cairo, base.x, base.y)
                cairo_line_to(cairo, trunkTop.x, trunkTop.y)
                for tip in tips {
                    cairo_move_to(cairo, trunkTop.x, trunkTop.y)
                    cairo_curve_to(cairo, trunkTop.x, trunkTop.y - height * 0.1, tip.x, tip.y + height * 0.15, tip.x, tip.y)
                }
            }
            canvas.setColor(RGB(0.33, 0.26, 0.18))
            canvas.stroke(width: max(1, height / 14))
            for tip in tips {
                canvas.cairoPath { cairo in
                    for k in 0..<12 {
                        let angle = Double(k) / 12 * 2 * .pi
                        let length = height * random(0.07...0.12)
                        cairo_move_to(cairo, tip.x, tip.y)
                        cairo_line_to(cairo, tip.x + cos(angle) * length, tip.y + sin(angle) * length * 0.9 - length * 0.3)
                    }
                }
                canvas.setColor(RGB(0.36, 0.42, 0.20))
                canvas.stroke(width: max(0.8, height / 50))
            }
        case .none:
            break
        }
    }

    // MARK: Water and ground

    mutating func drawStillWater(ridges: [[Point]], forest: [Point]) {
        let s = scene
        let shoreY = s.water == .sea ? size : random(420...450)
        canvas.rectangle(0, s.horizon, size, size - s.horizon)
        canvas.clipped {
            canvas.mirrored(about: s.horizon, squash: 1) {
                canvas.rectangle(0, 0, size, s.horizon)
                canvas.setVerticalGradient([(0, s.skyTop, 1), (1, s.skyHorizon, 1)], from: 0, to: s.horizon)
                canvas.fill()
                var mirror = self
                for (range, points) in zip(s.ranges, ridges) { mirror.drawMountain(points, range: range) }
                canvas.polygon(forest + [Point(x: 510, y: s.horizon + 1), Point(x: -10, y: s.horizon + 1)])
                canvas.setColor(s.forest)
                canvas.fill()
            }
            canvas.rectangle(0, s.horizon, size, size - s.horizon)
            canvas.setVerticalGradient([(0, s.waterColor, 0.35), (1, s.waterColor.scaled(0.7), 0.8)], from: s.horizon, to: size)
            canvas.fill()
            for _ in 0..<70 {
                let y = s.horizon + pow(random(0...1), 1.6) * (shoreY - s.horizon)
                let length = random(8...50) * (0.3 + (y - s.horizon) / 150)
                let x = random(-20...500)
                canvas.rectangle(x, y, length, max(0.8, (y - s.horizon) / 90))
                canvas.setColor(random(0...1) < 0.5 ? RGB(1, 1, 1) : s.waterColor.scaled(0.6), alpha: random(0.10...0.28))
                canvas.fill()
            }
            if s.mood == 1 {
                for _ in 0..<40 {
                    let y = s.horizon + random(2...(shoreY - s.horizon))
                    let width = random(6...26) * (0.4 + (y - s.horizon) / 80)
                    canvas.rectangle(s.sun.x - width / 2 + random(-12...12), y, width, 1.5)
                    canvas.setColor(s.sunColor, alpha: random(0.3...0.6))
                    canvas.fill()
                }
            }
        }
        if s.water == .sea || landmark.imageName == "stmarylake" {
            drawIslands(sea: s.water == .sea)
        }
        if landmark.imageName == "hiddenlake" {
            // Hidden Lake keeps its ice late into summer: floes and a frozen rim on the far side.
            for _ in 0..<9 {
                let center = Point(x: random(0...500), y: s.horizon + pow(random(0...1), 1.5) * 90 + 8)
                let scale = 0.5 + (center.y - s.horizon) / 40
                canvas.ellipse(center: center, rx: random(15...45) * scale, ry: random(2...4) * scale)
                canvas.setColor(RGB(0.88, 0.93, 0.97), alpha: 0.9)
                canvas.fill()
            }
        }
        if s.water == .lake {
            var shore: [Point] = []
            for x in stride(from: -10.0, through: 510, by: 20) {
                shore.append(Point(x: x, y: shoreY + 12 * sin(x / 90 + random(0...0.6)) + random(-3...3)))
            }
            canvas.polygon(shore + [Point(x: 510, y: 510), Point(x: -10, y: 510)])
            canvas.setVerticalGradient([(0, s.groundNear.mixed(with: RGB(0.6, 0.55, 0.45), 0.5), 1), (1, s.groundNear.scaled(0.6), 1)],
                                       from: shoreY - 12, to: size)
            canvas.fill()
        }
    }

    mutating func drawIslands(sea: Bool) {
        let s = scene
        if sea {
            for _ in 0..<14 {
                let center = Point(x: random(0...500), y: s.horizon + pow(random(0...1), 1.4) * 190 + 6)
                let scale = 0.3 + (center.y - s.horizon) / 70
                let width = random(6...16) * scale, height = random(3...8) * scale
                var points: [Point] = []
                for k in 0..<6 {
                    let angle = Double(k) / 6 * .pi
                    points.append(Point(x: center.x - cos(angle) * width * random(0.7...1.1), y: center.y - sin(angle) * height * random(0.6...1.3)))
                }
                canvas.polygon(points)
                canvas.setColor(RGB(0.93, 0.96, 1))
                canvas.fill()
                canvas.polygon([points[0], points[3], points[4], points[5]])
                canvas.setColor(RGB(0.55, 0.75, 0.88), alpha: 0.6)
                canvas.fill()
                canvas.ellipse(center: Point(x: center.x, y: center.y + 1), rx: width, ry: height * 0.25)
                canvas.setColor(RGB(0.7, 0.85, 0.92), alpha: 0.5)
                canvas.fill()
            }
        } else {
            // Wild Goose Island: a small wooded islet out in the lake.
            let center = Point(x: s.sun.x < 250 ? 330 : 170, y: s.horizon + 42)
            canvas.ellipse(center: center, rx: 26, ry: 5)
            canvas.setColor(s.forest.scaled(0.8))
            canvas.fill()
            for k in 0..<9 {
                let x = center.x - 20 + Double(k) * 5 + random(-1.5...1.5)
                drawTree(at: Point(x: x, y: center.y + 1), height: random(12...24), color: s.forest)
                canvas.polygon([Point(x: x - 3, y: center.y + 3), Point(x: x, y: center.y + 3 + random(10...18)), Point(x: x + 3, y: center.y + 3)])
                canvas.setColor(s.forest, alpha: 0.35)
                canvas.fill()
            }
        }
    }

    mutating func drawGround() {
        let s = scene
        canvas.rectangle(0, s.horizon, size, size - s.horizon)
        canvas.setVerticalGradient([(0, s.groundFar, 1), (1, s.groundNear, 1)], from: s.horizon, to: size)
        canvas.fill()
        drawScatter(count: 260, avoiding: nil)
    }

    /// Small marks on the ground, bigger nearer: grass tufts, stones, shrubs.
    mutating func drawScatter(count: Int, avoiding river: ((Double) -> (left: Double, right: Double))?) {
        let s = scene
        for _ in 0..<count {
            let depth = pow(random(0...1), 1.5)
            let y = s.horizon + 4 + depth * (size - s.horizon)
            let x = random(-10...510)
            if let river {
                let banks = river(y)
                if x > banks.left - 6 && x < banks.right + 6 { continue }
            }
            let scale = 0.4 + depth * 2.2
            canvas.ellipse(center: Point(x: x, y: y), rx: random(2...5) * scale, ry: random(0.8...2) * scale)
            canvas.setColor(s.groundNear.scaled(random(0.6...0.85)), alpha: 0.6)
            canvas.fill()
        }
    }

    mutating func drawRiver() {
        let s = scene
        canvas.rectangle(0, s.horizon, size, size - s.horizon)
        canvas.setVerticalGradient([(0, s.groundFar, 1), (1, s.groundNear, 1)], from: s.horizon, to: size)
        canvas.fill()
        let phase = random(0...6), sway = random(60...110), start = random(180...320)
        let depthRange = size - s.horizon
        func course(_ y: Double) -> (left: Double, right: Double) {
            let t = max(0, (y - s.horizon) / depthRange)
            let center = start + sway * t * sin(phase + pow(t, 0.6) * 7.5)
            let width = 3 + 150 * pow(t, 1.7)
            return (center - width / 2, center + width / 2)
        }
        var left: [Point] = [], right: [Point] = []
        for y in stride(from: s.horizon, through: size + 4, by: 2) {
            let banks = course(y)
            left.append(Point(x: banks.left, y: y))
            right.append(Point(x: banks.right, y: y))
        }
        let water = left + right.reversed()
        canvas.polygon(water)
        canvas.setVerticalGradient([(0, s.skyHorizon, 1), (0.5, s.skyTop.mixed(with: s.waterColor, 0.5), 1), (1, s.waterColor.scaled(0.8), 1)],
                                   from: s.horizon, to: size)
        canvas.fill()
        for bank in [left, right] {
            canvas.cairoPath { cairo in
                cairo_move_to(cairo, bank[0].x, bank[0].y)
                for point in bank.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
            }
            canvas.setColor(s.groundFar.mixed(with: RGB(0.9, 0.85, 0.7), 0.5), alpha: 0.8)
            canvas.stroke(width: 2.5)
        }
        canvas.polygon(water)
        canvas.clipped {
            for _ in 0..<60 {
                let y = s.horizon + pow(random(0...1), 1.3) * depthRange
                let banks = course(y)
                let x = random(banks.left...max(banks.left, banks.right))
                canvas.rectangle(x - 10, y, random(6...30) * (0.3 + (y - s.horizon) / 100), 1.2)
                canvas.setColor(RGB(1, 1, 1), alpha: random(0.12...0.3))
                canvas.fill()
            }
        }
        drawScatter(count: 200, avoiding: course)
        if s.trees != .none {
            for _ in 0..<70 {
                let depth = pow(random(0...1), 2.2)
                let y = s.horizon + 6 + depth * depthRange * 0.8
                let x = random(-10...510)
                let banks = course(y)
                if x > banks.left - 15 - depth * 40 && x < banks.right + 15 + depth * 40 { continue }
                drawTree(at: Point(x: x, y: y), height: 10 + depth * 90, color: s.forest.scaled(random(0.7...1.1)))
            }
        }
    }

    /// A near hillside rising from one side, with scree and a trail climbing toward the pass.
    mutating func drawSlope() {
        let s = scene
        let fromLeft = s.sun.x > 250
        func x(_ u: Double) -> Double { fromLeft ? u : size - u }
        var edge: [Point] = []
        for u in stride(from: -10.0, through: 330, by: 10) {
            let t = u / 330
            edge.append(Point(x: x(u), y: s.horizon - 120 + t * t * 240 + random(-4...4)))
        }
        let slope = edge + [Point(x: x(330), y: size + 10), Point(x: x(-10), y: size + 10)]
        canvas.polygon(slope)
        canvas.setVerticalGradient([(0, s.groundNear.mixed(with: RGB(0.5, 0.5, 0.5), 0.4), 1), (1, s.groundNear.scaled(0.75), 1)],
                                   from: s.horizon - 120, to: size)
        canvas.fill()
        canvas.polygon(slope)
        canvas.clipped {
            for _ in 0..<120 {
                let u = random(0...330), v = random(0...1)
                let top = s.horizon - 120 + (u / 330) * (u / 330) * 240
                let y = top + v * (size - top)
                let scale = 0.5 + (y - s.horizon + 120) / 150
                canvas.ellipse(center: Point(x: x(u), y: y), rx: random(2...5) * scale, ry: random(1.5...3) * scale)
                canvas.setColor(RGB(0.55, 0.55, 0.52).scaled(random(0.7...1.2)), alpha: 0.8)
                canvas.fill()
            }
            // The trail: switchbacks up the slope, a pale dotted line.
            var points: [Point] = []
            var y = size + 5
            var onOuterSide = true
            while y > s.horizon - 100 {
                let edge = 330 * ((y - (s.horizon - 120)) / 240).squareRoot()
                points.append(Point(x: x(onOuterSide ? min(edge, 330) * 0.8 : 30 + random(0...20)), y: y))
                onOuterSide.toggle()
                y -= random(28...40)
            }
            canvas.cairoPath { cairo in
                cairo_move_to(cairo, points[0].x, points[0].y)
                for point in points.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
            }
            let dash: [Double] = [5, 4]
            cairo_set_dash(canvas.cairo, dash, 2, 0)
            canvas.setColor(RGB(0.95, 0.9, 0.78), alpha: 0.95)
            canvas.stroke(width: 2.5)
            cairo_set_dash(canvas.cairo, nil, 0, 0)
        }
        for _ in 0..<14 {
            let u = random(150...330)
            let top = s.horizon - 120 + (u / 330) * (u / 330) * 240
            drawTree(at: Point(x: x(u), y: top + random(20...60)), height: random(40...80), color: s.forest)
        }
    }

    // MARK: Foreground and light

    mutating func drawForeground() {
        let s = scene
        switch landmark.imageName {
        case "turtlerock": drawBoulders()
        case "lakemcdonald", "stmarylake", "hiddenlake", "twinlake":
            let colors = landmark.imageName == "lakemcdonald"
                ? [RGB(0.62, 0.22, 0.18), RGB(0.28, 0.45, 0.35), RGB(0.75, 0.55, 0.30), RGB(0.30, 0.38, 0.55), RGB(0.50, 0.18, 0.22)]
                : [RGB(0.55, 0.52, 0.48), RGB(0.42, 0.40, 0.38), RGB(0.62, 0.60, 0.55)]
            for _ in 0..<70 {
                let y = random(455...505), scale = 0.5 + (y - 450) / 30
                canvas.ellipse(center: Point(x: random(-10...510), y: y), rx: random(4...8) * scale, ry: random(2.5...4.5) * scale)
                canvas.setColor(colors[Int(random(0...Double(colors.count) - 0.01))].scaled(random(0.85...1.15)))
                canvas.fill()
            }
        case "chincoteague":
            // The striped lighthouse over the marsh, and grasses in front.
            let x = s.sun.x < 250 ? 390.0 : 110.0
            let base = s.horizon - 4
            canvas.polygon([Point(x: x - 5, y: base), Point(x: x - 3.5, y: base - 46), Point(x: x + 3.5, y: base - 46), Point(x: x + 5, y: base)])
            canvas.setColor(RGB(0.96, 0.94, 0.9))
            canvas.fill()
            for band in stride(from: 0.0, to: 46, by: 12) {
                canvas.rectangle(x - 5, base - band - 6, 10, 6)
                canvas.setColor(RGB(0.72, 0.16, 0.14))
                canvas.fill()
            }
            canvas.rectangle(x - 4, base - 52, 8, 6)
            canvas.setColor(RGB(0.2, 0.2, 0.2))
            canvas.fill()
            drawGrasses(color: RGB(0.70, 0.62, 0.30))
        default:
            if s.water == .lake { drawGrasses(color: s.groundNear.mixed(with: RGB(0.7, 0.65, 0.4), 0.3)) }
        }
        switch landmark.imageName {
        case "twinlake": drawCabin()
        case "silversalmoncreek": drawBear()
        case "rainbowlake": drawDock()
        default: break
        }
    }

    /// A small log cabin on the near shore, as Richard Proenneke's on Upper Twin Lake.
    func drawCabin() {
        let x = scene.sun.x < 250 ? 360.0 : 140.0, y = 452.0
        canvas.polygon([Point(x: x - 34, y: y), Point(x: x - 34, y: y - 26), Point(x: x + 34, y: y - 26), Point(x: x + 34, y: y)])
        canvas.setColor(RGB(0.45, 0.30, 0.18))
        canvas.fill()
        for log in stride(from: 4.0, to: 26, by: 5) {
            canvas.rectangle(x - 36, y - log - 1, 72, 1.2)
            canvas.setColor(RGB(0.28, 0.18, 0.10), alpha: 0.8)
            canvas.fill()
        }
        canvas.polygon([Point(x: x - 42, y: y - 24), Point(x: x, y: y - 50), Point(x: x + 42, y: y - 24)])
        canvas.setColor(RGB(0.30, 0.32, 0.24))
        canvas.fill()
        canvas.rectangle(x - 6, y - 18, 12, 18)
        canvas.setColor(RGB(0.2, 0.13, 0.08))
        canvas.fill()
        canvas.rectangle(x + 14, y - 18, 10, 8)
        canvas.setColor(RGB(0.95, 0.8, 0.5))
        canvas.fill()
    }

    /// A brown bear crossing the meadow by the shore.
    func drawBear() {
        let x = scene.sun.x < 250 ? 330.0 : 170.0, y = 462.0
        let fur = RGB(0.30, 0.20, 0.12)
        canvas.setColor(fur)
        canvas.ellipse(center: Point(x: x, y: y - 18), rx: 26, ry: 15)
        canvas.fill()
        canvas.setColor(fur)
        canvas.ellipse(center: Point(x: x - 10, y: y - 28), rx: 12, ry: 8)
        canvas.fill()
        canvas.setColor(fur)
        canvas.ellipse(center: Point(x: x - 30, y: y - 16), rx: 10, ry: 8)
        canvas.fill()
        canvas.setColor(fur)
        canvas.ellipse(center: Point(x: x - 39, y: y - 13), rx: 6, ry: 4)
        canvas.fill()
        canvas.setColor(fur)
        canvas.ellipse(center: Point(x: x - 28, y: y - 24), rx: 3, ry: 3)
        canvas.fill()
        for legX in [x - 18, x - 8, x + 10, x + 18] {
            canvas.rectangle(legX - 3.5, y - 12, 7, 13)
            canvas.setColor(fur.scaled(0.85))
            canvas.fill()
        }
    }

    /// A wooden dock running out into the lake, with a canoe tied to it.
    func drawDock() {
        let x = scene.sun.x < 250 ? 320.0 : 180.0
        canvas.polygon([Point(x: x - 30, y: 470), Point(x: x - 2, y: 428), Point(x: x + 22, y: 428), Point(x: x + 10, y: 470)])
        canvas.setColor(RGB(0.58, 0.45, 0.32))
        canvas.fill()
        for plank in stride(from: 431.0, to: 470, by: 5) {
            let t = (plank - 428) / 42
            canvas.rectangle(x - 2 - 28 * t, plank, 24 - 12 * t, 0.9)
            canvas.setColor(RGB(0.30, 0.22, 0.15), alpha: 0.7)
            canvas.fill()
        }
        for post in [Point(x: x - 2, y: 428), Point(x: x + 22, y: 428)] {
            canvas.rectangle(post.x - 1.5, post.y, 3, 10)
            canvas.setColor(RGB(0.25, 0.18, 0.12))
            canvas.fill()
        }
        canvas.ellipse(center: Point(x: x + 48, y: 440), rx: 24, ry: 4)
        canvas.setColor(RGB(0.75, 0.25, 0.15))
        canvas.fill()
    }

    mutating func drawGrasses(color: RGB) {
        for _ in 0..<180 {
            let x = random(-10...510), base = random(470...510), height = random(14...40)
            canvas.cairoPath { cairo in
                cairo_move_to(cairo, x, base)
                cairo_curve_to(cairo, x, base - height / 2, x + random(-8...8), base - height * 0.8, x + random(-12...12), base - height)
            }
            canvas.setColor(color.scaled(random(0.6...1.2)), alpha: 0.9)
            canvas.stroke(width: random(1...2))
        }
    }

    mutating func drawBoulders() {
        let s = scene
        let granite = RGB(0.80, 0.62, 0.46)
        let pileX = s.sun.x < 250 ? random(290...330) : random(170...210)
        let stones: [(Double, Double, Double)] = [
            (0, 0, 80), (-70, 12, 56), (65, 16, 60), (-25, -62, 54), (35, -58, 48), (-5, -108, 38), (110, 34, 36), (-118, 30, 40),
            (150, 44, 22), (-160, 46, 20),
        ]
        for (dx, dy, r) in stones.sorted(by: { $0.1 < $1.1 }) {
            let center = Point(x: pileX + dx, y: 430 + dy)
            var points: [Point] = []
            for k in 0..<9 {
                let angle = Double(k) / 9 * 2 * .pi
                points.append(Point(x: center.x + cos(angle) * r * random(0.85...1.1), y: center.y + sin(angle) * r * random(0.7...0.9)))
            }
            canvas.smoothShape(points)
            canvas.setColor(granite.scaled(random(0.9...1.05)))
            canvas.fillPreserve()
            canvas.clipped {
                let shade = Point(x: center.x + (s.sun.x < 250 ? r * 0.7 : -r * 0.7), y: center.y + r * 0.5)
                canvas.rectangle(0, 0, size, size)
                canvas.setGlow(RGB(0.35, 0.22, 0.2), alpha: 0.75, at: shade, radius: r * 1.3)
                canvas.fill()
                let light = Point(x: center.x - (s.sun.x < 250 ? r * 0.4 : -r * 0.4), y: center.y - r * 0.45)
                canvas.rectangle(0, 0, size, size)
                canvas.setGlow(RGB(1, 0.88, 0.7), alpha: 0.45, at: light, radius: r * 0.8)
                canvas.fill()
                // A crack or two along the granite's joints.
                for _ in 0..<2 {
                    let start = Point(x: center.x + random(-0.5...0.5) * r, y: center.y - r * 0.7)
                    canvas.cairoPath { cairo in
                        cairo_move_to(cairo, start.x, start.y)
                        cairo_curve_to(cairo, start.x + random(-10...10), start.y + r * 0.4, start.x + random(-15...15), start.y + r * 0.8,
                                       start.x + random(-20...20), start.y + r * 1.3)
                    }
                    canvas.setColor(RGB(0.4, 0.27, 0.2), alpha: 0.5)
                    canvas.stroke(width: 1.5)
                }
            }
        }
        let trees: [(Double, Double, Double)] = [(pileX > 250 ? 75 : 425, 485, 150), (pileX > 250 ? 20 : 480, 430, 80), (pileX > 250 ? 140 : 360, 350, 45),
                                                  (pileX > 250 ? 470 : 30, 345, 35)]
        for (x, y, height) in trees {
            drawTree(at: Point(x: x, y: y), height: height, color: s.forest)
        }
    }

    func drawLight() {
        let s = scene
        canvas.blended(CAIRO_OPERATOR_SOFT_LIGHT) {
            canvas.rectangle(0, 0, size, size)
            canvas.setColor(s.light, alpha: 0.35)
            canvas.fill()
        }
        canvas.blended(CAIRO_OPERATOR_SCREEN) {
            canvas.rectangle(0, 0, size, size)
            canvas.setGlow(s.sunColor, alpha: 0.22, at: s.sun, radius: 420)
            canvas.fill()
        }
        let pattern = cairo_pattern_create_radial(250, 260, 180, 250, 260, 380)
        cairo_pattern_add_color_stop_rgba(pattern, 0, 0, 0, 0, 0)
        cairo_pattern_add_color_stop_rgba(pattern, 1, 0, 0, 0.05, 0.35)
        cairo_set_source(canvas.cairo, pattern)
        cairo_pattern_destroy(pattern)
        canvas.rectangle(0, 0, size, size)
        canvas.fill()
    }
}

extension Canvas {
    /// Builds an open path with raw Cairo calls.
    func cairoPath(_ build: (OpaquePointer) -> Void) {
        cairo_new_path(cairo)
        build(cairo)
    }
}
