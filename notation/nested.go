package notation

import (
	"bytes"
	"strconv"

	"github.com/knightcert/knight/board"
)

// A program that prints its tour as a data structure nests it: a list
// of pairs in any brackets, tuples keyed by their step, maps with named
// axes, XML elements with attributes. Such an input is read as the tree
// its brackets, tags and keys make (parseNested), whatever its language:
// the innermost groups that are squares are its leaves (nestedLeaf), and
// a group whose every value is a leaf, or lines of leaves at the top
// level, is a tour (nestedTours). This file holds the tree; nested_read.go
// reads tours from it.

// nestKind is what a value of a nested literal is.
type nestKind int8

const (
	nestNumber nestKind = iota // an integer, a coordinate or a step
	nestSquare                 // an algebraic square, bare or quoted
	nestWord                   // any other word or string
	nestGroup                  // values in brackets, or an element's
	nestOther                  // a mark no literal's grammar puts between values
)

// nestNode is one value of a nested literal.
//
// The small fields come first, side by side, so that a node takes no
// padding, and what only some values have is held apart (x): a tree holds
// a node for each value of the input, most of them bare words and numbers.
type nestNode struct {
	kind      nestKind
	hasNumKey bool         // see key
	broken    bool         // a group its own bracket does not close
	closer    byte         // the bracket that closes a group, 0 for an element
	parent    int32        // the group holding it, -1 at the top
	v         int          // a number's value
	sq        board.Square // a square's
	off, end  int          // its bytes in the text
	x         *nestExt     // nil when the value has no key, values or tag
}

// nestExt is what a keyed value, a group or an element holds besides.
type nestExt struct {
	// key names the value: a word before ':', '=' or "=>", a Clojure
	// keyword, an XML attribute or a one-value element's name, lower
	// case; "" when none. numKey is a number naming it ("[0] => b1",
	// "3: (1, 2)"), when hasNumKey.
	key    string
	keyOff int
	numKey int
	kids   []int32 // a group's values, indices into the tree's nodes
	tag    string  // an element's name
}

func (n nestNode) key() string {
	if n.x == nil {
		return ""
	}
	return n.x.key
}

func (n nestNode) keyOff() int {
	if n.x == nil {
		return 0
	}
	return n.x.keyOff
}

func (n nestNode) numKey() int {
	if n.x == nil {
		return 0
	}
	return n.x.numKey
}

func (n nestNode) kids() []int32 {
	if n.x == nil {
		return nil
	}
	return n.x.kids
}

func (n nestNode) tag() string {
	if n.x == nil {
		return ""
	}
	return n.x.tag
}

// ext is n's own nestExt, made when n has none.
func (n *nestNode) ext() *nestExt {
	if n.x == nil {
		n.x = &nestExt{}
	}
	return n.x
}

// maxNesting bounds the depth of brackets followed: deeper ones are
// marks, so that the tree's walk is bounded whatever the input.
const maxNesting = 64

// nestTree is the values of a text, as its brackets nest them.
type nestTree struct {
	nodes []nestNode
	top   []int32 // the values outside any group, in order
	src   []byte  // the text, for a value's own bytes
	// stem, when set, is the stem of the keys a record's square is read
	// from ("old_" of old_x and old_y): the records' other tour.
	stem string
}

