import Foundation
@testable import WeatherUI
print(Weather.sampleData.count)
