import Foundation

/// Why a forecast could not be fetched, said in one line.
enum ForecastError: Error, CustomStringConvertible {
    case timedOut(URL, seconds: TimeInterval)
    case unreachable(URL, String)
    case httpStatus(Int, URL)
    case malformed(URL, String)
    case placeNotFound(String)

    var description: String {
        switch self {
        case .timedOut(let url, let seconds): "\(url.host ?? url.absoluteString) did not answer within \(Int(seconds)) s"
        case .unreachable(let url, let reason): "cannot reach \(url.host ?? url.absoluteString): \(reason)"
        case .httpStatus(let status, let url): "\(url.host ?? url.absoluteString) answered HTTP \(status)"
        case .malformed(let url, let reason): "\(url.host ?? url.absoluteString) sent a forecast that does not decode: \(reason)"
        case .placeNotFound(let name): "no place named \"\(name)\" was found"
        }
    }
}