// parseNested reads t's bytes as nested values, in one pass: each byte
// is looked at a bounded number of times (a tag's scan stops at the next
// '<', a string's at the line's end).
func parseNested(b []byte) *nestTree {
	about := valuesAbout(b)
	tr := &nestTree{src: b, nodes: make([]nestNode, 0, about), top: make([]int32, 0, about)}
	var stack []int32
	pendingKey, pendingOff := "", 0
	pendingNum, hasPendingNum := 0, false
	// keyElement is set while the pending key is a <key> element's text
	// (a property list's dict): it names the next value of its group,
	// which a pretty printer puts on the next line.
	keyElement := false
	// unclosedTill is, for a double quote and a single one, the line's
	// end when one of its kind was left unclosed on it: no string of that
	// kind is looked for again before it, so a line is scanned once
	// however many apostrophes it holds.
	var unclosedTill [2]int
	clearKey := func() { pendingKey, hasPendingNum, keyElement = "", false, false }
	add := func(n nestNode) int32 {
		n.parent = -1
		if len(stack) > 0 {
			n.parent = stack[len(stack)-1]
		}
		if pendingKey != "" {
			n.ext().key, n.ext().keyOff = pendingKey, pendingOff
		}
		if hasPendingNum {
			n.ext().numKey, n.hasNumKey, n.ext().keyOff = pendingNum, true, pendingOff
		}
		clearKey()
		k := int32(len(tr.nodes))
		tr.nodes = append(tr.nodes, n)
		if n.parent >= 0 {
			p := &tr.nodes[n.parent]
			p.ext().kids = append(p.ext().kids, k)
		} else {
			tr.top = append(tr.top, k)
		}
		return k
	}
	// removeLast takes back the last value added to the current group:
	// a word that is a group's name (Pair(1, 2)) or a key.
	removeLast := func() {
		if len(stack) > 0 {
			p := &tr.nodes[stack[len(stack)-1]]
			p.x.kids = p.x.kids[:len(p.x.kids)-1]
		} else {
			tr.top = tr.top[:len(tr.top)-1]
		}
	}
	lastKid := func() int32 {
		if kids := tr.kidsOf(parentOf(stack)); len(kids) > 0 {
			return kids[len(kids)-1]
		}
		return -1
	}
	breakAll := func() {
		for _, g := range stack {
			tr.nodes[g].broken = true
		}
		stack = stack[:0]
		clearKey()
	}
	// keyAfter reports whether a key separator (':', '=', "=>") follows
	// at i, on the line, and where the value after it begins.
	keyAfter := func(i int, numeric bool) (int, bool) {
		for i < len(b) && (b[i] == ' ' || b[i] == '\t') {
			i++
		}
		switch {
		case i+1 < len(b) && b[i] == '=' && b[i+1] == '>':
			return i + 2, true
		case i < len(b) && b[i] == '=' && (i+1 == len(b) || b[i+1] != '='):
			return i + 1, true
		case i < len(b) && b[i] == ':' && (i+1 == len(b) || b[i+1] != ':' && !(numeric && isDigit(b[i+1]))):
			return i + 1, true
		}
		return i, false
	}
	// word reads a word or a quoted string, written at off..end, as the
	// key of the value after it when a key separator follows, else as the
	// value val is; it returns where reading goes on.
	word := func(key, val []byte, off, end int) int {
		if next, ok := keyAfter(end, false); ok {
			pendingKey, pendingOff = string(bytes.ToLower(key)), off
			return next
		}
		add(valueOf(val, off, end))
		return end
	}
	// mark adds the mark at i: a run of one mark ("*****", "-----",
	// brackets past maxNesting) is one node, so that a banner of stars
	// costs a node, not a node a star.
	mark := func(i int) {
		if last := len(tr.nodes) - 1; last >= 0 && i > 0 && b[i] == b[i-1] && pendingKey == "" && !hasPendingNum &&
			tr.nodes[last].kind == nestOther && tr.nodes[last].end == i && tr.nodes[last].parent == parentOf(stack) {
			tr.nodes[last].end++
			return
		}
		add(nestNode{kind: nestOther, off: i, end: i + 1})
	}
	open := func(closer byte, tag string, at int) {
		if last := lastKid(); last >= 0 && pendingKey == "" && !hasPendingNum {
			// A word just before the bracket on its line names the
			// group (Pair(1, 2), c(1, 2), List((1, 2))): no value.
			if n := tr.nodes[last]; (n.kind == nestWord || n.kind == nestSquare) && !n.hasNumKey && onlyOf(b[n.end:at], " \t") {
				removeLast()
				if n.key() != "" { // at: Square { ... }: the key is the group's
					pendingKey, pendingOff = n.key(), n.keyOff()
				}
			}
		}
		if len(stack) >= maxNesting {
			mark(at)
			return
		}
		k := add(nestNode{kind: nestGroup, off: at, closer: closer, x: &nestExt{tag: tag}})
		stack = append(stack, k)
	}
	// closeGroup ends the innermost group at i..end; a group of one
	// number followed by a key separator is a key ("[0] => b1").
	closeGroup := func(i, end int) int {
		if keyElement {
			clearKey() // a <key> with no value after it in its group
		}
		g := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		n := &tr.nodes[g]
		n.end = end
		if n.tag() != "" && len(n.kids()) == 1 {
			// <x>3</x>: the element's one value, named by its tag.
			kid := tr.nodes[n.kids()[0]]
			if kid.kind != nestGroup && kid.key() == "" && !kid.hasNumKey {
				// kid gets a nestExt of its own: the node it was copied
				// from stays in the tree.
				x := &nestExt{key: n.tag(), keyOff: n.off, numKey: kid.numKey()}
				kid.parent = n.parent
				if n.key() != "" || n.hasNumKey { // <key>x</key><integer>3</integer>
					x.key, x.keyOff, x.numKey, kid.hasNumKey = n.key(), n.keyOff(), n.numKey(), n.hasNumKey
				}
				kid.x = x
				*n = kid
				if n.key() == "key" && (n.kind == nestWord || n.kind == nestSquare) {
					// <key>x</key>: a property list's key, the name of
					// the value after it, not a value.
					removeLast()
					pendingKey, pendingOff, keyElement = string(bytes.ToLower(b[n.off:n.end])), n.off, true
					return end
				}
			}
		}
		if n.kind == nestGroup && n.tag() == "" && len(n.kids()) == 1 && n.key() == "" && !n.hasNumKey {
			if kid := tr.nodes[n.kids()[0]]; kid.kind == nestNumber && kid.v >= 0 {
				if next, ok := keyAfter(end, false); ok {
					removeLast()
					pendingNum, hasPendingNum, pendingOff = kid.v, true, kid.off
					return next
				}
			}
		}
		return end
	}
	for i := 0; i < len(b); {
		c := b[i]
		switch {
		case c == '\n':
			if !keyElement {
				clearKey()
			}
			i++
		case c == ' ' || c == '\t' || c == '\r' || c == ',' || c == ';':
			i++
		case c == '(' || c == '[' || c == '{':
			open(closing[c], "", i)
			i++
		case c == ')' || c == ']' || c == '}':
			if len(stack) == 0 {
				add(nestNode{kind: nestOther, off: i, end: i + 1})
				i++
				continue
			}
			if n := tr.nodes[stack[len(stack)-1]]; n.closer != c {
				breakAll()
				i++
				continue
			}
			i = closeGroup(i, i+1)
		case c == '<':
			i = parseTag(tr, b, i, open, closeGroup, &stack, add, breakAll)
		case c == '"' || c == '\'':
			q := 0
			if c == '\'' {
				q = 1
			}
			end, ok := 0, false
			if i >= unclosedTill[q] {
				end, ok = stringAt(b, i, len(b))
			}
			if !ok {
				if end < 0 { // no quote of its kind closes one on this line
					unclosedTill[q] = len(b)
					if nl := bytes.IndexByte(b[i+1:], '\n'); nl >= 0 {
						unclosedTill[q] = i + 1 + nl
					}
				}
				add(nestNode{kind: nestOther, off: i, end: i + 1}) // an apostrophe
				i++
				continue
			}
			i = word(b[i+1:end-1], bytes.TrimSpace(b[i+1:end-1]), i, end)
		case c == ':' && i+1 < len(b) && isLetter(b[i+1]) && (i == 0 || !isLetter(b[i-1]) && !isDigit(b[i-1])):
			// A keyword (:x 1, Clojure's and Ruby's): the key of the
			// value after it, with or without "=>".
			j := i + 1
			for j < len(b) && (isLetter(b[j]) || isDigit(b[j]) || b[j] == '_') {
				j++
			}
			key := string(bytes.ToLower(b[i+1 : j]))
			if next, ok := keyAfter(j, false); ok {
				j = next
			}
			pendingKey, pendingOff = key, i
			i = j
		case isDigit(c):
			j := i
			for j < len(b) && isDigit(b[j]) {
				j++
			}
			switch {
			case j < len(b) && (isLetter(b[j]) || b[j] == '_'):
				// 3x4, 1st: a word
				for j < len(b) && (isLetter(b[j]) || isDigit(b[j]) || b[j] == '_') {
					j++
				}
				add(nestNode{kind: nestWord, off: i, end: j})
			case j+1 < len(b) && b[j] == '.' && isDigit(b[j+1]), j-i > 9:
				for j < len(b) && (isDigit(b[j]) || b[j] == '.') {
					j++
				}
				add(nestNode{kind: nestOther, off: i, end: j}) // no integer
			case j+1 < len(b) && b[j] == '-' && isDigit(b[j+1]):
				// 10-1: a pair written x-y (Prolog's), a group of its own.
				k := j + 1
				for k < len(b) && isDigit(b[k]) {
					k++
				}
				x, _ := strconv.Atoi(string(b[i:j]))
				y, err := strconv.Atoi(string(b[j+1 : k]))
				if err != nil || k-j-1 > 9 || k < len(b) && (isLetter(b[k]) || b[k] == '-' || b[k] == '.' && k+1 < len(b) && isDigit(b[k+1])) {
					add(nestNode{kind: nestOther, off: i, end: k}) // a date, a range of words
					i = k
					continue
				}
				g := add(nestNode{kind: nestGroup, off: i, end: k, closer: '-'})
				stack = append(stack, g)
				add(nestNode{kind: nestNumber, v: x, off: i, end: j})
				add(nestNode{kind: nestNumber, v: y, off: j + 1, end: k})
				stack = stack[:len(stack)-1]
				j = k
			default:
				v, _ := strconv.Atoi(string(b[i:j]))
				if next, ok := keyAfter(j, true); ok {
					pendingNum, hasPendingNum, pendingOff = v, true, i
					i = next
					continue
				}
				neg := i > 0 && b[i-1] == '-'
				if neg {
					v = -v - 1 // below 0 whatever its digits: no coordinate, no step
				}
				add(nestNode{kind: nestNumber, v: v, off: i, end: j})
			}
			i = j
		case isLetter(c) || c == '_' || c >= 0x80:
			j := i
			for j < len(b) && (isLetter(b[j]) || isDigit(b[j]) || b[j] == '_' || b[j] >= 0x80) {
				j++
			}
			i = word(b[i:j], b[i:j], i, j)
		case c == '-' && i+1 < len(b) && isDigit(b[i+1]):
			i++ // a sign: the number after it is below 0
		case c == '.' && (i == 0 || b[i-1] == ' ') && (i+1 == len(b) || b[i+1] == ' '):
			i++ // (6 . 4): a dotted pair's dot
		case c == '#' && i+1 < len(b) && b[i+1] == '{':
			i++ // #{...}: an Erlang or Elixir map
		case c == '%' && i+1 < len(b) && (b[i+1] == '{' || b[i+1] >= 'A' && b[i+1] <= 'Z'):
			i++ // %{...}, %Move{...}: an Elixir map or struct
		default:
			mark(i)
			i++
		}
	}
	breakAll()
	return tr
}

