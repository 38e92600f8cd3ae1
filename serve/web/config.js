// Where the page's answers come from. Served by knight serve, this file
// leaves the engine empty and the page asks the server (POST /v1/...).
// knight serve -static DIR writes its own config.js naming engine.js, and
// the page then runs the engine compiled to WebAssembly in the browser.
"use strict";
window.knightEngine = "";
