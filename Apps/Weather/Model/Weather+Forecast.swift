import Foundation

extension Weather {
    /// The tutorial's colour for each weekday's card; Monday's is the main card's.
    private static let weekdayColors = [
        "Monday": "mainCard", "Tuesday": "tuesday", "Wednesday": "wednesday", "Thursday": "thursday",
        "Friday": "friday", "Saturday": "saturday", "Sunday": "sunday",
    ]

    /// The hours the detail sheet's strip shows, as the tutorial's five.
    private static let hoursShown = 5

    /// The forecast's days from today on (today in the place's time zone, at `now`), each with its hours from the
    /// current hour on; today's temperature is the current one while the forecast is from this hour. Temperatures
    /// are read in the unit each series names.
    static func days(from forecast: ForecastResponse, at now: Date) -> [Weather] {
        guard let zone = TimeZone(secondsFromGMT: forecast.utcOffsetSeconds) else { return [] }
        func formatter(_ format: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = zone
            formatter.dateFormat = format
            return formatter
        }
        let dayFormat = formatter("yyyy-MM-dd"), weekday = formatter("EEEE")
        let today = dayFormat.string(from: now)
        let currentHour = formatter("HH").string(from: now)
        let daily = forecast.daily, hourly = forecast.hourly
        let indices = daily.time.indices.filter { daily.time[$0] >= today }.prefix(7)
        return indices.enumerated().compactMap { position, index in
            guard let date = dayFormat.date(from: daily.time[index]) else { return nil }
            let name = weekday.string(from: date)
            let firstHour = "\(daily.time[index])T\(currentHour)"
            let hours = hourly.time.indices
                .filter { hourly.time[$0].hasPrefix(daily.time[index]) && hourly.time[$0] >= firstHour }
                .prefix(hoursShown)
                .map { hour in
                    let code = WeatherCode(reported: hourly.weatherCode[hour])
                    return HourlyForecast(
                        hour: String(hourly.time[hour].suffix(5)), icon: code.symbolName, color: code.hourColor,
                        temperature: Temperature(hourly.temperature[hour], in: forecast.hourlyUnits?.temperature))
                }
            let isCurrent = daily.time[index] == today && forecast.current.time.hasPrefix(firstHour)
            let low = Temperature(daily.minimum[index], in: forecast.dailyUnits?.minimum)
            let high = Temperature(daily.maximum[index], in: forecast.dailyUnits?.maximum)
            let current = isCurrent ? Temperature(forecast.current.temperature, in: forecast.currentUnits?.temperature) : hours.first?.temperature
            return Weather(
                id: position + 1, day: name, date: date,
                weatherIcon: WeatherCode(reported: daily.weatherCode[index]).symbolName,
                currentTemp: current ?? high, minTemp: low, maxTemp: high,
                color: weekdayColors[name] ?? "mainCard", hourly: hours)
        }
    }
}
