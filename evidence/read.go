package evidence

import (
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/internal/docread"
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
	ErrBadDocument = docread.ErrBadDocument
	// ErrUnknownKey: a key the document's kind does not have, or one
	// spelled with other capitals than the document's own.
	ErrUnknownKey = docread.ErrUnknownKey
	// ErrDuplicateKey: a key given twice in one object, or twice with
	// different capitals.
	ErrDuplicateKey = docread.ErrDuplicateKey
	// ErrTooLarge: the document exceeds its [Limits].
	ErrTooLarge = docread.ErrTooLarge
	// ErrNotDocument: valid JSON, but not a document knight writes.
	ErrNotDocument = docread.ErrNotDocument
)

// decoder is the family's strict reader, with the readers of this
// package's documents as its methods.
type decoder struct{ *docread.Decoder }

func newDecoder(data []byte, lim Limits) *decoder {
	return &decoder{docread.New(data, docread.Limits(lim))}
}

func init() { docread.OnFirstRead(register) }

// register registers the readers of the members only this package's
// types have, for the shared reader's reflective reading of
// certificates.
func register() {
	docread.Register(func(d *docread.Decoder, p *Certificate, f docread.Field, depth int) (err error) {
		if f.Root {
			depth = 0
		}
		*p, err = (&decoder{d}).certificate(depth)
		return err
	})
	docread.Register(docread.Branches[Branch])
	docread.Register(func(d *docread.Decoder, p *alwaysTrue, f docread.Field, depth int) error {
		v, err := d.Boolean(f.Name)
		if err == nil && !v {
			err = d.Errorf(d.At, "%w: %s is false: what is counted are path ends, written true", ErrBadCertificate, f.Name)
		}
		return err
	})
	docread.Register(func(d *docread.Decoder, p *Rule, f docread.Field, depth int) error {
		s, err := d.Str(f.Name)
		if err == nil {
			if *p, err = ParseRule(s); err != nil {
				err = d.ErrAt(d.At, err)
			}
		}
		return err
	})
}

// ParseCertificate reads a certificate as its MarshalJSON writes it, as
// strictly as [Read] and within [DefaultLimits].
func ParseCertificate(data []byte) (Certificate, error) {
	d := newDecoder(data, DefaultLimits)
	return docread.Whole(d.Decoder, func() (Certificate, error) { return d.certificate(0) })
}

// certificate reads one certificate nested depth case splits deep: its
// "kind" (first, as writers put it, or looked ahead for), then its kind's members into its kind's
// struct by their tags, so that a member the kind does not have is an
// unknown key.
func (d *decoder) certificate(depth int) (Certificate, error) {
	start := d.Dec.InputOffset()
	out, fields, err := docread.Kinded(d.Decoder, Kinds(), depth)
	if err != nil {
		return nil, err
	}
	if err := d.holesInOrder(out.Pos().Holes, fields); err != nil {
		return nil, err
	}
	if cut, ok := out.(Cut); ok && cut.Ends == (cut.Side != nil) {
		at := fields[slices.IndexFunc(fields, func(f docread.Field) bool { return f.Name == "side" })].At
		if at < 0 {
			return nil, d.Errorf(start, "%w: a cut counts the entries of one colour (\"side\") or path ends (\"ends\": true)", ErrBadCertificate)
		}
		return nil, d.Errorf(at, "%w: a cut counted by its ends (\"ends\": true) has no \"side\"", ErrBadCertificate)
	}
	return out, nil
}

// holesInOrder refuses holes not in index order (rank by rank, file by
// file) or named twice, at the "holes" member: a shape is written one
// way only.
func (d *decoder) holesInOrder(holes []board.Square, fields []docread.Field) error {
	for i := 1; i < len(holes); i++ {
		a, b := holes[i-1], holes[i]
		if a.Compare(b) < 0 {
			continue
		}
		at := fields[slices.IndexFunc(fields, func(f docread.Field) bool { return f.Name == "holes" })].At
		return d.Errorf(at, "%w: holes[%d] %v after %v: holes are listed in index order (rank by rank), each once", ErrBadCertificate, i, b, a)
	}
	return nil
}
