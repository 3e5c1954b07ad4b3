import CoreLocation
import Foundation
import MeadowCore

/// One frame of a map as display-list items, in the view's coordinates: the base map (land, the data box's sea,
/// shoreline rings by level, rivers, borders), the markers, and along the top of the safe area the scale bar and
/// the centre's coordinates.
struct MapDrawing {
    /// The camera; nil before the map has a position.
    var projection: MapProjection?
    var size: CGSize
    /// How far the screen's bars reach into the view; the scale and the coordinates stay clear of them.
    var insets: EdgeInsets
    var data: MapData?
    var markers: [MapMarker]
    var metric: Bool

    /// Points closer than this to the last one kept are dropped: finer than the eye sees, and fewer to draw.
    static let pointSpacing: CGFloat = 0.75
    /// The longest the scale bar gets.
    static let scaleWidth: CGFloat = 90
    /// The insets of the scale bar and the coordinates label from the safe area's edges.
    static let margin: CGFloat = 10

    func items() -> [DisplayItem] {
        let bounds = CGRect(origin: .zero, size: size)
        var items: [DisplayItem] = [.fill(Path(bounds), MapStyle.land, FillStyle())]
        guard let projection, size.width > 0, size.height > 0 else { return items }
        if let data { drawBaseMap(data, projection: projection, into: &items) }
        for marker in markers { drawMarker(marker, projection: projection, into: &items) }
        drawScale(projection: projection, into: &items)
        drawCoordinates(projection: projection, into: &items)
        return items
    }

    private func drawBaseMap(_ data: MapData, projection: MapProjection, into items: inout [DisplayItem]) {
        let visible = projection.visibleWorld
        let margin = Self.pointSpacing * 4 / projection.scale
        let cull = visible.insetBy(dx: -margin, dy: -margin)
        let box = data.box.world
        if box.intersects(cull) {
            items.append(.fill(Path(rect(box, projection)), MapStyle.water, FillStyle()))
        }
        for kind in [MapFeature.Kind.land, .lake, .islandInLake, .pond] {
            var path = Path()
            for feature in data.features where feature.kind == kind && feature.bounds.intersects(cull) {
                add(feature.points, projection: projection, closed: true, to: &path)
            }
            guard !path.isEmpty else { continue }
            items.append(.fill(path, kind.isWater ? MapStyle.water : MapStyle.land, FillStyle()))
        }
        let lines: [(MapFeature.Kind, RGBA, StrokeStyle)] = [
            (.river, MapStyle.river, MapStyle.riverLine),
            (.stateBorder, MapStyle.stateBorder, MapStyle.stateBorderLine),
            (.nationalBorder, MapStyle.nationalBorder, MapStyle.nationalBorderLine),
        ]
        for (kind, color, style) in lines {
            var path = Path()
            for feature in data.features where feature.kind == kind && feature.bounds.intersects(cull) {
                add(feature.points, projection: projection, closed: false, to: &path)
            }
            guard !path.isEmpty else { continue }
            items.append(.stroke(path, color, style))
        }
    }

    /// Adds the projected points as a subpath, dropping those that would fall within `pointSpacing` of the last.
    private func add(_ points: [CGPoint], projection: MapProjection, closed: Bool, to path: inout Path) {
        guard let first = points.first else { return }
        var last = projection.point(first)
        path.move(to: last)
        for (index, world) in points.enumerated().dropFirst() {
            let point = projection.point(world)
            let isLast = index == points.count - 1
            guard isLast || abs(point.x - last.x) + abs(point.y - last.y) >= Self.pointSpacing else { continue }
            path.addLine(to: point)
            last = point
        }
        if closed { path.closeSubpath() }
    }

