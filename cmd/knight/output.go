package main

import (
	"bufio"
	"encoding/json"
	"strconv"

	"github.com/knightcert/knight/board"
)

// jsonDoc writes one JSON object field by field, so that a tour of 10^8
// squares streams out instead of being built in memory first. Fields are
// written in the order they are added.
type jsonDoc struct {
	w     *bufio.Writer
	count int
	err   error
}

func newJSONDoc(w *bufio.Writer) *jsonDoc {
	w.WriteByte('{')
	return &jsonDoc{w: w}
}

func (d *jsonDoc) key(k string) {
	if d.count > 0 {
		d.w.WriteByte(',')
	}
	d.count++
	d.w.WriteString(strconv.Quote(k))
	d.w.WriteByte(':')
}

// field writes k and v marshalled by encoding/json.
func (d *jsonDoc) field(k string, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		if d.err == nil {
			d.err = err
		}
		return
	}
	d.key(k)
	d.w.Write(data)
}

// squares writes k and p, squares of board b, as an array of algebraic
// squares, streamed.
func (d *jsonDoc) squares(k string, b board.Board, p []board.Square) {
	d.key(k)
	sw := board.NewSquareWriter(d.w, b)
	sw.WriteString("[")
	for i, s := range p {
		if i > 0 {
			sw.WriteString(",")
		}
		sw.WriteString(`"`)
		sw.WriteSquare(s)
		sw.WriteString(`"`)
	}
	sw.WriteString("]")
	if err := sw.Flush(); err != nil && d.err == nil {
		d.err = err
	}
}

// end closes the object with a newline and flushes.
func (d *jsonDoc) end() error {
	d.w.WriteString("}\n")
	if err := d.w.Flush(); err != nil {
		return err
	}
	return d.err
}
