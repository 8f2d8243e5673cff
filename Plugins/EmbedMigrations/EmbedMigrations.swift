import Foundation
import PackagePlugin

/// Build-tool plugin that embeds the top-level `Migrations/*.sql` files in the
/// `LogbookCore` module as string literals, so that the built binary knows every
/// migration wherever it is copied.
@main
struct EmbedMigrations: BuildToolPlugin {
    /// Declares one build command that turns `Migrations/*.sql` into `EmbeddedMigrations.swift`.
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let migrationsDirectory = context.package.directoryURL.appending(path: "Migrations")
        let names = try FileManager.default.contentsOfDirectory(atPath: migrationsDirectory.path)
            .filter { $0.hasSuffix(".sql") }
            .sorted()
        let inputs = names.map { migrationsDirectory.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedMigrations.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) migrations",
                executable: try context.tool(named: "MigrationsEmbedder").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs + [migrationsDirectory],
                outputFiles: [output]
            )
        ]
    }
}
