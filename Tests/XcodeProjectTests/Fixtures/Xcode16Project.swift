/// A project in the shape Xcode 16 writes (objectVersion 77): the app's folder is a
/// `PBXFileSystemSynchronizedRootGroup` whose files are all members, except the Info.plist an exception set
/// names for the app target; a macOS app beside the iOS one, which another exception set gives two of the app
/// folder's files; a Swift package dependency. Written by hand after
/// Xcode's output.
enum Xcode16Project {
    static func text(appUsesPackage: Bool = false) -> String {
        let productDependencies = appUsesPackage ? "packageProductDependencies = (\n\t\t\t\tD9000002 /* Algorithms */,\n\t\t\t);" : ""
        return #"""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {

        /* Begin PBXFileReference section */
        		D1000001 /* Garden.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Garden.app; sourceTree = BUILT_PRODUCTS_DIR; };
        		D1000002 /* GardenMac.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = GardenMac.app; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        		D2000001 /* Exceptions for "Garden" folder in "Garden" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				Info.plist,
        				"Mac Only/MacView.swift",
        			);
        			target = D4000001 /* Garden */;
        		};
        		D2000002 /* Exceptions for "Garden" folder in "GardenMac" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				"Mac Only/MacView.swift",
        				Data/plants.json,
        			);
        			target = D4000002 /* GardenMac */;
        		};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        		D3000001 /* Garden */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (D2000001 /* Exceptions for "Garden" folder in "Garden" target */, D2000002 /* Exceptions for "Garden" folder in "GardenMac" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Garden; sourceTree = "<group>"; };
        		D3000002 /* GardenMac */ = {isa = PBXFileSystemSynchronizedRootGroup; path = GardenMac; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXFrameworksBuildPhase section */
        		D5000001 /* Frameworks */ = {
        			isa = PBXFrameworksBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXFrameworksBuildPhase section */

        /* Begin PBXGroup section */
        		D6000001 = {
        			isa = PBXGroup;
        			children = (
        				D3000001 /* Garden */,
        				D3000002 /* GardenMac */,
        				D6000002 /* Products */,
        			);
        			sourceTree = "<group>";
        		};
        		D6000002 /* Products */ = {
        			isa = PBXGroup;
        			children = (
        				D1000001 /* Garden.app */,
        				D1000002 /* GardenMac.app */,
        			);
        			name = Products;
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		D4000002 /* GardenMac */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = D7000003 /* Build configuration list for PBXNativeTarget "GardenMac" */;
        			buildPhases = (
        				D8000003 /* Sources */,
        			);
        			fileSystemSynchronizedGroups = (
        				D3000002 /* GardenMac */,
        			);
        			name = GardenMac;
        			productName = GardenMac;
        			productReference = D1000002 /* GardenMac.app */;
        			productType = "com.apple.product-type.application";
        		};
        		D4000001 /* Garden */ = {
        			isa = PBXNativeTarget;
        			buildConfigurationList = D7000002 /* Build configuration list for PBXNativeTarget "Garden" */;
        			buildPhases = (
        				D8000001 /* Sources */,
        				D5000001 /* Frameworks */,
        				D8000002 /* Resources */,
        			);
        			buildRules = (
        			);
        			dependencies = (
        			);
        			fileSystemSynchronizedGroups = (
        				D3000001 /* Garden */,
        			);
        			name = Garden;
        			\#(productDependencies)
        			productName = Garden;
        			productReference = D1000001 /* Garden.app */;
        			productType = "com.apple.product-type.application";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		D9000001 /* Project object */ = {
        			isa = PBXProject;
        			attributes = {
        				BuildIndependentTargetsInParallel = 1;
        				LastSwiftUpdateCheck = 1600;
        				LastUpgradeCheck = 1600;
        				TargetAttributes = {
        					D4000001 = {
        						CreatedOnToolsVersion = 16.0;
        					};
        				};
        			};
        			buildConfigurationList = D7000001 /* Build configuration list for PBXProject "Garden" */;
        			developmentRegion = en;
        			hasScannedForEncodings = 0;
        			knownRegions = (
        				en,
        				Base,
        			);
        			mainGroup = D6000001;
        			minimizedProjectReferenceProxies = 1;
        			packageReferences = (
        				D9000003 /* XCRemoteSwiftPackageReference "swift-algorithms" */,
        			);
        			preferredProjectObjectVersion = 77;
        			productRefGroup = D6000002 /* Products */;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        				D4000002 /* GardenMac */,
        				D4000001 /* Garden */,
        			);
        		};
        /* End PBXProject section */

        /* Begin PBXResourcesBuildPhase section */
        		D8000002 /* Resources */ = {
        			isa = PBXResourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXResourcesBuildPhase section */

        /* Begin PBXSourcesBuildPhase section */
        		D8000001 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        		D8000003 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXSourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        		DA000001 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				ALWAYS_SEARCH_USER_PATHS = NO;
        				ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;
        				ENABLE_USER_SCRIPT_SANDBOXING = YES;
        				SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
        			};
        			name = Debug;
        		};
        		DA000002 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;
        				ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME = AccentColor;
        				DEVELOPMENT_ASSET_PATHS = "\"Garden/Preview Content\"";
        				GENERATE_INFOPLIST_FILE = YES;
        				INFOPLIST_FILE = Garden/Info.plist;
        				INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;
        				IPHONEOS_DEPLOYMENT_TARGET = 18.0;
        				PRODUCT_BUNDLE_IDENTIFIER = com.example.Garden;
        				PRODUCT_NAME = "$(TARGET_NAME)";
        				SDKROOT = iphoneos;
        				SWIFT_VERSION = 6.0;
        				TARGETED_DEVICE_FAMILY = "1,2";
        			};
        			name = Debug;
        		};
        		DA000003 /* Debug */ = {
        			isa = XCBuildConfiguration;
        			buildSettings = {
        				MACOSX_DEPLOYMENT_TARGET = 15.0;
        				PRODUCT_NAME = "$(TARGET_NAME)";
        				SDKROOT = macosx;
        				SWIFT_VERSION = 5.0;
        			};
        			name = Debug;
        		};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        		D7000001 /* Build configuration list for PBXProject "Garden" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				DA000001 /* Debug */,
        			);
        			defaultConfigurationIsVisible = 0;
        			defaultConfigurationName = Debug;
        		};
        		D7000002 /* Build configuration list for PBXNativeTarget "Garden" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				DA000002 /* Debug */,
        			);
        			defaultConfigurationIsVisible = 0;
        			defaultConfigurationName = Debug;
        		};
        		D7000003 /* Build configuration list for PBXNativeTarget "GardenMac" */ = {
        			isa = XCConfigurationList;
        			buildConfigurations = (
        				DA000003 /* Debug */,
        			);
        			defaultConfigurationIsVisible = 0;
        			defaultConfigurationName = Debug;
        		};
        /* End XCConfigurationList section */

        /* Begin XCRemoteSwiftPackageReference section */
        		D9000003 /* XCRemoteSwiftPackageReference "swift-algorithms" */ = {
        			isa = XCRemoteSwiftPackageReference;
        			repositoryURL = "https://github.com/apple/swift-algorithms.git";
        			requirement = {
        				kind = upToNextMajorVersion;
        				minimumVersion = 1.2.0;
        			};
        		};
        /* End XCRemoteSwiftPackageReference section */

        /* Begin XCSwiftPackageProductDependency section */
        		D9000002 /* Algorithms */ = {
        			isa = XCSwiftPackageProductDependency;
        			package = D9000003 /* XCRemoteSwiftPackageReference "swift-algorithms" */;
        			productName = Algorithms;
        		};
        /* End XCSwiftPackageProductDependency section */
        	};
        	rootObject = D9000001 /* Project object */;
        }
        """#
    }
}
