package board

import (
	"iter"
	"math/bits"
	"slices"
)

// Set is a set of squares by index ([Board.Index]), one bit a square,
// 64 to a word: square i is bit i%64 of word i/64. Its words are open to
// the hot loops of the checkers and the deductions, which combine whole
// words; the methods do the rest. Two sets combined are of one board.
type Set []uint64

// NewSet returns an empty set for a board of n squares.
func NewSet(n int) Set { return make(Set, SetWords(n)) }

// SetWords is how many words a set of n squares takes.
func SetWords(n int) int { return (n + 63) / 64 }

// Has reports whether square i is in s.
func (s Set) Has(i int) bool { return s[i>>6]&(1<<(i&63)) != 0 }

// Add puts square i in s.
func (s Set) Add(i int) { s[i>>6] |= 1 << (i & 63) }

// Remove takes square i out of s.
func (s Set) Remove(i int) { s[i>>6] &^= 1 << (i & 63) }

// Count is how many squares s holds.
func (s Set) Count() int {
	k := 0
	for _, w := range s {
		k += bits.OnesCount64(w)
	}
	return k
}

// First is the lowest square of s, -1 when s is empty.
func (s Set) First() int {
	for i, w := range s {
		if w != 0 {
			return i<<6 + bits.TrailingZeros64(w)
		}
	}
	return -1
}

// All yields the squares of s, ascending. A square added or removed
// while it runs may or may not be yielded.
func (s Set) All() iter.Seq[int] {
	return func(yield func(int) bool) {
		for i, w := range s {
			for ; w != 0; w &= w - 1 {
				if !yield(i<<6 + bits.TrailingZeros64(w)) {
					return
				}
			}
		}
	}
}

// Union adds t's squares to s.
func (s Set) Union(t Set) {
	t = t[:len(s)]
	for i := range s {
		s[i] |= t[i]
	}
}

// Intersect keeps in s only the squares t has too.
func (s Set) Intersect(t Set) {
	t = t[:len(s)]
	for i := range s {
		s[i] &= t[i]
	}
}

// Difference takes t's squares out of s.
func (s Set) Difference(t Set) {
	t = t[:len(s)]
	for i := range s {
		s[i] &^= t[i]
	}
}

// Equal reports whether s and t hold the same squares.
func (s Set) Equal(t Set) bool { return slices.Equal(s, t[:len(s)]) }
