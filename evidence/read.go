package evidence

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/strictjson"
)

// Limits bound what [Read] accepts, so that a hostile document costs no
// more than its limits in memory and time.
type Limits struct {
	// MaxBytes bounds the document's length.
	MaxBytes int64
	// MaxNodes bounds the certificates of a document, every node of every
	// case-split tree counted.
	MaxNodes int
	// MaxDepth bounds how deep case splits nest.
	MaxDepth int
}

// DefaultLimits are the limits of [Read] and [ParseCertificate]:
// 64 MiB (a tour of a 4000x4000 board fits), 100,000 certificates, case
// splits nested 256 deep.
var DefaultLimits = Limits{MaxBytes: 64 << 20, MaxNodes: 100_000, MaxDepth: 256}

// Errors of [Read], wrapped in a [*board.ParseError] that says where (whose
// Err wraps [ErrBadDocument] too).
var (
	// ErrBadDocument is wrapped by every error of Read.
	ErrBadDocument = errors.New("bad document")
	// ErrUnknownKey: a key the document's kind does not have, or one
	// spelled with other capitals than the document's own.
	ErrUnknownKey = errors.New("unknown key")
	// ErrDuplicateKey: a key given twice in one object, or twice with
	// different capitals.
	ErrDuplicateKey = errors.New("duplicate key")
	// ErrTooLarge: the document exceeds its [Limits].
	ErrTooLarge = errors.New("document too large")
	// ErrNotDocument: valid JSON, but not a document knight writes.
	ErrNotDocument = errors.New("not a knight document")
)

// errorAt is err at line:col of a document, wrapping ErrBadDocument too.
func errorAt(line, col int, err error) *board.ParseError {
	return &board.ParseError{Line: line, Col: col, Err: errors.Join(err, ErrBadDocument), Msg: err.Error()}
}

// decoder reads a JSON document token by token with encoding/json's
// streaming Decoder, so that keys are seen as written (Unmarshal matches
// them regardless of case and keeps the last of two) and every error has
// its position.
type decoder struct {
	data  []byte
	dec   *strictjson.Decoder
	lim   Limits
	nodes int
	// ahead counts the bytes kindAhead looked over.
	ahead int64
	// at is the offset where the last token read starts.
	at int64
}

func newDecoder(data []byte, lim Limits) *decoder {
	data = bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF")) // a byte order mark (Windows Notepad): columns count from after it
	return &decoder{data: data, dec: strictjson.New(bytes.NewReader(data), data), lim: lim}
}

// errAt positions err at byte offset off.
func (d *decoder) errAt(off int64, err error) error {
	line, col := 1, 1
	for i := int64(0); i < off && i < int64(len(d.data)); i++ {
		if d.data[i] == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return errorAt(line, col, err)
}

// badByte is the offset of the byte a syntax error is about. The streaming
// decoder's offsets are not that byte's: a value read whole counts from the
// value's start, and a token error counts to the byte itself, so the
// document is scanned again from its start, where encoding/json counts the
// bytes read up to and including the bad one. Only a failing document pays
// for the second scan.
func (d *decoder) badByte(se *json.SyntaxError) int64 {
	var raw json.RawMessage
	var whole *json.SyntaxError
	if errors.As(json.Unmarshal(d.data, &raw), &whole) && whole.Error() == se.Error() {
		return max(whole.Offset-1, 0)
	}
	return max(se.Offset-1, 0)
}

func (d *decoder) errorf(off int64, format string, args ...any) error {
	return d.errAt(off, fmt.Errorf(format, args...))
}

// token reads the next token and records where it starts.
func (d *decoder) token() (json.Token, error) {
	t, off, err := d.dec.Token()
	d.at = off
	if err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return nil, d.errAt(d.badByte(se), fmt.Errorf("%w: not JSON: %v (%s)", ErrNotDocument, err, expected))
		}
		if err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return nil, d.errAt(off, err)
	}
	return t, nil
}

func describe(t json.Token) string {
	switch v := t.(type) {
	case json.Delim:
		return fmt.Sprintf("%q", string(v))
	case string:
		return "a string"
	case json.Number:
		return "a number"
	case bool:
		return "a boolean"
	case nil:
		return "null"
	}
	return fmt.Sprintf("%v", t)
}

