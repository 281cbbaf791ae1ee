import FuzzSupport
import Harnesses

runFuzzer(ResponseValidationHarness.run)
