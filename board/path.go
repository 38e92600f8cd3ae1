package board

import "strings"

// Path is a sequence of squares, square 0 first. A tour is a path that
// covers its board; it is closed when its last square is a knight move from
// its first.
type Path []Square

// String writes the path in algebraic notation, squares separated by spaces.
func (p Path) String() string {
	var sb strings.Builder
	for i, s := range p {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(s.String())
	}
	return sb.String()
}

// ParsePath reads squares separated by spaces, in any one notation that
// [ParseSquare] accepts for each, as -prefix flags give them.
func ParsePath(s string) (Path, error) {
	fields := strings.Fields(s)
	p := make(Path, 0, len(fields))
	for _, f := range fields {
		sq, err := ParseSquare(f)
		if err != nil {
			return nil, err
		}
		p = append(p, sq)
	}
	return p, nil
}
