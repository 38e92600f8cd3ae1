package notation

import (
	"bytes"
	"io"
	"unicode/utf16"
	"unicode/utf8"
)

// Text in UTF-16 (what Windows PowerShell 5's '>' and Out-File write, a
// BOM first) is read as the same text in UTF-8, positions counted in the
// decoded text from after its byte order mark. The BOM (FF FE little
// endian, FE FF big endian) is certain: no text in UTF-8 begins with
// either, as neither byte occurs in UTF-8. Without a BOM an input is
// read as UTF-16 only when its NUL bytes say so with no other reading
// left: UTF-8 text holds no NUL byte, and ASCII written in UTF-16 has
// one in every unit, on the same side. So the input is of even length,
// every unit's one byte (the high one) is NUL for at least three units
// in four, no unit is U+0000, and the units decode with no lone
// surrogate (U+FFFD, as utf16Reader writes one); otherwise the input is
// read as bytes, as it was written. One decoder serves both, and inputs
// too long to hold.

// fromUTF16 returns b decoded from UTF-16 into UTF-8, and whether it was
// UTF-16 by its byte order mark or its NUL bytes.
func fromUTF16(b []byte) ([]byte, bool) {
	if hasBOM(b) {
		out, _ := io.ReadAll(utf16Stream(b, bytes.NewReader(b)))
		return out, true
	}
	if len(b) < 4 || len(b)%2 != 0 || bytes.IndexByte(b, 0) < 0 {
		return b, false
	}
	for k, bigEndian := range []bool{false, true} {
		high := 1 - k // the byte of a unit that ASCII leaves NUL: the second in little endian
		nul := 0
		for i := 0; i+1 < len(b); i += 2 {
			if b[i] == 0 && b[i+1] == 0 {
				return b, false // U+0000 is no character of text
			}
			if b[i+high] == 0 {
				nul++
			}
		}
		if 4*nul < 3*(len(b)/2) {
			continue
		}
		out, _ := io.ReadAll(&utf16Reader{r: bytes.NewReader(b), bigEndian: bigEndian})
		if bytes.ContainsRune(out, utf8.RuneError) {
			return b, false // a lone surrogate: no UTF-16 text
		}
		return out, true
	}
	return b, false
}

// hasBOM reports whether b begins with a UTF-16 byte order mark.
func hasBOM(b []byte) bool {
	return len(b) >= 2 && (b[0] == 0xFF && b[1] == 0xFE || b[0] == 0xFE && b[1] == 0xFF)
}

// IsUTF16 reports whether head, an input's first bytes, is read as
// UTF-16: by its byte order mark, or by its NUL bytes as fromUTF16 says.
func IsUTF16(head []byte) bool {
	_, ok := fromUTF16(head)
	return ok
}

// utf16Stream returns r, read as UTF-8 when head, its first bytes, begins
// with a UTF-16 byte order mark: an input too long to hold is decoded as
// it is read. The mark is dropped, so positions count from after it.
func utf16Stream(head []byte, r io.Reader) io.Reader {
	if !hasBOM(head) {
		return r
	}
	return &utf16Reader{r: r, bigEndian: head[0] == 0xFE, skip: 2}
}

// utf16Reader decodes UTF-16 as it reads; a lone surrogate reads as
// U+FFFD, which no notation reads, so a tour with one is refused there.
type utf16Reader struct {
	r         io.Reader
	bigEndian bool
	skip      int    // bytes of the byte order mark still to drop
	in        []byte // bytes read and not yet decoded (an odd byte, half a pair)
	out       []byte // decoded and not yet returned
	err       error
}

func (d *utf16Reader) Read(p []byte) (int, error) {
	for len(d.out) == 0 {
		if d.err != nil {
			if len(d.in) > 0 {
				d.in = d.in[:0]
				d.out = utf8.AppendRune(d.out, utf8.RuneError) // a unit cut short
				break
			}
			return 0, d.err
		}
		buf := make([]byte, 32<<10)
		n, err := d.r.Read(buf)
		d.err = err
		buf = buf[:n]
		if d.skip > 0 {
			k := min(d.skip, len(buf))
			buf, d.skip = buf[k:], d.skip-k
		}
		d.in = append(d.in, buf...)
		d.decode(err != nil)
		if n == 0 && err == nil {
			return 0, nil
		}
	}
	n := copy(p, d.out)
	d.out = d.out[n:]
	return n, nil
}

// decode moves the whole units of d.in to d.out, keeping half a pair
// back for the next read unless the input ended.
func (d *utf16Reader) decode(ended bool) {
	unit := func(k int) rune {
		if d.bigEndian {
			return rune(d.in[k])<<8 | rune(d.in[k+1])
		}
		return rune(d.in[k+1])<<8 | rune(d.in[k])
	}
	k := 0
	for ; k+1 < len(d.in); k += 2 {
		u := unit(k)
		if !utf16.IsSurrogate(u) {
			d.out = utf8.AppendRune(d.out, u)
			continue
		}
		if k+3 >= len(d.in) {
			if !ended {
				break
			}
			d.out = utf8.AppendRune(d.out, utf8.RuneError)
			continue
		}
		if r := utf16.DecodeRune(u, unit(k+2)); r != utf8.RuneError {
			d.out = utf8.AppendRune(d.out, r)
			k += 2
			continue
		}
		d.out = utf8.AppendRune(d.out, utf8.RuneError)
	}
	d.in = append(d.in[:0], d.in[k:]...)
}
