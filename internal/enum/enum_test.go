package enum

import (
	"strconv"
	"testing"
)

// TestName: a value the table names prints as its entry, any other as
// the type's name and the number. Oracle: the table indexed directly, and
// the number written by strconv, for signed and unsigned types on both
// sides of the table.
func TestName(t *testing.T) {
	type signed int8
	type unsigned uint8
	names := []string{"zero", "one", "two"}
	want := func(v int) string {
		if v >= 0 && v < len(names) {
			return names[v]
		}
		return "T(" + strconv.Itoa(v) + ")"
	}
	for v := -128; v <= 127; v++ {
		if got := Name(names, signed(v), "T"); got != want(v) {
			t.Errorf("Name(names, signed(%d), T) = %q, want %q", v, got, want(v))
		}
	}
	for v := 0; v <= 255; v++ {
		if got := Name(names, unsigned(v), "T"); got != want(v) {
			t.Errorf("Name(names, unsigned(%d), T) = %q, want %q", v, got, want(v))
		}
	}
}
