import Foundation

/// The facts about a landmark the painter uses, read from landmarkData.json.
struct LandmarkFacts: Decodable {
    var id: Int
    var name: String
    var state: String
    var category: String
    var imageName: String
    var coordinates: Coordinates

    struct Coordinates: Decodable {
        var latitude: Double
        var longitude: Double
    }
}

/// What a landscape is made of, worked out from a landmark's category, latitude and state, and varied by its seed.
struct Scene {
    enum Climate { case subarctic, mountainTemperate, lowlandTemperate, desert, coastalWarm }
    enum Water { case none, lake, river, sea }
    enum Trees { case spruce, fir, broadleaf, joshua, none }
    /// A mountain range: base height above the horizon line, peak height, roughness, colour, and whether it is a
    /// wooded ridge rather than bare rock and snow.
    typealias Range = (base: Double, peak: Double, roughness: Double, color: RGB, isForested: Bool)

    var climate: Climate
    var water: Water
    var trees: Trees

    var skyTop: RGB
    var skyHorizon: RGB
    var sun: Point
    var sunColor: RGB
    var light: RGB
    var horizon: Double
    /// The ranges, furthest first.
    var ranges: [Range]
    /// How much of a range's height, from its peaks down, is under snow, or nil for none.
    var snowline: Double?
    var groundNear: RGB
    var groundFar: RGB
    var forest: RGB
    var waterColor: RGB
    var clouds: Int
    /// The weather and hour: 0 a clear morning, 1 a golden evening, 2 a still, misty day.
    var mood: Int

