package puzzle

import "testing"

func TestExpDeducerRoot(t *testing.T) {
	set := readNoneSet(t)
	dead := map[string]int{}
	for _, p := range set {
		d := newDeducer(p, newGraph(p.Board))
		if !d.run() {
			dead[p.Board.String()]++
		}
	}
	t.Log(dead)
}
