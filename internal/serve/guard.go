//go:build !(js && wasm)

package serve

import (
	"errors"
	"fmt"
	"mime"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"
)

// This file holds what keeps other web pages from driving the server: a
// page on another site, or one that rebinds its own name to this
// server's address, must not be able to make a user's browser send work
// here. Non-browser clients (curl, scripts) send none of the headers
// checked below but Host, and are served.

// hostAllowed says whether host (a request's Host, with or without its
// port) names this server: an IP address (what a browser sends when told
// the address, which no other site's page can be served under), a
// loopback name (localhost, *.localhost), or one of the names in extra
// ([Limits.Hosts], knight serve's -host). A rebinding page comes with its
// own name, which is none of these.
func hostAllowed(host string, extra []string) bool {
	name := host
	if h, _, err := net.SplitHostPort(host); err == nil {
		name = h
	}
	name = strings.TrimSuffix(strings.ToLower(strings.Trim(name, "[]")), ".")
	switch {
	case name == "":
		return false
	case net.ParseIP(name) != nil:
		return true
	case name == "localhost" || strings.HasSuffix(name, ".localhost"):
		return true
	}
	return slices.ContainsFunc(extra, func(e string) bool { return strings.EqualFold(strings.TrimSuffix(e, "."), name) })
}

// errCrossOrigin is a request another web page made a browser send.
var errCrossOrigin = errors.New("cross-origin request refused")

// crossOrigin refuses what another page may have made a browser send:
// a Host that names no server here (DNS rebinding: 421), and, for
// anything but GET and HEAD, an Origin other than the server's own or a
// fetch the browser marks as from another site (403). A browser's POST
// to the API must also carry a type no page may send without asking the
// server first (a CORS preflight, which this server never grants): not
// text/plain, application/x-www-form-urlencoded or multipart/form-data,
// the types of a plain HTML form. The page sends
// application/octet-stream.
func crossOrigin(r *http.Request, hosts []string) (status int, err error) {
	if !hostAllowed(r.Host, hosts) {
		return http.StatusMisdirectedRequest, fmt.Errorf("%w: Host %q is not a name of this server (an IP address, localhost, or a name given to knight serve -host)", errCrossOrigin, r.Host)
	}
	if r.Method == http.MethodGet || r.Method == http.MethodHead || r.Method == http.MethodOptions {
		return 0, nil
	}
	origin := r.Header.Get("Origin")
	if origin != "" {
		u, err := url.Parse(origin)
		if err != nil || u.Host == "" || !strings.EqualFold(u.Host, r.Host) || u.Scheme != scheme(r) {
			return http.StatusForbidden, fmt.Errorf("%w: Origin %q is not this server's own (%s://%s); only the server's own page may ask", errCrossOrigin, origin, scheme(r), r.Host)
		}
	}
	switch r.Header.Get("Sec-Fetch-Site") {
	case "", "same-origin", "none":
	default:
		return http.StatusForbidden, fmt.Errorf("%w: the browser marks it as sent from another site (Sec-Fetch-Site: %s); only the server's own page may ask", errCrossOrigin, r.Header.Get("Sec-Fetch-Site"))
	}
	if origin == "" && r.Header.Get("Sec-Fetch-Site") == "" {
		return 0, nil // not a browser's request
	}
	if simpleType(r.Header.Get("Content-Type")) {
		return http.StatusUnsupportedMediaType, fmt.Errorf("%w: a browser's request must be sent as application/octet-stream or application/json, not %q, which any page's form may send", errCrossOrigin, r.Header.Get("Content-Type"))
	}
	return 0, nil
}

// simpleType says whether a request of this Content-Type is one any
// page may make a browser send without a preflight (the CORS-safelisted
// types; none given counts as text/plain).
func simpleType(contentType string) bool {
	if contentType == "" {
		return true
	}
	t, _, err := mime.ParseMediaType(contentType)
	if err != nil {
		return true
	}
	switch t {
	case "text/plain", "application/x-www-form-urlencoded", "multipart/form-data":
		return true
	}
	return false
}

func scheme(r *http.Request) string {
	if r.TLS != nil {
		return "https"
	}
	return "http"
}