func (d *decoder) delim(want json.Delim, what string) error {
	t, err := d.token()
	if err != nil {
		return err
	}
	if t != want {
		return d.errorf(d.at, "%w: %s is %s, want %s", ErrNotDocument, what, describe(t), map[json.Delim]string{'{': "an object", '[': "an array"}[want])
	}
	return nil
}

// object reads an object, calling field for each key with the decoder
// positioned before its value. Keys must be distinct even ignoring case.
func (d *decoder) object(what string, field func(key string, at int64) error) error {
	if err := d.delim('{', what); err != nil {
		return err
	}
	var keys strictjson.Keys
	for d.dec.More() {
		t, err := d.token()
		if err != nil {
			return err
		}
		key, at := t.(string), d.at
		var dup *strictjson.DuplicateError
		if errors.As(keys.Add(key, at), &dup) {
			if dup.Prev == key {
				return d.errorf(at, "%w %q in %s", ErrDuplicateKey, key, what)
			}
			return d.errorf(at, "%w %q in %s: %q is given already, and a reader that ignores case would see two", ErrDuplicateKey, key, what, dup.Prev)
		}
		if err := field(key, at); err != nil {
			return err
		}
	}
	_, err := d.token() // '}'
	return err
}

// unknown is the error for a key an object does not have.
func (d *decoder) unknown(key string, at int64, what string, keys []string) error {
	for _, k := range keys {
		if strings.EqualFold(k, key) {
			return d.errorf(at, "%w %q in %s: keys are case-sensitive, want %q", ErrUnknownKey, key, what, k)
		}
	}
	return d.errorf(at, "%w %q in %s: want one of %s", ErrUnknownKey, key, what, strings.Join(keys, ", "))
}

// array reads an array, calling elem for each element.
func (d *decoder) array(what string, elem func(i int) error) error {
	if err := d.delim('[', what); err != nil {
		return err
	}
	for i := 0; d.dec.More(); i++ {
		if err := elem(i); err != nil {
			return err
		}
	}
	_, err := d.token() // ']'
	return err
}

func (d *decoder) str(what string) (string, error) {
	t, err := d.token()
	if err != nil {
		return "", err
	}
	s, ok := t.(string)
	if !ok {
		return "", d.errorf(d.at, "%w: %s is %s, want a string", ErrNotDocument, what, describe(t))
	}
	return s, nil
}

func (d *decoder) boolean(what string) (bool, error) {
	t, err := d.token()
	if err != nil {
		return false, err
	}
	v, ok := t.(bool)
	if !ok {
		return false, d.errorf(d.at, "%w: %s is %s, want true or false", ErrNotDocument, what, describe(t))
	}
	return v, nil
}

// integer reads a whole number that fits an int64.
func (d *decoder) integer(what string) (int64, error) {
	t, err := d.token()
	if err != nil {
		return 0, err
	}
	n, ok := t.(json.Number)
	if !ok {
		return 0, d.errorf(d.at, "%w: %s is %s, want a whole number", ErrNotDocument, what, describe(t))
	}
	v, err := strconv.ParseInt(string(n), 10, 64)
	if err != nil {
		return 0, d.errorf(d.at, "%w: %s is %s, want a whole number", ErrNotDocument, what, n)
	}
	return v, nil
}

// count reads a whole number from 0 to 2^31-1.
func (d *decoder) count(what string) (int, error) {
	v, err := d.integer(what)
	if err != nil {
		return 0, err
	}
	if v < 0 || v > 1<<31-1 {
		return 0, d.errorf(d.at, "%w: %s is %d, want a count from 0", ErrNotDocument, what, v)
	}
	return int(v), nil
}

func (d *decoder) number(what string) (float64, error) {
	t, err := d.token()
	if err != nil {
		return 0, err
	}
	n, ok := t.(json.Number)
	if !ok {
		return 0, d.errorf(d.at, "%w: %s is %s, want a number", ErrNotDocument, what, describe(t))
	}
	v, err := n.Float64()
	if err != nil {
		return 0, d.errorf(d.at, "%w: %s: %v", ErrNotDocument, what, err)
	}
	return v, nil
}

