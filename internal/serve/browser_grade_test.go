package serve

import (
	"fmt"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/grade"
	"github.com/knightcert/knight/notation"
)

// TestBrowserGraderDesk chooses three files on the Check tab, a valid tour,
// an invalid one and an unreadable one, and then pastes a square list:
// each tour gets a row whose verdict and fault are those package grade
// gives for the same file (the oracle: grade.Tours called here, without
// the page or the server), the invalid tour is drawn up to its move at
// fault, the unreadable file looks like an error, and the pasted square
// list is read on the board box's 8x8, there from the start.
func TestBrowserGraderDesk(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	files := []string{"seed-8x8.grid", "8x8-swapped.grid", "garbage.bin"}
	wantVerdict := map[string]string{"seed-8x8.grid": "valid", "8x8-swapped.grid": "invalid", "garbage.bin": "unreadable"}
	var paths []string
	oracle := map[string]grade.Verdict{}
	for _, f := range files {
		p, err := filepath.Abs(filepath.Join("..", "..", "testdata", f))
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		vs := grade.Tours(f, strings.NewReader(string(data)), grade.Request{})
		if len(vs) != 1 || vs[0].Status.String() != wantVerdict[f] {
			t.Fatalf("grade.Tours(%s) = %v, want one %s verdict", f, vs, wantVerdict[f])
		}
		oracle[f] = vs[0]
	}
	for _, sc := range browsertest.Screens {
		t.Run(sc.Name, func(t *testing.T) {
			ctx, _ := browse(t, sc)
			if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`.tab[data-tab="check"]`))); err != nil {
				t.Fatal(err)
			}
			if got := browsertest.Eval(t, ctx, `document.getElementById("check-size").value`); got != "8x8" {
				t.Errorf("the board box holds %q, want 8x8 as a value", got)
			}
			if err := chromedp.Do(ctx,
				chromedp.SetUploadFiles(chromedp.ID("check-files"), paths),
				chromedp.WaitVisible(chromedp.CSS(`#grades tbody tr:nth-child(3)`)),
			); err != nil {
				t.Fatalf("grading three files: %v", err)
			}
			rows := browsertest.Eval(t, ctx, `[...document.querySelectorAll("#grades tbody tr")].map(r => [r.dataset.file, r.dataset.verdict, r.querySelector(".fault-msg").textContent, r.querySelector(".board-size").textContent].join("|")).join("\n")`)
			lines := strings.Split(rows, "\n")
			if len(lines) != len(files) {
				t.Fatalf("%d rows, want %d:\n%s", len(lines), len(files), rows)
			}
			for i, line := range lines {
				f := files[i]
				v := oracle[f]
				parts := strings.Split(line, "|")
				if parts[0] != f || parts[1] != v.Status.String() {
					t.Errorf("row %d = %s, want %s %s", i+1, line, f, v.Status)
				}
				switch v.Status {
				case grade.Valid:
					if parts[2] != "none" || parts[3] != v.Result.Board.String() {
						t.Errorf("row %d = %s, want no fault on %v", i+1, line, v.Result.Board)
					}
				case grade.Invalid:
					if parts[2] != v.Fault.Error() {
						t.Errorf("row %d fault = %q, want grade's %q", i+1, parts[2], v.Fault)
					}
				case grade.Unreadable:
					if !strings.Contains(parts[2], v.Fault.Error()) {
						t.Errorf("row %d fault = %q, want grade's %q in it", i+1, parts[2], v.Fault)
					}
				}
			}
			// The invalid tour's drawing: its path up to the move at fault
			// numbered, the move verify names marked.
			want := verifyMove(t, testdataFile(t, "8x8-swapped.grid"), "")
			got := browsertest.Eval(t, ctx, `document.querySelector('#grades tr[data-verdict="invalid"] .sq.fault').dataset.move`)
			if got != strconv.Itoa(want) {
				t.Errorf("marked move = %s, want verify's %d", got, want)
			}
			numbered := browsertest.Eval(t, ctx, `String(document.querySelectorAll('#grades tr[data-verdict="invalid"] .sq:not(.later) .num:not(:empty)').length)`)
			if numbered != strconv.Itoa(want+1) {
				t.Errorf("squares numbered up to the fault = %s, want squares 1 to %d", numbered, want+1)
			}
			// The faulty text is shown marked: the grid is numbered from 0,
			// so the square of move `want` is the cell that reads want.
			mark := browsertest.Eval(t, ctx, `(() => { const m = document.querySelector('#grades tr[data-verdict="invalid"] .fault-text mark'); return m ? m.textContent : "no mark"; })()`)
			if mark != strconv.Itoa(want) {
				t.Errorf("marked text of the invalid tour = %q, want the cell %d of its move at fault", mark, want)
			}
			// An error looks like an error: the unreadable row's verdict is
			// in the error colour, not the valid row's.
			colours := browsertest.Eval(t, ctx, `["valid", "unreadable"].map(v => getComputedStyle(document.querySelector('#grades tr[data-verdict="' + v + '"] .verdict')).color).join("|")`)
			if c := strings.Split(colours, "|"); c[0] == c[1] {
				t.Errorf("valid and unreadable verdicts are both %s", c[0])
			}
			if got := browsertest.Eval(t, ctx, `document.getElementById("check-result").dataset.status`); got != "invalid" {
				t.Errorf("summary status = %q, want invalid", got)
			}
			if n := checkNumberContrast(t, ctx, "#grades .sq .num"); n < 64 {
				t.Errorf("%d numbers drawn in the grader's table, want at least the valid tour's 64", n)
			}
			browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-grader")

			// A pasted square list with a square visited twice, submitted
			// with Ctrl+Enter: read on 8x8 from the box, drawn with the
			// repeated square and the squares never visited marked.
			seed := testdataFile(t, "seed-8x8.grid")
			doc, err := notation.ReadPath(strings.NewReader(seed), notation.ReadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			broken := append(board.Path{}, doc.Path[:40]...)
			broken = append(broken, doc.Path[38])
			browsertest.Eval(t, ctx, `document.getElementById("check-files").value = ""; pendingFiles = []; "ok"`)
			browsertest.SetValue(t, ctx, "tour-text", broken.String())
			if err := chromedp.Do(ctx,
				chromedp.Focus(chromedp.ID("tour-text")),
				chromedp.KeyEvent("\r", chromedp.KeyModifiers(chromedp.ModifierCtrl)),
				chromedp.WaitVisible(chromedp.CSS(`#grades tr[data-file="pasted"] .drawing`)),
			); err != nil {
				t.Fatalf("Ctrl+Enter in the text box: %v", err)
			}
			if got := browsertest.Eval(t, ctx, `document.querySelector('#grades tr[data-file="pasted"] .board-size').textContent`); got != "8x8" {
				t.Errorf("pasted square list read on %s, want the box's 8x8", got)
			}
			repeated := browsertest.Eval(t, ctx, `document.querySelector('#grades tr[data-file="pasted"] .drawing').dataset.repeated`)
			missing := browsertest.Eval(t, ctx, `document.querySelector('#grades tr[data-file="pasted"] .drawing').dataset.missing`)
			if repeated != doc.Path[38].String() {
				t.Errorf("marked as visited twice: %q, want %v", repeated, doc.Path[38])
			}
			if n := len(strings.Fields(missing)); n != 64-40 {
				t.Errorf("marked as never visited: %d squares, want %d", n, 64-40)
			}
			// The square visited again is selected in the text box: the
			// 41st square of the list as pasted.
			selected := browsertest.Eval(t, ctx, `(() => { const ta = document.getElementById("tour-text"); return ta.value.substring(ta.selectionStart, ta.selectionEnd) + "@" + ta.value.substring(0, ta.selectionStart).split(/\s+/).filter(Boolean).length; })()`)
			if want := doc.Path[38].String() + "@40"; selected != want {
				t.Errorf("selected in the text box: %q (text@squares before it), want %q", selected, want)
			}
			browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-grader-pasted")

			// Two files dropped on the panel, graded as chosen ones are;
			// Enter in the board box checks again.
			valid5, bad5 := testdataFile(t, "seed-5x5.json"), testdataFile(t, "5x5-claims-closed.json")
			browsertest.SetValue(t, ctx, "tour-text", "")
			browsertest.Eval(t, ctx, fmt.Sprintf(`(() => {
				const dt = new DataTransfer();
				dt.items.add(new File([%q], "a.json"));
				dt.items.add(new File([%q], "b.json"));
				document.getElementById("check").dispatchEvent(new DragEvent("drop", { dataTransfer: dt, bubbles: true, cancelable: true }));
				return "ok";
			})()`, valid5, bad5))
			if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.CSS(`#grades tr[data-file="b.json"]`))); err != nil {
				t.Fatalf("dropped files: %v", err)
			}
			for _, c := range []struct{ name, text string }{{"a.json", valid5}, {"b.json", bad5}} {
				vs := grade.Tours(c.name, strings.NewReader(c.text), grade.Request{})
				got := browsertest.Eval(t, ctx, fmt.Sprintf(`document.querySelector('#grades tr[data-file=%q]').dataset.verdict`, c.name))
				if got != vs[0].Status.String() {
					t.Errorf("dropped %s: verdict %s, want grade's %s", c.name, got, vs[0].Status)
				}
			}
			browsertest.Eval(t, ctx, `document.querySelector("#grades tbody").replaceChildren(); "ok"`)
			if err := chromedp.Do(ctx,
				chromedp.Focus(chromedp.ID("check-size")),
				chromedp.KeyEvent("\r"),
				chromedp.WaitVisible(chromedp.CSS(`#grades tr[data-file="a.json"]`)),
			); err != nil {
				t.Fatalf("Enter in the board box: %v", err)
			}
		})
	}
}

