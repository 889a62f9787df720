// swift-tools-version:6.0
import PackageDescription

// One target per pipeline stage; each depends only on the stages before it (see
// ARCHITECTURE.md), so a reference back up the pipeline does not compile.
let package = Package(
    name: "hig",
    products: [
        .executable(name: "hig", targets: ["hig"]),
    ],
    targets: [
        // CommonMark parsing and safe HTML rendering (Debian libcmark-dev).
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // HTML5 parsing of the inline HTML in pages, written back through an allowlist
        // (Debian libgumbo-dev).
        .systemLibrary(
            name: "CGumbo",
            pkgConfig: "gumbo",
            providers: [.apt(["libgumbo-dev"])]
        ),
        // HTTP for the preview server (Debian libmicrohttpd-dev).
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        // SHA-256 for the lock file (Debian libssl-dev's libcrypto).
        .systemLibrary(
            name: "CCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        // YAML front matter and hig.yaml (Debian libyaml-dev).
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        // glibc's malloc.h, for the malloc settings of one-shot commands (part of libc).
        .systemLibrary(name: "CMalloc"),
        // jemalloc (Debian libjemalloc-dev): the executable's malloc, faster than glibc's for
        // the millions of small blocks a build allocates and frees on both cores, in less memory.
        .systemLibrary(
            name: "CJemalloc",
            pkgConfig: "jemalloc",
            providers: [.apt(["libjemalloc-dev"])]
        ),
        .target(name: "Support", dependencies: ["CMalloc"]),
        .target(name: "Model", dependencies: ["Support"]),
        .target(name: "Align", dependencies: ["Model", "Support"]),
        .target(name: "Ingest", dependencies: ["Align", "CYAML", "Model", "Support"]),
        .target(name: "Render", dependencies: ["CCmark", "CGumbo", "Model", "Support"]),
        .target(name: "Analysis", dependencies: ["Align", "CCrypto", "Ingest", "Model", "Support"]),
        .target(name: "Report", dependencies: ["Analysis", "Render", "Model", "Support"]),
        .target(name: "Site", dependencies: ["Analysis", "Render", "Model", "Support"]),
        .target(name: "Search", dependencies: ["Analysis", "Model", "Support"]),
        .target(name: "Pipeline", dependencies: ["Search", "Site", "Report", "Analysis", "Render", "Ingest", "Model", "Support"]),
        .target(name: "Serve", dependencies: ["CMicroHTTPD", "Pipeline", "Site", "Analysis", "Ingest", "Model", "Support"]),
        .target(name: "CLI", dependencies: ["Serve", "Pipeline", "Site", "Report", "Analysis", "Ingest", "Model", "Support"]),
        .executableTarget(name: "hig", dependencies: ["CLI", "CJemalloc"]),
        .testTarget(
            name: "HIGKitTests",
            dependencies: ["CLI", "Serve", "Pipeline", "Search", "Site", "Report", "Analysis", "Render", "Ingest", "Align", "Model", "Support"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
