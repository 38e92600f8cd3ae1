package evidence

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"
)

// TestPuzzleAnswerRoundTrip: a document read and written again gives the
// same bytes (the file was written by knight puzzle make -json).
func TestPuzzleAnswerRoundTrip(t *testing.T) {
	data, err := os.ReadFile("../verify/testdata/puzzle-3x4-minimal.json")
	if err != nil {
		t.Fatal(err)
	}
	if !IsPuzzleAnswer(data) {
		t.Fatal("IsPuzzleAnswer = false")
	}
	a, err := ParsePuzzleAnswer(data, DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := a.WriteJSON(&out); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out.Bytes(), data) {
		t.Errorf("round trip:\n%s\nwant\n%s", out.Bytes(), data)
	}
}

func TestParsePuzzle(t *testing.T) {
	p, err := ParsePuzzle([]byte(`{"board":"8x8","closed":true,"clues":{"c2":2,"a1":1}}`), DefaultLimits)
	if err != nil || p.First != 1 || len(p.Clues) != 2 || p.Clues[0].Number != 1 || !p.Closed {
		t.Errorf("ParsePuzzle = %+v, %v", p, err)
	}
	p, err = ParsePuzzle([]byte(`{"board":"5x5","clues":{"a1":0}}`), DefaultLimits)
	if err != nil || p.First != 0 {
		t.Errorf("a clue 0: ParsePuzzle = %+v, %v; want numbers from 0", p, err)
	}
	for _, tc := range []struct {
		in, want string
		err      error
	}{
		{`{"board":"5x5","clues":{"a1":1,"a1":2}}`, "1:32", ErrDuplicateKey},
		{`{"board":"5x5","clues":{"a1":1,"A1":2}}`, "1:32", ErrDuplicateKey},
		{`{"board":"5x5","Clues":{}}`, "1:16", ErrUnknownKey},
		{`{"board":"5x5","clues":{"f1":1}}`, "1:16", ErrBadPuzzle},
		{`{"board":"5x5","clues":{"a1":26}}`, "1:16", ErrBadPuzzle},
		{`{"board":"5x5","clues":{"a1":3,"b3":3}}`, "1:16", ErrBadPuzzle},
		{`{"board":"5x5","first":2,"clues":{}}`, "1:24", ErrBadPuzzle},
		{`{"clues":{}}`, "1:1", ErrBadPuzzle},
	} {
		_, err := ParsePuzzle([]byte(tc.in), DefaultLimits)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) || !errors.Is(err, tc.err) {
			t.Errorf("ParsePuzzle(%s) = %v, want %s: ... wrapping %v", tc.in, err, tc.want, tc.err)
		}
	}
}
