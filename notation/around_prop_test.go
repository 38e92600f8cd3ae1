package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/knightcert/knight/board"
)

// Text around tours that a terminal, a log or a person writes: progress
// bars (rewritten by carriage returns, or one state a line), status
// lines of terminal multiplexers and editors, and prose. Every shape
// here is this test's own, not a probe's.

// progressBar writes a bar of one of several libraries' shapes, its
// states rewritten by carriage returns (a terminal's capture) or one a
// line (a log), ending full.
func progressBar(rng *rand.Rand) string {
	total := 5 + rng.IntN(60)
	fill := []string{"#", "=", "█", "━", "*", "▇"}[rng.IntN(6)]
	width := 10 + rng.IntN(20)
	label := []string{"solving", "Suche", "búsqueda", "tour", "", "進捗"}[rng.IntN(6)]
	state := func(done int) string {
		pct := 100 * done / total
		empty := []string{" ", "░", "."}[rng.IntN(3)]
		bar := strings.Repeat(fill, width*done/total) + strings.Repeat(empty, width-width*done/total)
		rate := fmt.Sprintf("%d.%02d", rng.IntN(90), rng.IntN(100))
		switch rng.IntN(5) {
		case 0: // tqdm
			return fmt.Sprintf("%s: %3d%%|%s| %d/%d [00:%02d<00:%02d, %sit/s]", label, pct, bar, done, total, rng.IntN(60), rng.IntN(60), rate)
		case 1: // a bracketed bar with an arrow head
			return fmt.Sprintf("[%s>] %d%% %s", strings.ReplaceAll(bar, " ", "."), pct, label)
		case 2: // progressbar2
			return fmt.Sprintf("%3d%% (%d of %d) |%s| Elapsed Time: 0:00:%02d ETA:  0:00:%02d", pct, done, total, bar, rng.IntN(60), rng.IntN(60))
		case 3: // indicatif
			return fmt.Sprintf("[00:00:%02d] %s %d/%d %s", rng.IntN(60), bar, done, total, label)
		default: // alive-progress
			return fmt.Sprintf("|%s| %d/%d [%d%%] in %d.%ds (%s/s)", bar, done, total, pct, rng.IntN(9), rng.IntN(9), rate)
		}
	}
	sep := "\r"
	if rng.IntN(3) == 0 {
		sep = "\n"
	}
	var states []string
	for done := 0; done < total; done += 1 + rng.IntN(total/3+1) {
		states = append(states, state(done))
	}
	states = append(states, state(total))
	if sep == "\r" {
		// A bar clears what a longer state before it left: padding
		// (tqdm) or an escape that erases the line's rest.
		erase := []string{"", "\x1b[K", "\x1b[2K"}[rng.IntN(3)]
		longest := 0
		for k, st := range states {
			if erase == "" && k > 0 && utf8.RuneCountInString(st) < longest {
				states[k] += strings.Repeat(" ", longest-utf8.RuneCountInString(st))
			}
			longest = max(longest, utf8.RuneCountInString(st))
			if k > 0 {
				states[k] = erase + states[k]
			}
		}
	}
	return strings.Join(states, sep)
}

// statusLine writes a terminal multiplexer's or an editor's status line.
func statusLine(rng *rand.Rand) string {
	month := []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}[rng.IntN(12)]
	day, hour, minute := 1+rng.IntN(28), rng.IntN(24), rng.IntN(60)
	host := []string{"box", "ip-10-0-0-7", "laptop", "srv01"}[rng.IntN(4)]
	switch rng.IntN(5) {
	case 0: // tmux
		return fmt.Sprintf("[%d] %d:bash* %d:vim-%s\"%s\" %02d:%02d %02d-%s-%02d", rng.IntN(4), rng.IntN(3), 1+rng.IntN(3), strings.Repeat(" ", 10+rng.IntN(30)), host, hour, minute, day, month, rng.IntN(100))
	case 1: // tmux with an ISO date
		return fmt.Sprintf("[main] 0:zsh* 1:knight- \"%s\" %02d:%02d 2026-%02d-%02d", host, hour, minute, 1+rng.IntN(12), day)
	case 2: // vim's message line
		return fmt.Sprintf("\"tour.txt\" %dL, %dB written", 3+rng.IntN(20), 20+rng.IntN(900))
	case 3: // less
		return fmt.Sprintf("lines 1-%d/%d (END)", 3+rng.IntN(20), 3+rng.IntN(20))
	default: // a prompt with a clock
		return fmt.Sprintf("[%s@%s ~]$ date  # %02d %s 2026 %02d:%02d", []string{"ana", "li", "bo"}[rng.IntN(3)], host, day, month, hour, minute)
	}
}

