import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The forward geocoder behind `CLGeocoder`: Open-Meteo's public place search (GeoNames data, no key), asked with
/// `URLSession`, its answers made into placemarks.
///
/// The search matches place names, so an address "Cupertino, CA" is searched as its first part, "Cupertino", and
/// the places whose state, region or country begin with a later part ("CA": California) come first.
struct OpenMeteoGeocoding: Sendable {
    var searchURL = URL(string: "https://geocoding-api.open-meteo.com/v1/search")
    /// How long a search may wait for its answer.
    var timeout: TimeInterval = 10
    /// Fetches a request (a `URLSession`'s `data(for:)`; a test gives its own).
    var load: @Sendable (URLRequest) async throws -> (Data, URLResponse) = { request in
        try await URLSession.shared.data(for: request)
    }

    /// The places `address` names, best first, named in `language` (an ISO 639-1 code). Throws `CLError`:
    /// `.geocodeFoundNoResult` when nothing matches, `.network` when the service cannot be reached or answers
    /// with something else than places.
    func placemarks(for address: String, language: String) async throws -> [CLPlacemark] {
        let parts = address.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard let name = parts.first, let url = url(name: name, language: language) else { throw CLError(.geocodeFoundNoResult) }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await load(URLRequest(url: url, timeoutInterval: timeout))
        } catch {
            throw CLError(.network)
        }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            // Open-Meteo answers 400 to a search it cannot make (a name too short); anything else is the service's.
            throw CLError((400..<500).contains(http.statusCode) ? .geocodeFoundNoResult : .network)
        }
        let found: [Place]
        do {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            found = try decoder.decode(Answer.self, from: data).results ?? []
        } catch {
            throw CLError(.network)
        }
        let qualifiers = parts.dropFirst().map { $0.lowercased() }
        let matching = found.filter { $0.lies(in: qualifiers) }
        let places = matching.isEmpty ? found : matching
        guard !places.isEmpty else { throw CLError(.geocodeFoundNoResult) }
        return places.map(\.placemark)
    }

    private func url(name: String, language: String) -> URL? {
        guard let searchURL, var components = URLComponents(url: searchURL, resolvingAgainstBaseURL: false) else { return nil }
        components.queryItems = [
            URLQueryItem(name: "name", value: name), URLQueryItem(name: "count", value: "10"),
            URLQueryItem(name: "language", value: language), URLQueryItem(name: "format", value: "json"),
        ]
        return components.url
    }

    /// Open-Meteo's answer: the places found, best first, or no `results` when none is.
    private struct Answer: Decodable {
        let results: [Place]?
    }

    /// One place of the answer, as GeoNames describes it.
    private struct Place: Decodable {
        let name: String
        let latitude: Double
        let longitude: Double
        let elevation: Double?
        /// GeoNames' feature code: `PPL…` for a populated place (a city, a town, a village).
        let featureCode: String?
        let countryCode: String?
        let country: String?
        let admin1: String?
        let admin2: String?
        let admin3: String?
        let timezone: String?
        let postcodes: [String]?

        /// Whether each of `qualifiers` begins the name of an area the place is in, or its country code.
        func lies(in qualifiers: [String]) -> Bool {
            let areas = [admin1, admin2, admin3, country, countryCode].compactMap { $0?.lowercased() }
            return qualifiers.allSatisfy { qualifier in areas.contains { $0.hasPrefix(qualifier) } }
        }

        var placemark: CLPlacemark {
            let location = CLLocation(
                coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: elevation ?? 0,
                horizontalAccuracy: 0, verticalAccuracy: elevation == nil ? -1 : 0, timestamp: Date())
            return CLPlacemark(
                location: location, name: name, locality: featureCode?.hasPrefix("PPL") == true ? name : nil, subLocality: nil,
                administrativeArea: admin1, subAdministrativeArea: admin2, postalCode: postcodes?.first, country: country,
                isoCountryCode: countryCode, timeZone: timezone.flatMap(TimeZone.init(identifier:)))
        }
    }
}
