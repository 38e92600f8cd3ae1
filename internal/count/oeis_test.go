package count

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/knightcert/knight/board"
)

// The published counts below are copied from the OEIS pages as stored by
// the project's reference search (oeis.org and its mirrors), each table
// naming its sequence.

// a118067 is A118067, directed Hamiltonian paths of the 3 x n knight
// graph, n = 1..28 (the terms on the sequence's page).
var a118067 = []string{"0", "0", "0", "16", "0", "0", "104", "792", "1120", "6096", "21344", "114496", "257728", "1292544", "3677568", "17273760", "46801984", "211731376", "611507360", "2645699504", "7725948608", "32451640000", "97488160384", "397346625760", "1214082434112", "4835168968464", "15039729265856", "58641619298000"}

// a079137 is A079137, undirected Hamiltonian paths of the 4 x n knight
// graph, n = 1..24.
var a079137 = []string{"0", "0", "8", "0", "82", "744", "6378", "31088", "189688", "1213112", "6683852", "36486328", "201282470", "1083585304", "5706117458", "29819231288", "154430502724", "790787799376", "4014945695196", "20241304810488", "101336136490228", "504096313001272", "2493533648002492", "12270473056485396"}

// a083386 is A083386, undirected Hamiltonian paths of the 5 x n knight
// graph, n = 1..8, read from A389755 (paths on the first n cells of a 5 x
// ceil(n/5) board), whose page gives a(5n) = A083386(n).
var a083386 = []string{"0", "0", "0", "82", "864", "18784", "622868", "18061054"}

// a175881 is A175881, (undirected) closed tours of 6 x n, n = 1..20.
var a175881 = []string{"0", "0", "0", "0", "8", "9862", "1067638", "55488142", "3374967940", "239187240144", "15360134570696", "964730606632516", "61989683445413228", "4005716717182224826", "255967892553030600920", "16378998506224697063588", "1050504687249683771795632", "67351449674771471216148786", "4314151246752166099728445868", "276453522147273309254029785276"}

// a165134 is A165134, directed open tours of n x n, n = 1..7.
var a165134 = []string{"1", "0", "0", "0", "1728", "6637920", "165575218320"}

// TestOEISPaths: open tours of 3 x n, 4 x n and 5 x n against A118067
// (directed), A079137 and A083386 (undirected), and n x n against
// A165134 (directed), as far as a default run allows; further with
// KNIGHT_SWEEP=1.
func TestOEISPaths(t *testing.T) {
	upTo := map[int]int{3: 16, 4: 9, 5: 6}
	if testing.Short() {
		upTo = map[int]int{3: 12, 4: 7, 5: 5}
	}
	if sweep() {
		upTo = map[int]int{3: 28, 4: 12, 5: 8}
	}
	for _, row := range []struct {
		seq      string
		k        int
		values   []string
		directed bool
	}{{"A118067", 3, a118067, true}, {"A079137", 4, a079137, false}, {"A083386", 5, a083386, false}} {
		for n := 1; n <= min(upTo[row.k], len(row.values)); n++ {
			b := board.Board{W: int32(row.k), H: int32(n)}
			t.Run(fmt.Sprintf("%s/%v", row.seq, b), func(t *testing.T) {
				r := mustCount(t, board.Problem{Board: b})
				got := r.Undirected
				if row.directed {
					got = r.Directed()
				}
				if got.String() != row.values[n-1] {
					t.Errorf("Tours(open %v) = %v %s, want %s (%s)", b, got, way(row.directed), row.values[n-1], row.seq)
				}
			})
		}
	}
	squares := 5
	if sweep() {
		squares = 6
	}
	for n := 1; n <= squares; n++ {
		b := board.Board{W: int32(n), H: int32(n)}
		if r := mustCount(t, board.Problem{Board: b}); r.Directed().String() != a165134[n-1] {
			t.Errorf("Tours(open %v).Directed() = %v, want %s (A165134)", b, r.Directed(), a165134[n-1])
		}
	}
}

