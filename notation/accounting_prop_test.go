package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestTourBesideCutTour: a tour read whole, and beside it a second tour
// that no reader reads whole: cut by a log line (between two squares, or
// inside a pair after its "x,"), or written in a spelling no reader knows
// (a URL's query with its commas or spaces percent-encoded). The oracle
// is what the test wrote, each tour checked by walkOK: the input passes
// (every verdict valid and nothing set aside) only when two tours are
// read and the second written is one, and no verdict is invalid when
// both tours written are tours.
func TestTourBesideCutTour(t *testing.T) {
	rng := rand.New(rand.NewPCG(32, 2))
	tours := testTours(t, rng)
	pairs := func(p board.Path) []string {
		var out []string
		for _, s := range p {
			out = append(out, fmt.Sprintf("(%d,%d)", s.X-1, s.Y-1))
		}
		return out
	}
	names := func(p board.Path) []string {
		var out []string
		for _, s := range p {
			out = append(out, s.String())
		}
		return out
	}
	const stray = "note: 2 worker threads still running"
	// Writers of the tour read whole.
	whole := map[string]func(p board.Path) string{
		"squares on a line": func(p board.Path) string { return strings.Join(names(p), " ") },
		"go image points":   func(p board.Path) string { return "[" + strings.Join(pairs(p), " ") + "]" },
		"checklist": func(p board.Path) string {
			var ls []string
			for k, s := range names(p) {
				ls = append(ls, fmt.Sprintf("* [X] step %d — %s", k+1, s))
			}
			return strings.Join(ls, "\n")
		},
	}
	// Writers of the second tour, none read whole; cut is where in the
	// tour a cut falls, from 2 to len(p)-3.
	damaged := map[string]func(p board.Path, cut int) string{
		"pairs cut inside a pair": func(p board.Path, cut int) string {
			ps := pairs(p)
			at := strings.Index(ps[cut], ",") + 1
			return "[" + strings.Join(ps[:cut], " ") + " " + ps[cut][:at] + "\n" + stray + "\n" + ps[cut][at:] + " " + strings.Join(ps[cut+1:], " ") + "]"
		},
		"pairs cut between pairs": func(p board.Path, cut int) string {
			ps := pairs(p)
			return "[" + strings.Join(ps[:cut], " ") + "\n" + stray + "\n" + strings.Join(ps[cut:], " ") + "]"
		},
		"squares a line cut": func(p board.Path, cut int) string {
			var ls []string
			for k, s := range names(p) {
				if k == cut {
					ls = append(ls, "[INFO] checkpoint 3 saved")
				}
				ls = append(ls, "- [x] "+s)
			}
			return strings.Join(ls, "\n")
		},
		"squares on a line cut": func(p board.Path, cut int) string {
			ns := names(p)
			return strings.Join(ns[:cut], " ") + "\n" + stray + "\n" + strings.Join(ns[cut:], " ")
		},
		"url commas encoded": func(p board.Path, _ int) string {
			return "https://example.org/knight/view?tour=" + strings.Join(names(p), "%2C")
		},
		"url spaces encoded": func(p board.Path, _ int) string {
			return "https://example.org/knight/view?tour=" + strings.Join(names(p), "%20")
		},
	}
	wholeNames, damagedNames := sortedKeys(whole), sortedKeys(damaged)
	failed, cases := 0, 0
	for b, p := range tours {
		for _, wn := range wholeNames {
			for _, dn := range damagedNames {
				for _, fault := range []string{"", "swap", "repeat"} {
					second := withFault(t, b, p, fault)
					cut := 2 + rng.IntN(len(p)-4)
					for _, after := range []bool{true, false} {
						parts := []string{whole[wn](p), damaged[dn](second, cut)}
						if !after {
							slices.Reverse(parts)
						}
						text := strings.Join(parts, "\n\n") + "\n"
						for _, given := range []board.Board{{}, b} {
							cases++
							read, vs, err := judgeText(text, given)
							passes := err == nil && len(vs) > 0 && !slices.ContainsFunc(vs, func(v Verdict) bool { return v != Valid })
							for _, tr := range read {
								for _, d := range tr.Readings {
									passes = passes && !slices.ContainsFunc(d.Skipped, func(sk Skip) bool { return sk.Partial || sk.Unread })
								}
							}
							var why string
							switch {
							case passes && (len(vs) != 2 || fault != ""):
								why = fmt.Sprintf("passes with %d tours read, 2 written, the second %q", len(vs), fault)
							case fault == "" && slices.Contains(vs, Invalid):
								why = "a tour judged invalid, both written are tours"
							}
							if why != "" {
								failed++
								t.Errorf("%s then %s (%s, cut at %d, board %v, first after: %v): %s; verdicts %v\n%s", wn, dn, fault, cut, given, after, why, vs, text)
							}
						}
					}
				}
			}
		}
	}
	if failed > 0 {
		t.Logf("%d of %d cases fail", failed, cases)
	}
}

// TestTexinfoGridOnce: one numbered grid in a Texinfo table is one tour,
// however many readers take its lines. The oracle is the count written.
func TestTexinfoGridOnce(t *testing.T) {
	for b, p := range testTours(t, rand.New(rand.NewPCG(32, 4))) {
		rows := rowsOf(b, p, 1)
		var ls []string
		ls = append(ls, "@multitable"+strings.Repeat(" {88}", int(b.W)))
		for _, r := range rows {
			var cs []string
			for _, c := range r {
				cs = append(cs, fmt.Sprint(c))
			}
			ls = append(ls, "@item "+strings.Join(cs, " @tab "))
		}
		text := strings.Join(append(ls, "@end multitable"), "\n") + "\n"
		if _, vs, err := judgeText(text, board.Board{}); err != nil || len(vs) != 1 || vs[0] != Valid {
			t.Errorf("one grid of %v in a multitable: verdicts %v (%v), want one valid\n%s", b, vs, err, text)
		}
	}
}

// sortedKeys are m's keys in order, so that the cases run in one order.
func sortedKeys[V any](m map[string]V) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}
