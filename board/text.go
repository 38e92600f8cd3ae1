package board

// MarshalText is the board as "WxH", so that a struct holding a Board
// writes it as JSON in the notation [Parse] reads.
func (b Board) MarshalText() ([]byte, error) { return []byte(b.String()), nil }

// MarshalText is the square in algebraic notation, such as "c3".
func (s Square) MarshalText() ([]byte, error) { return s.AppendTo(nil), nil }

// MarshalText is "dark" or "light".
func (c Colour) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// Plural is one when n is 1 and many otherwise: the word that follows a
// count in the messages every package writes.
func Plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
