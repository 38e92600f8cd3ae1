// Package docread is the strict reader that package evidence and the
// packages of evidence's family share: a JSON document read token by
// Token through internal/strictjson, keys refused when unknown, given
// twice or in other capitals, every error a [*board.ParseError] at its
// line and column, certificates read by their "kind" into their kind's
// struct by its tags, and the bounds of [Limits] honoured.
//
// A package whose structs hold types of its own registers a reader for
// each ([Register]), and a package with documents of its own registers
// how to know and read them ([RegisterDocument]), so that evidence's
// reader of any document reads them too without importing that package;
// it registers them in a function it gives [OnFirstRead] from its init.
//
// Cost: O(bytes) for a document; a certificate whose "kind" is not its
// first key is looked ahead for, within 16 readings of the document.
package docread

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
	"sync"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/strictjson"
)

// Limits are evidence.Limits, the bounds of a reading.
type Limits struct {
	MaxBytes int64
	MaxNodes int
	MaxDepth int
}

// The errors evidence names, declared here so that every reader of the
// family wraps the same values.
var (
	ErrBadDocument    = errors.New("bad document")
	ErrUnknownKey     = errors.New("unknown key")
	ErrDuplicateKey   = errors.New("duplicate key")
	ErrTooLarge       = errors.New("document too large")
	ErrNotDocument    = errors.New("not a knight document")
	ErrBadCertificate = errors.New("bad certificate")
)

// Expected names the documents evidence reads, for an error about
// something else.
const Expected = "want the answer of knight prove -json, the verdict of knight blame -json, the survey of knight survey -json, the answer of knight puzzle solve -json, the verdict of knight puzzle blame -json or the count of knight count -json"

// ErrorAt is err at line:col of a document, wrapping ErrBadDocument too.
func ErrorAt(line, col int, err error) *board.ParseError {
	return &board.ParseError{Line: line, Col: col, Err: errors.Join(err, ErrBadDocument), Msg: err.Error()}
}

// Decoder reads a JSON document token by token with encoding/json's
// streaming Decoder, so that keys are seen as written (Unmarshal matches
// them regardless of case and keeps the last of two) and every error has
// its position.
type Decoder struct {
	// Data is the document, after any byte order mark.
	Data []byte
	Dec  *strictjson.Decoder
	// At is the offset where the last token read starts.
	At    int64
	lim   Limits
	nodes int
	// ahead counts the bytes kindAhead looked over.
	ahead int64
}

// New reads data within lim.
func New(data []byte, lim Limits) *Decoder {
	data = bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF")) // a byte order mark (Windows Notepad): columns count from after it
	return &Decoder{Data: data, Dec: strictjson.New(bytes.NewReader(data), data), lim: lim}
}

// ErrAt positions err at byte offset off.
func (d *Decoder) ErrAt(off int64, err error) error {
	line, col := 1, 1
	for i := int64(0); i < off && i < int64(len(d.Data)); i++ {
		if d.Data[i] == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return ErrorAt(line, col, err)
}

// badByte is the offset of the byte a syntax error is about. The streaming
// decoder's offsets are not that byte's: a value read whole counts from the
// value's start, and a token error counts to the byte itself, so the
// document is scanned again from its start, where encoding/json counts the
// bytes read up to and including the bad one. Only a failing document pays
// for the second scan.
func (d *Decoder) badByte(se *json.SyntaxError) int64 {
	var raw json.RawMessage
	var whole *json.SyntaxError
	if errors.As(json.Unmarshal(d.Data, &raw), &whole) && whole.Error() == se.Error() {
		return max(whole.Offset-1, 0)
	}
	return max(se.Offset-1, 0)
}

func (d *Decoder) Errorf(off int64, format string, args ...any) error {
	return d.ErrAt(off, fmt.Errorf(format, args...))
}

// Token reads the next token and records where it starts.
func (d *Decoder) Token() (json.Token, error) {
	t, off, err := d.Dec.Token()
	d.At = off
	if err != nil {
		return nil, d.readError(off, err)
	}
	return t, nil
}

// readError positions an error of the JSON decoder met reading a value
// that starts at off: a syntax error at its bad byte, an early end of
// the data at off.
func (d *Decoder) readError(off int64, err error) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return d.ErrAt(d.badByte(se), fmt.Errorf("%w: not JSON: %v (%s)", ErrNotDocument, err, Expected))
	}
	if err == io.EOF {
		err = io.ErrUnexpectedEOF
	}
	return d.ErrAt(off, err)
}

