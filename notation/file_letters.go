package notation

// fileLetters reports whether names are a board's file letters, a b c
// ... in order, and at most one other name before or after them (the
// column of rank labels: "rank", "#", "y"): the header of a printed
// board, whose letters would otherwise name the roles c and r, and whose
// label column would be read as a rank beside the cells of file c.
func fileLetters(names []string) bool {
	from, to := 0, len(names)
	if to > 0 && names[0] != "a" {
		from++
	}
	if to-from >= 2 && !(len(names[to-1]) == 1 && names[to-1][0] == byte('a'+to-1-from)) {
		to--
	}
	if to-from < 2 {
		return false
	}
	for k, n := range names[from:to] {
		if len(n) != 1 || n[0] != byte('a'+k) {
			return false
		}
	}
	return true
}