    init(_ landmark: LandmarkFacts, random: inout SeededRandom) {
        let latitude = landmark.coordinates.latitude
        switch (landmark.state, latitude) {
        case (_, 55...): climate = .subarctic
        case ("California", _): climate = .desert
        case (_, ..<40): climate = .coastalWarm
        case ("New Hampshire", _): climate = .lowlandTemperate
        default: climate = .mountainTemperate
        }
        switch landmark.category {
        case "Lakes": water = .lake
        case "Rivers": water = climate == .desert ? .none : .river
        default: water = .none
        }
        mood = Int(random(0...2.999))
        if climate == .desert || climate == .coastalWarm, mood == 2 { mood = 1 }
        let evening = mood == 1 ? random(0.7...1) : random(0...0.3)
        switch climate {
        case .subarctic:
            skyTop = RGB(0.30, 0.45, 0.68).mixed(with: RGB(0.42, 0.40, 0.62), evening * 0.5)
            skyHorizon = RGB(0.86, 0.89, 0.93).mixed(with: RGB(0.98, 0.84, 0.72), evening * 0.6)
            sunColor = RGB(1.0, 0.93, 0.8)
            light = RGB(0.75, 0.85, 1.0)
            trees = .spruce
            forest = RGB(0.10, 0.19, 0.18)
            groundNear = RGB(0.36, 0.38, 0.26)
            groundFar = RGB(0.45, 0.50, 0.40)
            waterColor = RGB(0.22, 0.36, 0.48)
            snowline = random(0.45...0.62)
        case .mountainTemperate:
            skyTop = RGB(0.20, 0.45, 0.82)
            skyHorizon = RGB(0.78, 0.87, 0.96).mixed(with: RGB(1.0, 0.86, 0.68), evening * 0.5)
            sunColor = RGB(1.0, 0.95, 0.82)
            light = RGB(1.0, 0.95, 0.85)
            trees = .fir
            forest = RGB(0.12, 0.27, 0.18)
            groundNear = RGB(0.33, 0.45, 0.22)
            groundFar = RGB(0.42, 0.55, 0.35)
            waterColor = RGB(0.12, 0.40, 0.50)
            snowline = random(0.18...0.32)
        case .lowlandTemperate:
            skyTop = RGB(0.28, 0.50, 0.80)
            skyHorizon = RGB(0.92, 0.86, 0.78)
            sunColor = RGB(1.0, 0.88, 0.7)
            light = RGB(1.0, 0.9, 0.78)
            trees = .broadleaf
            forest = RGB(0.20, 0.33, 0.16)
            groundNear = RGB(0.45, 0.50, 0.25)
            groundFar = RGB(0.40, 0.50, 0.30)
            waterColor = RGB(0.18, 0.30, 0.42)
            snowline = nil
        case .desert:
            skyTop = RGB(0.22, 0.45, 0.80)
            skyHorizon = RGB(0.99, 0.86, 0.66)
            sunColor = RGB(1.0, 0.85, 0.6)
            light = RGB(1.0, 0.82, 0.6)
            trees = .joshua
            forest = RGB(0.42, 0.45, 0.28)
            groundNear = RGB(0.80, 0.64, 0.44)
            groundFar = RGB(0.86, 0.72, 0.55)
            waterColor = RGB(0.4, 0.5, 0.6)
            snowline = nil
        case .coastalWarm:
            skyTop = RGB(0.33, 0.42, 0.72)
            skyHorizon = RGB(1.0, 0.74, 0.52)
            sunColor = RGB(1.0, 0.82, 0.55)
            light = RGB(1.0, 0.78, 0.55)
            trees = .none
            forest = RGB(0.20, 0.26, 0.16)
            groundNear = RGB(0.62, 0.58, 0.30)
            groundFar = RGB(0.55, 0.55, 0.32)
            waterColor = RGB(0.30, 0.38, 0.55)
            snowline = nil
        }
        if mood == 2 {
            skyTop = skyTop.mixed(with: RGB(0.62, 0.66, 0.72), 0.55)
            skyHorizon = skyHorizon.mixed(with: RGB(0.86, 0.87, 0.88), 0.6)
            light = light.mixed(with: RGB(0.85, 0.88, 0.9), 0.6)
        } else if mood == 1 {
            skyTop = skyTop.mixed(with: RGB(0.38, 0.32, 0.58), 0.35)
            skyHorizon = skyHorizon.mixed(with: RGB(1.0, 0.70, 0.55), 0.55)
            sunColor = sunColor.mixed(with: RGB(1.0, 0.62, 0.35), 0.5)
            light = light.mixed(with: RGB(1.0, 0.72, 0.5), 0.5)
        }
        let relief: Double
        switch climate {
        case .subarctic, .mountainTemperate: relief = landmark.category == "Mountains" ? 1.0 : 0.75
        case .lowlandTemperate: relief = 0.22
        case .desert: relief = 0.18
        case .coastalWarm: relief = 0.0
        }
        if water == .lake {
            horizon = random(280...320)
        } else if landmark.category == "Mountains" {
            horizon = random(330...360)
        } else {
            horizon = random(265...300)
        }
        if climate == .coastalWarm { horizon = random(300...320) }
        let sunX = random(60...440)
        let sunY = mood == 1 ? horizon - random(60...110) : random(60...150)
        sun = Point(x: sunX, y: sunY)
        clouds = Int(random(1...5.9))
        let haze = skyHorizon.mixed(with: skyTop, 0.25)
        let rock = climate == .desert ? RGB(0.72, 0.52, 0.38) : RGB(0.36, 0.38, 0.44)
        ranges = []
        guard relief > 0 else { return }
        let count = relief > 0.5 ? 3 : 2
        for layer in 0..<count {
            let depth = Double(layer) / Double(max(count - 1, 1))
            let isNear = layer == count - 1 && trees != .joshua
            let height: Double = isNear ? 80 : 235
            let peak = height * relief * (1.0 - 0.3 * depth) * random(0.7...1.05)
            let color = isNear ? forest.mixed(with: haze, 0.3) : haze.mixed(with: rock, 0.3 + 0.5 * depth)
            let base: Double = isNear ? 4 : 10 + 8 * depth
            ranges.append((base: base, peak: peak, roughness: random(0.40...0.5), color: color, isForested: isNear))
        }
    }
}
