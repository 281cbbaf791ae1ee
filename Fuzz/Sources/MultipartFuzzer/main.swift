import FuzzSupport
import Harnesses

runFuzzer(MultipartHarness.run)
