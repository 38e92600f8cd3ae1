// The engine in a Web Worker: knight.wasm (cmd/knight-wasm), the same
// HTTP handler as knight serve, answering requests built in memory. It
// runs apart from the page so that a long answer never freezes it.
"use strict";
importScripts("wasm_exec.js");

const ready = (async () => {
  const go = new Go();
  let result;
  try {
    result = await WebAssembly.instantiateStreaming(fetch("knight.wasm"), go.importObject);
  } catch (err) {
    // A static host that does not say application/wasm: read it whole.
    const res = await fetch("knight.wasm");
    if (!res.ok) throw new Error(`knight.wasm: ${res.status} ${res.statusText}`);
    result = await WebAssembly.instantiate(await res.arrayBuffer(), go.importObject);
  }
  // main defines knightRequest and then waits for requests; run returns
  // only if it exits.
  go.run(result.instance).then(() => { self.knightExited = true; });
  self.postMessage({ ready: true });
})();

self.onmessage = async (event) => {
  const { id, method, url, body } = event.data;
  try {
    await ready;
    if (self.knightExited || typeof self.knightRequest !== "function") throw new Error("the engine stopped");
    const answer = await self.knightRequest(method, url, body);
    self.postMessage({ id, status: answer.status, type: answer.type, body: answer.body });
  } catch (err) {
    self.postMessage({ id, error: String(err && err.message || err) });
  }
};
