package encode

import (
	"context"
	"crypto/sha256"
	"fmt"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDIMACSPinned pins the CNF that WriteDIMACS and WriteClueDIMACS
// (knight cnf, knight puzzle cnf) write, byte for byte, by its SHA-256.
// Oracle: the formulas written before the position and clue encoders
// shared their move variables (commit e4d467e), whose answers TestCnf and
// the clue tests check against published counts; a change of encoding
// that changes the bytes must say so here.
func TestDIMACSPinned(t *testing.T) {
	sq := board.MustParseSquare
	tours := []struct {
		q    board.Problem
		enc  Encoding
		want string
	}{
		{board.Problem{Board: board.Board{W: 5, H: 5}, Prefix: board.Path{sq("a1")}}, Position, "2c7813503ad945dd59f284cdf989826f9022a96c08b6b7845402cdddd6866330"},
		{board.Problem{Board: board.Board{W: 5, H: 5}, Prefix: board.Path{sq("a1")}}, Hybrid, "4ff91cf421ac5c666677413a0c218e8eda9a7b206c8755c6705dd2e7ddba6eaa"},
		{board.Problem{Board: board.Board{W: 5, H: 5}, Prefix: board.Path{sq("a1"), sq("b3")}, End: sq("a5")}, Hybrid, "425307192edab45d22268e02148f9be7fad720635998db0b2e09d6cd20241d03"},
		{board.Problem{Board: board.Board{W: 6, H: 6}, Closed: true}, Hybrid, "bf83d2762ccf853415ec0e13b37688c2a96d3af3b47ad4e30aa381d5bff24499"},
		{board.Problem{Board: board.Board{W: 3, H: 4}}, Hybrid, "75bec7b4a38c977f0d5429c9d1cd59b6e17da3fd814915a9b59bbf44724b1073"},
		{board.Problem{Board: board.Board{W: 4, H: 3}, Closed: true}, Hybrid, "dc61260bca3e62104f28f8cb30ae13c6feaed69395654a6feb179b10f06ef7f8"},
		{board.Problem{Board: board.Board{W: 2, H: 1}, Closed: true}, Hybrid, "1b0e23aad6cded46f3f55552482c3332681b20684464f4e0f38e1b7b57e2f3b3"},
		{board.Problem{Board: board.Board{W: 1, H: 1}}, Hybrid, "5029005f38379c202f81624ef1bf12e3571f9369fa8436abf2103671649342e8"},
		{board.Problem{Board: board.Board{W: 5, H: 5}}, Successor, "91b34b13c5ff8aee66abc9a33cc57b44b4d31252ea4a6dfb49d8554140670461"},
	}
	for _, tc := range tours {
		t.Run(fmt.Sprintf("tour %v closed=%v prefix=%v %v", tc.q.Board, tc.q.Closed, tc.q.Prefix, tc.enc), func(t *testing.T) {
			var sb strings.Builder
			err := WriteDIMACS(context.Background(), &sb, tc.q, Options{Encoding: tc.enc})
			require.NoError(t, err)
			assert.Equal(t, tc.want, fmt.Sprintf("%x", sha256.Sum256([]byte(sb.String()))))
		})
	}
	clues := []struct {
		q    ClueProblem
		enc  Encoding
		want string
	}{
		{ClueProblem{Board: board.Board{W: 5, H: 5}, Clues: []Clue{{sq("a1"), 0}, {sq("c3"), 12}}}, Position, "8d7a6d92a6d268a103caf5b2c30d64618e342201fb4bcb529625f9d3ca6de7a1"},
		{ClueProblem{Board: board.Board{W: 5, H: 5}, Clues: []Clue{{sq("a1"), 0}, {sq("c3"), 12}}}, Hybrid, "b45b7dda2dec951581e65bc1428830ea3e00edcba69f0f1eb19f810f1dc95291"},
		{ClueProblem{Board: board.Board{W: 5, H: 5}, Clues: []Clue{{sq("c3"), 12}}}, Hybrid, "87235f0a605957a7ef06b78923d7a58873b300634b0318b8c9460f186eb7357d"},
		{ClueProblem{Board: board.Board{W: 6, H: 6}, Closed: true, Clues: []Clue{{sq("a1"), 0}, {sq("f6"), 17}}}, Hybrid, "648f95ba6a34ef1bc4ed5b2f597a394b50af76c3258c0a034f6891646fb4ca57"},
		{ClueProblem{Board: board.Board{W: 3, H: 4}}, Hybrid, "cb6d0f622dcf91ba51fd6ddc281170db71f1d862fbe052d2e0b4439cea8ccd37"},
		{ClueProblem{Board: board.Board{W: 2, H: 1}, Closed: true}, Hybrid, "6aa4c8ebb90eee67e3fb3fdda3103048725aeb84fbe981e15a06526c84a19b72"},
		{ClueProblem{Board: board.Board{W: 1, H: 1}}, Hybrid, "4fad0ee78aa9f16528685638540a37ff280e7e6c61ea48e26cf0b3edc1361f3e"},
		{ClueProblem{Board: board.Board{W: 5, H: 5}, Clues: []Clue{{sq("a1"), 0}}}, Successor, "f9d9386a664be80dbfc3090c27798e303acf353440c790c41df795cfa22f12e4"},
	}
	for _, tc := range clues {
		t.Run(fmt.Sprintf("clues %v closed=%v %v %v", tc.q.Board, tc.q.Closed, tc.q.Clues, tc.enc), func(t *testing.T) {
			var sb strings.Builder
			err := WriteClueDIMACS(context.Background(), &sb, tc.q, nil, Options{Encoding: tc.enc})
			require.NoError(t, err)
			assert.Equal(t, tc.want, fmt.Sprintf("%x", sha256.Sum256([]byte(sb.String()))))
		})
	}
}