// TestOEISCycles: closed tours against A175881 (6 x n, undirected),
// A001230 (6x6: 9,862), A070030 (3 x 2n: 3x10 16, 3x12 176, the values
// the brief quotes, as A383660's page gives them for 30 and 36 cells of a
// 3-rank board), A383661 (5x8: 44,202 on its 40 cells), and the theorem
// of Schwenk (1991) for the zeros: no closed tour on 3 x n below 3x10 or
// for odd n, none on any 4 x n, none on an odd board.
func TestOEISCycles(t *testing.T) {
	upTo := 6
	if testing.Short() {
		upTo = 5
	}
	if sweep() {
		upTo = 20
	}
	for n := 1; n <= upTo; n++ {
		b := board.Board{W: 6, H: int32(n)}
		t.Run("A175881/"+b.String(), func(t *testing.T) {
			if r := mustCount(t, board.Problem{Board: b, Closed: true}); r.Undirected.String() != a175881[n-1] {
				t.Errorf("Tours(closed %v) = %v undirected, want %s (A175881)", b, r.Undirected, a175881[n-1])
			}
		})
	}
	want := map[string]int64{"3x10": 16, "3x12": 176, "8x5": 44202}
	for n := 3; n <= 12; n++ {
		name := fmt.Sprintf("3x%d", n)
		if _, ok := want[name]; !ok {
			want[name] = 0
		}
	}
	for n := 4; n <= 10; n++ {
		want[fmt.Sprintf("4x%d", n)] = 0
	}
	want["5x5"], want["5x7"], want["7x5"] = 0, 0, 0
	for name, n := range want {
		if !sweep() && board.MustParse(name).Size() > 30 {
			continue
		}
		t.Run(name, func(t *testing.T) {
			b := board.MustParse(name)
			if r := mustCount(t, board.Problem{Board: b, Closed: true}); r.Undirected.Cmp(big.NewInt(n)) != 0 {
				t.Errorf("Tours(closed %v) = %v undirected, want %d", b, r.Undirected, n)
			}
		})
	}
}

func way(directed bool) string {
	if directed {
		return "directed"
	}
	return "undirected"
}

// TestBacktrackerAgrees: the benchmark's backtracker, a second method,
// agrees with the DP on the small boards of Luschny's table.
func TestBacktrackerAgrees(t *testing.T) {
	for _, b := range luschny() {
		if b.Size() > 21 {
			continue
		}
		for _, closed := range []bool{false, true} {
			want, _ := backtrack(b, closed)
			if r := mustCount(t, board.Problem{Board: b, Closed: closed}); r.Undirected.Cmp(big.NewInt(want)) != 0 {
				t.Errorf("Tours(%v, closed %v) = %v undirected, backtrack %d", b, closed, r.Undirected, want)
			}
		}
	}
}

// a390833 is A390833, Luschny's array of undirected Hamiltonian paths of
// the k x n knight graph read by antidiagonals (A(1,1), then A(1,2),
// A(2,1), ...): its first 11 antidiagonals, as its OEIS page lists them.
// The page counts 0 paths on 1x1, where the one square is a path of one
// square to this package; that entry is left out.
var a390833 = []int64{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 82, 82, 0, 0, 0, 0, 0, 52, 744, 864, 744, 52, 0, 0, 0, 0, 396, 6378, 18784, 18784, 6378, 396, 0, 0,
	0, 0, 560, 31088, 622868, 3318960, 622868, 31088, 560, 0, 0}

// TestOEISLuschny: open tours of every board in the first 11
// antidiagonals of A390833 (undirected), up to 30 squares unless
// KNIGHT_SWEEP=1. The cycles of the same table (A392000) are not here:
// their terms were not found in the project's reference search.
func TestOEISLuschny(t *testing.T) {
	i := 0
	for d := 1; i < len(a390833); d++ {
		for k := 1; k <= d; k++ {
			n := d + 1 - k
			want := a390833[i]
			i++
			b := board.Board{W: int32(k), H: int32(n)}
			if b.Size() == 1 || b.Size() > 30 && !sweep() {
				continue
			}
			t.Run(b.String(), func(t *testing.T) {
				if r := mustCount(t, board.Problem{Board: b}); r.Undirected.Cmp(big.NewInt(want)) != 0 {
					t.Errorf("Tours(open %v) = %v undirected, want %d (A390833)", b, r.Undirected, want)
				}
			})
		}
	}
}

// TestClosedEnds: the closed tours of 3x10 from a1, counted for each
// last square, are 0 on a square no knight move from a1 and add up to
// 32 over the others: each of the 16 cycles of A070030 (3 x 2n, n = 5)
// passes a1 and leaves it in two directions, ending on a1's neighbour
// at the other end of its edge. Oracle: A070030 and that theorem.
func TestClosedEnds(t *testing.T) {
	b := board.MustParse("3x10")
	a1 := board.MustParseSquare("a1")
	sum := new(big.Int)
	for i := range b.Size() {
		end := b.Square(i)
		if end == a1 {
			continue
		}
		r := mustCount(t, board.Problem{Board: b, Closed: true, Prefix: board.Path{a1}, End: end})
		if !board.IsKnightMove(a1, end) && r.Directed().Sign() != 0 {
			t.Errorf("Tours(closed %v from a1 to %v) = %v, want 0: %v is no knight move from a1", b, end, r.Directed(), end)
		}
		sum.Add(sum, r.Directed())
	}
	if sum.Cmp(big.NewInt(32)) != 0 {
		t.Errorf("closed tours of %v from a1, summed over their last squares = %v, want 32 (2 x A070030's 16)", b, sum)
	}
}
