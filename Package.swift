// swift-tools-version:6.0
// The logbook package: a core library, a thin command-line executable, and the
// system libraries (SQLite, libxml2, libarchive, libcrypto) it links. No outside Swift packages.
import Foundation
import PackageDescription

/// The package root: the folder of this manifest.
let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

/// `Sources/StaticLibraries/` (a folder, not a target) holds `libstdc++.a`, a link to the
/// system compiler's static C++ library (GCC 12 on Debian 12). The statically linked Swift
/// runtime needs the C++ library, and the toolchain's `-lstdc++` would take the shared one:
/// loading and relocating it cost every command about 1.6 M instructions (a third of
/// `logbook --version`). A folder named before the compiler's own, holding only the
/// archive, makes that `-lstdc++` find it. Where the link does not resolve (another
/// compiler version), nothing changes.
let staticCxxFolder = packageFolder.appendingPathComponent("Sources/StaticLibraries").path
let staticCxxFlags: [String] =
    FileManager.default.fileExists(atPath: staticCxxFolder + "/libstdc++.a") ? ["-L", staticCxxFolder] : []

/// `Sources/logbook/Link/startup.order` lists the functions start-up and the everyday
/// commands run (written by `Tests/Bench/startup-order.sh`). The release link hands it to
/// lld, which places those functions side by side at the start of the code, so a command
/// touches a few contiguous megabytes of it instead of pieces all over the 20 MB: `show`
/// took 113 code page faults before, 57 after. lld comes with the Swift toolchain; where it
/// is not on the PATH, the binary is linked as before, in the default order.
let startupOrderFile = packageFolder.appendingPathComponent("Sources/logbook/Link/startup.order").path
let lldFound = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    .contains { FileManager.default.isExecutableFile(atPath: "\($0)/ld.lld") }
let startupOrderFlags: [String] =
    lldFound && FileManager.default.fileExists(atPath: startupOrderFile)
    ? ["-use-ld=lld", "-Xlinker", "--symbol-ordering-file=\(startupOrderFile)", "-Xlinker", "--no-warn-symbol-ordering"] : []

/// Release code asks for the metadata of a generic type (an array of runs, an optional
/// date) through a direct accessor instead of by its mangled name, which the runtime
/// demangles the first time: about 180 k instructions of `show`'s 4.2 M.
let directMetadataFlags = ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]

/// Where Debian (and most systems) put libxml2's headers (`pkg-config --cflags libxml-2.0`):
/// the readers need them, and so do the core and the tests, whose `@testable import` loads the readers'
/// internal imports.
let libxml2Include = ["-Xcc", "-I/usr/include/libxml2", "-Xcc", "-I/usr/local/include/libxml2"]

/// Release code of the core's targets offers its function bodies to the targets above
/// (`-cross-module-optimization`), so that a reader's call into the model or a store's into
/// the analysis is inlined and specialised as it was inside one module: without it, the
/// split into targets made importing 100 one-hour GPX files 1.21x the processor time
/// (calls such as `StoredInteger.scaled` and the spool's generic methods no longer
/// inlined); with it, 1.01x.
let crossModuleFlags = ["-cross-module-optimization"]

/// The settings every core target is compiled with in release.
let releaseSettings: [SwiftSetting] = [.unsafeFlags(directMetadataFlags + crossModuleFlags, .when(configuration: .release))]

