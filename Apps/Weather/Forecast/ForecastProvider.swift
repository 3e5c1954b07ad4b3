import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Open-Meteo's public forecast and geocoding APIs (no key needed), fetched with `URLSession` and decoded with
/// `Codable`. Temperatures are asked for in Fahrenheit, the unit the app's `Temperature` keeps, and read in the unit
/// the answer names.
struct ForecastProvider: Sendable {
    var forecastURL = URL(string: "https://api.open-meteo.com/v1/forecast")
    var geocodingURL = URL(string: "https://geocoding-api.open-meteo.com/v1/search")
    /// How long a request may wait for its answer.
    var timeout: TimeInterval = 5

    /// The current weather, the hourly forecast and seven days at `place`, in its time zone.
    func forecast(for place: Place) async throws -> ForecastResponse {
        let url = try address(forecastURL, query: [
            "latitude": String(place.latitude), "longitude": String(place.longitude),
            "current": "temperature_2m,weather_code", "hourly": "temperature_2m,weather_code",
            "daily": "weather_code,temperature_2m_max,temperature_2m_min", "timezone": "auto",
            "temperature_unit": "fahrenheit", "forecast_days": "7",
        ])
        let forecast: ForecastResponse = try await fetch(url)
        guard forecast.isComplete, !forecast.daily.time.isEmpty else {
            throw ForecastError.malformed(url, "its series have different lengths")
        }
        return forecast
    }

    /// The place Open-Meteo's geocoder finds first for `name`.
    func place(named name: String) async throws -> Place {
        let url = try address(geocodingURL, query: ["name": name, "count": "1", "language": "en", "format": "json"])
        let response: GeocodingResponse = try await fetch(url)
        guard let found = response.results?.first else { throw ForecastError.placeNotFound(name) }
        return Place(name: found.name, latitude: found.latitude, longitude: found.longitude)
    }

    private func address(_ base: URL?, query: [String: String]) throws -> URL {
        guard let base, var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else {
            throw ForecastError.unreachable(base ?? URL(fileURLWithPath: "/"), "not a valid address")
        }
        components.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        guard let url = components.url else { throw ForecastError.unreachable(base, "not a valid address") }
        return url
    }

    private func fetch<Response: Decodable>(_ url: URL) async throws -> Response {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: URLRequest(url: url, timeoutInterval: timeout))
        } catch let error as URLError where error.code == .timedOut {
            throw ForecastError.timedOut(url, seconds: timeout)
        } catch {
            throw ForecastError.unreachable(url, error.localizedDescription)
        }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw ForecastError.httpStatus(http.statusCode, url)
        }
        do {
            return try JSONDecoder().decode(Response.self, from: data)
        } catch {
            throw ForecastError.malformed(url, String(describing: error).prefix(120).description)
        }
    }
}
