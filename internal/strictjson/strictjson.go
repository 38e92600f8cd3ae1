// Package strictjson is the one strict reader of untrusted JSON in knight,
// shared by package notation (tour documents) and package evidence
// (certificates and answers): encoding/json's streaming decoder, with
// numbers kept as written, where every token has the offset it starts at,
// and a record of an object's keys that refuses one given twice, even in
// other capitals. encoding/json's Unmarshal would instead match keys
// regardless of case and keep the last of two, so that one document could
// be read two ways.
//
// Cost: the decoder's, linear in the input; a key record is a map of the
// object's keys.
package strictjson

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// Decoder reads tokens and says where each starts.
type Decoder struct {
	dec  *json.Decoder
	text []byte // the whole input, when held in memory
}

// New reads r. text is the same input held in memory, or nil for a
// stream; with it, token offsets are exact, without it they are where the
// previous token ended, which is on the same line in documents as
// programs write them.
func New(r io.Reader, text []byte) *Decoder {
	dec := json.NewDecoder(r)
	dec.UseNumber()
	return &Decoder{dec: dec, text: text}
}

// Token reads the next token and the offset where it starts. Its errors
// are encoding/json's (a *json.SyntaxError has the offset).
func (d *Decoder) Token() (json.Token, int64, error) {
	at := Start(d.text, d.dec.InputOffset())
	tok, err := d.dec.Token()
	return tok, at, err
}

// More reports whether the current array or object has another element.
func (d *Decoder) More() bool { return d.dec.More() }

// InputOffset is the offset just past the last token read.
func (d *Decoder) InputOffset() int64 { return d.dec.InputOffset() }

// Decode reads the next whole value into v, as encoding/json's Decoder
// does: for a value read in one piece (evidence reads a long array of
// squares as one json.RawMessage, since a million squares token by token
// cost seconds). Keys inside it are not checked; the caller reads what v
// holds itself.
func (d *Decoder) Decode(v any) error { return d.dec.Decode(v) }

// Buffered is what the decoder has read ahead of its offset.
func (d *Decoder) Buffered() io.Reader { return d.dec.Buffered() }

// Start returns the offset of the token that begins at or after off in
// text, skipping spaces and the ':' and ',' between tokens; off when text
// is nil.
func Start(text []byte, off int64) int64 {
	for i := off; i < int64(len(text)); i++ {
		if strings.IndexByte(" \t\r\n,:", text[i]) < 0 {
			return i
		}
	}
	return off
}

// Keys records the keys of one object.
type Keys struct {
	seen map[string]key
}

type key struct {
	name string
	at   int64
}

// DuplicateError is a key given twice in one object, perhaps in other
// capitals: Prev is the first spelling, at offset PrevAt.
type DuplicateError struct {
	Key, Prev string
	PrevAt    int64
}

func (e *DuplicateError) Error() string {
	if e.Key == e.Prev {
		return fmt.Sprintf("duplicate key %q", e.Key)
	}
	return fmt.Sprintf("duplicate key %q: %q is given already, and a reader that ignores case would see two", e.Key, e.Prev)
}

// Add records name, read at offset at, or returns a *DuplicateError when
// the object already has it in any capitals.
func (k *Keys) Add(name string, at int64) error {
	if k.seen == nil {
		k.seen = map[string]key{}
	}
	folded := strings.ToLower(name)
	if prev, ok := k.seen[folded]; ok {
		return &DuplicateError{Key: name, Prev: prev.name, PrevAt: prev.at}
	}
	k.seen[folded] = key{name, at}
	return nil
}