    private func rect(_ world: CGRect, _ projection: MapProjection) -> CGRect {
        let topLeft = projection.point(CGPoint(x: world.minX, y: world.minY))
        let bottomRight = projection.point(CGPoint(x: world.maxX, y: world.maxY))
        return CGRect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y)
    }

    // MARK: Markers

    /// The balloon's circle radius and how far its centre stands above the coordinate.
    static let balloonRadius: CGFloat = 13
    static let balloonHeight: CGFloat = 22

    /// A red balloon whose point stands on the coordinate, a white dot in it, and the title under it.
    private func drawMarker(_ marker: MapMarker, projection: MapProjection, into items: inout [DisplayItem]) {
        let tip = projection.point(for: marker.coordinate)
        let center = CGPoint(x: tip.x, y: tip.y - Self.balloonHeight)
        let radius = Self.balloonRadius
        let tangent = acos(radius / Self.balloonHeight)
        var balloon = Path()
        balloon.move(to: tip)
        let steps = 36
        let start = CGFloat.pi / 2 - tangent
        let end = CGFloat.pi / 2 + tangent - 2 * .pi
        for step in 0...steps {
            let angle = start + (end - start) * CGFloat(step) / CGFloat(steps)
            balloon.addLine(to: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        }
        balloon.closeSubpath()
        let shape = DisplayList(items: [
            .fill(balloon, MapStyle.marker, FillStyle()),
            .stroke(balloon, MapStyle.white, StrokeStyle(lineWidth: 1.5, lineJoin: .round)),
        ])
        items.append(.group(.shadow(MapStyle.shadow, radius: 3, offset: CGSize(width: 0, height: 1)), shape))
        items.append(.fill(Path(ellipseIn: CGRect(x: center.x - 5, y: center.y - 5, width: 10, height: 10)), MapStyle.white, FillStyle()))
        guard !marker.title.isEmpty else { return }
        let run = TextStyleRun(marker.title, font: .system(size: 12, weight: .semibold), lineLimit: 2, alignment: .center)
        let titleWidth: CGFloat = 160
        haloText(run, in: CGRect(x: tip.x - titleWidth / 2, y: tip.y + 3, width: titleWidth, height: 32), color: MapStyle.label, into: &items)
    }

    // MARK: Scale and coordinates

    /// Apple Maps' scale: a bar of black and white halves with "0" over its start and the distance over its end.
    private func drawScale(projection: MapProjection, into items: inout [DisplayItem]) {
        let scale = MapScale(metresPerPoint: projection.metresPerPoint, maximumWidth: Self.scaleWidth, metric: metric)
        guard scale.width > 1 else { return }
        let origin = CGPoint(x: insets.leading + Self.margin + 8, y: insets.top + Self.margin)
        let bar = CGRect(x: origin.x, y: origin.y + 16, width: scale.width, height: 4)
        items.append(.fill(Path(bar), MapStyle.white, FillStyle()))
        items.append(.fill(Path(CGRect(x: bar.minX, y: bar.minY, width: bar.width / 2, height: bar.height)), MapStyle.label, FillStyle()))
        items.append(.stroke(Path(bar), MapStyle.label, StrokeStyle(lineWidth: 1)))
        let font = Font.system(size: 11, weight: .medium)
        haloText(
            TextStyleRun("0", font: font, lineLimit: 1, alignment: .center),
            in: CGRect(x: bar.minX - 20, y: origin.y, width: 40, height: 14), color: MapStyle.label, into: &items)
        haloText(
            TextStyleRun(scale.label, font: font, lineLimit: 1, alignment: .center),
            in: CGRect(x: bar.maxX - 40, y: origin.y, width: 80, height: 14), color: MapStyle.label, into: &items)
    }

    /// The latitude and longitude of the view's centre in the top trailing corner, level with the scale's labels,
    /// e.g. "37.9153° N, 75.3832° W".
    private func drawCoordinates(projection: MapProjection, into items: inout [DisplayItem]) {
        let center = MapProjection.coordinate(projection.center)
        let text = Self.format(center)
        let run = TextStyleRun(text, font: .system(size: 11, weight: .medium), lineLimit: 1, alignment: .trailing)
        let rect = CGRect(
            x: insets.leading + Self.margin, y: insets.top + Self.margin,
            width: size.width - insets.leading - insets.trailing - 2 * Self.margin, height: 14)
        haloText(run, in: rect, color: MapStyle.secondaryLabel, into: &items)
    }

    /// "37.9153° N, 75.3832° W".
    static func format(_ coordinate: CLLocationCoordinate2D) -> String {
        let latitude = String(format: "%.4f", abs(coordinate.latitude))
        let longitude = String(format: "%.4f", abs(coordinate.longitude))
        return "\(latitude)° \(coordinate.latitude >= 0 ? "N" : "S"), \(longitude)° \(coordinate.longitude >= 0 ? "E" : "W")"
    }

    /// Text with a white halo around it, as map labels have, so it reads over land and water alike.
    private func haloText(_ run: TextStyleRun, in rect: CGRect, color: RGBA, into items: inout [DisplayItem]) {
        for (dx, dy) in [(-1.0, 0.0), (1, 0), (0, -1), (0, 1), (-0.7, -0.7), (0.7, -0.7), (-0.7, 0.7), (0.7, 0.7)] {
            items.append(.text(run, rect.offsetBy(dx: dx, dy: dy), MapStyle.halo))
        }
        items.append(.text(run, rect, color))
    }
}
