package notation

import (
	"bytes"
	"slices"
)

// A pass is the tours of an input read one way, or the error that
// stopped that reading.
type pass struct {
	tours []Tour
	err   error
}

// unread counts p's tours with no reading and no certain fault.
func (p pass) unread() int { return unreadable(p.tours, p.err) }

// read counts p's tours read: a reading, or a certain fault.
func (p pass) read() int { return max(len(p.tours)-p.unread(), 0) }

// betterReading is the rule a row's rereading is kept by, as doc.go
// states it: fewer unreadable, or as many and more read (a list of
// another board than the one given, unreadable beside the tours it
// reads, in place of one refusal of the whole), unless the row joins or
// reads more.
func betterReading(more, base pass, row rereading) bool {
	mu, bu, mr, br := more.unread(), base.unread(), more.read(), base.read()
	switch {
	case row.joins:
		return more.err == nil && len(more.tours) > 0 && mu <= bu
	case row.readsMore:
		return mu <= bu && mr > br
	}
	return mu < bu && mr >= br || mu == bu && mr > br
}

// A rereading is one row of the table: the input written otherwise and
// read again.
type rereading struct {
	name string
	// whenRead: tried also when the layouts read every tour.
	whenRead bool
	joins    bool // kept by betterReading's rule for joins
	// goesOn: once kept, the reading later rows are measured against,
	// the search going on: records read one field a line are one reading
	// of their fields, which a later row (lists of records) reads whole.
	goesOn bool
	// readsMore: kept only when it reads more tours and leaves no more
	// unreadable, as a rewrite that cuts or joins lines may merge an
	// unreadable block into its neighbour.
	readsMore bool
	// beside: the rewrite is another reading of the same text, neither
	// certain, kept beside the base's reading of each tour (besides).
	beside bool
	// applies is a cheap test on the input and the layouts' pass that
	// the rewrite can apply; nil when rewrite is its own test.
	applies func(head []byte, base pass, opt ReadOptions) bool
	// rewrite writes the held input otherwise, and reports whether it
	// changed anything.
	rewrite func(t *text, opt ReadOptions) bool
	// keeps, when set, is what a rewrite's reading must show over base's
	// to be measured at all.
	keeps func(more, base pass) bool
	// reread, for the rows that are no rewrite read as any input is,
	// reads head its own way; ok false when there is nothing to read.
	reread func(head []byte, base pass, opt ReadOptions) (more pass, ok bool)
}

// rereadings are tried in this order: the first kept ends the search,
// so a rewrite that reads a narrower shape comes before a wider one.
var rereadings = []rereading{
	{name: "records one field a line", whenRead: true, joins: true, goesOn: true, rewrite: held((*text).joinRecords)},
	{name: "square codes and move chains", reread: codedTours},
	{name: "string literals' lines", rewrite: held((*text).expandLiterals)},
	{name: "values without their indexes", applies: readIndexes, reread: indexedTours},
	{name: "labelled pairs", whenRead: true, joins: true, rewrite: held((*text).labelledPairs)},
	{name: "HTML line breaks", rewrite: held((*text).htmlBreaks)},
	{name: "runs side by side", readsMore: true, whenRead: true, applies: layoutsRead, rewrite: func(t *text, _ ReadOptions) bool { return t.cutLinesBy(sideRuns) }},
	{name: "lists cut by a page break", whenRead: true, joins: true, applies: layoutsRead, rewrite: held((*text).joinPages), keeps: longerList},
	{name: "steps counting on across blank lines", whenRead: true, joins: true, applies: severalRead, rewrite: held((*text).joinStepped), keeps: fewerTours},
	{name: "captions blanked", readsMore: true, rewrite: held((*text).blankCaptions)},
	{name: "letters for ids", readsMore: true, rewrite: held((*text).letterIDs)},
	{name: "hex in decimal", readsMore: true, rewrite: held((*text).decimalHex)},
	{name: "hex dump in decimal", readsMore: true, rewrite: held((*text).decimalDump)},
	{name: "rows on one line cut", readsMore: true, rewrite: held((*text).cutRows)},
	{name: "lines folded at a width", readsMore: true, rewrite: func(t *text, _ ReadOptions) bool { return t.joinFolds(false) }},
	{name: "lines folded at a width, or not", whenRead: true, beside: true, rewrite: func(t *text, _ ReadOptions) bool { return t.joinFolds(true) }},
	{name: "lines folded at a count", readsMore: true, rewrite: func(t *text, opt ReadOptions) bool { return t.joinCounted(opt.Board.W) }},
	{name: "charlists as pairs", readsMore: true, rewrite: held((*text).decimalCharlists)},
	{name: "pairs nested in a literal", applies: pairsAsked, reread: nestedPass},
	{name: "lists of records", whenRead: true, joins: true, applies: keysWritten, reread: recordTours},
	{name: "literals of rows joined", readsMore: true, whenRead: true, applies: layoutsRead, rewrite: held((*text).joinLiterals)},
	{name: "look-alikes of digits", readsMore: true, reread: ocrPass},
}

