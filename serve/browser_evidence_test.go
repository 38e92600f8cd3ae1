package serve

import (
	"testing"

	"github.com/knightcert/knight/internal/browsertest"
)

// TestBrowserEvidence asks where two stuck 6x6 games went wrong, on the
// served page, and checks what the player sees (browsertest.CheckEvidence):
// the board rewound to the blamed position (oracle: blame's first dead
// move, which the shared oracle's independent SAT encoding confirms), the
// cut drawn with its pieces outlined and lettered and a table whose counts
// match the test's own count of each piece's dark and light squares, the
// whole game one tap away, the tour still possible replayed step by step
// (each step a knight's move onto an unvisited square, checked in the
// test), and a case split walked three levels deep, each level offering
// every legal move (the move rule, computed in the test).
func TestBrowserEvidence(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	cut, split := browsertest.EvidenceGames(t)
	for _, sc := range browsertest.Screens {
		t.Run(sc.Name, func(t *testing.T) {
			ctx, _ := browse(t, sc)
			browsertest.CheckEvidence(t, ctx, cut, split, func(name string) {
				browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-evidence-"+name)
			})
			checkNumberContrast(t, ctx, "#board .sq .num")
		})
	}
}
