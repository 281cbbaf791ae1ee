import FuzzSupport
import Harnesses

runFuzzer(LogRedactionHarness.run)
