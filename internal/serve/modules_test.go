package serve

import (
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestPageModules: the page's scripts are ES modules that import what
// they use by name, with no build step. Oracle: the files themselves:
// every name a module imports is exported by the module it names; index.html
// loads main.js as the one module script (the others preloaded), and
// config.js and days.js, which the workers read, as plain scripts; no
// module sets a global (window.x = or self.x =); the service worker keeps
// every module, so the page runs offline.
func TestPageModules(t *testing.T) {
	web := page()
	read := func(name string) string {
		data, err := fs.ReadFile(web, name)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	importRE := regexp.MustCompile(`(?m)^import \{([^}]*)\} from "\./([\w-]+\.js)";$`)
	exportRE := regexp.MustCompile(`(?m)^export (?:async function|function|const|let|class) ([A-Za-z_$][\w$]*)`)
	globalRE := regexp.MustCompile(`\b(?:window|self|globalThis)\.\w+\s*=[^=]`)
	modules := map[string]bool{"main.js": true}
	for todo := []string{"main.js"}; len(todo) > 0; {
		name := todo[0]
		todo = todo[1:]
		src := read(name)
		if g := globalRE.FindString(src); g != "" {
			t.Errorf("%s sets a global: %q", name, g)
		}
		for _, m := range importRE.FindAllStringSubmatch(src, -1) {
			from := m[2]
			var exported []string
			for _, e := range exportRE.FindAllStringSubmatch(read(from), -1) {
				exported = append(exported, e[1])
			}
			for _, n := range strings.Split(m[1], ",") {
				if n = strings.TrimSpace(n); !slices.Contains(exported, n) {
					t.Errorf("%s imports %s from %s, which does not export it", name, n, from)
				}
			}
			if !modules[from] {
				modules[from] = true
				todo = append(todo, from)
			}
		}
	}
	if len(modules) < 10 {
		t.Errorf("main.js reaches %d modules, want the page's ten and itself", len(modules))
	}
	html := read("index.html")
	scripts := regexp.MustCompile(`<script[^>]*src="([^"]+)"[^>]*>`).FindAllStringSubmatch(html, -1)
	var plain, module []string
	for _, s := range scripts {
		if strings.Contains(s[0], `type="module"`) {
			module = append(module, s[1])
		} else {
			plain = append(plain, s[1])
		}
	}
	if !slices.Equal(module, []string{"main.js"}) || !slices.Equal(plain, []string{"config.js", "days.js"}) {
		t.Errorf("index.html loads modules %v and scripts %v, want main.js alone as a module and config.js, days.js as scripts", module, plain)
	}
	sw := read("sw.js")
	for m := range modules {
		if !strings.Contains(sw, `"`+m+`"`) {
			t.Errorf("sw.js does not keep %s", m)
		}
		if m != "main.js" && !strings.Contains(html, `<link rel="modulepreload" href="`+m+`">`) {
			t.Errorf("index.html does not preload %s", m)
		}
	}
}
