package count

import (
	"math/rand/v2"
	"testing"
)

// TestFrontierWords: the frontier's word operations (get and set, the
// move to the next cell, a label's partner, the test for full slots, the
// relabelling pack) agree with the same operations on a plain array of
// slots written here, on random frontiers of every window. Oracle: the
// array model.
func TestFrontierWords(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 4))
	for window := 4; window <= 2*MaxShortSide+2; window++ {
		for trial := range 500 {
			var model [2*MaxShortSide + 2]uint8
			var f frontier
			for s := range window {
				v := uint8(rng.IntN(8)) // free, full, loose, labels 3 to 7
				if trial%3 == 0 && v > 2 {
					v = maxLabel - v // labels out of order, up to maxLabel
				}
				model[s] = v
				f.set(s, v)
			}
			f.freeEnds, f.endColour = rng.IntN(3), uint8(rng.IntN(2))
			for s := range window {
				if got := f.get(s); got != model[s] {
					t.Fatalf("window %d: get(%d) = %d, want %d", window, s, got, model[s])
				}
			}
			// partner: the other slot with the same value, or -1.
			for s := range window {
				want := -1
				for u := range window {
					if u != s && model[u] == model[s] {
						want = u
						break
					}
				}
				if got := f.partner(model[s], s, window); got != want {
					t.Fatalf("window %d %v: partner(%d, %d) = %d, want %d", window, model[:window], model[s], s, got, want)
				}
			}
			// onlyFullBut: every other slot full.
			x, y := rng.IntN(window), rng.IntN(window)
			want := true
			for s := range window {
				if s != x && s != y && model[s] != full {
					want = false
				}
			}
			if got := f.onlyFullBut(x, y, window); got != want {
				t.Fatalf("window %d %v: onlyFullBut(%d, %d) = %v, want %v", window, model[:window], x, y, got, want)
			}
			// pack: labels renumbered from label0 in slot order.
			var relabel [16]uint8
			next := uint8(label0)
			var packed [2*MaxShortSide + 2]uint8
			for s := range window {
				v := model[s]
				if v >= label0 {
					if relabel[v] == 0 {
						relabel[v] = next
						next++
					}
					v = relabel[v]
				}
				packed[s] = v
			}
			f.relabel = true
			k := f.pack()
			// Moved on by a cell, a key's labels stay in slot order: a
			// pack that skips the relabelling gives the same key.
			moved := unpack(k, window)
			again := moved
			again.relabel = true
			if moved.pack() != again.pack() {
				t.Fatalf("window %d %v: unpack(pack) needs relabelling", window, model[:window])
			}
			for s := range window {
				w, sh := k.lo, 4*s
				if s >= 16 {
					w, sh = k.hi, 4*(s-16)
				}
				if got := uint8(w>>sh) & 15; got != packed[s] {
					t.Fatalf("window %d %v: packed slot %d = %d, want %d", window, model[:window], s, got, packed[s])
				}
			}
			g := unpack(k, window+1) // moved on: slot s is packed slot s-1
			if g.freeEnds != f.freeEnds || g.endColour != f.endColour {
				t.Fatalf("window %d: ends %d colour %d after pack and unpack, want %d %d", window, g.freeEnds, g.endColour, f.freeEnds, f.endColour)
			}
			if window+1 <= 2*MaxShortSide+2 {
				if g.get(0) != free {
					t.Fatalf("window %d: slot 0 after unpack = %d, want free", window, g.get(0))
				}
				for s := range window {
					if got := g.get(s + 1); got != packed[s] {
						t.Fatalf("window %d %v: slot %d after pack and unpack = %d, want %d (packed %v)", window, model[:window], s+1, got, packed[s], packed[:window])
					}
				}
			}
		}
	}
}
