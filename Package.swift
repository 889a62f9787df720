// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "hig",
    products: [
        .executable(name: "hig", targets: ["hig"]),
        .library(name: "HIGKit", targets: ["HIGKit"]),
    ],
    targets: [
        // CommonMark parsing and safe HTML rendering (Debian libcmark-dev).
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // HTTP for the preview server (Debian libmicrohttpd-dev).
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        .target(
            name: "HIGKit",
            dependencies: ["CCmark", "CMicroHTTPD"]
        ),
        .executableTarget(
            name: "hig",
            dependencies: ["HIGKit"]
        ),
        .testTarget(
            name: "HIGKitTests",
            dependencies: ["HIGKit"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
