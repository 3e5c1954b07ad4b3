import Foundation

/// One day of the forecast: its date, condition, temperatures and hours.
struct Weather: Hashable, Identifiable {
    let id: Int
    let day: String
    let date: Date
    let weatherIcon: String
    let currentTemp: Temperature
    let minTemp: Temperature
    let maxTemp: Temperature
    let color: String
    let hourly: [HourlyForecast]

    /// The tutorial's seven days, from Monday 5 October 2026, with five hours each from 14:00.
    static var sampleData: [Weather] {
        let days: [(String, String, Double, Double, Double, String)] = [
            ("Monday", "sun.max", 50, 52, 69, "mainCard"),
            ("Tuesday", "sun.dust", 33, 52, 69, "tuesday"),
            ("Wednesday", "cloud.sun.rain", 38, 52, 59, "wednesday"),
            ("Thursday", "cloud.sun.bolt", 33, 52, 60, "thursday"),
            ("Friday", "sun.haze", 40, 52, 69, "friday"),
            ("Saturday", "sun.dust", 50, 52, 38, "saturday"),
            ("Sunday", "sun.max", 50, 52, 69, "sunday"),
        ]
        let monday = Date(timeIntervalSince1970: 1_791_158_400)
        return days.enumerated().map { index, day in
            let (name, icon, current, low, high, color) = day
            return Weather(
                id: index + 1, day: name, date: monday.addingTimeInterval(Double(index) * 86_400), weatherIcon: icon,
                currentTemp: Temperature(fahrenheit: current), minTemp: Temperature(fahrenheit: low),
                maxTemp: Temperature(fahrenheit: high), color: color, hourly: hours(around: current, step: index))
        }
    }

    /// The tutorial's five hours, with temperatures rising toward the afternoon and falling after.
    private static func hours(around current: Double, step: Int) -> [HourlyForecast] {
        let hours: [(String, String, String, Double)] = [
            ("14:00", "sun.max.fill", "wednesday", 2),
            ("15:00", "sun.dust.fill", "tuesday", 3),
            ("16:00", "cloud.rain.fill", "thursday", 0),
            ("17:00", "cloud.bolt.fill", "sunday", -3),
            ("18:00", "snow", "mainCard", -6),
        ]
        return hours.map { hour, icon, color, change in
            HourlyForecast(hour: hour, icon: icon, color: color, temperature: Temperature(fahrenheit: current + change + Double(step % 3)))
        }
    }
}
