import Testing
@testable import HIGKit

@Test func versionIsSet() {
    #expect(!HIG.version.isEmpty)
}
