// The service worker of the web face (issue #23: installable and offline). The server puts
// CACHE (the version of tabletop and a digest of every file below), PRECACHE (what the pages
// load, with the offline page) and COPY (the line over a kept copy, in each language) in
// front of this file, so an upgrade or any changed asset is a new worker with a cache of its
// own, and the old cache goes.
//
// - The files every page loads are kept at install and answered from the cache (their
//   addresses carry the version).
// - A page opened (a seat, the host's pages) comes from the network first; a copy is kept on
//   this device only and shown when the table does not answer, with a line above it saying
//   so (COPY, in the page's language), so a page is never stale while the host is reachable.
//   A game page sends its copy again whenever the game moves on (app.js), so the copy is the
//   game as this device last saw it. A page with a query (a hotseat's ready=, a log's page)
//   is never kept: its own seat's secret must not outlive the hand-over.
// - Nothing else is touched: posts, the live stream, /api/, the main part app.js fetches.
"use strict";

const OFFLINE = "/offline";
const KEPT = /^\/(?:|history|stats|tally|s\/[A-Za-z0-9_-]+(?:\/log|\/rules)?)$/;

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return cache.addAll(PRECACHE.map(function (url) {
      // Asked again of the server (an unchanged file is a short "not modified"), never
      // taken from the browser's cache as it was under the worker before.
      return new Request(url, { cache: "no-cache" });
    }));
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) {
      return name.startsWith("tabletop-") && name !== CACHE;
    }).map(function (name) { return caches.delete(name); }));
  }).then(function () { return self.clients.claim(); }));
});

self.addEventListener("message", function (event) {
  const data = event.data || {};
  if (typeof data.keep !== "string" || !KEPT.test(data.keep) || typeof data.html !== "string") {
    return;
  }
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    return cache.put(data.keep, new Response(data.html, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    }));
  }));
});

self.addEventListener("fetch", function (event) {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(request.method === "GET" ? page(event, url) : posted(request));
  } else if (request.method === "GET" && PRECACHE.includes(url.pathname + url.search)) {
    event.respondWith(caches.match(request).then(function (kept) {
      return kept || fetch(request);
    }));
  }
});

async function page(event, url) {
  try {
    const response = await fetch(event.request);
    if (response.ok && response.type === "basic" && !url.search && KEPT.test(url.pathname)) {
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then(function (cache) {
        return cache.put(url.pathname, copy);
      }));
    }
    return response;
  } catch (error) {  // the table does not answer: this device's last copy, else the notice
    const cache = await caches.open(CACHE);
    const kept = await cache.match(url.pathname);
    return (kept && await marked(kept)) || (await cache.match(OFFLINE)) || Response.error();
  }
}

// The kept copy, with a line under the bar saying that it is one.
async function marked(kept) {
  const html = await kept.text();
  const lang = (/<html lang="(\w+)"/.exec(html) || [])[1];
  const line = '<p class="offline-copy" role="status">' + (COPY[lang] || COPY.en) + "</p>";
  return new Response(html.replace("</header>", "</header>" + line), {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}

async function posted(request) {
  try {
    return await fetch(request);
  } catch (error) {
    return (await caches.match(OFFLINE)) || Response.error();
  }
}
