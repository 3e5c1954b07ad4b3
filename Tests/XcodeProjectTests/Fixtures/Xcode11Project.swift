/// A project in the shape Xcode 11 wrote for a SwiftUI app (objectVersion 50): AppDelegate and SceneDelegate, an
/// Info.plist named by INFOPLIST_FILE, a localised Localizable.strings and LaunchScreen.storyboard (variant
/// groups), a group with only a name, a file relative to the project folder (SOURCE_ROOT), one with an absolute
/// path, MapKit linked from the SDK, and a unit-test target. Written by hand after Xcode's output.
enum Xcode11Project {
    static let text = #"""
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	classes = {
    	};
    	objectVersion = 50;
    	objects = {

    /* Begin PBXBuildFile section */
    		B1000001 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = B2000001 /* AppDelegate.swift */; };
    		B1000002 /* SceneDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = B2000002 /* SceneDelegate.swift */; };
    		B1000003 /* ContentView.swift in Sources */ = {isa = PBXBuildFile; fileRef = B2000003 /* ContentView.swift */; };
    		B1000004 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = B2000004 /* Assets.xcassets */; };
    		B1000005 /* LaunchScreen.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = B3000001 /* LaunchScreen.storyboard */; };
    		B1000006 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = B3000002 /* Localizable.strings */; };
    		B1000007 /* landmarkData.json in Resources */ = {isa = PBXBuildFile; fileRef = B2000007 /* landmarkData.json */; };
    		B1000008 /* Shared.swift in Sources */ = {isa = PBXBuildFile; fileRef = B2000008 /* Shared.swift */; };
    		B1000009 /* MapKit.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = B2000009 /* MapKit.framework */; };
    		B100000A /* Helper.m in Sources */ = {isa = PBXBuildFile; fileRef = B200000A /* Helper.m */; };
    		B100000B /* LandmarksTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = B200000B /* LandmarksTests.swift */; };
    		B100000C /* Absolute.swift in Sources */ = {isa = PBXBuildFile; fileRef = B200000C /* Absolute.swift */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    		B2000000 /* Landmarks.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Landmarks.app; sourceTree = BUILT_PRODUCTS_DIR; };
    		B2000001 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
    		B2000002 /* SceneDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = SceneDelegate.swift; sourceTree = "<group>"; };
    		B2000003 /* ContentView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ContentView.swift; sourceTree = "<group>"; };
    		B2000004 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
    		B2000005 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/LaunchScreen.storyboard; sourceTree = "<group>"; };
    		B2000006 /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = "<group>"; };
    		B2000007 /* landmarkData.json */ = {isa = PBXFileReference; fileEncoding = 4; lastKnownFileType = text.json; path = landmarkData.json; sourceTree = "<group>"; };
    		B2000008 /* Shared.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Shared/Shared.swift; sourceTree = SOURCE_ROOT; };
    		B2000009 /* MapKit.framework */ = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; name = MapKit.framework; path = System/Library/Frameworks/MapKit.framework; sourceTree = SDKROOT; };
    		B200000A /* Helper.m */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = Helper.m; sourceTree = "<group>"; };
    		B200000B /* LandmarksTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = LandmarksTests.swift; sourceTree = "<group>"; };
    		B200000C /* Absolute.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Absolute.swift; path = /opt/shared/Absolute.swift; sourceTree = "<absolute>"; };
    		B200000D /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
    		B200000E /* fr */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = fr; path = fr.lproj/Localizable.strings; sourceTree = "<group>"; };
    		B200000F /* LandmarksTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = LandmarksTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
    /* End PBXFileReference section */

    /* Begin PBXFrameworksBuildPhase section */
    		B4000001 /* Frameworks */ = {
    			isa = PBXFrameworksBuildPhase;
    			buildActionMask = 2147483647;
    			files = (
    				B1000009 /* MapKit.framework in Frameworks */,
    			);
    			runOnlyForDeploymentPostprocessing = 0;
    		};
    /* End PBXFrameworksBuildPhase section */

    /* Begin PBXGroup section */
    		B5000001 = {
    			isa = PBXGroup;
    			children = (
    				B5000002 /* Landmarks */,
    				B5000004 /* LandmarksTests */,
    				B5000005 /* Frameworks */,
    				B5000003 /* Products */,
    			);
    			sourceTree = "<group>";
    		};
    		B5000002 /* Landmarks */ = {
    			isa = PBXGroup;
    			children = (
    				B2000001 /* AppDelegate.swift */,
    				B2000002 /* SceneDelegate.swift */,
    				B5000006 /* Views */,
    				B2000004 /* Assets.xcassets */,
    				B3000001 /* LaunchScreen.storyboard */,
    				B3000002 /* Localizable.strings */,
    				B2000006 /* Info.plist */,
    				B2000008 /* Shared.swift */,
    				B200000C /* Absolute.swift */,
    				B200000A /* Helper.m */,
    			);
    			path = Landmarks;
    			sourceTree = "<group>";
    		};
    		B5000006 /* Views */ = {
    			isa = PBXGroup;
    			children = (
    				B2000003 /* ContentView.swift */,
    				B5000007 /* Resources */,
    			);
    			name = Views;
    			sourceTree = "<group>";
    		};
    		B5000007 /* Resources */ = {
    			isa = PBXGroup;
    			children = (
    				B2000007 /* landmarkData.json */,
    			);
    			path = Resources;
    			sourceTree = "<group>";
    		};
    		B5000004 /* LandmarksTests */ = {
    			isa = PBXGroup;
    			children = (
    				B200000B /* LandmarksTests.swift */,
    			);
    			path = LandmarksTests;
    			sourceTree = "<group>";
    		};
    		B5000005 /* Frameworks */ = {
    			isa = PBXGroup;
    			children = (
    				B2000009 /* MapKit.framework */,
    			);
    			name = Frameworks;
    			sourceTree = "<group>";
    		};
    		B5000003 /* Products */ = {
    			isa = PBXGroup;
    			children = (
    				B2000000 /* Landmarks.app */,
    				B200000F /* LandmarksTests.xctest */,
    			);
    			name = Products;
    			sourceTree = "<group>";
    		};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    		B6000001 /* Landmarks */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = B8000002 /* Build configuration list for PBXNativeTarget "Landmarks" */;
    			buildPhases = (
    				B7000001 /* Sources */,
    				B4000001 /* Frameworks */,
    				B7000002 /* Resources */,
    			);
    			buildRules = (
    			);
    			dependencies = (
    			);
    			name = Landmarks;
    			productName = Landmarks;
    			productReference = B2000000 /* Landmarks.app */;
    			productType = "com.apple.product-type.application";
    		};
    		B6000002 /* LandmarksTests */ = {
    			isa = PBXNativeTarget;
    			buildConfigurationList = B8000003 /* Build configuration list for PBXNativeTarget "LandmarksTests" */;
    			buildPhases = (
    				B7000003 /* Sources */,
    			);
    			name = LandmarksTests;
    			productName = LandmarksTests;
    			productReference = B200000F /* LandmarksTests.xctest */;
    			productType = "com.apple.product-type.bundle.unit-test";
    		};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    		B9000001 /* Project object */ = {
    			isa = PBXProject;
    			attributes = {
    				LastSwiftUpdateCheck = 1130;
    				LastUpgradeCheck = 1130;
    				ORGANIZATIONNAME = "Example \"Quoted\" Org";
    			};
    			buildConfigurationList = B8000001 /* Build configuration list for PBXProject "Landmarks" */;
    			compatibilityVersion = "Xcode 9.3";
    			developmentRegion = en;
    			hasScannedForEncodings = 0;
    			knownRegions = (
    				en,
    				Base,
    				fr,
    			);
    			mainGroup = B5000001;
    			productRefGroup = B5000003 /* Products */;
    			projectDirPath = "";
    			projectRoot = "";
    			targets = (
    				B6000001 /* Landmarks */,
    				B6000002 /* LandmarksTests */,
    			);
    		};
    /* End PBXProject section */

    /* Begin PBXResourcesBuildPhase section */
    		B7000002 /* Resources */ = {
    			isa = PBXResourcesBuildPhase;
    			buildActionMask = 2147483647;
    			files = (
    				B1000005 /* LaunchScreen.storyboard in Resources */,
    				B1000006 /* Localizable.strings in Resources */,
    				B1000004 /* Assets.xcassets in Resources */,
    				B1000007 /* landmarkData.json in Resources */,
    			);
    			runOnlyForDeploymentPostprocessing = 0;
    		};
    /* End PBXResourcesBuildPhase section */

    /* Begin PBXSourcesBuildPhase section */
    		B7000001 /* Sources */ = {
    			isa = PBXSourcesBuildPhase;
    			buildActionMask = 2147483647;
    			files = (
    				B1000001 /* AppDelegate.swift in Sources */,
    				B1000002 /* SceneDelegate.swift in Sources */,
    				B1000003 /* ContentView.swift in Sources */,
    				B1000008 /* Shared.swift in Sources */,
    				B100000C /* Absolute.swift in Sources */,
    				B100000A /* Helper.m in Sources */,
    			);
    			runOnlyForDeploymentPostprocessing = 0;
    		};
    		B7000003 /* Sources */ = {
    			isa = PBXSourcesBuildPhase;
    			buildActionMask = 2147483647;
    			files = (
    				B100000B /* LandmarksTests.swift in Sources */,
    			);
    			runOnlyForDeploymentPostprocessing = 0;
    		};
    /* End PBXSourcesBuildPhase section */

    /* Begin PBXVariantGroup section */
    		B3000001 /* LaunchScreen.storyboard */ = {
    			isa = PBXVariantGroup;
    			children = (
    				B2000005 /* Base */,
    			);
    			name = LaunchScreen.storyboard;
    			sourceTree = "<group>";
    		};
    		B3000002 /* Localizable.strings */ = {
    			isa = PBXVariantGroup;
    			children = (
    				B200000D /* en */,
    				B200000E /* fr */,
    			);
    			name = Localizable.strings;
    			sourceTree = "<group>";
    		};
    /* End PBXVariantGroup section */

    /* Begin XCBuildConfiguration section */
    		BA000001 /* Debug */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				ALWAYS_SEARCH_USER_PATHS = NO;
    				GCC_PREPROCESSOR_DEFINITIONS = (
    					"DEBUG=1",
    					"$(inherited)",
    				);
    				IPHONEOS_DEPLOYMENT_TARGET = 13.0;
    				SDKROOT = iphoneos;
    				SWIFT_ACTIVE_COMPILATION_CONDITIONS = DEBUG;
    			};
    			name = Debug;
    		};
    		BA000002 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				IPHONEOS_DEPLOYMENT_TARGET = 13.0;
    				SDKROOT = iphoneos;
    			};
    			name = Release;
    		};
    		BA000003 /* Debug */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
    				DEVELOPMENT_ASSET_PATHS = "\"Landmarks/Preview Content\"";
    				INFOPLIST_FILE = Landmarks/Info.plist;
    				PRODUCT_BUNDLE_IDENTIFIER = com.example.Landmarks;
    				PRODUCT_NAME = "$(TARGET_NAME)";
    				SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(inherited) LANDMARKS_DEMO";
    				SWIFT_VERSION = 5.0;
    				TARGETED_DEVICE_FAMILY = "1,2";
    			};
    			name = Debug;
    		};
    		BA000004 /* Release */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				INFOPLIST_FILE = Landmarks/Info.plist;
    				PRODUCT_NAME = "$(TARGET_NAME)";
    				SWIFT_VERSION = 5.0;
    			};
    			name = Release;
    		};
    		BA000005 /* Debug */ = {
    			isa = XCBuildConfiguration;
    			buildSettings = {
    				BUNDLE_LOADER = "$(TEST_HOST)";
    				PRODUCT_NAME = "$(TARGET_NAME)";
    				TEST_HOST = "$(BUILT_PRODUCTS_DIR)/Landmarks.app/Landmarks";
    			};
    			name = Debug;
    		};
    /* End XCBuildConfiguration section */

    /* Begin XCConfigurationList section */
    		B8000001 /* Build configuration list for PBXProject "Landmarks" */ = {
    			isa = XCConfigurationList;
    			buildConfigurations = (
    				BA000001 /* Debug */,
    				BA000002 /* Release */,
    			);
    			defaultConfigurationIsVisible = 0;
    			defaultConfigurationName = Release;
    		};
    		B8000002 /* Build configuration list for PBXNativeTarget "Landmarks" */ = {
    			isa = XCConfigurationList;
    			buildConfigurations = (
    				BA000003 /* Debug */,
    				BA000004 /* Release */,
    			);
    			defaultConfigurationIsVisible = 0;
    			defaultConfigurationName = Release;
    		};
    		B8000003 /* Build configuration list for PBXNativeTarget "LandmarksTests" */ = {
    			isa = XCConfigurationList;
    			buildConfigurations = (
    				BA000005 /* Debug */,
    			);
    			defaultConfigurationIsVisible = 0;
    			defaultConfigurationName = Debug;
    		};
    /* End XCConfigurationList section */
    	};
    	rootObject = B9000001 /* Project object */;
    }
    """#
}
