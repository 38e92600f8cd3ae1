package serve

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestParamsFirstError: a request with several bad parameters is refused
// with the error of the first the endpoint reads, whatever their order in
// the query. The oracle is the answers of the server whose endpoints
// returned at each parameter's error (main at d9aed13), recorded before
// params kept the first error; the reading order is each endpoint's.
func TestParamsFirstError(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	const (
		seedWant  = `{"error":"query parameter seed=q: want a whole number from -9223372036854775808 to 18446744073709551615"}`
		closedBad = `{"error":"query parameter closed=x: want true or false"}`
	)
	for _, tc := range []struct {
		query, want string
	}{
		{"verify?closed=x&certificate=y", closedBad},
		{"verify?first=x&flip=q", `{"error":"query parameter flip=q: want true or false"}`},
		{"verify?skip-partial=y&read=zzz", `{"error":"verify` + fmtRead("zzz")},
		{"verify?timeout=xx&closed=x", `{"error":"query parameter timeout=xx: want a duration such as 5s or 500ms"}`},
		{"verify?preset=zz&bogus=1", `{"error":"verify: preset: unknown preset \"zz\": want leetcode2596 or cses1689"}`},
		{"render?flip=z&read=qq", `{"error":"render` + fmtRead("qq")},
		{"tour?seed=q&closed=x", closedBad},
		{"tour?budget=z&seed=q", seedWant},
		{"tour?budget=z&rule=xx", `{"error":"query parameter budget=z: want a whole number"}`},
		{"prove?json=t&max-squares=y&closed=x", closedBad},
		{"blame?closed=x&json=q&read=bad", closedBad},
		{"survey?workers=z&json=x", `{"error":"query parameter json=x: want true or false"}`},
		{"puzzle/solve?first=9&count=x", `{"error":"puzzle solve: first 9: want 0 or 1"}`},
		{"puzzle/solve?first=zz", `{"error":"query parameter first=zz: want a whole number"}`},
		{"puzzle/hint?json=x&first=7", `{"error":"puzzle hint: first 7: want 0 or 1"}`},
		{"puzzle/make?json=y&minimal=q&clues=z", `{"error":"query parameter clues=z: want a whole number"}`},
	} {
		t.Run(tc.query, func(t *testing.T) {
			res, body := post(t, srv.URL+"/v1/"+tc.query, "")
			if res.StatusCode != http.StatusBadRequest || string(body) != tc.want+"\n" {
				t.Errorf("POST /v1/%s = %d %s, want 400 %s", tc.query, res.StatusCode, body, tc.want)
			}
		})
	}
}

// fmtRead is the end of the error document of an unknown read format.
func fmtRead(format string) string {
	return `: read: unknown format \"` + format + `\": want auto, alg, prolog, xy, grid, json, numbers or index"}`
}
