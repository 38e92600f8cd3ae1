// Where the page's answers come from. Served by knight serve, this file
// leaves the engine empty and the page asks the server (POST /v1/...).
// knight serve -static DIR writes its own config.js naming engine.js and
// the folder's version, and the page then runs the engine compiled to
// WebAssembly in the browser. self, not window: the engine's worker and
// the service worker read it too.
"use strict";
self.knightEngine = "";
self.knightVersion = "";
