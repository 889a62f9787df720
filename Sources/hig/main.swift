import CLI
#if canImport(Glibc)
import Glibc
#endif

exit(CommandLineTool.main(arguments: Array(CommandLine.arguments.dropFirst())))
