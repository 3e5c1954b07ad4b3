import WikiUI

MainActor.assumeIsolated {
    WikiApplication.main()
}