func (d *decoder) square(what string) (board.Square, error) {
	s, err := d.str(what)
	if err != nil {
		return board.Square{}, err
	}
	sq, err := board.ParseSquare(s)
	if err != nil {
		return board.Square{}, d.errorf(d.at, "%s: %w", what, err)
	}
	return sq, nil
}

func (d *decoder) board(what string) (board.Board, error) {
	s, err := d.str(what)
	if err != nil {
		return board.Board{}, err
	}
	b, err := board.Parse(s)
	if err != nil {
		return board.Board{}, d.errorf(d.at, "%s: %w", what, err)
	}
	return b, nil
}

// squares reads an array of squares. The array is scanned once as a
// whole by the JSON decoder and its elements are then read here, since
// reading a million squares token by token costs seconds.
func (d *decoder) squares(what string) ([]board.Square, error) {
	start := d.dec.InputOffset()
	for start < int64(len(d.data)) && strings.IndexByte(" \t\r\n,:", d.data[start]) >= 0 {
		start++
	}
	d.at = start
	var raw json.RawMessage
	if err := d.dec.Decode(&raw); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return nil, d.errAt(d.badByte(se), fmt.Errorf("%w: not JSON: %v (%s)", ErrNotDocument, err, expected))
		}
		if err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return nil, d.errAt(start, err)
	}
	if raw[0] != '[' {
		return nil, d.errorf(start, "%w: %s is %s, want an array", ErrNotDocument, what, describeRaw(raw))
	}
	var out []board.Square
	space := func(i int) int {
		for i < len(raw) && strings.IndexByte(" \t\r\n,", raw[i]) >= 0 {
			i++
		}
		return i
	}
	for i, n := space(1), 0; raw[i] != ']'; i, n = space(i), n+1 {
		at := start + int64(i)
		if raw[i] != '"' {
			return nil, d.errorf(at, "%w: %s[%d] is %s, want a string", ErrNotDocument, what, n, describeRaw(raw[i:]))
		}
		j := i + 1
		escaped := false
		for raw[j] != '"' {
			if raw[j] == '\\' {
				escaped = true
				j++
			}
			j++
		}
		var text string
		if escaped {
			if err := json.Unmarshal(raw[i:j+1], &text); err != nil {
				return nil, d.errorf(at, "%w: %s[%d]: %v", ErrNotDocument, what, n, err)
			}
		} else {
			text = string(raw[i+1 : j])
		}
		sq, err := board.ParseSquare(text)
		if err != nil {
			return nil, d.errorf(at, "%s[%d]: %w", what, n, err)
		}
		out = append(out, sq)
		i = j + 1
	}
	return out, nil
}

// describeRaw names the JSON value raw begins with, as describe does a
// token.
func describeRaw(raw []byte) string {
	switch raw[0] {
	case '{':
		return `"{"`
	case '[':
		return `"["`
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	}
	return "a number"
}

func (d *decoder) colour(what string) (board.Colour, error) {
	s, err := d.str(what)
	if err != nil {
		return 0, err
	}
	switch s {
	case "dark":
		return board.Dark, nil
	case "light":
		return board.Light, nil
	}
	return 0, d.errorf(d.at, "%w: %s %q: want dark or light", ErrBadCertificate, what, s)
}

// end checks that nothing follows the document.
func (d *decoder) end() error {
	off := d.dec.InputOffset()
	for off < int64(len(d.data)) && strings.IndexByte(" \t\r\n", d.data[off]) >= 0 {
		off++
	}
	if _, _, err := d.dec.Token(); err != io.EOF {
		return d.errorf(off, "%w: more after the document's end", ErrNotDocument)
	}
	return nil
}

// ParseCertificate reads a certificate as its MarshalJSON writes it, as
// strictly as [Read] and within [DefaultLimits].
func ParseCertificate(data []byte) (Certificate, error) {
	d := newDecoder(data, DefaultLimits)
	c, err := d.certificate(0)
	if err == nil {
		err = d.end()
	}
	if err != nil {
		return nil, err
	}
	return c, nil
}

