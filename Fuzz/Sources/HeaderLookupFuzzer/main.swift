import FuzzSupport
import Harnesses

runFuzzer(HeaderLookupHarness.run)
