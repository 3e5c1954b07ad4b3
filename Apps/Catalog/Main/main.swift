import CatalogUI

MainActor.assumeIsolated {
    CatalogApp.main()
}
