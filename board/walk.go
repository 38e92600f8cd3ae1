package board

import "iter"

// Walk is a knight's path kept as its first square and, for each square
// after it, the index in [Moves] of the jump that reaches it: one byte a
// square instead of a [Square]'s eight, so a tour of a 10000x10000 board
// takes 100 MB. It holds knight paths only.
type Walk struct {
	Start Square
	Moves []uint8
}

// WalkOf returns p as a walk, and false if two squares of p in a row are
// not a knight move apart (or p is empty).
func WalkOf(p Path) (Walk, bool) {
	if len(p) == 0 {
		return Walk{}, false
	}
	w := Walk{Start: p[0], Moves: make([]uint8, 0, len(p)-1)}
	for i := 1; i < len(p); i++ {
		k, ok := MoveIndex(p[i-1], p[i])
		if !ok {
			return Walk{}, false
		}
		w.Moves = append(w.Moves, k)
	}
	return w, true
}

// MoveIndex returns the index in [Moves] of the jump from a to b, and false
// if b is not a knight move from a.
func MoveIndex(a, b Square) (uint8, bool) {
	d := Square{X: b.X - a.X, Y: b.Y - a.Y}
	for k, m := range Moves {
		if m == d {
			return uint8(k), true
		}
	}
	return 0, false
}

// Len is the number of squares of the walk.
func (w Walk) Len() int { return len(w.Moves) + 1 }

// Last is the walk's last square, found in one pass over its moves.
func (w Walk) Last() Square {
	s := w.Start
	for _, k := range w.Moves {
		s.X += Moves[k].X
		s.Y += Moves[k].Y
	}
	return s
}

// Path returns the walk's squares as a path.
func (w Walk) Path() Path {
	p := make(Path, w.Len())
	s := w.Start
	p[0] = s
	next := p[1:][:len(w.Moves)]
	for i, k := range w.Moves {
		s.X += Moves[k].X
		s.Y += Moves[k].Y
		next[i] = s
	}
	return p
}

// Chunks yields the walk's squares in order, up to n at a time (n at
// least 1), in one buffer that the next chunk overwrites: a writer or a
// checker streams a walk through it in O(n) memory besides the walk.
func (w Walk) Chunks(n int) iter.Seq[Path] {
	return func(yield func(Path) bool) {
		n = max(n, 1)
		buf := make(Path, 0, min(n, w.Len()))
		s := w.Start
		buf = append(buf, s)
		for _, k := range w.Moves {
			if len(buf) == n {
				if !yield(buf) {
					return
				}
				buf = buf[:0]
			}
			s.X += Moves[k].X
			s.Y += Moves[k].Y
			buf = append(buf, s)
		}
		yield(buf)
	}
}