// sentences are words around one square each, in several languages.
var sentences = [][]string{
	{"Then", "Next it goes to", "The knight jumps to", "After that,", "Now on to"},
	{"Puis", "Ensuite le cavalier va en", "Il saute en", "Et maintenant"},
	{"Dann", "Weiter nach", "Der Springer springt auf", "Jetzt"},
	{"Luego", "Después salta a", "El caballo va a", "Ahora"},
}

// proseTour writes p as sentences of one square each, folded at a
// width, ending with a remark that names the board in numbers.
func proseTour(rng *rand.Rand, b board.Board, p board.Path) string {
	words := sentences[rng.IntN(len(sentences))]
	var text []string
	for i, s := range p {
		lead := words[rng.IntN(len(words))]
		if i == 0 {
			lead = []string{"The knight starts on", "We begin at", "Start:", "Er beginnt auf"}[rng.IntN(4)]
		}
		text = append(text, lead+" "+s.String()+".")
	}
	text = append(text, fmt.Sprintf("That is every square of the %d by %d board.", b.W, b.H))
	width := 50 + rng.IntN(40)
	var out strings.Builder
	line := 0
	for _, w := range strings.Fields(strings.Join(text, " ")) {
		if line > 0 && line+1+len(w) > width {
			out.WriteString("\n")
			line = 0
		} else if line > 0 {
			out.WriteString(" ")
			line++
		}
		out.WriteString(w)
		line += len(w)
	}
	return out.String()
}

