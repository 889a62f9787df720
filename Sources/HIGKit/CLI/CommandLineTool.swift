public enum CommandLineTool {
    public static func run(arguments: [String]) -> Int32 {
        print("hig \(HIG.version)")
        return 0
    }
}
