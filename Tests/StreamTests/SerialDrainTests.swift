import Testing
@testable import Stream

@Suite("SerialDrain")
struct SerialDrainTests {
    @Test func deliversAtOnceWhenIdle() {
        let drain = SerialDrain<Int>()
        var delivered: [Int] = []
        drain.submit(1) { delivered.append($0) }
        #expect(delivered == [1])
        drain.submit(2) { delivered.append($0) }
        #expect(delivered == [1, 2])
    }

    @Test func reentrantSubmissionWaitsForTheCurrentDelivery() {
        let drain = SerialDrain<Int>()
        var trace: [String] = []
        func deliver(_ value: Int) {
            trace.append("begin \(value)")
            if value < 3 { drain.submit(value + 1, deliver: deliver) }
            trace.append("end \(value)")
        }
        drain.submit(1, deliver: deliver)
        #expect(trace == ["begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3"])
    }

    @Test func fifoBufferKeepsOrderAcrossCompaction() {
        var buffer = FifoBuffer<Int>()
        var popped: [Int] = []
        for value in 0..<100 {
            buffer.append(value)
            if value % 3 == 0, let first = buffer.popFirst() { popped.append(first) }
        }
        while let first = buffer.popFirst() { popped.append(first) }
        #expect(popped == Array(0..<100))
        #expect(buffer.isEmpty)
    }
}
