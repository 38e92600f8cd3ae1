// The static folder's service worker: it keeps the page in the browser's
// cache, so that a phone that opened the folder once runs the page again
// at once and with no network. Cache first: the cache is named by the
// folder's version (config.js), so that a folder written anew, whose
// config.js differs, fills a new cache and the old one is dropped. The
// engine (knight.wasm.gz) is not fetched here: engine.js fetches it once
// and keeps it in the same cache, so that a first visit downloads it once.
// knight serve's own page does not register it.
"use strict";
importScripts("config.js");
const CACHE = "knight-" + self.knightVersion;
const FILES = ["./", "index.html", "main.js", "app.js", "play.js", "argument.js", "evidence.js", "check.js", "survey.js", "shape.js", "puzzle.js", "puzzle-ask.js", "puzzle-keep.js", "puzzle-evidence.js", "style.css", "puzzle.css", "config.js", "days.js", "engine.js", "wasm_exec.js"];
// ENGINE is kept by engine.js, not here.
const ENGINE = ["knight.wasm.gz", "knight.wasm"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => event.waitUntil((async () => {
  for (const name of await caches.keys()) if (name.startsWith("knight") && name !== CACHE) await caches.delete(name);
  await self.clients.claim();
})()));

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  const url = new URL(event.request.url);
  if (url.origin !== location.origin) return;
  event.respondWith((async () => {
    const cached = await caches.match(event.request, { cacheName: CACHE, ignoreSearch: true });
    if (cached) return cached;
    const res = await fetch(event.request);
    const name = url.pathname.slice(url.pathname.lastIndexOf("/") + 1);
    if (res.ok && !ENGINE.includes(name)) {
      const copy = res.clone();
      caches.open(CACHE).then((cache) => cache.put(event.request, copy));
    }
    return res;
  })());
});
