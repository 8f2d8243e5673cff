import Foundation

exit(LogbookCLI.run(Array(CommandLine.arguments.dropFirst())))
