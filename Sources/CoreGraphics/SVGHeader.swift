import Foundation

/// The size an SVG file declares on its root `<svg>` element, in points (CSS pixels, which an iOS asset catalog
/// takes as points): `width` and `height` in `px`, `pt`, `in`, `cm` or `mm` or without a unit, else the `viewBox`'s
/// width and height. `nil` for a file that is not SVG or declares no usable size (percentages alone, say).
package struct SVGHeader {
    package let size: CGSize

    package init?(data: Data) {
        guard let text = String(data: data.prefix(8192), encoding: .utf8),
            let open = text.range(of: "<svg"), let close = text[open.upperBound...].firstIndex(of: ">")
        else { return nil }
        let attributes = Self.attributes(String(text[open.upperBound..<close]))
        let viewBox = attributes["viewBox"].map {
            $0.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        }
        let width = attributes["width"].flatMap(Self.length) ?? viewBox.flatMap { $0.count == 4 ? $0[2] : nil }
        let height = attributes["height"].flatMap(Self.length) ?? viewBox.flatMap { $0.count == 4 ? $0[3] : nil }
        guard let width, let height, width > 0, height > 0 else { return nil }
        size = CGSize(width: width, height: height)
    }

    /// The element's attributes, `name="value"` or `name='value'`.
    private static func attributes(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        let pattern = try! NSRegularExpression(pattern: #"([A-Za-z:_-]+)\s*=\s*("([^"]*)"|'([^']*)')"#)
        let source = text as NSString
        for match in pattern.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            let name = source.substring(with: match.range(at: 1))
            let quoted = match.range(at: 3).location != NSNotFound ? match.range(at: 3) : match.range(at: 4)
            result[name] = source.substring(with: quoted)
        }
        return result
    }

    /// A length in CSS pixels, or nil for a relative unit (`%`, `em`) or no number.
    private static func length(_ text: String) -> Double? {
        let units: [(String, Double)] = [("px", 1), ("pt", 4.0 / 3), ("in", 96), ("cm", 96 / 2.54), ("mm", 9.6 / 2.54), ("", 1)]
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for (unit, factor) in units where trimmed.hasSuffix(unit) {
            return Double(trimmed.dropLast(unit.count)).map { $0 * factor }
        }
        return nil
    }
}
