import WikiStore
import WikiUI

MainActor.assumeIsolated {
    WikiApplication.main()
}
