import WeatherUI

MainActor.assumeIsolated {
    WeatherApplication.main()
}