// certificate reads one certificate nested depth case splits deep: its
// "kind" (first, as writers put it, or looked ahead for), then its kind's members into its kind's
// struct by their tags, so that a member the kind does not have is an
// unknown key.
func (d *decoder) certificate(depth int) (Certificate, error) {
	start := d.dec.InputOffset()
	out, fields, err := kinded(d, Kinds(), depth)
	if err != nil {
		return nil, err
	}
	if err := d.holesInOrder(out.Pos().Holes, fields); err != nil {
		return nil, err
	}
	if cut, ok := out.(Cut); ok && cut.Ends == (cut.Side != nil) {
		at := fields[slices.IndexFunc(fields, func(f field) bool { return f.name == "side" })].at
		if at < 0 {
			return nil, d.errorf(start, "%w: a cut counts the entries of one colour (\"side\") or path ends (\"ends\": true)", ErrBadCertificate)
		}
		return nil, d.errorf(at, "%w: a cut counted by its ends (\"ends\": true) has no \"side\"", ErrBadCertificate)
	}
	return out, nil
}

// kinded reads a certificate object into a new value of its "kind"'s
// struct (kind one of kinds) and lists its members, counting it among the
// document's certificates. Writers put "kind" first, and then the object
// is read once; where it comes later (a writer that sorts keys), the
// object's own members are looked over for it first, bounded by
// [maxLookahead].
func kinded[T interface{ Kind() string }](d *decoder, kinds []T, depth int) (T, []field, error) {
	var zero T
	start := d.dec.InputOffset()
	d.nodes++
	if d.nodes > d.lim.MaxNodes {
		return zero, nil, d.errorf(start, "%w: more than %d certificates", ErrTooLarge, d.lim.MaxNodes)
	}
	var c reflect.Value
	var fields []field
	var what string
	pick := func(name string, at int64) error {
		var names []string
		for _, k := range kinds {
			if k.Kind() != name {
				names = append(names, k.Kind())
				continue
			}
			c = reflect.New(reflect.TypeOf(k)).Elem()
			fields, what = fieldsOf(c, nil), "a "+name+" certificate"
			return nil
		}
		return d.errorf(at, "%w: unknown kind %q: want one of %s", ErrBadCertificate, name, strings.Join(names, ", "))
	}
	err := d.object("a certificate", func(key string, at int64) error {
		if key == "kind" {
			name, err := d.str(key)
			if err != nil || c.IsValid() { // read ahead already
				return err
			}
			return pick(name, d.at)
		}
		if !c.IsValid() {
			name, nameAt, scanned, ok := kindAhead(d.data, int(at))
			d.ahead += int64(scanned)
			if limit := maxLookahead(len(d.data)); d.ahead > limit {
				return d.errorf(at, "%w: certificates whose \"kind\" follows other keys, nested this deep, take more than %d bytes of looking ahead to read: write \"kind\" first", ErrTooLarge, limit)
			}
			if !ok {
				return d.errorf(start, "%w: certificate has no \"kind\"", ErrBadCertificate)
			}
			if err := pick(name, int64(nameAt)); err != nil {
				return err
			}
		}
		return d.member(what, fields, key, at, depth, "kind")
	})
	if err != nil {
		return zero, nil, err
	}
	if !c.IsValid() {
		return zero, nil, d.errorf(start, "%w: certificate has no \"kind\"", ErrBadCertificate)
	}
	if err := d.required(what, fields, start); err != nil {
		return zero, nil, err
	}
	return c.Interface().(T), fields, nil
}

// holesInOrder refuses holes not in index order (rank by rank, file by
// file) or named twice, at the "holes" member: a shape is written one
// way only.
func (d *decoder) holesInOrder(holes []board.Square, fields []field) error {
	for i := 1; i < len(holes); i++ {
		a, b := holes[i-1], holes[i]
		if a.Y < b.Y || a.Y == b.Y && a.X < b.X {
			continue
		}
		at := fields[slices.IndexFunc(fields, func(f field) bool { return f.name == "holes" })].at
		return d.errorf(at, "%w: holes[%d] %v after %v: holes are listed in index order (rank by rank), each once", ErrBadCertificate, i, b, a)
	}
	return nil
}

