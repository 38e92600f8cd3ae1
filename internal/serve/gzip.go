//go:build !(js && wasm)

package serve

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
	"sync"
	"time"
)

// gzipped is a page file compressed, with the ETag of its compressed form.
type gzipped struct {
	data []byte
	etag string
}

// pageGzip holds the page's compressible files gzipped, by name, made
// once at the first request that accepts gzip: about a third of the
// bytes for the page's scripts and styles.
var pageGzip = sync.OnceValue(func() map[string]gzipped {
	out := map[string]gzipped{}
	web := page()
	fs.WalkDir(web, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !compressible(name) {
			return err
		}
		data, err := fs.ReadFile(web, name)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		out[name] = gzipped{gzipBytes(data), `"` + hex.EncodeToString(sum[:8]) + `-gz"`}
		return nil
	})
	return out
})

// acceptsGzip says whether the request's Accept-Encoding names gzip with
// a weight above zero.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.TrimSpace(coding) != "gzip" && strings.TrimSpace(coding) != "*" {
			continue
		}
		q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}

// serveGzip answers a GET or HEAD of the page file name ("" is
// index.html) with its gzipped copy when the client accepts gzip; it
// reports false, having written nothing, when it does not apply, and the
// plain file server answers instead.
func serveGzip(w http.ResponseWriter, r *http.Request, name string) bool {
	w.Header().Add("Vary", "Accept-Encoding")
	// The file server sends /index.html to / (a redirect); so does this.
	if path.Base(name) == "index.html" {
		return false
	}
	if name == "" || strings.HasSuffix(name, "/") {
		name += "index.html"
	}
	if !acceptsGzip(r) || r.Header.Get("Range") != "" {
		return false
	}
	g, ok := pageGzip()[name]
	if !ok {
		return false
	}
	h := w.Header()
	ctype := mime.TypeByExtension(path.Ext(name))
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	h.Set("Content-Type", ctype)
	h.Set("Content-Encoding", "gzip")
	h.Set("ETag", g.etag)
	// Revalidated on each load: a new server's page replaces the old at
	// once, and an unchanged file costs a 304.
	h.Set("Cache-Control", "no-cache")
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(g.data))
	return true
}
