/// Orders strings with embedded numbers by value: "intro-2" < "intro-10".
package enum NaturalOrder {
    package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let a = Array(lhs.utf8), b = Array(rhs.utf8)
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if isDigit(a[i]) && isDigit(b[j]) {
                var endA = i, endB = j
                while endA < a.count && isDigit(a[endA]) { endA += 1 }
                while endB < b.count && isDigit(b[endB]) { endB += 1 }
                // Compare the numbers by length without leading zeros, then digit by digit.
                var startA = i, startB = j
                while startA < endA - 1 && a[startA] == 0x30 { startA += 1 }
                while startB < endB - 1 && b[startB] == 0x30 { startB += 1 }
                if endA - startA != endB - startB { return endA - startA < endB - startB }
                for offset in 0..<(endA - startA) where a[startA + offset] != b[startB + offset] {
                    return a[startA + offset] < b[startB + offset]
                }
                i = endA; j = endB
                continue
            }
            if a[i] != b[j] { return a[i] < b[j] }
            i += 1; j += 1
        }
        if a.count - i != b.count - j { return a.count - i < b.count - j }
        return lhs < rhs
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
