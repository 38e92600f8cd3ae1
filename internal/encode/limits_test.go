package encode

import (
	"bytes"
	"context"
	"errors"
	"runtime"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// allocated reports the bytes f allocates, from runtime.MemStats.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestBadOptions: a negative limit or an unknown encoding is an error
// before anything is built, whatever the board, even one too large to
// encode.
func TestBadOptions(t *testing.T) {
	huge := board.Problem{Board: board.MustParse("1000x1000")}
	for _, tc := range []struct {
		opt    Options
		want   error
		reason string
	}{
		{Options{Encoding: Encoding(-1)}, ErrUnknownEncoding, "no encoding has a negative number"},
		{Options{Encoding: numEncodings}, ErrUnknownEncoding, "one past the last encoding"},
		{Options{MaxSquares: -5}, ErrBadOption, "a negative square limit"},
		{Options{MaxLiterals: -5}, ErrBadOption, "a negative size limit"},
	} {
		var err error
		got := allocated(func() { _, err = Solve(context.Background(), huge, tc.opt) })
		if !errorIs(err, tc.want) {
			t.Errorf("Solve(1000x1000, %+v) = %v, want %v: %s", tc.opt, err, tc.want, tc.reason)
		}
		if got > 1<<20 {
			t.Errorf("Solve(1000x1000, %+v) allocated %d bytes before failing, want under 1 MB: options are checked first", tc.opt, got)
		}
		if _, err := NewGame(huge.Board, tc.opt); !errorIs(err, tc.want) {
			t.Errorf("NewGame(1000x1000, %+v) = %v, want %v", tc.opt, err, tc.want)
		}
		if err := WriteDIMACS(context.Background(), &bytes.Buffer{}, huge, tc.opt); !errorIs(err, tc.want) {
			t.Errorf("WriteDIMACS(1000x1000, %+v) = %v, want %v", tc.opt, err, tc.want)
		}
	}
}

// TestBuildHonoursContext: a board whose position formula would take
// gigabytes (100x100, 5e7 position variables) is stopped while it is
// built by an ended context (undecided, not an error) when the size limit
// allows it, and by MaxLiterals otherwise (ErrTooLarge naming
// MaxLiterals, not a timeout), before or while it is built, in little
// memory either way.
func TestBuildHonoursContext(t *testing.T) {
	q := board.Problem{Board: board.MustParse("100x100")}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, enc := range Encodings() {
		var res Result
		var err error
		got := allocated(func() { res, err = Solve(ctx, q, Options{Encoding: enc, MaxSquares: 10000, MaxLiterals: 1 << 40}) })
		if err != nil || res.Status != board.Unknown {
			t.Errorf("Solve(100x100, %v, ended context) = %v, %v, want unknown, nil", enc, res.Status, err)
		}
		if got > 16<<20 {
			t.Errorf("Solve(100x100, %v, ended context) allocated %d bytes, want under 16 MB", enc, got)
		}
		// Lazy's formula, linear in the board, passes 2^16 but not 2^20.
		opt := Options{Encoding: enc, MaxSquares: 10000, MaxLiterals: 1 << 16}
		got = allocated(func() { res, err = Solve(context.Background(), q, opt) })
		if !errorIs(err, ErrTooLarge) || (!strings.Contains(err.Error(), "-max-literals") || strings.Contains(err.Error(), "MaxLiterals")) {
			t.Errorf("Solve(100x100, %+v) = %v, want ErrTooLarge naming -max-literals, not the Go field MaxLiterals", opt, err)
		}
		if got > 32<<20 {
			t.Errorf("Solve(100x100, %+v) allocated %d bytes, want under 32 MB for a 2^16 limit", opt, got)
		}
	}
}

func errorIs(err, target error) bool { return err != nil && errors.Is(err, target) }
