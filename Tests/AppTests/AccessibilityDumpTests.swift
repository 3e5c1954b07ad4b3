import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import LandmarksUI
@testable import WeatherUI
@testable import WikiUI

/// Each seed app's home screen as a screen reader finds it: the accessibility tree dumped one element a line, as
/// Chromium's and GTK's accessibility tests compare theirs. Text is measured with fixed metrics (a body character
/// 8.5 points wide), so the frames do not depend on the fonts installed.
@MainActor
@Suite("Each app's home screen reads as its accessibility tree dump")
struct AccessibilityDumpTests {
    private func dump<V: View>(_ view: V, module: String) throws -> String {
        let catalog = try AssetCatalog.forModule(module)
        let driver = InteractionDriver(view, device: .iPhone15, assetCatalog: catalog)
        return driver.accessibilityTree.description
    }

    @Test("Weather's home screen")
    func weather() throws {
        #expect(try dump(WeatherApp(), module: "WeatherUI") == """
            window "" (0, 0, 393, 852)
              image "More" (16, 76.5, 25, 25)
              staticText "Bahamas" (147.5, 75, 98, 28)
              image "Search" (352, 76.5, 25, 25)
              group "" (16, 127, 361, 32)
                button "Today" [isSelected, isStaticText] (90, 136.5, 32.5, 13)
                button "Tomorrow" [isStaticText] (260.75, 136.5, 52, 13)
              staticText "50°" (144, 209.62, 105, 70)
              image "Sun max" (146.5, 289.62, 100, 100)
              staticText "69°" (175.5, 415.62, 42, 28)
              staticText "Next 7 days" (16, 510.24, 121, 22)
              staticText "Monday" #Monday (90.5, 581.34, 51, 17)
              image "Sun max" #Monday (86, 618.34, 60, 60)
              staticText "50°" #Monday (95, 763.34, 42, 28)
              staticText "52°" #Monday (86.5, 799.34, 25.5, 17)
              staticText "69°" #Monday (120, 799.34, 25.5, 17)
              staticText "Tuesday" #Tuesday (306.25, 581.34, 59.5, 17)
              image "Sun dust" #Tuesday (306, 618.34, 60, 60)
              staticText "33°" #Tuesday (315, 763.34, 42, 28)
              staticText "52°" #Tuesday (306.5, 799.34, 25.5, 17)
              staticText "69°" #Tuesday (340, 799.34, 25.5, 17)
              staticText "Wednesday" #Wednesday (517.75, 581.34, 76.5, 17)
              image "Cloud sun rain" #Wednesday (526, 618.34, 60, 60)
              staticText "38°" #Wednesday (535, 763.34, 42, 28)
              staticText "52°" #Wednesday (526.5, 799.34, 25.5, 17)
              staticText "59°" #Wednesday (560, 799.34, 25.5, 17)
              staticText "Thursday" #Thursday (742, 581.34, 68, 17)
              image "Cloud sun bolt" #Thursday (746, 618.34, 60, 60)
              staticText "33°" #Thursday (755, 763.34, 42, 28)
              staticText "52°" #Thursday (746.5, 799.34, 25.5, 17)
              staticText "60°" #Thursday (780, 799.34, 25.5, 17)
              staticText "Friday" #Friday (970.5, 581.34, 51, 17)
              image "Sun haze" #Friday (966, 618.34, 60, 60)
              staticText "40°" #Friday (975, 763.34, 42, 28)
              staticText "52°" #Friday (966.5, 799.34, 25.5, 17)
              staticText "69°" #Friday (1000, 799.34, 25.5, 17)
              staticText "Saturday" #Saturday (1182, 581.34, 68, 17)
              image "Sun dust" #Saturday (1186, 618.34, 60, 60)
              staticText "50°" #Saturday (1195, 763.34, 42, 28)
              staticText "52°" #Saturday (1186.5, 799.34, 25.5, 17)
              staticText "38°" #Saturday (1220, 799.34, 25.5, 17)
              staticText "Sunday" #Sunday (1410.5, 581.34, 51, 17)
              image "Sun max" #Sunday (1406, 618.34, 60, 60)
              staticText "50°" #Sunday (1415, 763.34, 42, 28)
              staticText "52°" #Sunday (1406.5, 799.34, 25.5, 17)
              staticText "69°" #Sunday (1440, 799.34, 25.5, 17)
            """)
    }

    @Test("Wiki's home screen")
    func wiki() throws {
        let library = WikiLibrary(storage: SampleWikiStorage())
        #expect(try dump(WikiUI.ContentView().environment(library), module: "WikiUI") == """
            window "" (0, 0, 393, 852)
              button "Statistics" actions(default) (16, 71, 20, 20)
              button "Storage" actions(default) (357, 71, 20, 20)
              header "Wiki Lists" #navigation-large-title [isStaticText] (16, 113, 170, 34)
              button "All Wikis, 0" actions(default) (16, 155, 170.5, 83)
              button "Private, 0" actions(default) (206.5, 155, 170.5, 83)
              button "Bookmarked, 0" actions(default) (16, 258, 170.5, 83)
              button "Templates, 0" actions(default) (206.5, 258, 170.5, 83)
              button "Wikis" #triangle [isSelected] actions(default) (30, 403.5, 50, 50)
              button "New Wiki" #plus actions(default) (171.5, 403.5, 50, 50)
              button "Comments" #bubble.left actions(default) (313, 403.5, 50, 50)
              staticText "Create New Wiki" label-for("Type a title") (132.75, 535.5, 127.5, 17)
              textField "Type a title" value="" #title-field labelled-by("Create New Wiki") (0, 577.5, 393, 17)
              button "Create New Wiki" #Create New Wiki actions(default) (58.95, 628, 275.1, 49)
              button "Create New Folder" #Create New Folder actions(default) (58.95, 692, 275.1, 49)
              staticText "*Only visible to you, if you want you can share with others later" (43.75, 766, 305.5, 26)
            """)
    }

    @Test("Landmarks' home screen")
    func landmarks() throws {
        #expect(try dump(LandmarksUI.ContentView().environment(ModelData()), module: "LandmarksUI") == """
            window "" (0, 0, 393, 852)
              header "Featured" #navigation-large-title [isStaticText] (16, 113, 136, 34)
              list "" (0, 103, 393, 666)
                listItem "Turtle Rock" (16, 177, 361, 200)
                listItem "" (16, 377, 361, 214.1)
                  staticText "Lakes" (31, 382, 42.5, 17)
                  button "Silver Salmon Creek" actions(default) (16, 412.85, 170, 171.5)
                  button "St. Mary Lake" actions(default) (186, 412.85, 170, 171.5)
                  button "Twin Lake" actions(default) (356, 412.85, 170, 171.5)
                  button "Rainbow Lake" actions(default) (526, 412.85, 170, 171.5)
                  button "Hidden Lake" actions(default) (696, 412.85, 170, 171.5)
                  button "Lake Umbagog" actions(default) (866, 412.85, 170, 171.5)
                listItem "" (16, 591.1, 361, 214.1)
                  staticText "Mountains" (31, 596.1, 76.5, 17)
                  button "Chilkoot Trail" actions(default) (16, 626.95, 170, 171.5)
                  button "Lake McDonald" actions(default) (186, 626.95, 170, 171.5)
                  button "Icy Bay" actions(default) (356, 626.95, 170, 171.5)
                listItem "" (16, 805.2, 361, 214.1)
                  staticText "Rivers" (31, 810.2, 51, 17)
                  button "Turtle Rock" actions(default) (16, 841.05, 170, 171.5)
                  button "Charley Rivers" actions(default) (186, 841.05, 170, 171.5)
                  button "Chincoteague" actions(default) (356, 841.05, 170, 171.5)
                header "HIKES" (16, 1045.3, 361, 44)
                button "Lonesome Ridge Trail, 4.5 km, Graph" actions(default) (16, 1095.3, 361, 68)
              tabBar "" (0, 769, 393, 49)
                tab "Featured" [isSelected] actions(default) (0, 769, 196.5, 49)
                tab "List" actions(default) (196.5, 769, 196.5, 49)
            """)
    }
}
