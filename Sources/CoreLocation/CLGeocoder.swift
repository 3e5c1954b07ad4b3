import Foundation

/// What a geocoder calls when it is done: the placemarks found, or nil and the error, as Core Location's
/// `CLGeocodeCompletionHandler`.
public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, Error?) -> Void

/// Turns addresses into places and places into addresses, as Core Location's `CLGeocoder`.
///
/// Forward geocoding asks Open-Meteo's geocoding service (`OpenMeteoGeocoding`). As iOS's, the completion handler
/// is called on the main queue, with `CLError.geocodeFoundNoResult` when no place matches, `CLError.network` when
/// the service cannot be reached (offline), and `CLError.geocodeCanceled` after `cancelGeocode()`. Meadow has no
/// reverse-geocoding service, so reverse geocoding fails with `CLError.network`, as it does on an iPhone with no
/// network.
open class CLGeocoder: NSObject {
    private let service: OpenMeteoGeocoding
    private var running: Task<Void, Never>?
    private var requestCount = 0

    /// A geocoder.
    public override convenience init() {
        self.init(service: OpenMeteoGeocoding())
    }

    init(service: OpenMeteoGeocoding) {
        self.service = service
    }

    /// Whether a request is in progress.
    open var isGeocoding: Bool { running != nil }

    /// Finds the places `addressString` names ("Cupertino, CA") and calls `completionHandler` on the main queue.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        let service = service
        let language = Locale.current.language.languageCode?.identifier ?? "en"
        start(completionHandler) { try await service.placemarks(for: addressString, language: language) }
    }

    /// The places `addressString` names.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        try await withCheckedThrowingContinuation { continuation in
            geocodeAddressString(addressString) { placemarks, error in
                continuation.resume(with: placemarks.map(Result.success) ?? .failure(error ?? CLError(.geocodeFoundNoResult)))
            }
        }
    }

    /// Finds the address at `location` and calls `completionHandler` on the main queue: with `CLError.network`, as
    /// there is no service to ask.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        start(completionHandler) { throw CLError(.network) }
    }

    /// The address at `location`.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        try await withCheckedThrowingContinuation { continuation in
            reverseGeocodeLocation(location) { placemarks, error in
                continuation.resume(with: placemarks.map(Result.success) ?? .failure(error ?? CLError(.geocodeFoundNoResult)))
            }
        }
    }

    /// Cancels the request in progress; its handler is called with `CLError.geocodeCanceled`.
    open func cancelGeocode() {
        running?.cancel()
    }

    private func start(_ completionHandler: @escaping CLGeocodeCompletionHandler, _ work: @escaping @Sendable () async throws -> [CLPlacemark]) {
        requestCount += 1
        let request = requestCount
        running = Task { @MainActor [weak self] in
            let result: Result<[CLPlacemark], Error>
            do {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            if self?.requestCount == request { self?.running = nil }
            switch result {
            case _ where Task.isCancelled: completionHandler(nil, CLError(.geocodeCanceled))
            case .success(let placemarks): completionHandler(placemarks, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }
}
