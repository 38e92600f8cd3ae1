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

// engineBytes is the engine's module as bytes: from the cache, or
// fetched; without DecompressionStream, knight.wasm as it is. It is the
// slower way, for a browser that cannot compile while it downloads.
async function engineBytes(cache) {
  if (typeof DecompressionStream !== "function") {
    const res = await fetch("knight.wasm");
    if (!res.ok) throw new Error(`knight.wasm: ${res.status} ${res.statusText}`);
    return download(res);
  }
  const kept = cache && await cache.match(ENGINE_GZ);
  if (kept) return unpack(new Uint8Array(await kept.arrayBuffer()));
  const res = await fetch(ENGINE_GZ);
  if (!res.ok) throw new Error(`${ENGINE_GZ}: ${res.status} ${res.statusText}`);
  return unpack(await download(res));
}

const WASM = { headers: { "Content-Type": "application/wasm" } };

// engineStream compiles the engine while it arrives: from the cache, or
// fetched once, its compressed bytes counted for the page and kept in the
// cache as they pass. A host that already undid the gzip (its own
// Content-Encoding) gives the module itself, kept as it is.
async function engineStream(go, cache) {
  const kept = cache && await cache.match(ENGINE_GZ);
  if (kept) {
    self.postMessage({ progress: [0, 0], cached: true });
    const body = kept.headers.get("X-Knight-Unpacked") ? kept.body : kept.body.pipeThrough(new DecompressionStream("gzip"));
    return WebAssembly.instantiateStreaming(new Response(body, WASM), go.importObject);
  }
  const res = await fetch(ENGINE_GZ);
  if (!res.ok) throw new Error(`${ENGINE_GZ}: ${res.status} ${res.statusText}`);
  const unpacked = /gzip/.test(res.headers.get("Content-Encoding") || "");
  const total = unpacked ? 0 : Number(res.headers.get("Content-Length")) || 0;
  let got = 0, told = 0;
  const count = new TransformStream({
    transform(chunk, out) {
      got += chunk.length;
      if (got - told > 64 * 1024) { told = got; self.postMessage({ progress: [got, total] }); }
      out.enqueue(chunk);
    },
    flush() { self.postMessage({ progress: [got, total] }); },
  });
  const [keep, compile] = res.body.pipeThrough(count).tee();
  const headers = { "Content-Type": unpacked ? "application/wasm" : "application/gzip" };
  if (unpacked) headers["X-Knight-Unpacked"] = "1";
  if (cache) cache.put(ENGINE_GZ, new Response(keep, { headers })).catch(() => {});
  else keep.cancel();
  const body = unpacked ? compile : compile.pipeThrough(new DecompressionStream("gzip"));
  return WebAssembly.instantiateStreaming(new Response(body, WASM), go.importObject);
}

const ready = (async () => {
  let cache = null;
  try { cache = await caches.open(CACHE); } catch (err) { /* no cache here (not https): fetch each time */ }
  let go = new Go(), result;
  try {
    if (typeof DecompressionStream !== "function" || typeof WebAssembly.instantiateStreaming !== "function") throw new Error("no streaming");
    result = await engineStream(go, cache);
  } catch (err) {
    go = new Go();
    result = await WebAssembly.instantiate(await engineBytes(cache), go.importObject);
  }
  // main defines knightRequest and then waits for requests; run returns
  // only if it exits.
  go.run(result.instance).then(() => { self.knightExited = true; });
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