// maxLookahead bounds the bytes read ahead for certificates whose "kind"
// is not their first key, in a document of n bytes: 16 readings of it
// (a case split with its keys sorted is looked over once per level, so
// this reads such trees 16 levels deep, and deeper ones whose subtrees
// are small).
func maxLookahead(n int) int64 { return 16*int64(n) + 1<<20 }

// kindAhead finds the "kind" member among an object's members from the
// key that starts at data[i], skipping the other members' values unread:
// the kind's name, where its value starts, and the bytes looked over. ok
// is false when the members end, or stop being JSON, before a kind whose
// value is a string; the decoder then reports what is wrong where it is.
func kindAhead(data []byte, i int) (name string, at, scanned int, ok bool) {
	from := i
	for {
		i = skipSpace(data, i)
		end := skipValue(data, i)
		if end < 0 || i >= len(data) || data[i] != '"' {
			return "", 0, i - from, false
		}
		var key string
		if json.Unmarshal(data[i:end], &key) != nil {
			return "", 0, end - from, false
		}
		i = skipSpace(data, end)
		if i >= len(data) || data[i] != ':' {
			return "", 0, i - from, false
		}
		i = skipSpace(data, i+1)
		end = skipValue(data, i)
		if end <= i { // the data end, or no value before the next member
			return "", 0, i - from, false
		}
		if key == "kind" {
			if data[i] != '"' || json.Unmarshal(data[i:end], &name) != nil {
				return "", 0, end - from, false
			}
			return name, i, end - from, true
		}
		i = skipSpace(data, end)
		if i >= len(data) || data[i] != ',' {
			return "", 0, i - from, false
		}
		i++
	}
}

func skipSpace(data []byte, i int) int {
	for i < len(data) && strings.IndexByte(" \t\r\n", data[i]) >= 0 {
		i++
	}
	return i
}

// skipValue is the end of the JSON value that starts at data[i], found by
// its brackets and quotes alone (the decoder checks it when it reads it),
// or -1 when data ends first.
func skipValue(data []byte, i int) int {
	depth := 0
	for ; i < len(data); i++ {
		switch data[i] {
		case '"':
			for i++; i < len(data) && data[i] != '"'; i++ {
				if data[i] == '\\' {
					i++
				}
			}
			if i >= len(data) {
				return -1
			}
			if depth == 0 {
				return i + 1
			}
		case '{', '[':
			depth++
		case '}', ']':
			if depth == 0 { // the end of the object or array around a scalar
				return i
			}
			depth--
			if depth == 0 {
				return i + 1
			}
		case ',', ' ', '\t', '\r', '\n', ':':
			if depth == 0 {
				return i
			}
		}
	}
	if depth == 0 {
		return i
	}
	return -1
}

// plain reads an object into the struct v by its tags: every key one of
// its members, those whose tag has no omitempty required.
func (d *decoder) plain(what string, v reflect.Value, depth int) error {
	start := d.dec.InputOffset()
	fields := fieldsOf(v, nil)
	err := d.object(what, func(key string, at int64) error { return d.member(what, fields, key, at, depth) })
	if err != nil {
		return err
	}
	return d.required(what, fields, start)
}

// plains reads an array of objects into *p, each as plain does.
func plains[T any](d *decoder, what string, p *[]T, depth int) error {
	return d.array(what, func(i int) error {
		var x T
		err := d.plain(fmt.Sprintf("%s[%d]", what, i), reflect.ValueOf(&x).Elem(), depth)
		*p = append(*p, x)
		return err
	})
}

// member reads the value of key, one of fields (or of others, the keys
// read apart), into its field.
func (d *decoder) member(what string, fields []field, key string, at int64, depth int, others ...string) error {
	i := slices.IndexFunc(fields, func(f field) bool { return f.name == key })
	if i < 0 {
		for _, f := range fields {
			others = append(others, f.name)
		}
		return d.unknown(key, at, what, others)
	}
	fields[i].at = at
	return d.field(fields[i], depth)
}

// required is an error at start naming the first required field not read.
func (d *decoder) required(what string, fields []field, start int64) error {
	for _, f := range fields {
		if f.required && f.at < 0 {
			return d.errorf(start, "%w: %s has no %s", ErrBadCertificate, what, f.name)
		}
	}
	return nil
}

