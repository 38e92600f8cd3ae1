// The engine in a Web Worker: knight.wasm (cmd/knight-wasm), the same
// HTTP handler as knight serve, answering requests built in memory. It
// runs apart from the page so that a long answer never freezes it.
//
// The engine is fetched once, as knight.wasm.gz (a quarter of its size),
// unpacked here, and kept in the browser's cache named by the folder's
// version (config.js): a later visit reads it from there and does not
// touch the network. While it downloads, the page hears the bytes
// received ({progress: [got, total]}).
"use strict";
importScripts("wasm_exec.js", "config.js");

const CACHE = "knight-" + self.knightVersion;
const ENGINE_GZ = "knight.wasm.gz";

// download reads res's body, telling the page how far it got, and
// returns the bytes.
async function download(res) {
  const total = Number(res.headers.get("Content-Length")) || 0;
  const reader = res.body.getReader();
  const chunks = [];
  let got = 0, told = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    got += value.length;
    if (got - told > 64 * 1024) { told = got; self.postMessage({ progress: [got, total] }); }
  }
  self.postMessage({ progress: [got, total] });
  const out = new Uint8Array(got);
  let at = 0;
  for (const c of chunks) { out.set(c, at); at += c.length; }
  return out;
}

// unpack returns the WebAssembly bytes of data: gunzipped, unless a host
// already undid the gzip (Content-Encoding) and data is the module itself.
async function unpack(data) {
  if (data[0] !== 0x1f || data[1] !== 0x8b) return data;
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// engineBytes is the engine's module: from the cache, or fetched once and
// kept there; without DecompressionStream, knight.wasm as it is.
async function engineBytes() {
  if (typeof DecompressionStream !== "function") {
    const res = await fetch("knight.wasm");
    if (!res.ok) throw new Error(`knight.wasm: ${res.status} ${res.statusText}`);
    return download(res);
  }
  let cache = null;
  try { cache = await caches.open(CACHE); } catch (err) { /* no cache here (not https): fetch each time */ }
  const kept = cache && await cache.match(ENGINE_GZ);
  if (kept) {
    self.postMessage({ progress: [0, 0], cached: true });
    return unpack(new Uint8Array(await kept.arrayBuffer()));
  }
  const res = await fetch(ENGINE_GZ);
  if (!res.ok) throw new Error(`${ENGINE_GZ}: ${res.status} ${res.statusText}`);
  const data = await download(res);
  if (cache) cache.put(ENGINE_GZ, new Response(data, { headers: { "Content-Type": "application/gzip" } })).catch(() => {});
  return unpack(data);
}

const ready = (async () => {
  const go = new Go();
  const { instance } = await WebAssembly.instantiate(await engineBytes(), go.importObject);
  // main defines knightRequest and then waits for requests; run returns
  // only if it exits.
  go.run(instance).then(() => { self.knightExited = true; });
  self.postMessage({ ready: true });
})();
ready.catch((err) => self.postMessage({ failed: String(err && err.message || err) }));

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
