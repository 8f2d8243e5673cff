// swift-tools-version:6.0
// The logbook package: a core library, a thin command-line executable, and the
// system libraries (SQLite, libxml2, libarchive, libcrypto) it links. No outside Swift packages.
import PackageDescription

let package = Package(
    name: "logbook",
    products: [
        .executable(name: "logbook", targets: ["logbook"]),
        .library(name: "LogbookCore", targets: ["LogbookCore"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .systemLibrary(
            name: "CLibArchive",
            pkgConfig: "libarchive",
            providers: [.apt(["libarchive-dev"])]
        ),
        // Linked statically (see its module map), so no pkg-config flags that would add
        // the shared library; its headers are in the default include path.
        .systemLibrary(
            name: "CCrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        .executableTarget(
            name: "MigrationsEmbedder",
            dependencies: ["CCrypto"],
            path: "Sources/MigrationsEmbedder"
        ),
        .plugin(
            name: "EmbedMigrations",
            capability: .buildTool(),
            dependencies: ["MigrationsEmbedder"],
            path: "Plugins/EmbedMigrations"
        ),
        .target(
            name: "LogbookCore",
            dependencies: ["CSQLite", "CLibXML2", "CLibArchive", "CCrypto"],
            path: "Sources/LogbookCore",
            plugins: ["EmbedMigrations"]
        ),
        .executableTarget(
            name: "logbook",
            dependencies: ["LogbookCore"],
            path: "Sources/logbook"
        ),
        .executableTarget(
            name: "logbook-bench",
            dependencies: ["LogbookCore", "LogbookTestSupport"],
            path: "Sources/LogbookBench"
        ),
        .target(
            name: "LogbookTestSupport",
            dependencies: ["LogbookCore", "CLibArchive"],
            path: "Tests/LogbookTestSupport"
        ),
        .testTarget(
            name: "LogbookCoreTests",
            dependencies: ["LogbookCore", "LogbookTestSupport"],
            path: "Tests/LogbookCoreTests",
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "LogbookCLITests",
            // The tests run the built `logbook` binary, and reach its parser and output
            // code through `@testable import logbook`.
            dependencies: ["logbook", "LogbookCore", "LogbookTestSupport"],
            path: "Tests/LogbookCLITests"
        ),
    ]
)
