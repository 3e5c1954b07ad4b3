import Foundation

/// A named place, as Core Location's `CLPlacemark`: what a geocoder answers, with its location and the names of
/// the areas it lies in.
open class CLPlacemark: NSObject {
    /// Where the place is.
    public let location: CLLocation?
    /// The place's name.
    public let name: String?
    /// The city or town.
    public let locality: String?
    /// The district within the city.
    public let subLocality: String?
    /// The state or province.
    public let administrativeArea: String?
    /// The county or region within the state.
    public let subAdministrativeArea: String?
    /// The postal code.
    public let postalCode: String?
    /// The country's name.
    public let country: String?
    /// The country's ISO 3166-1 alpha-2 code ("US").
    public let isoCountryCode: String?
    /// The place's time zone.
    public let timeZone: TimeZone?

    /// A copy of `placemark`, as Apple's `init(placemark:)`.
    public convenience init(placemark: CLPlacemark) {
        self.init(
            location: placemark.location, name: placemark.name, locality: placemark.locality, subLocality: placemark.subLocality,
            administrativeArea: placemark.administrativeArea, subAdministrativeArea: placemark.subAdministrativeArea,
            postalCode: placemark.postalCode, country: placemark.country, isoCountryCode: placemark.isoCountryCode,
            timeZone: placemark.timeZone)
    }

    init(
        location: CLLocation?, name: String?, locality: String?, subLocality: String?, administrativeArea: String?,
        subAdministrativeArea: String?, postalCode: String?, country: String?, isoCountryCode: String?, timeZone: TimeZone?
    ) {
        self.location = location
        self.name = name
        self.locality = locality
        self.subLocality = subLocality
        self.administrativeArea = administrativeArea
        self.subAdministrativeArea = subAdministrativeArea
        self.postalCode = postalCode
        self.country = country
        self.isoCountryCode = isoCountryCode
        self.timeZone = timeZone
    }
}
