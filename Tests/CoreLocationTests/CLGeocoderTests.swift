@testable import CoreLocation
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An answer in the shape of Open-Meteo's geocoding search, written for these tests: two places named Springfield.
private let twoSpringfields = """
    {"results":[
      {"id":1,"name":"Springfield","latitude":39.80172,"longitude":-89.64371,"elevation":182.0,"feature_code":"PPLA",
       "country_code":"US","timezone":"America/Chicago","population":114394,"postcodes":["62701","62702"],
       "country":"United States","admin1":"Illinois","admin2":"Sangamon"},
      {"id":2,"name":"Springfield","latitude":42.10148,"longitude":-72.58981,"elevation":21.0,"feature_code":"PPLA2",
       "country_code":"US","timezone":"America/New_York","country":"United States","admin1":"Massachusetts",
       "admin2":"Hampden"}
    ],"generationtime_ms":0.5}
    """

/// A geocoder whose searches get `body` with `status` (or `failure`), recording the addresses asked.
private func geocoder(
    answering body: String = twoSpringfields, status: Int = 200, failure: URLError.Code? = nil, asked: Asked = Asked()
) -> CLGeocoder {
    var service = OpenMeteoGeocoding()
    service.searchURL = URL(string: "http://geocoding.test/v1/search")
    service.load = { request in
        asked.append(request.url?.absoluteString ?? "")
        if let failure { throw URLError(failure) }
        let url = request.url ?? URL(fileURLWithPath: "/")
        let response: URLResponse =
            HTTPURLResponse(url: url, statusCode: status, httpVersion: nil, headerFields: nil)
            ?? URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
        return (Data(body.utf8), response)
    }
    return CLGeocoder(service: service)
}

private final class Asked: @unchecked Sendable {
    private let lock = NSLock()
    private var urls: [String] = []
    func append(_ url: String) {
        lock.lock()
        urls.append(url)
        lock.unlock()
    }
    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return urls
    }
}

@Suite("CLGeocoder")
@MainActor
struct CLGeocoderTests {
    @Test("geocodeAddressString searches the address's first part and calls back on the main queue with placemarks")
    func forward() async throws {
        let asked = Asked()
        let placemarks = try await withCheckedThrowingContinuation { continuation in
            geocoder(asked: asked).geocodeAddressString("Springfield") { placemarks, error in
                #expect(isOnMainQueue)
                continuation.resume(with: placemarks.map(Result.success) ?? .failure(error ?? CLError(.geocodeFoundNoResult)))
            }
        }
        #expect(asked.all.count == 1)
        #expect(asked.all.first?.contains("name=Springfield") == true)
        #expect(asked.all.first?.contains("count=10") == true)
        #expect(placemarks.count == 2)
        let first = try #require(placemarks.first)
        #expect(first.name == "Springfield")
        #expect(first.locality == "Springfield")
        #expect(first.administrativeArea == "Illinois")
        #expect(first.subAdministrativeArea == "Sangamon")
        #expect(first.country == "United States")
        #expect(first.isoCountryCode == "US")
        #expect(first.postalCode == "62701")
        #expect(first.timeZone?.identifier == "America/Chicago")
        #expect(first.location?.coordinate.latitude == 39.80172)
        #expect(first.location?.coordinate.longitude == -89.64371)
        #expect(first.location?.altitude == 182)
    }

    @Test("The parts of an address after its first comma pick the places in that state or country")
    func qualifiedAddress() async throws {
        let placemarks = try await geocoder().geocodeAddressString("Springfield, Mass")
        #expect(placemarks.map(\.administrativeArea) == ["Massachusetts"])
        #expect(placemarks.first?.timeZone?.identifier == "America/New_York")
    }

    @Test("An answer with no results fails with CLError.geocodeFoundNoResult (kCLErrorDomain error 8)")
    func noResult() async {
        await #expect(throws: CLError(.geocodeFoundNoResult)) {
            try await geocoder(answering: #"{"generationtime_ms":0.3}"#).geocodeAddressString("Nowhereville")
        }
        let error = CLError(.geocodeFoundNoResult) as NSError
        #expect(error.domain == "kCLErrorDomain")
        #expect(error.code == 8)
    }

    @Test("Offline, forward geocoding fails with CLError.network, which `catch CLError.network` matches")
    func offline() async {
        var caught = false
        do {
            _ = try await geocoder(failure: .notConnectedToInternet).geocodeAddressString("Springfield")
        } catch CLError.network {
            caught = true
        } catch {}
        #expect(caught)
    }

    @Test("A server error fails with CLError.network; a refused search with CLError.geocodeFoundNoResult")
    func httpStatus() async {
        await #expect(throws: CLError(.network)) {
            try await geocoder(answering: "oops", status: 503).geocodeAddressString("Springfield")
        }
        await #expect(throws: CLError(.geocodeFoundNoResult)) {
            try await geocoder(answering: #"{"error":true,"reason":"too short"}"#, status: 400).geocodeAddressString("S")
        }
    }

    @Test("An empty address fails with CLError.geocodeFoundNoResult without asking the service")
    func emptyAddress() async {
        let asked = Asked()
        await #expect(throws: CLError(.geocodeFoundNoResult)) {
            try await geocoder(asked: asked).geocodeAddressString(" , ")
        }
        #expect(asked.all.isEmpty)
    }

    @Test("Reverse geocoding, with no service to ask, fails with CLError.network as on an iPhone offline")
    func reverse() async {
        let location = CLLocation(latitude: 37.3349, longitude: -122.00902)
        var answer: (placemarks: [CLPlacemark]?, error: Error?)?
        geocoder().reverseGeocodeLocation(location) { answer = ($0, $1) }
        let deadline = Date().addingTimeInterval(2)
        while answer == nil, Date() < deadline { try? await Task.sleep(nanoseconds: 10_000_000) }
        #expect(answer?.placemarks == nil)
        #expect((answer?.error as? CLError)?.code == .network)
    }

    @Test("CLLocation(latitude:longitude:) keeps the coordinate; distance(from:) is the great-circle distance")
    func location() {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(paris.coordinate.latitude == 48.8566)
        #expect(paris.verticalAccuracy < 0)
        // 343.5 km by the haversine formula on a 6371.0088 km sphere.
        #expect(abs(paris.distance(from: london) - 343_556) < 100)
    }
}

/// Whether the caller runs on the main dispatch queue (where the test process drains it, not always the main thread).
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

private var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true }
