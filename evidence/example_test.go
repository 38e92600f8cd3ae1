package evidence_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/knightcert/knight/evidence"
)

// ExampleRead reads the answer `knight prove -json -board 5x5 -start a2`
// writes and explains its certificate; the same document with a second
// "Start" key is refused, with its position.
func ExampleRead() {
	doc := `{"board":"5x5","start":"a2","closed":false,"status":"none","method":"parity",` +
		`"certificate":{"kind":"colour-count","board":"5x5","visited":1,"from":"a2","rule":"start","dark":13,"light":12},"ms":0.06}`
	d, err := evidence.Read(strings.NewReader(doc), evidence.DefaultLimits)
	if err != nil {
		fmt.Println(err)
		return
	}
	a := d.(evidence.Answer)
	fmt.Println(a.Problem, a.Status, a.Method)
	fmt.Println(a.Certificate.Explain(a.Problem))

	_, err = evidence.Read(strings.NewReader(strings.Replace(doc, `"closed"`, `"Start":"a1","closed"`, 1)), evidence.DefaultLimits)
	fmt.Println(err, errors.Is(err, evidence.ErrDuplicateKey))
	// Output:
	// open tour of 5x5 from a2 none parity
	// 5x5 has 13 dark and 12 light squares; a tour alternates colours, so it must start and end on dark; a2 is light.
	// 1:29: duplicate key "Start" in the document: "start" is given already, and a reader that ignores case would see two true
}
