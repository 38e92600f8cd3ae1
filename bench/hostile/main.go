// Command hostile writes the hostile documents of
// internal/testsupport/hostile into a directory, for bench/hostile.sh:
// chain.json, a case-split chain over a prefix of 1,048,300 squares of
// 1024x1024, and survey.json, a survey of 4x10000 with 20,000 four-lines
// claims.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/knightcert/knight/internal/testsupport/hostile"
)

func main() {
	dir := flag.String("out", ".", "directory to write chain.json and survey.json in")
	flag.Parse()
	for name, write := range map[string]func(io.Writer) error{"chain.json": hostile.CaseSplitChain, "survey.json": hostile.FourLinesSurvey} {
		if err := writeFile(filepath.Join(*dir, name), write); err != nil {
			fmt.Fprintf(os.Stderr, "hostile: %v\n", err)
			os.Exit(1)
		}
	}
}

func writeFile(name string, write func(io.Writer) error) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	if err := write(w); err != nil {
		f.Close()
		return err
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
