package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// unknownRanks write a square's rank in a spelling no reader knows, the
// file's letter before it as usual: the keycap emoji of ten, circled,
// superscript and subscript digits, a Roman numeral. Each gives false
// for a rank it has no sign for.
var unknownRanks = []func(rank int32) (string, bool){
	func(r int32) (string, bool) { return "🔟", r == 10 },
	func(r int32) (string, bool) { return string(rune(0x2460 + r - 1)), true }, // ①
	func(r int32) (string, bool) { return digitsFrom('⁰', r), true },
	func(r int32) (string, bool) { return digitsFrom('₀', r), true },
	func(r int32) (string, bool) { return string(rune(0x2160 + r - 1)), r <= 12 }, // Ⅰ
}

// digitsFrom writes r in the digits that begin at zero: superscripts
// (which Unicode does not encode in one run) or subscripts.
func digitsFrom(zero rune, r int32) string {
	var out []rune
	for _, c := range fmt.Sprint(r) {
		d := zero + c - '0'
		if zero == '⁰' {
			d = []rune("⁰¹²³⁴⁵⁶⁷⁸⁹")[c-'0']
		}
		out = append(out, d)
	}
	return string(out)
}

// keycaps writes r as keycap emoji, a digit each ("1️⃣0️⃣": the digit,
// U+FE0F, U+20E3), or in full-width digits with a combining enclosing
// circle on each: spellings of the digits themselves, read as the rank.
func keycaps(r int32, fullWidth bool) string {
	var s strings.Builder
	for _, c := range fmt.Sprint(r) {
		if fullWidth {
			s.WriteRune(c - '0' + '０')
			s.WriteRune('\u20DD')
			continue
		}
		s.WriteRune(c)
		s.WriteString("\uFE0F\u20E3")
	}
	return s.String()
}

// unreadLayouts write a tour as lines: one line of squares, a square a
// line bare or after the knight's figure, numbered moves, figurine moves, a bracketed
// list, and moves from square to square in words or with a hyphen. sq
// writes square k.
var unreadLayouts = []struct {
	name  string
	lines func(n int, sq func(k int) string) []string
}{
	{"one line", func(n int, sq func(int) string) []string {
		var s []string
		for k := range n {
			s = append(s, sq(k))
		}
		return []string{strings.Join(s, " ")}
	}},
	{"one a line", func(n int, sq func(int) string) []string {
		var s []string
		for k := range n {
			s = append(s, sq(k))
		}
		return s
	}},
	{"figure", func(n int, sq func(int) string) []string {
		var s []string
		for k := range n {
			s = append(s, "♞ "+sq(k))
		}
		return s
	}},
	{"figurine", func(n int, sq func(int) string) []string {
		var s []string
		for k := range n {
			s = append(s, fmt.Sprintf("%d. ♘%s", k+1, sq(k)))
		}
		return s
	}},
	{"numbered", func(n int, sq func(int) string) []string {
		var s []string
		for k := range n {
			s = append(s, fmt.Sprintf("%d. %s", k+1, sq(k)))
		}
		return s
	}},
	{"bracketed", func(n int, sq func(int) string) []string {
		var s []string
		for k := range n {
			s = append(s, `"`+sq(k)+`"`)
		}
		return []string{"[" + strings.Join(s, ", ") + "]"}
	}},
	{"french", func(n int, sq func(int) string) []string {
		var s []string
		for k := 1; k < n; k++ {
			s = append(s, fmt.Sprintf("Coup %d : le cavalier va de %s à %s", k, sq(k-1), sq(k)))
		}
		return s
	}},
	{"hyphen", func(n int, sq func(int) string) []string {
		var s []string
		for k := 1; k < n; k++ {
			s = append(s, sq(k-1)+"-"+sq(k))
		}
		return s
	}},
}

// TestUnreadRanksProperty: a tour written with a few of its squares'
// ranks in a spelling no reader knows ("b🔟", "c①", "d²", "e₁", "fⅢ")
// is never judged invalid when the tour is valid, and never passes when
// it is faulty: the walk read passes over squares that may be its own,
// so its fault is no proof. Ranks written in keycap emoji a digit each
// ("b1️⃣0️⃣") or in full-width digits under a combining mark are the
// digits, and read so. The oracle: tours made by warnsdorffWalk and
// checked by the test's walkOK, walkCheck as the judge's check, and the
// faulty tours made from them by swapping two squares or writing one
// twice.
func TestUnreadRanksProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(46, 10))
	failed, cases := 0, 0
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 7, H: 10}, {W: 8, H: 6}, {W: 10, H: 10}} {
		p := warnsdorffWalk(rng, b, 500)
		if !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		swapped := slices.Clone(p)
		k := 2 + rng.IntN(len(p)-5)
		swapped[k], swapped[k+1] = swapped[k+1], swapped[k]
		twice := slices.Clone(p)
		twice[k+1] = twice[k-1]
		for _, lay := range unreadLayouts {
			for _, tour := range []struct {
				path  board.Path
				valid bool
			}{{p, true}, {swapped, false}, {twice, false}} {
				var texts []string
				for try := range 4 {
					odd := map[int]string{}
					for len(odd) < 1+try%3 {
						at := 1 + rng.IntN(len(tour.path)-2)
						s := tour.path[at]
						file := board.Square{X: s.X, Y: 1}.String()[:1]
						switch {
						case try == 3:
							odd[at] = file + keycaps(s.Y, rng.IntN(2) == 0)
						default:
							if rank, ok := unknownRanks[rng.IntN(len(unknownRanks))](s.Y); ok {
								odd[at] = file + rank
							}
						}
					}
					sq := func(k int) string {
						if s, ok := odd[k]; ok {
							return s
						}
						return tour.path[k].String()
					}
					texts = append(texts, strings.Join(lay.lines(len(tour.path), sq), "\n")+"\n")
				}
				for _, text := range texts {
					for _, opt := range []ReadOptions{{}, {Board: b}} {
						cases++
						_, verdicts, code := textExit(text, opt, walkCheck)
						name := fmt.Sprintf("%v %s valid=%v board %v", b, lay.name, tour.valid, opt.Board)
						switch {
						case tour.valid && code == 1:
							failed++
							t.Errorf("%s: a valid tour judged invalid (%v):\n%s", name, verdicts, text)
						case !tour.valid && code == 0:
							failed++
							t.Errorf("%s: a faulty tour passed (%v):\n%s", name, verdicts, text)
						}
					}
				}
			}
		}
	}
	if failed > 0 {
		t.Logf("%d of %d cases failed", failed, cases)
	}
}
