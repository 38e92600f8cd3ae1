package count

import (
	"math/big"
	"math/bits"
)

// u128 is a count of up to 128 bits: the DP's counts pass 64 bits on
// boards whose state space still fits in memory (8x8 directed open is
// near 2^54, and longer strips grow past 2^64), while a big.Int per state
// would cost an allocation each.
type u128 struct{ lo, hi uint64 }

// add returns a+b and whether the sum passed 128 bits.
func (a u128) add(b u128) (u128, bool) {
	lo, carry := bits.Add64(a.lo, b.lo, 0)
	hi, over := bits.Add64(a.hi, b.hi, carry)
	return u128{lo, hi}, over != 0
}

// big returns a as a big.Int.
func (a u128) big() *big.Int {
	z := new(big.Int).SetUint64(a.hi)
	z.Lsh(z, 64)
	return z.Or(z, new(big.Int).SetUint64(a.lo))
}