func Describe(t json.Token) string {
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

func (d *Decoder) delim(want json.Delim, what string) error {
	t, err := d.Token()
	if err != nil {
		return err
	}
	if t != want {
		return d.Errorf(d.At, "%w: %s is %s, want %s", ErrNotDocument, what, Describe(t), map[json.Delim]string{'{': "an object", '[': "an array"}[want])
	}
	return nil
}

// Object reads an object, calling field for each key with the decoder
// positioned before its value. Keys must be distinct even ignoring case.
func (d *Decoder) Object(what string, field func(key string, at int64) error) error {
	if err := d.delim('{', what); err != nil {
		return err
	}
	var keys strictjson.Keys
	for d.Dec.More() {
		t, err := d.Token()
		if err != nil {
			return err
		}
		key, at := t.(string), d.At
		var dup *strictjson.DuplicateError
		if errors.As(keys.Add(key, at), &dup) {
			if dup.Prev == key {
				return d.Errorf(at, "%w %q in %s", ErrDuplicateKey, key, what)
			}
			return d.Errorf(at, "%w %q in %s: %q is given already, and a reader that ignores case would see two", ErrDuplicateKey, key, what, dup.Prev)
		}
		if err := field(key, at); err != nil {
			return err
		}
	}
	_, err := d.Token() // '}'
	return err
}

// Unknown is the error for a key an object does not have.
func (d *Decoder) Unknown(key string, at int64, what string, keys []string) error {
	for _, k := range keys {
		if strings.EqualFold(k, key) {
			return d.Errorf(at, "%w %q in %s: keys are case-sensitive, want %q", ErrUnknownKey, key, what, k)
		}
	}
	return d.Errorf(at, "%w %q in %s: want one of %s", ErrUnknownKey, key, what, strings.Join(keys, ", "))
}

// Array reads an array, calling elem for each element.
func (d *Decoder) Array(what string, elem func(i int) error) error {
	if err := d.delim('[', what); err != nil {
		return err
	}
	for i := 0; d.Dec.More(); i++ {
		if err := elem(i); err != nil {
			return err
		}
	}
	_, err := d.Token() // ']'
	return err
}

// scalar reads a token of type T (a string, a bool or a json.Number), and
// is an error saying what it wants when the token is something else.
func scalar[T string | bool | json.Number](d *Decoder, what, want string) (T, error) {
	var v T
	t, err := d.Token()
	if err != nil {
		return v, err
	}
	v, ok := t.(T)
	if !ok {
		return v, d.Errorf(d.At, "%w: %s is %s, want %s", ErrNotDocument, what, Describe(t), want)
	}
	return v, nil
}

func (d *Decoder) Str(what string) (string, error) { return scalar[string](d, what, "a string") }

func (d *Decoder) Boolean(what string) (bool, error) { return scalar[bool](d, what, "true or false") }

// Integer reads a whole number that fits an int64.
func (d *Decoder) Integer(what string) (int64, error) {
	n, err := scalar[json.Number](d, what, "a whole number")
	if err != nil {
		return 0, err
	}
	v, err := strconv.ParseInt(string(n), 10, 64)
	if err != nil {
		return 0, d.Errorf(d.At, "%w: %s is %s, want a whole number", ErrNotDocument, what, n)
	}
	return v, nil
}

// Count reads a whole number from 0 to 2^31-1.
func (d *Decoder) Count(what string) (int, error) {
	v, err := d.Integer(what)
	if err != nil {
		return 0, err
	}
	if v < 0 || v > 1<<31-1 {
		return 0, d.Errorf(d.At, "%w: %s is %d, want a count from 0", ErrNotDocument, what, v)
	}
	return int(v), nil
}

func (d *Decoder) Number(what string) (float64, error) {
	n, err := scalar[json.Number](d, what, "a number")
	if err != nil {
		return 0, err
	}
	v, err := n.Float64()
	if err != nil {
		return 0, d.Errorf(d.At, "%w: %s: %v", ErrNotDocument, what, err)
	}
	return v, nil
}

// parsed reads a string and parses it, an error of parse positioned at
// the string and prefixed with what.
func parsed[T any](d *Decoder, what string, parse func(string) (T, error)) (T, error) {
	var v T
	s, err := d.Str(what)
	if err != nil {
		return v, err
	}
	if v, err = parse(s); err != nil {
		return v, d.Errorf(d.At, "%s: %w", what, err)
	}
	return v, nil
}

func (d *Decoder) Square(what string) (board.Square, error) {
	return parsed(d, what, board.ParseSquare)
}

func (d *Decoder) Board(what string) (board.Board, error) { return parsed(d, what, board.Parse) }

// Squares reads an array of squares. The array is scanned once as a
// whole by the JSON decoder and its elements are then read here, which
// costs far less than a token a square.
func (d *Decoder) Squares(what string) ([]board.Square, error) {
	start := d.Dec.InputOffset()
	for start < int64(len(d.Data)) && strings.IndexByte(" \t\r\n,:", d.Data[start]) >= 0 {
		start++
	}
	d.At = start
	var raw json.RawMessage
	if err := d.Dec.Decode(&raw); err != nil {
		return nil, d.readError(start, err)
	}
	if raw[0] != '[' {
		return nil, d.Errorf(start, "%w: %s is %s, want an array", ErrNotDocument, what, DescribeRaw(raw))
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
			return nil, d.Errorf(at, "%w: %s[%d] is %s, want a string", ErrNotDocument, what, n, DescribeRaw(raw[i:]))
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
				return nil, d.Errorf(at, "%w: %s[%d]: %v", ErrNotDocument, what, n, err)
			}
		} else {
			text = string(raw[i+1 : j])
		}
		sq, err := board.ParseSquare(text)
		if err != nil {
			return nil, d.Errorf(at, "%s[%d]: %w", what, n, err)
		}
		out = append(out, sq)
		i = j + 1
	}
	return out, nil
}

