//go:build race

package prove

// raceDetector is set when the tests run under the race detector, which
// slows the solver about tenfold.
const raceDetector = true
