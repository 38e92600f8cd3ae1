package api

import (
	"errors"
	"fmt"
	"strconv"
)

// ErrBadSeed: a seed that is no whole number from -2^63 to 2^64-1.
var ErrBadSeed = errors.New("want a whole number from -9223372036854775808 to 18446744073709551615")

// ParseSeed reads a seed as every command and the server take one (tour,
// puzzle make): any whole number that fits 64 bits, signed or not. A
// negative seed n is the same seed as 2^64+n, as the 64 bits are the same,
// so every command takes both spellings.
func ParseSeed(s string) (uint64, error) {
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		return uint64(n), nil
	}
	if n, err := strconv.ParseUint(s, 10, 64); err == nil {
		return n, nil
	}
	return 0, fmt.Errorf("seed %q: %w", s, ErrBadSeed)
}
