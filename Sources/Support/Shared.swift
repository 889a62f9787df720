/// A value kept in one heap box that its copies share until one of them changes it, as an
/// Array keeps its elements. A struct of many collections that keeps them in one of these
/// costs one retain to copy instead of one per field: the per-document values every step of
/// a build passes on (thousands of them, copied by each step of a serve rebuild) do.
///
///     struct Page { var fields: Shared<Fields> }  // copy: one retain
///     page.fields.value.title = "…"               // copies the box only when shared
public struct Shared<Value> {
    @usableFromInline final class Box: @unchecked Sendable {
        // Written only through `value`'s `_modify`, after the box was made unique.
        @usableFromInline var value: Value
        @inlinable init(_ value: Value) { self.value = value }
    }

    @usableFromInline var box: Box

    @inlinable public init(_ value: Value) {
        box = Box(value)
    }

    /// Read in place (`_read`): a field read from it does not copy the others.
    @inlinable public var value: Value {
        _read { yield box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    /// Whether both are the same box, so equal without comparing what is inside.
    @inlinable public func isIdentical(to other: Shared<Value>) -> Bool {
        box === other.box
    }
}

extension Shared: Sendable where Value: Sendable {}

extension Shared: Equatable where Value: Equatable {
    public static func == (lhs: Shared, rhs: Shared) -> Bool {
        lhs.isIdentical(to: rhs) || lhs.value == rhs.value
    }
}

extension Shared: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