// held is a rewrite that needs no options.
func held(rewrite func(*text) bool) func(*text, ReadOptions) bool {
	return func(t *text, _ ReadOptions) bool { return rewrite(t) }
}

// The cheap tests of rows that are not their rewrite's own.
func readIndexes(head []byte, base pass, _ ReadOptions) bool {
	return base.err == nil && bytes.Contains(head, []byte("]"))
}
func severalRead(_ []byte, base pass, _ ReadOptions) bool {
	return base.err == nil && len(base.tours) > 1
}

// pairsAsked: a knight document ("tour": ...) is the JSON reader's,
// whose faults are certain, and a grid asked for is no tree of pairs;
// numbers asked for are a literal's list of them (numberLists).
func pairsAsked(head []byte, _ pass, opt ReadOptions) bool {
	switch opt.Format {
	case Auto, XY, Algebraic, Numbers, Indices:
		return !bytes.Contains(head, []byte(`"tour"`))
	}
	return false
}

// keysWritten reports whether head could name a value by a key: a
// record's fields are named only after ':' or '=' or by an XML tag, and
// the tree a record is read from costs a node a number of the input.
func keysWritten(head []byte, _ pass, _ ReadOptions) bool {
	return bytes.ContainsAny(head, ":=<")
}

// layoutsRead reports whether the layouts' pass ended with no error.
func layoutsRead(_ []byte, base pass, _ ReadOptions) bool { return base.err == nil }

// reread is readHeld's rereadings of head after the layouts read it as
// base: the first row of the table whose reading is better
// (betterReading), or base. A row that does not apply costs its cheap
// test; one that does, one more reading of the input.
func reread(head []byte, base pass, opt ReadOptions) pass {
	for _, row := range rereadings {
		opt.checkStop(0)
		if !row.whenRead && base.unread() == 0 || row.applies != nil && !row.applies(head, base, opt) {
			continue
		}
		var more pass
		if row.reread != nil {
			var ok bool
			if more, ok = row.reread(head, base, opt); !ok {
				continue
			}
		} else {
			t := holdText(head)
			if !row.rewrite(t, opt) {
				continue
			}
			more.tours, more.err = readText(t, opt)
			t.toSource(more.tours)
			if row.keeps != nil && !row.keeps(more, base) {
				continue
			}
		}
		if row.beside {
			base = besides(base, more)
			continue
		}
		if betterReading(more, base, row) && row.goesOn {
			base = more
		} else if betterReading(more, base, row) {
			return more
		}
	}
	return base
}

// fewerTours: blocks whose step column counts on across the blank lines
// between them are one list, which their steps say, when that reads
// fewer tours than base.
func fewerTours(more, base pass) bool { return len(more.tours) < len(base.tours) }

// nestedPass reads head as the tree its brackets make (nestedTours):
// pairs nested in a literal the readers were not written for
// (Data::Dumper's, a map keyed by step, XML elements).
func nestedPass(head []byte, _ pass, opt ReadOptions) (pass, bool) {
	more, ok := holdText(head).nestedTours(opt)
	return pass{more, nil}, ok
}

// besides is base with the readings of more, the same text read
// otherwise, added to each tour's as its other readings, when more
// reads the same tours on the same lines; a tour either pass could not
// read keeps base's answer. Judge then passes a tour when any reading
// is valid, and finds no fault certain when two readings differ.
func besides(base, more pass) pass {
	if base.err != nil || more.err != nil || len(more.tours) != len(base.tours) {
		return base
	}
	for i, m := range more.tours {
		if b := base.tours[i]; b.Line != m.Line || b.Err != nil || m.Err != nil {
			return base
		}
	}
	out := pass{tours: slices.Clone(base.tours)}
	for i, m := range more.tours {
		for _, d := range m.Readings {
			if !slices.ContainsFunc(out.tours[i].Readings, func(b Document) bool { return slices.Equal(b.Path, d.Path) }) {
				d.folded = true
				out.tours[i].Readings = append(slices.Clip(out.tours[i].Readings), d)
			}
		}
	}
	return out
}
