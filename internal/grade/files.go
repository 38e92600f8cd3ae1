package grade

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/notation"
)

// ErrNotText: a file found in a directory holds bytes that text does not,
// so it is skipped rather than read.
var ErrNotText = errors.New("not text")

// sniffLen is how much of a file is looked at to tell text from binary:
// the length git looks at.
const sniffLen = 8000

// Summary counts the verdicts of a grading run.
type Summary struct {
	Valid, Invalid, Unreadable, Skipped int
	// SetAside counts the texts set aside that keep the run from
	// passing; Allowed those the request allowed.
	SetAside, Allowed int
}

// Add counts one verdict.
func (s *Summary) Add(v Verdict) {
	switch v.Status {
	case Valid:
		s.Valid++
	case Invalid:
		s.Invalid++
	case Unreadable:
		s.Unreadable++
	case Skipped:
		s.Skipped++
	case SetAside:
		if v.Allowed {
			s.Allowed++
		} else {
			s.SetAside++
		}
	}
}

// Tours is how many tours were graded, the skipped files left out.
func (s Summary) Tours() int { return s.Valid + s.Invalid + s.Unreadable }

// Worst is the run's verdict: Unreadable when any input was; else
// Invalid when any tour was, whatever was set aside, since "not every
// tour is valid" is then certain whatever the text set aside holds; else
// Unreadable when text that could be a tour was set aside unasked, else
// Valid. Skipped files do not count; a run with no tour at all is
// Unreadable, since nothing was graded.
func (s Summary) Worst() Status {
	switch {
	case s.Unreadable > 0 || s.Tours() == 0:
		return Unreadable
	case s.Invalid > 0:
		return Invalid
	case s.SetAside > 0:
		return Unreadable
	}
	return Valid
}

// String is the summary line: "5 tours: 3 valid, 1 invalid, 1 unreadable",
// followed by "; 1 set aside unread, which could be a tour", "; 2 set
// aside as asked" and "; 2 files skipped" when some were.
func (s Summary) String() string {
	str := fmt.Sprintf("%d %s: %d valid, %d invalid, %d unreadable", s.Tours(), board.Plural(s.Tours(), "tour", "tours"), s.Valid, s.Invalid, s.Unreadable)
	if s.SetAside > 0 {
		str += fmt.Sprintf("; %d set aside unread, which could be %s", s.SetAside, board.Plural(s.SetAside, "a tour", "tours"))
	}
	if s.Allowed > 0 {
		str += fmt.Sprintf("; %d set aside as asked", s.Allowed)
	}
	if s.Skipped > 0 {
		str += fmt.Sprintf("; %d %s skipped", s.Skipped, board.Plural(s.Skipped, "file", "files"))
	}
	return str
}

// Files grades every tour of the inputs named, in order: "-" is stdin, a
// directory is walked recursively in lexical order (filepath.WalkDir's),
// anything else is a file. A file named is always read; a file found in a
// directory is skipped, with a verdict saying why, when it is not text
// (its first 8000 bytes hold a NUL byte and are not UTF-16, as git and
// diff tell binary files: a terminal log's backspaces and bells, or the
// UTF-16 a Windows shell writes, are text the reader reads, and a file
// passed over unread could hide a faulty tour), when its name starts with "." (a hidden file or directory, skipped whole), or
// when it is a link to a directory or not a regular file. A file that
// cannot be opened is one unreadable verdict. each gets every verdict as
// it is made; an error from each stops the run and is returned.
func Files(paths []string, stdin io.Reader, req Request, each func(Verdict) error) (Summary, error) {
	var sum Summary
	emit := func(vs ...Verdict) error {
		for _, v := range vs {
			sum.Add(v)
			if err := each(v); err != nil {
				return err
			}
		}
		return nil
	}
	for _, p := range paths {
		var err error
		switch info, statErr := os.Stat(p); {
		case p == "-":
			err = gradeStdin(stdin, req, emit)
		case statErr == nil && info.IsDir():
			if link, lerr := os.Lstat(p); lerr == nil && link.Mode()&fs.ModeSymlink != 0 {
				// A link named is followed: WalkDir does not follow a root
				// that is a link, but it does the link's directory, "p/".
				p += string(filepath.Separator)
			}
			err = walk(p, req, emit)
		default:
			err = emit(gradeFile(p, false, req)...)
		}
		if err != nil {
			return sum, err
		}
	}
	return sum, nil
}

// gradeStdin grades the tours of stdin: a square at a time when it is
// a square list over 4 MiB, from a file (streamedFile) or a pipe
// (streamedPipe), else by Tours.
func gradeStdin(stdin io.Reader, req Request, emit func(...Verdict) error) error {
	if f, ok := stdin.(*os.File); ok {
		if info, err := f.Stat(); err == nil && info.Mode().IsRegular() {
			if vs, ok := streamedFile("stdin", f, req); ok {
				return emit(vs...)
			}
			return emit(Tours("stdin", stdin, req)...)
		}
	}
	vs, ok, rest, done := streamedPipe("stdin", stdin, req)
	defer done()
	if ok {
		return emit(vs...)
	}
	return emit(Tours("stdin", rest, req)...)
}

// walk grades the files under dir.
func walk(dir string, req Request, emit func(...Verdict) error) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return emit(Verdict{File: p, Status: Unreadable, Fault: err})
		}
		if p != dir && strings.HasPrefix(d.Name(), ".") {
			why := "hidden file"
			if d.IsDir() {
				why = "hidden directory, not walked"
			}
			if err := emit(skipped(p, why)); err != nil {
				return err
			}
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		switch t := d.Type(); {
		case d.IsDir():
			return nil
		case t&fs.ModeSymlink != 0:
			info, err := os.Stat(p)
			switch {
			case err != nil:
				return emit(Verdict{File: p, Status: Unreadable, Fault: err})
			case info.IsDir():
				return emit(skipped(p, "link to a directory, not followed"))
			case !info.Mode().IsRegular():
				return emit(skipped(p, "not a regular file"))
			}
		case !t.IsRegular():
			return emit(skipped(p, "not a regular file"))
		}
		return emit(gradeFile(p, true, req)...)
	})
}

func skipped(name, why string) Verdict {
	return Verdict{File: name, Status: Skipped, Fault: errors.New(why)}
}

// gradeFile grades the tours of one file; found reports that it was found
// in a directory, not named, and is skipped when it is not text.
func gradeFile(name string, found bool, req Request) []Verdict {
	f, err := os.Open(name)
	if err != nil {
		return []Verdict{{File: name, Status: Unreadable, Fault: err}}
	}
	defer f.Close()
	if vs, ok := streamedFile(name, f, req); ok {
		return vs
	}
	r := bufio.NewReaderSize(f, sniffLen)
	if found {
		head, err := r.Peek(sniffLen)
		if err != nil && err != io.EOF && err != bufio.ErrBufferFull {
			return []Verdict{{File: name, Status: Unreadable, Fault: err}}
		}
		if i := bytes.IndexByte(head, 0); i >= 0 && !notation.IsUTF16(head) {
			return []Verdict{{File: name, Status: Skipped, Fault: fmt.Errorf("%w: byte 0x%02x at offset %d", ErrNotText, head[i], i)}}
		}
	}
	return Tours(name, r, req)
}
