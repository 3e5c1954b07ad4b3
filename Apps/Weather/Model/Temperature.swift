import Foundation

/// A temperature, shown in the unit of the reader's locale: Fahrenheit in the US, Celsius elsewhere.
struct Temperature: Hashable, Comparable {
    let fahrenheit: Double

    init(fahrenheit: Double) {
        self.fahrenheit = fahrenheit
    }

    /// `degrees` read in `unit` (Fahrenheit when the unit is not known).
    init(_ degrees: Double, in unit: TemperatureUnit?) {
        switch unit ?? .fahrenheit {
        case .fahrenheit: fahrenheit = degrees
        case .celsius: fahrenheit = degrees * 9 / 5 + 32
        }
    }

    var celsius: Double { (fahrenheit - 32) * 5 / 9 }

    /// The whole degrees for `locale`, without the unit letter, as "50".
    func formatted(for locale: Locale) -> String {
        let value = locale.usesFahrenheit ? fahrenheit : celsius
        return String(Int(value.rounded()))
    }

    static func < (lhs: Temperature, rhs: Temperature) -> Bool { lhs.fahrenheit < rhs.fahrenheit }
}

/// A temperature unit as Open-Meteo writes it in an answer's units.
enum TemperatureUnit: String, Codable, Hashable {
    case celsius = "°C"
    case fahrenheit = "°F"
}

extension Locale {
    /// Whether temperatures read in Fahrenheit here (the US and a few others).
    var usesFahrenheit: Bool {
        let region = region?.identifier ?? ""
        return ["US", "LR", "MM", "BS", "KY", "PW", "FM", "MH"].contains(region) || identifier == "en_US_POSIX"
    }
}
