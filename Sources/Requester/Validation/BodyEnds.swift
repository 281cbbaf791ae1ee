extension UnsafeRawBufferPointer {
    /// The offset of the first byte that is neither NUL nor one `skip`
    /// accepts; nil when there is none.
    ///
    /// Reads the bytes in place, never through `Data`'s collection
    /// indices, and steps over a run of NULs 32 bytes at a time: a body
    /// padded with megabytes of NULs costs a fraction of an instruction a
    /// byte (Docs/Performance.md, "Hostile bodies").
    func firstOffset(skippingNULAnd skip: (UInt8) -> Bool) -> Int? {
        var at = 0
        while at < count {
            let byte = self[at]
            if byte == 0 {
                at += 1
                while count - at >= 32, isZero(from: at) { at += 32 }
            } else if skip(byte) {
                at += 1
            } else {
                return at
            }
        }
        return nil
    }

    /// The offset of the last byte that is neither NUL nor one `skip`
    /// accepts; nil when there is none. Reads as `firstOffset(skippingNULAnd:)`
    /// does, from the end.
    func lastOffset(skippingNULAnd skip: (UInt8) -> Bool) -> Int? {
        var end = count
        while end > 0 {
            let byte = self[end - 1]
            if byte == 0 {
                end -= 1
                while end >= 32, isZero(from: end - 32) { end -= 32 }
            } else if skip(byte) {
                end -= 1
            } else {
                return end - 1
            }
        }
        return nil
    }

    /// Whether the 32 bytes from `offset` are all NUL.
    @inline(__always)
    private func isZero(from offset: Int) -> Bool {
        let words = loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            | loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
            | loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
            | loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
        return words == 0
    }
}
