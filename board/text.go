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

// A is s after its indefinite article, as the messages every package
// writes put one before a board or a number: "an 8x8 board", "an 11",
// "a 5x5 grid". The article follows the sound of s read aloud: "an" when
// it begins with a number whose English name begins with a vowel sound
// (eight, eleven, eighteen, eighty-, eight hundred; the same names before
// "thousand" or "million": 8000, 11000, 18000, 800000), "a" for every
// other number ("one" begins with a "w" sound) and for s that begins
// with no digit.
func A(s string) string {
	digits := 0
	for digits < len(s) && '0' <= s[digits] && s[digits] <= '9' {
		digits++
	}
	if digits == 0 {
		return "a " + s
	}
	// The number is read in groups of three digits from the right: the
	// first group read aloud is the one its leading digits make.
	lead := digits % 3
	if lead == 0 {
		lead = 3
	}
	group := 0
	for _, c := range s[:lead] {
		group = 10*group + int(c-'0')
	}
	if group == 8 || group == 11 || group == 18 || 80 <= group && group <= 89 || 800 <= group && group <= 899 {
		return "an " + s
	}
	return "a " + s
}