// compassTour writes p as its start and its moves in codes of a legend
// that names each of the eight knight's steps, codes in a random order;
// recode writes one move's code as another's. walked is the path the
// codes written make from the start.
func compassTour(rng *rand.Rand, p board.Path, recode bool) (text string, walked board.Path) {
	names := []string{"NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW", "NNW"}
	steps := [][2]int32{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	order := rng.Perm(8)
	var legend []string
	for _, k := range order {
		legend = append(legend, fmt.Sprintf("%s=(%+d,%+d)", names[k], steps[k][0], steps[k][1]))
	}
	var moves []string
	for i := 1; i < len(p); i++ {
		d := [2]int32{p[i].X - p[i-1].X, p[i].Y - p[i-1].Y}
		moves = append(moves, names[slices.Index(steps, d)])
	}
	if recode {
		k := rng.IntN(len(moves))
		moves[k] = names[(slices.Index(names, moves[k])+1+rng.IntN(7))%8]
	}
	walked = board.Path{p[0]}
	for _, m := range moves {
		st, at := steps[slices.Index(names, m)], walked[len(walked)-1]
		walked = append(walked, board.Square{X: at.X + st[0], Y: at.Y + st[1]})
	}
	var rows []string
	per := 6 + rng.IntN(12)
	for len(moves) > 0 {
		n := min(per, len(moves))
		rows = append(rows, strings.Join(moves[:n], " "))
		moves = moves[n:]
	}
	return fmt.Sprintf("Legend: %s\n%s: %v\nMoves:\n%s", strings.Join(legend, " "), []string{"Start", "Begin", "Inicio"}[rng.IntN(3)], p[0], strings.Join(rows, "\n")), walked
}

// aroundText is one piece of text between tours.
func aroundText(rng *rand.Rand) string {
	switch rng.IntN(4) {
	case 0:
		return progressBar(rng)
	case 1:
		return statusLine(rng)
	case 2:
		return fmt.Sprintf("2026-12-%02d %02d:%02d:%02d INFO solver finished after %d nodes", 1+rng.IntN(28), rng.IntN(24), rng.IntN(60), rng.IntN(60), rng.IntN(100000))
	default:
		return []string{"Here is the tour we found.", "Voici la solution :", "Lösung gefunden!", "$ ./tour --seed 7"}[rng.IntN(4)]
	}
}

// faulted is p with one fault of kind k: two squares swapped, one
// written twice, one dropped, or a stretch reversed.
func faulted(rng *rand.Rand, p board.Path, k int) board.Path {
	q := slices.Clone(p)
	i := 1 + rng.IntN(len(q)-2)
	switch k {
	case 0:
		j := 1 + rng.IntN(len(q)-2)
		q[i], q[j] = q[j], q[i]
	case 1:
		q[i] = q[(i+2)%len(q)]
	case 2:
		q = slices.Delete(q, i, i+1)
	default:
		j := min(len(q), i+2+rng.IntN(4))
		slices.Reverse(q[i:j])
	}
	return q
}

// TestTextAroundToursProperty: progress bars, status lines, logs and
// prose around one to three tours (grids, square lists, squares told in
// sentences, moves in a legend's codes) never change how many tours are
// read nor set text aside as a tour; a tour as written is valid, and one
// with a single fault never is (it is judged, or set aside as what could
// be a tour). The oracles: warnsdorffWalk's tours,
// checked by walkOK; the count written; a faulty tour is checked by
// walkOK too, and one that happens to be a tour is not counted faulty.
func TestTextAroundToursProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 1))
	cases := 300
	if testing.Short() {
		cases = 80
	}
	for c := range cases {
		b := board.Board{W: int32(3 + rng.IntN(10)), H: int32(4 + rng.IntN(9))}
		var paths []board.Path
		var texts []string
		var faulty []bool
		opt := ReadOptions{}
		if rng.IntN(2) == 0 {
			opt.Board = b
		}
		n := 1 + rng.IntN(3)
		for range n {
			p := warnsdorffWalk(rng, b, 40)
			if p == nil || !walkOK(b, p) {
				break
			}
			bad := len(paths) > 0 && rng.IntN(2) == 0 // the first whole: an input of words alone is read by structure, another rule
			layout := rng.IntN(4)
			if bad && layout != 3 {
				kind := rng.IntN(4)
				if layout == 0 {
					kind = 3 * rng.IntN(2) // a grid numbers each square once: a swap or a stretch reversed
				}
				p = faulted(rng, p, kind)
			}
			var text strings.Builder
			switch layout {
			case 0:
				if err := WritePath(&text, b, p, Grid); err != nil {
					t.Fatal(err)
				}
			case 1:
				if err := WritePath(&text, b, p, Algebraic); err != nil {
					t.Fatal(err)
				}
			case 2:
				text.WriteString(proseTour(rng, b, p))
			default:
				codes, walked := compassTour(rng, p, bad)
				text.WriteString(codes)
				p = walked
			}
			paths, faulty = append(paths, p), append(faulty, bad && !walkOK(b, p))
			texts = append(texts, strings.TrimRight(text.String(), "\n"))
		}
		if len(paths) == 0 {
			continue
		}
		var in strings.Builder
		for i, tx := range texts {
			for range rng.IntN(3) {
				in.WriteString(aroundText(rng) + "\n")
			}
			if i > 0 || rng.IntN(2) == 0 {
				in.WriteString("\n")
			}
			in.WriteString(tx + "\n\n")
		}
		for range rng.IntN(3) {
			in.WriteString(aroundText(rng) + "\n")
		}
		tours, err := ReadTours(strings.NewReader(in.String()), opt)
		if err != nil {
			t.Fatalf("case %d: ReadTours = %v, want %d tours in\n%s", c, err, len(paths), in.String())
		}
		// A faulty tour may be set aside as what could be a tour (a walk
		// off the board given, beside a whole one): accounted for, never
		// passed. Text around the tours never is.
		aside := map[int]bool{}
		valid := 0
		for i, tr := range tours {
			for _, d := range tr.Readings {
				for _, sk := range d.Skipped {
					if sk.Partial {
						aside[sk.Line] = true
					}
				}
			}
			j := Judge(tr, board.Problem{Board: opt.Board}, walkCheck)
			if j.Verdict != Valid {
				continue
			}
			valid++
			if k := slices.IndexFunc(paths, func(p board.Path) bool { return p.String() == j.Doc.Path.String() }); k < 0 || faulty[k] {
				t.Fatalf("case %d: tour %d judged valid as %v, no tour written so, in\n%q", c, i+1, j.Doc.Path, in.String())
			}
		}
		wantValid, wantFaulty := 0, 0
		for _, f := range faulty {
			if f {
				wantFaulty++
			} else {
				wantValid++
			}
		}
		if valid != wantValid {
			t.Fatalf("case %d: %d tours judged valid, want the %d written valid in\n%q", c, valid, wantValid, in.String())
		}
		// A walk set aside may be named twice (its start, then its
		// moves), so set-asides bound the count from above only.
		if len(tours) > len(paths) || len(tours)+len(aside) < len(paths) || len(aside) > 0 && wantFaulty == 0 {
			t.Fatalf("case %d: read %d tours and set %d aside, want the %d written (%d faulty) in\n%q", c, len(tours), len(aside), len(paths), wantFaulty, in.String())
		}
	}
}
