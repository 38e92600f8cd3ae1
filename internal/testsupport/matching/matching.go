// Package matching is a test oracle for the all-different rule of the
// puzzle deductions: it enumerates every assignment of distinct squares
// to steps, sharing no code with the augmenting paths and components of
// the rule it checks. Exponential in the number of steps: for tests on
// up to about eight.
package matching

// Kept returns, for allowed[s][v] saying step s may take square v (a
// square matrix, one row a step), the pairs some perfect matching holds,
// and whether there is one at all.
func Kept(allowed [][]bool) ([][]bool, bool) {
	n := len(allowed)
	kept := make([][]bool, n)
	for s := range kept {
		kept[s] = make([]bool, n)
	}
	taken, square := make([]bool, n), make([]int, n)
	any := false
	var place func(s int)
	place = func(s int) {
		if s == n {
			any = true
			for u, v := range square {
				kept[u][v] = true
			}
			return
		}
		for v := range n {
			if allowed[s][v] && !taken[v] {
				taken[v], square[s] = true, v
				place(s + 1)
				taken[v] = false
			}
		}
	}
	place(0)
	return kept, any
}