// field is a member of a certificate's struct: its JSON name, whether a
// certificate must have it (its tag has no omitempty or omitzero), where
// it was read (-1: not yet), the bounds of its tags min and oneof, and,
// with the tag tree:"root", a tour certificate that begins a tree of its
// own (a forced problem's, in a puzzle's).
type field struct {
	name     string
	required bool
	v        reflect.Value
	at       int64
	min      int64
	oneof    []string
	root     bool
}

// fieldsOf lists the members of struct v by their tags, those of an
// embedded struct in its place.
func fieldsOf(v reflect.Value, out []field) []field {
	for i := range v.NumField() {
		sf := v.Type().Field(i)
		if sf.Anonymous {
			out = fieldsOf(v.Field(i), out)
			continue
		}
		name, opts, _ := strings.Cut(sf.Tag.Get("json"), ",")
		f := field{name: name, required: opts == "", v: v.Field(i), at: -1}
		if m := sf.Tag.Get("min"); m != "" {
			f.min, _ = strconv.ParseInt(m, 10, 64)
		}
		if o := sf.Tag.Get("oneof"); o != "" {
			f.oneof = strings.Fields(o)
		}
		f.root = sf.Tag.Get("tree") == "root"
		out = append(out, f)
	}
	return out
}

// field reads the value of f by its type.
func (d *decoder) field(f field, depth int) error {
	var err error
	switch p := f.v.Addr().Interface().(type) {
	case *board.Board:
		*p, err = d.board(f.name)
	case *board.Square:
		*p, err = d.square(f.name)
	case *board.Piece:
		var s string
		if s, err = d.str(f.name); err == nil {
			if *p, err = board.ParsePiece(s); err != nil {
				err = d.errorf(d.at, "%s: %w", f.name, err)
			}
		}
	case *[]board.Square:
		*p, err = d.squares(f.name)
	case *board.Colour:
		*p, err = d.colour(f.name)
	case **board.Colour:
		var c board.Colour
		c, err = d.colour(f.name)
		*p = &c
	case *bool:
		*p, err = d.boolean(f.name)
	case *alwaysTrue:
		var v bool
		if v, err = d.boolean(f.name); err == nil && !v {
			err = d.errorf(d.at, "%w: %s is false: what is counted are path ends, written true", ErrBadCertificate, f.name)
		}
	case *Rule:
		var s string
		if s, err = d.str(f.name); err == nil {
			if *p, err = ParseRule(s); err != nil {
				err = d.errAt(d.at, err)
			}
		}
	case *board.Path:
		*p, err = d.squares(f.name)
	case *string:
		if *p, err = d.str(f.name); err == nil && f.oneof != nil && !slices.Contains(f.oneof, *p) {
			err = d.errorf(d.at, "%w: %s %q: want %s", ErrBadCertificate, f.name, *p, strings.Join(f.oneof, " or "))
		}
	case *int:
		if f.min == 0 {
			*p, err = d.count(f.name)
			break
		}
		var v int64
		if v, err = d.integer(f.name); err == nil && (v < f.min || v > 1<<31-1) {
			err = d.errorf(d.at, "%w: %s is %d, want a count from %d", ErrBadCertificate, f.name, v, f.min)
		}
		*p = int(v)
	case *Clue:
		err = d.plain(f.name, f.v, depth)
	case **Clue:
		*p = new(Clue)
		err = d.plain(f.name, reflect.ValueOf(*p).Elem(), depth)
	case *Certificate:
		if f.root {
			depth = 0
		}
		*p, err = d.certificate(depth)
	case *PuzzleCertificate:
		*p, err = d.puzzleCertificate(depth)
	case *[]UniqueSplit:
		err = plains(d, f.name, p, depth)
	case *[]PuzzleBranch, *[]Branch:
		if depth >= d.lim.MaxDepth {
			return d.errorf(f.at, "%w: case splits nested more than %d deep", ErrTooLarge, d.lim.MaxDepth)
		}
		if b, ok := p.(*[]Branch); ok {
			err = plains(d, f.name, b, depth+1)
		} else {
			err = plains(d, f.name, p.(*[]PuzzleBranch), depth+1)
		}
	default:
		panic(fmt.Sprintf("evidence: no reader for %s of type %T", f.name, p))
	}
	return err
}
