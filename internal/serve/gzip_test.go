package serve

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestPageGzip: a page file is sent gzipped to a client that accepts it
// and plain to one that does not, the same bytes once unpacked (oracle:
// the embedded file, unpacked by compress/gzip); an unchanged file costs a
// 304 on revalidation; a refused gzip (q=0) and a Range get the plain file.
func TestPageGzip(t *testing.T) {
	srv := New(DefaultLimits(), io.Discard)
	for _, name := range []string{"app.js", "style.css", ""} {
		file := name
		if file == "" {
			file = "index.html"
		}
		want, err := fs.ReadFile(webFiles, "web/"+file)
		if err != nil {
			t.Fatal(err)
		}
		get := func(header ...string) *http.Response {
			r := httptest.NewRequest("GET", "/"+name, nil)
			r.Host = "localhost" // a name the server answers to: others get 421
			for i := 0; i+1 < len(header); i += 2 {
				r.Header.Set(header[i], header[i+1])
			}
			w := httptest.NewRecorder()
			srv.ServeHTTP(w, r)
			return w.Result()
		}
		res := get("Accept-Encoding", "br, gzip;q=0.8")
		body, _ := io.ReadAll(res.Body)
		if res.Header.Get("Content-Encoding") != "gzip" || res.Header.Get("Vary") != "Accept-Encoding" {
			t.Fatalf("GET /%s accepting gzip: Content-Encoding %q, Vary %q, want gzip and Accept-Encoding", name, res.Header.Get("Content-Encoding"), res.Header.Get("Vary"))
		}
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(zr)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("GET /%s gzipped unpacks to %d bytes (%v), want the embedded %d", name, len(got), err, len(want))
		}
		if len(body) >= len(want) {
			t.Errorf("GET /%s gzipped: %d bytes, not fewer than the file's %d", name, len(body), len(want))
		}
		if again := get("Accept-Encoding", "gzip", "If-None-Match", res.Header.Get("ETag")); again.StatusCode != http.StatusNotModified {
			t.Errorf("GET /%s with its ETag: status %d, want 304", name, again.StatusCode)
		}
		for _, h := range [][]string{{}, {"Accept-Encoding", "gzip;q=0"}, {"Accept-Encoding", "gzip", "Range", "bytes=0-"}} {
			res := get(h...)
			body, _ := io.ReadAll(res.Body)
			if res.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, want) {
				t.Errorf("GET /%s with %q: Content-Encoding %q, %d bytes, want the plain file", name, h, res.Header.Get("Content-Encoding"), len(body))
			}
		}
	}
}
