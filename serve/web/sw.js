// The static folder's service worker: it keeps the page and the engine
// in the browser's cache, so that a phone that opened the folder once
// runs the page again with no network. Network first, so that a newer
// folder replaces the cached one; the cache only when the network fails.
// knight serve's own page does not register it.
"use strict";
const CACHE = "knight";
const FILES = ["./", "index.html", "app.js", "play.js", "argument.js", "evidence.js", "check.js", "survey.js", "puzzle.js", "puzzle-ask.js", "puzzle-evidence.js", "style.css", "puzzle.css", "config.js", "engine.js", "wasm_exec.js", "knight.wasm"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  event.respondWith((async () => {
    try {
      const res = await fetch(event.request);
      if (res.ok) {
        const copy = res.clone();
        caches.open(CACHE).then((cache) => cache.put(event.request, copy));
      }
      return res;
    } catch (err) {
      const cached = await caches.match(event.request, { ignoreSearch: true });
      if (cached) return cached;
      throw err;
    }
  })());
});