let package = Package(
    name: "logbook",
    products: [
        .executable(name: "logbook", targets: ["logbook"]),
        .library(name: "LogbookCore", targets: ["LogbookCore"]),
    ],
    targets: [
        // Linked statically (see its module map): no pkgConfig, whose `-lsqlite3` would
        // link the shared library again; its header is in the default include path.
        .systemLibrary(
            name: "CSQLite",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // libxml2 and libarchive: headers only. The core opens the libraries at run time when
        // it first reads XML or an archive (SharedLibrary), so commands that read no file do
        // not load them and ICU and the compressors they pull in (4.4 M instructions of
        // start-up). No pkgConfig: its `-l` flags would link them again; the one include
        // folder libxml2 needs is given to the core below.
        .systemLibrary(
            name: "CLibXML2",
            providers: [.apt(["libxml2-dev"])]
        ),
        .systemLibrary(
            name: "CLibArchive",
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
            dependencies: ["CCrypto", "CSQLite"],
            path: "Sources/MigrationsEmbedder"
        ),
        .plugin(
            name: "EmbedMigrations",
            capability: .buildTool(),
            dependencies: ["MigrationsEmbedder"],
            path: "Plugins/EmbedMigrations"
        ),
        // The data files embedded as bytes (see its header): the time zone boundaries and the
        // populated places the report names maps by (GeoNames, CC BY 4.0); their Python
        // generators are run by hand, their output committed.
        .target(
            name: "LogbookEmbeddedData",
            path: "Sources/LogbookEmbeddedData",
            exclude: ["Generator", "timezones.bin", "places.bin"],
            cSettings: [.unsafeFlags(["-I", packageFolder.appendingPathComponent("Sources/LogbookEmbeddedData").path])]
        ),
        // The core, in layers whose dependencies go one way (README, "Architecture"):
        // support, SQLite wrapper, model and rules, analysis, readers, store, use cases.
        // No target re-exports another: each file imports the layers it uses (see
        // docs/architecture.md and ArchitectureTests).
        .target(
            name: "LogbookSupport",
            dependencies: ["CCrypto"],
            swiftSettings: releaseSettings
        ),
        .target(
            name: "LogbookSQLite",
            dependencies: ["CSQLite", "LogbookSupport"],
            swiftSettings: releaseSettings
        ),
        .target(
            name: "LogbookModel",
            dependencies: ["LogbookSupport"],
            swiftSettings: releaseSettings
        ),
        .target(
            name: "LogbookAnalysis",
            dependencies: ["LogbookModel", "LogbookSupport", "LogbookEmbeddedData"],
            swiftSettings: releaseSettings
        ),
        .target(
            name: "LogbookFormats",
            dependencies: ["LogbookAnalysis", "LogbookModel", "LogbookSupport", "CLibXML2", "CLibArchive"],
            // Where Debian (and most systems) put libxml2's headers (`pkg-config --cflags libxml-2.0`).
            swiftSettings: [.unsafeFlags(libxml2Include)] + releaseSettings
        ),
        .target(
            name: "LogbookStore",
            dependencies: ["LogbookSQLite", "LogbookAnalysis", "LogbookModel", "LogbookSupport"],
            swiftSettings: releaseSettings,
            plugins: ["EmbedMigrations"]
        ),
        .target(
            name: "LogbookCore",
            dependencies: [
                "LogbookSupport", "LogbookSQLite", "LogbookModel", "LogbookAnalysis", "LogbookFormats", "LogbookStore",
            ],
            // The core imports the readers, whose module loads libxml2's module map: an
            // incremental build that recompiles the core alone needs the same include folder.
            swiftSettings: [.unsafeFlags(libxml2Include)] + releaseSettings
        ),
        .executableTarget(
            name: "logbook",
            dependencies: ["LogbookCore"],
            path: "Sources/logbook",
            exclude: ["Link"],
            swiftSettings: [.unsafeFlags(directMetadataFlags, .when(configuration: .release))],
            linkerSettings: [.unsafeFlags(staticCxxFlags + startupOrderFlags, .when(configuration: .release))]
        ),
        .executableTarget(
            name: "logbook-bench",
            dependencies: ["LogbookCore", "LogbookTestSupport"],
            path: "Sources/LogbookBench",
            // The routes section builds runs through the importer (LogbookFormats' types).
            swiftSettings: [.unsafeFlags(libxml2Include)]
        ),
        .target(
            name: "LogbookTestSupport",
            dependencies: ["LogbookCore", "CLibArchive"],
            path: "Tests/LogbookTestSupport",
            // It writes test archives with libarchive, which the core only opens at run time.
            linkerSettings: [.linkedLibrary("archive")]
        ),
        .testTarget(
            name: "LogbookCoreTests",
            dependencies: [
                "LogbookSupport", "LogbookSQLite", "LogbookModel", "LogbookAnalysis", "LogbookFormats", "LogbookStore",
                "LogbookCore", "LogbookTestSupport",
            ],
            path: "Tests/LogbookCoreTests",
            exclude: ["Fixtures"],
            swiftSettings: [.unsafeFlags(libxml2Include)]
        ),
        .testTarget(
            name: "LogbookCLITests",
            // The tests run the built `logbook` binary, and reach its parser and output
            // code through `@testable import logbook`.
            dependencies: [
                "logbook", "LogbookSupport", "LogbookSQLite", "LogbookModel", "LogbookAnalysis", "LogbookFormats",
                "LogbookStore", "LogbookCore", "LogbookTestSupport",
            ],
            path: "Tests/LogbookCLITests",
            swiftSettings: [.unsafeFlags(libxml2Include)]
        ),
    ]
)