// valuesAbout is about how many values b holds: one begins after each
// separator, and a bracket opens or closes one. The tree is sized by it
// once, because growing a slice of a value a byte copies it over and over,
// and the copies a long input's tree leaves behind are several times its
// size.
func valuesAbout(b []byte) int {
	n, apart := 0, true
	for _, c := range b {
		switch c {
		case ' ', '\t', '\r', '\n', ',', ';':
			apart = true
		case '(', ')', '[', ']', '{', '}', '<', '>':
			n, apart = n+1, true
		default:
			if apart {
				n++
			}
			apart = false
		}
	}
	return n
}

// kidsOf is the values of group parent, or those at the top when parent
// is -1.
func (tr *nestTree) kidsOf(parent int32) []int32 {
	if parent >= 0 {
		return tr.nodes[parent].kids()
	}
	return tr.top
}

// parentOf is the group a value added now goes in: the innermost open
// one, -1 at the top.
func parentOf(stack []int32) int32 {
	if len(stack) > 0 {
		return stack[len(stack)-1]
	}
	return -1
}

// parseTag reads the XML tag at b[i] ('<'): a start tag opens a group
// whose attributes are its keyed values, "/>" closes it at once, an end
// tag closes the group it names; a declaration, comment or anything
// else is a mark. The scan stops at the next '<' or line break that is
// not inside a quoted value, so each byte is scanned once.
func parseTag(tr *nestTree, b []byte, i int, open func(byte, string, int), closeGroup func(int, int) int, stack *[]int32, add func(nestNode) int32, breakAll func()) int {
	other := func() int {
		add(nestNode{kind: nestOther, off: i, end: i + 1})
		return i + 1
	}
	j := i + 1
	if j < len(b) && (b[j] == '?' || b[j] == '!') {
		for j < len(b) && b[j] != '>' && b[j] != '<' {
			j++
		}
		if j < len(b) && b[j] == '>' {
			return j + 1 // <?xml ...?>, <!-- ... -->: no value
		}
		return other()
	}
	closingTag := j < len(b) && b[j] == '/'
	if closingTag {
		j++
	}
	nameStart := j
	for j < len(b) && (isLetter(b[j]) || isDigit(b[j]) && j > nameStart || b[j] == '_' || b[j] == '-' || b[j] == ':') {
		j++
	}
	if j == nameStart || !isLetter(b[nameStart]) && b[nameStart] != '_' {
		return other()
	}
	name := string(bytes.ToLower(b[nameStart:j]))
	if closingTag {
		for j < len(b) && (b[j] == ' ' || b[j] == '\t') {
			j++
		}
		if j >= len(b) || b[j] != '>' {
			return other()
		}
		if len(*stack) == 0 || tr.nodes[(*stack)[len(*stack)-1]].tag() != name {
			breakAll()
			return j + 1
		}
		return closeGroup(i, j+1)
	}
	type attr struct {
		key      string
		keyOff   int
		val      []byte
		from, to int
	}
	var attrs []attr
	for {
		for j < len(b) && (b[j] == ' ' || b[j] == '\t' || b[j] == '\n' || b[j] == '\r') {
			j++
		}
		selfClosed := j+1 < len(b) && b[j] == '/' && b[j+1] == '>'
		if j < len(b) && b[j] == '>' || selfClosed {
			open(0, name, i)
			for _, a := range attrs {
				n := valueOf(a.val, a.from, a.to)
				n.x = &nestExt{key: a.key, keyOff: a.keyOff}
				add(n)
			}
			if selfClosed {
				return closeGroup(j, j+2)
			}
			return j + 1
		}
		ks := j
		for j < len(b) && (isLetter(b[j]) || isDigit(b[j]) || b[j] == '_' || b[j] == '-' || b[j] == ':') {
			j++
		}
		if j == ks || j+1 >= len(b) || b[j] != '=' || b[j+1] != '"' && b[j+1] != '\'' {
			return other()
		}
		q, vs := b[j+1], j+2
		k := vs
		for k < len(b) && b[k] != q && b[k] != '<' && b[k] != '\n' {
			k++
		}
		if k >= len(b) || b[k] != q {
			return other()
		}
		attrs = append(attrs, attr{key: string(bytes.ToLower(b[ks:j])), keyOff: ks, val: bytes.TrimSpace(b[vs:k]), from: vs, to: k})
		j = k + 1
	}
}

// valueOf is the value the word or quoted text w is: an integer, an
// algebraic square (a letter or two and a rank), or a word.
func valueOf(w []byte, off, end int) nestNode {
	if len(w) > 0 && len(w) <= 9 && allDigits(w) {
		v, _ := strconv.Atoi(string(w))
		return nestNode{kind: nestNumber, v: v, off: off, end: end}
	}
	if letters, rank := squareAt(w, 0); letters >= 1 && letters <= 2 && rank > letters && rank == len(w) {
		if s, ok := board.ParseAlgebraic(bytes.ToLower(w)); ok && s.X <= board.MaxSide && s.Y <= board.MaxSide {
			return nestNode{kind: nestSquare, sq: s, off: off, end: end}
		}
	}
	return nestNode{kind: nestWord, off: off, end: end}
}

// onlyOf reports whether every byte of b is one of set's.
func onlyOf(b []byte, set string) bool { return len(bytes.Trim(b, set)) == 0 }
