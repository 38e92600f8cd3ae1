package notation

import "bytes"

// A solver's model names each square's value in a variable whose name
// carries the square's indices: SMT-LIB's "(define-fun x_3_4 () Int
// 17)", z3's value on the next line after "Int", z3's Python model
// "[x_3_4 = 17, ...]". Such a binding is the fact x(3, 4, 17) written
// otherwise, so it is read as the triple "(3,4,17)" in its place, and
// judged as every list of triples is (structuralPairs): the integer
// that numbers the squares once each is the move's, the others the
// square's. It is so read before any layout reads the input, for its
// values alone, the names' indices being no cells, would be a grid's
// numbers, judged invalid.
// Only names with two indices are read so: one index beside a value is
// no square, and a square's indices are two.

// namedFacts reads t with each binding of a twice-indexed name to an
// integer written as the triple it stands for, and reports whether there
// were any. Positions stay the input's. One pass over the input.
func (t *text) namedFacts() bool {
	return t.rewriteMapped(func(i int) ([]byte, []int32, int, bool) {
		if !isLetter(t.b[i]) || i > 0 && isAlnum(t.b[i-1]) {
			return nil, nil, 0, false
		}
		return namedFact(t.b, i)
	})
}

// namedFact reads the binding that begins at b[i] with a name: the name
// ending in two indices ("x_3_4", "pos_0_7"), "=", ":=" or SMT-LIB's
// "() Int", white space (a line break too) and an integer. It is the
// triple written "(3,4,17)", the input's byte each of its bytes stands
// for (each digit its own, so that a fault is named where its number is
// written), and where the binding ends.
func namedFact(b []byte, i int) ([]byte, []int32, int, bool) {
	end := i
	for end < len(b) && isAlnum(b[end]) {
		end++
	}
	second := bytes.LastIndexByte(b[i:end], '_')
	if second <= 0 {
		return nil, nil, 0, false
	}
	first := bytes.LastIndexByte(b[i:i+second], '_')
	first, second = first+i, second+i
	if first <= i || !allDigits(b[first+1:second]) || !allDigits(b[second+1:end]) {
		return nil, nil, 0, false
	}
	k := skipBlanks(b, end)
	switch {
	case hasAt(b, k, ":="):
		k += 2
	case hasAt(b, k, "=") && !hasAt(b, k, "=="):
		k++
	case hasAt(b, k, "()") && hasAt(b, skipBlanks(b, k+2), "Int"):
		k = skipBlanks(b, k+2) + 3
	default:
		return nil, nil, 0, false
	}
	v := skipSpace(b, k)
	vEnd := v
	for vEnd < len(b) && isDigit(b[vEnd]) && vEnd-v < 7 {
		vEnd++
	}
	if vEnd == v || vEnd < len(b) && (isAlnum(b[vEnd]) || b[vEnd] == '.') {
		return nil, nil, 0, false
	}
	var out []byte
	var from []int32
	put := func(c byte, at int) { out, from = append(out, c), append(from, int32(at)) }
	put('(', i)
	for _, span := range [][2]int{{first + 1, second}, {second + 1, end}, {v, vEnd}} {
		for k := span[0]; k < span[1]; k++ {
			put(b[k], k)
		}
		put(',', span[1]-1)
	}
	out[len(out)-1] = ')'
	return out, from, vEnd, true
}