// TestBrowserServerStopped stops the page's server while a game is on: a
// hint then shows an error with a retry within 5 s (the page's promise:
// a refused connection fails at once, a silent server at 5 s), the
// buttons come back and the spinner goes; with the server back, Retry
// answers.
func TestBrowserServerStopped(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	for _, sc := range browsertest.Screens {
		t.Run(sc.Name, func(t *testing.T) {
			srv := newStoppable(t)
			ctx, _ := browseURL(t, sc, srv.url())
			browsertest.Eval(t, ctx, `for (const id of ["play-w", "play-h"]) { const s = document.getElementById(id); s.value = "6"; s.dispatchEvent(new Event("change")); } "ok"`)
			for _, s := range []string{"a1", "b3"} {
				if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(fmt.Sprintf(`#board [data-sq="%s"]`, s)))); err != nil {
					t.Fatal(err)
				}
			}
			srv.stop(t)
			start := browsertest.Eval(t, ctx, `String(performance.now())`)
			if err := chromedp.Do(ctx,
				chromedp.Click(chromedp.ID("hint")),
				chromedp.WaitVisible(chromedp.CSS(`#play .error .retry`)),
			); err != nil {
				t.Fatalf("no error after the server stopped: %v", err)
			}
			elapsed := browsertest.Eval(t, ctx, `String(performance.now() - `+start+`)`)
			if ms, err := strconv.ParseFloat(elapsed, 64); err != nil || ms > 5000 {
				t.Errorf("the error showed after %s ms, want within 5000", elapsed)
			}
			msg := browsertest.Eval(t, ctx, `document.querySelector("#play .error").textContent`)
			if !strings.Contains(msg, "No answer") {
				t.Errorf("error = %q, want it to say there was no answer", msg)
			}
			state := browsertest.Eval(t, ctx, `[document.getElementById("hint").disabled, document.querySelector("#play .spinner").hidden].join(" ")`)
			if state != "false true" {
				t.Errorf("after the failure hint disabled, spinner hidden = %s, want false true", state)
			}
			if got := browsertest.Eval(t, ctx, focusedJS); got == "BODY" || got == "none" {
				t.Errorf("focus lost after the failure: on %s", got)
			}
			browsertest.Shoot(t, ctx, *screenshots, sc.Name+"-server-stopped")
			srv.start(t)
			if err := chromedp.Do(ctx,
				chromedp.Click(chromedp.CSS(`#play .error .retry`)),
				chromedp.WaitVisible(chromedp.CSS(`#board .sq.hint`)),
			); err != nil {
				t.Fatalf("retry with the server back: %v", err)
			}
			if got := browsertest.Eval(t, ctx, `String(document.querySelector("#play .error").hidden)`); got != "true" {
				t.Errorf("the error still shows after a successful retry")
			}
			if got := browsertest.Eval(t, ctx, focusedJS); got == "BODY" || got == "none" {
				t.Errorf("focus lost after the retry's answer: on %s", got)
			}
		})
	}
}
