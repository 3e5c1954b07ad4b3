import LandmarksUI

MainActor.assumeIsolated {
    LandmarksApp.main()
}
