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

// ParsePath reads a square list in any one list notation, as -prefix flags
// give them: algebraic squares separated by spaces or commas ("a1 c2"),
// Prolog terms ("p(1, 1), p(2, 3)", optionally in [...] or the seeds'
// answer(N, [...])), or X,Y pairs separated by spaces or semicolons
// ("1,1; 2,3"). Errors are [*ParseError]s wrapping [ErrBadSquare] or
// [ErrSyntax].
func ParsePath(s string) (Path, error) {
	p, _, err := newStringScanner(s).list(0)
	if err != nil {
		return nil, err
	}
	if p == nil {
		p = Path{}
	}
	return p, nil
}