// DescribeRaw names the JSON value raw begins with, as describe does a
// token.
func DescribeRaw(raw []byte) string {
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

func (d *Decoder) Colour(what string) (board.Colour, error) {
	s, err := d.Str(what)
	if err != nil {
		return 0, err
	}
	switch s {
	case "dark":
		return board.Dark, nil
	case "light":
		return board.Light, nil
	}
	return 0, d.Errorf(d.At, "%w: %s %q: want dark or light", ErrBadCertificate, what, s)
}

// End checks that nothing follows the document.
func (d *Decoder) End() error {
	off := d.Dec.InputOffset()
	for off < int64(len(d.Data)) && strings.IndexByte(" \t\r\n", d.Data[off]) >= 0 {
		off++
	}
	if _, _, err := d.Dec.Token(); err != io.EOF {
		return d.Errorf(off, "%w: more after the document's end", ErrNotDocument)
	}
	return nil
}

// Whole is what read reads when nothing follows it ([Decoder.End]), else
// the zero value and the first error.
func Whole[T any](d *Decoder, read func() (T, error)) (T, error) {
	v, err := read()
	if err == nil {
		err = d.End()
	}
	if err != nil {
		var zero T
		return zero, err
	}
	return v, nil
}

// Kinded reads a certificate object into a new value of its "kind"'s
// struct (kind one of kinds) and lists its members, counting it among the
// document's certificates. Writers put "kind" first, and then the object
// is read once; where it comes later (a writer that sorts keys), the
// object's own members are looked over for it first, bounded by
// [maxLookahead].
func Kinded[T interface{ Kind() string }](d *Decoder, kinds []T, depth int) (T, []Field, error) {
	var zero T
	start := d.Dec.InputOffset()
	d.nodes++
	if d.nodes > d.lim.MaxNodes {
		return zero, nil, d.Errorf(start, "%w: more than %d certificates", ErrTooLarge, d.lim.MaxNodes)
	}
	var c reflect.Value
	var fields []Field
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
		return d.Errorf(at, "%w: unknown kind %q: want one of %s", ErrBadCertificate, name, strings.Join(names, ", "))
	}
	err := d.Object("a certificate", func(key string, at int64) error {
		if key == "kind" {
			name, err := d.Str(key)
			if err != nil || c.IsValid() { // read ahead already
				return err
			}
			return pick(name, d.At)
		}
		if !c.IsValid() {
			name, nameAt, scanned, ok := kindAhead(d.Data, int(at))
			d.ahead += int64(scanned)
			if limit := maxLookahead(len(d.Data)); d.ahead > limit {
				return d.Errorf(at, "%w: certificates whose \"kind\" follows other keys, nested this deep, take more than %d bytes of looking ahead to read: write \"kind\" first", ErrTooLarge, limit)
			}
			if !ok {
				return d.Errorf(start, "%w: certificate has no \"kind\"", ErrBadCertificate)
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
		return zero, nil, d.Errorf(start, "%w: certificate has no \"kind\"", ErrBadCertificate)
	}
	if err := d.required(what, fields, start); err != nil {
		return zero, nil, err
	}
	return c.Interface().(T), fields, nil
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

// Plain reads an object into the struct v by its tags: every key one of
// its members, those whose tag has no omitempty required.
func (d *Decoder) Plain(what string, v reflect.Value, depth int) error {
	start := d.Dec.InputOffset()
	fields := fieldsOf(v, nil)
	err := d.Object(what, func(key string, at int64) error { return d.member(what, fields, key, at, depth) })
	if err != nil {
		return err
	}
	return d.required(what, fields, start)
}

// Plains reads an array of objects into *p, each as plain does.
func Plains[T any](d *Decoder, what string, p *[]T, depth int) error {
	return d.Array(what, func(i int) error {
		var x T
		err := d.Plain(fmt.Sprintf("%s[%d]", what, i), reflect.ValueOf(&x).Elem(), depth)
		*p = append(*p, x)
		return err
	})
}

// member reads the value of key, one of fields (or of others, the keys
// read apart), into its field.
func (d *Decoder) member(what string, fields []Field, key string, at int64, depth int, others ...string) error {
	i := slices.IndexFunc(fields, func(f Field) bool { return f.Name == key })
	if i < 0 {
		for _, f := range fields {
			others = append(others, f.Name)
		}
		return d.Unknown(key, at, what, others)
	}
	fields[i].At = at
	return d.field(fields[i], depth)
}

// required is an error at start naming the first required field not read.
func (d *Decoder) required(what string, fields []Field, start int64) error {
	for _, f := range fields {
		if f.required && f.At < 0 {
			return d.Errorf(start, "%w: %s has no %s", ErrBadCertificate, what, f.Name)
		}
	}
	return nil
}

// Field is a member of a certificate's struct: its JSON name, whether a
// certificate must have it (its tag has no omitempty or omitzero), where
// it was read (-1: not yet), the bounds of its tags min and oneof, and,
// with the tag tree:"root", a tour certificate that begins a tree of its
// own (a forced problem's, in a puzzle's).
type Field struct {
	Name     string
	required bool
	v        reflect.Value
	// At is where the member was read, -1 when it was not.
	At    int64
	min   int64
	oneof []string
	// Root marks a tour certificate that begins a tree of its own.
	Root bool
}

// fieldsOf lists the members of struct v by their tags, those of an
// embedded struct in its place.
func fieldsOf(v reflect.Value, out []Field) []Field {
	for i := range v.NumField() {
		sf := v.Type().Field(i)
		if sf.Anonymous {
			out = fieldsOf(v.Field(i), out)
			continue
		}
		name, opts, _ := strings.Cut(sf.Tag.Get("json"), ",")
		f := Field{Name: name, required: opts == "", v: v.Field(i), At: -1}
		if m := sf.Tag.Get("min"); m != "" {
			f.min, _ = strconv.ParseInt(m, 10, 64)
		}
		if o := sf.Tag.Get("oneof"); o != "" {
			f.oneof = strings.Fields(o)
		}
		f.Root = sf.Tag.Get("tree") == "root"
		out = append(out, f)
	}
	return out
}

// readers are the readers of the types that packages register.
var readers = map[reflect.Type]func(d *Decoder, p any, f Field, depth int) error{}

// Register makes read the reader of every member of type T, a type the
// generic reader does not know (a kind's interface, a list of branches).
// It is called from the function the package that declares T gives
// [OnFirstRead].
func Register[T any](read func(d *Decoder, p *T, f Field, depth int) error) {
	readers[reflect.TypeFor[T]()] = func(d *Decoder, p any, f Field, depth int) error { return read(d, p.(*T), f, depth) }
}

// Branches reads the branches of a case split nested depth deep, each
// as [Decoder.Plain] reads it one level deeper, refusing splits nested
// more than the limit.
func Branches[T any](d *Decoder, p *[]T, f Field, depth int) error {
	if depth >= d.lim.MaxDepth {
		return d.Errorf(f.At, "%w: case splits nested more than %d deep", ErrTooLarge, d.lim.MaxDepth)
	}
	return Plains(d, f.Name, p, depth+1)
}

// field reads the value of f by its type.
func (d *Decoder) field(f Field, depth int) error {
	var err error
	switch p := f.v.Addr().Interface().(type) {
	case *board.Board:
		*p, err = d.Board(f.Name)
	case *board.Square:
		*p, err = d.Square(f.Name)
	case *board.Piece:
		*p, err = parsed(d, f.Name, board.ParsePiece)
	case *[]board.Square:
		*p, err = d.Squares(f.Name)
	case *board.Colour:
		*p, err = d.Colour(f.Name)
	case **board.Colour:
		var c board.Colour
		c, err = d.Colour(f.Name)
		*p = &c
	case *bool:
		*p, err = d.Boolean(f.Name)
	case *board.Path:
		*p, err = d.Squares(f.Name)
	case *string:
		if *p, err = d.Str(f.Name); err == nil && f.oneof != nil && !slices.Contains(f.oneof, *p) {
			err = d.Errorf(d.At, "%w: %s %q: want %s", ErrBadCertificate, f.Name, *p, strings.Join(f.oneof, " or "))
		}
	case *int:
		if f.min == 0 {
			*p, err = d.Count(f.Name)
			break
		}
		var v int64
		if v, err = d.Integer(f.Name); err == nil && (v < f.min || v > 1<<31-1) {
			err = d.Errorf(d.At, "%w: %s is %d, want a count from %d", ErrBadCertificate, f.Name, v, f.min)
		}
		*p = int(v)
	default:
		registerAll()
		read, ok := readers[f.v.Type()]
		if !ok {
			panic(fmt.Sprintf("docread: no reader for %s of type %T", f.Name, p))
		}
		err = read(d, p, f, depth)
	}
	return err
}

// registrations are the packages' functions that call [Register] and
// [RegisterDocument], run once before the first read that needs them
// (registerAll), so that a command that reads no document does not
// build the tables at start-up.
var (
	registrations []func()
	registered    sync.Once
)

// OnFirstRead makes register run once, before the first read that looks
// up a registered reader. A package calls it from its init with the
// function that registers its readers.
func OnFirstRead(register func()) { registrations = append(registrations, register) }

func registerAll() {
	registered.Do(func() {
		for _, r := range registrations {
			r()
		}
	})
}

// documents are the readers of the documents packages register, in the
// order registered.
var documents []document

type document struct {
	is    func(data []byte) bool
	parse func(data []byte, lim Limits) (any, error)
}

// RegisterDocument makes parse the reader of a document that it knows
// by a look at it (a key only that document has), for evidence's reader
// of any document. It is called from the function the package that
// declares the document gives [OnFirstRead].
func RegisterDocument(is func(data []byte) bool, parse func(data []byte, lim Limits) (any, error)) {
	documents = append(documents, document{is, parse})
}

// Document reads data with the first registered reader that knows it;
// ok is false when none does.
func Document(data []byte, lim Limits) (doc any, ok bool, err error) {
	registerAll()
	for _, r := range documents {
		if r.is(data) {
			doc, err := r.parse(data, lim)
			return doc, true, err
		}
	}
	return nil, false, nil
}

// HasTopKey reports whether data is a JSON object with key at its top
// level.
func HasTopKey(data []byte, key string) bool {
	dec := json.NewDecoder(bytes.NewReader(bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF")))) // as New reads it
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return false
	}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return false
		}
		if t == key {
			return true
		}
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return false
		}
	}
	return false
}

// WithKind is fields, an object with "board" first, with c's kind before
// them.
func WithKind(c interface{ Kind() string }, fields any) ([]byte, error) {
	data, err := json.Marshal(fields)
	if err != nil {
		return nil, err
	}
	return append([]byte(`{"kind":"`+c.Kind()+`",`), data[1:]...), nil
}
