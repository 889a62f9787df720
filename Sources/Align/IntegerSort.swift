/// Sorts arrays of fixed-width integers in place, faster than the standard library's stable
/// merge sort on the short arrays of hashes the aligner sorts by the million. Equal integers are
/// indistinguishable, so stability does not matter and the result is the same as `sort()`.
/// It lives beside its caller so that the optimiser specialises it for each integer type.
enum IntegerSort {
    /// `depthLimit`: partitions allowed on the way down before a part is heap-sorted instead
    /// (an introsort's limit, so no input is quadratic); given only by tests, to reach the heap sort.
    static func sort<T: FixedWidthInteger>(_ values: inout [T], depthLimit: Int? = nil) {
        values.withUnsafeMutableBufferPointer { buffer in
            guard buffer.count > 1 else { return }
            quicksort(buffer, 0, buffer.count, depth: depthLimit ?? 2 * (Int.bitWidth - buffer.count.leadingZeroBitCount))
        }
    }

    private static let insertionLimit = 20

    /// `depth`: partitions left on the way down to this part (each part its own count).
    private static func quicksort<T: FixedWidthInteger>(_ a: UnsafeMutableBufferPointer<T>, _ low: Int, _ high: Int, depth: Int) {
        var low = low, high = high, depth = depth
        while high - low > insertionLimit {
            if depth == 0 { heapsort(a, low, high); return }
            depth -= 1
            let pivot = medianOfThree(a[low], a[low + (high - low) / 2], a[high - 1])
            var i = low, j = high - 1
            // Hoare partition: afterwards a[low...j] <= pivot <= a[j+1..<high].
            while true {
                while a[i] < pivot { i += 1 }
                while a[j] > pivot { j -= 1 }
                if i >= j { break }
                a.swapAt(i, j)
                i += 1
                j -= 1
            }
            // Recurse into the smaller part, loop on the larger: the stack stays logarithmic.
            if j + 1 - low < high - (j + 1) {
                quicksort(a, low, j + 1, depth: depth)
                low = j + 1
            } else {
                quicksort(a, j + 1, high, depth: depth)
                high = j + 1
            }
        }
        insertionSort(a, low, high)
    }

    private static func medianOfThree<T: Comparable>(_ a: T, _ b: T, _ c: T) -> T {
        if a < b { return b < c ? b : (a < c ? c : a) }
        return a < c ? a : (b < c ? c : b)
    }

    private static func insertionSort<T: FixedWidthInteger>(_ a: UnsafeMutableBufferPointer<T>, _ low: Int, _ high: Int) {
        guard high - low > 1 else { return }
        for index in (low + 1)..<high {
            let value = a[index]
            var position = index
            while position > low && a[position - 1] > value {
                a[position] = a[position - 1]
                position -= 1
            }
            a[position] = value
        }
    }

    private static func heapsort<T: FixedWidthInteger>(_ a: UnsafeMutableBufferPointer<T>, _ low: Int, _ high: Int) {
        let count = high - low
        func siftDown(_ start: Int, _ end: Int) {
            var root = start
            while 2 * root + 1 < end {
                var child = 2 * root + 1
                if child + 1 < end && a[low + child] < a[low + child + 1] { child += 1 }
                guard a[low + root] < a[low + child] else { return }
                a.swapAt(low + root, low + child)
                root = child
            }
        }
        for start in stride(from: count / 2 - 1, through: 0, by: -1) { siftDown(start, count) }
        for end in stride(from: count - 1, to: 0, by: -1) {
            a.swapAt(low, low + end)
            siftDown(0, end)
        }
    }
}
