// The game page follows the game: a Server-Sent Events stream names the version after every
// change, and the main part is fetched again when it differs from the one on screen. Forms
// are sent in the background and answered with the new main part. Without this script every
// form still works as a plain page load.
"use strict";
(function () {
  const main = document.getElementById("main");
  const PART = { "X-Part": "main" };
  let sending = 0;  // forms on their way: their answer is the newest page, with its message
  let announced = null;  // the newest version the stream named

  function version() {  // the game's version and the mark of what is around it (part D)
    const play = main && main.querySelector(".play");
    const mark = play && play.querySelector("[data-mark]");
    return play ? play.dataset.version + (mark ? mark.dataset.mark : "") : null;
  }

  // The main part replaced, told before and after: motion.js measures the board as it was
  // and plays what changed over the new one, which is in place and tappable at once.
  function swap(html) {
    document.dispatchEvent(new Event("tabletop:swap"));
    main.innerHTML = html;
    document.dispatchEvent(new Event("tabletop:swapped"));
  }

  async function refresh() {
    const response = await fetch(location.href, { headers: PART, cache: "no-store" });
    if (response.ok || response.status === 409) {
      const before = version();
      swap(await response.text());
      settle(before);
    }
  }

  // After each change the view goes where this device's next decision is (issue #40): the
  // decision (the board that is the form, or the table's picker) and the line that answered
  // the last tap, whole on the screen when they fit, else the decision's top at the top (the
  // tray of acts sticks to the bottom). Nothing moves while it is another's turn, nor when
  // the game has not moved on (unless a refused tap must show its line).
  function settle(before) {
    folded();
    const play = main.querySelector(".play");
    if (!play || play.dataset.turn !== "1") return;
    if (version() !== before || main.querySelector(".play > .error")) toDecision();
  }
  function toDecision() {
    const offer = main.querySelector(".stage .offer");
    if (!offer) return;
    const said = main.querySelector(".play > .error, .play > .notice");
    const box = offer.getBoundingClientRect();
    const room = window.innerHeight;
    let top = said ? Math.min(box.top, said.getBoundingClientRect().top) : box.top;
    // The decision ends with its tray (what is only read may follow it); a tray stuck to the
    // screen's bottom says where it is, not where it lies: measure it from what precedes it.
    const tray = offer.querySelector(".b-tray");
    const above = tray && tray.previousElementSibling;
    const bottom = above ? above.getBoundingClientRect().bottom + tray.offsetHeight
      + (parseFloat(getComputedStyle(tray.parentElement).rowGap) || 0) : box.bottom;
    if (bottom - top > room) {  // too tall: from its first control to its end, if that fits
      const first = [...offer.querySelectorAll(CONTROLS)]
        .filter(function (e) { return e.checkVisibility ? e.checkVisibility() : true; })
        .map(function (e) { return e.getBoundingClientRect().top; });
      const from = Math.min(said ? said.getBoundingClientRect().top : Infinity, ...first);
      if (bottom - from <= room) top = bottom - room;
    }
    let by = top;
    if (bottom - top <= room) by = top < 0 ? top : Math.max(0, bottom - room);
    if (by) window.scrollBy({ top: by, behavior: "instant" });
  }
  const CONTROLS = "button, summary:not([data-fold] > summary), label.b-src, input[type=number]";

  // A companion tapped shows what it may act on: the last of that, if below the screen,
  // comes into view (the companion stays on it: "nearest" scrolls no further than needed).
  document.addEventListener("change", function (event) {
    const source = event.target;
    if (!source.matches || !source.matches('.b-board input[name="src"]')) return;
    const shown = [...main.querySelectorAll('.b-board [data-src="' + source.id.slice(2) + '"]')]
      .filter(function (e) { return e.checkVisibility ? e.checkVisibility() : true; });
    const last = shown[shown.length - 1];
    if (!last) return;
    last.scrollIntoView({ block: "nearest", behavior: "instant" });
    const tray = main.querySelector(".b-tray");  // stuck to the bottom, it may cover the last
    const under = tray ? last.getBoundingClientRect().bottom - tray.getBoundingClientRect().top : 0;
    if (under > 0) window.scrollBy({ top: under + 4, behavior: "instant" });
  });

  // The odds drawn with a board fold away on a tap, and stay folded on this device.
  const FOLD = "tabletop-fold-";
  function folded() {
    main.querySelectorAll("details[data-fold]").forEach(function (fold) {
      try {
        if (localStorage.getItem(FOLD + fold.dataset.fold) === "1") fold.open = false;
      } catch (error) { /* no storage: the fold stays open */ }
    });
  }
  document.addEventListener("toggle", function (event) {
    const fold = event.target;
    if (!fold.dataset || !fold.dataset.fold) return;
    try { localStorage.setItem(FOLD + fold.dataset.fold, fold.open ? "0" : "1"); } catch (error) {}
  }, true);

  async function send(form, submitter) {
    const data = new FormData(form);
    if (submitter && submitter.name) data.append(submitter.name, submitter.value);
    const get = (form.method || "get").toLowerCase() === "get";
    const target = form.dataset.target && document.querySelector(form.dataset.target);
    let url = form.action;
    const init = { headers: PART, cache: "no-store" };
    if (get) {
      url += (url.includes("?") ? "&" : "?") + new URLSearchParams(data).toString();
    } else {
      init.method = "POST";
      init.body = new URLSearchParams(data);
    }
    main.classList.add("busy");
    sending += 1;
    const counts = countsOf(form);
    try {
      const response = await fetch(url, init);
      const html = await response.text();
      if (target) target.innerHTML = html;
      else if (response.headers.get("content-type", "").startsWith("text/html")) {
        if (response.redirected) history.replaceState(null, "", response.url);
        const before = version();
        swap(html);
        restoreCounts(counts);
        settle(before);
      }
    } catch (error) {
      form.submit();  // the network failed: try again as a plain page load
    } finally {
      sending -= 1;
      main.classList.remove("busy");
      // A change announced while the form was on its way and newer than its answer.
      if (!sending && !target && announced !== null && announced !== version()) {
        refreshKeeping();
      }
    }
  }

  // Draw the newest version, keeping the message the last answer carried (an error or a
  // notice says what happened to the player's own tap; it must not vanish in the redraw).
  async function refreshKeeping() {
    const said = main.querySelector(".play > .error, .play > .notice");
    await refresh();
    const header = main.querySelector(".play > header");
    if (said && header && !main.querySelector(".play > .error, .play > .notice")) {
      header.after(said);
    }
  }

  // A hint that takes its time says so on its button after half a second, and a second tap
  // stops it: the server answers with the best found so far (issue #26).
  const THINKING_AFTER = 500;
  function thinkingSend(form, submitter) {
    const button = form.querySelector("button.hint");
    if (form.dataset.thinking) {  // the second tap
      fetch(form.dataset.stop, { method: "POST", cache: "no-store" }).catch(function () {});
      return;
    }
    form.dataset.thinking = "1";
    const label = button ? button.textContent : "";
    const timer = setTimeout(function () {
      if (button) { button.textContent = button.dataset.thinking; button.classList.add("thinking"); }
    }, THINKING_AFTER);
    send(form, submitter).finally(function () {
      clearTimeout(timer);
      delete form.dataset.thinking;
      if (button) { button.textContent = label; button.classList.remove("thinking"); }
    });
  }

  document.addEventListener("submit", function (event) {
    const form = event.target;
    if (!main || !main.dataset.live || !form.closest("#main")) return;
    event.preventDefault();
    if (form.dataset.stop) { thinkingSend(form, event.submitter); return; }
    // A second tap while the first is on its way is the same move, not another one (a double
    // tap answered "the game moved on" after a move that went through).
    if (sending && (form.method || "get").toLowerCase() === "post") return;
    send(form, event.submitter);
  });

  // Steppers of the table's pickers: − and + change the count next to them.
  document.addEventListener("click", function (event) {
    const button = event.target.closest(".less, .more");
    if (!button) return;
    const input = button.parentElement.querySelector("input");
    const step = button.classList.contains("more") ? 1 : -1;
    const most = parseInt(input.max || "99", 10);
    const least = parseInt(input.min || "0", 10);
    input.value = Math.max(least, Math.min(most, (parseInt(input.value, 10) || 0) + step));
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });

  document.addEventListener("input", function (event) {
    const form = event.target.closest("form.counted");
    if (!form) return;
    const done = form.querySelector(".done");
    let total = 0;
    form.querySelectorAll("input[type=number]").forEach(function (i) {
      total += parseInt(i.value, 10) || 0;
    });
    total += form.querySelectorAll("input[type=checkbox]:checked").length;  // cards on a grid
    done.dataset.picked = total;
    done.classList.toggle("ready", total === parseInt(done.dataset.need, 10));
    const progress = form.querySelector(".progress");
    if (progress) progress.textContent = progress.dataset.template.replace("{picked}", total);
  });

  // The counts of a reveal sent with a wrong total stay as they were tapped, to be put right
  // (issue #23: the picker reset every count).
  function countsOf(form) {
    if (!form.classList.contains("counted")) return null;
    const counts = {};
    form.querySelectorAll("input[type=number]").forEach(function (i) { counts[i.name] = i.value; });
    form.querySelectorAll("input[type=checkbox]:checked").forEach(function (i) { counts[i.name] = true; });
    return counts;
  }
  function restoreCounts(counts) {
    const form = main.querySelector("form.counted");
    if (!counts || !form || !main.querySelector(".play > .error")) return;
    form.querySelectorAll("input[type=number]").forEach(function (i) {
      if (i.name in counts) i.value = counts[i.name];
    });
    form.querySelectorAll("input[type=checkbox]").forEach(function (i) { i.checked = i.name in counts; });
    const first = form.querySelector("input[type=number], input[type=checkbox]");
    if (first) first.dispatchEvent(new Event("input", { bubbles: true }));
  }

  // Your turn, even in a pocket: the tab's title says so, the phone vibrates when the turn
  // comes to this device (where the browser allows it), and the screen stays awake while a
  // game is open (Screen Wake Lock).
  // The tab's icon gets a dot too, and a short tone sounds if this device asked for it (the
  // sound button; remembered on the device).
  let myTurn = false;
  const SOUND = "tabletop-sound";
  function alertTurn() {
    const play = main && main.querySelector(".play");
    if (!play) return;
    const turn = play.dataset.turn === "1";
    if (play.dataset.title) document.title = play.dataset.title;
    const icon = document.querySelector('link[rel="icon"][type="image/svg+xml"]');
    if (icon) icon.href = turn ? "/static/icon-turn.svg" : "/static/icon.svg";
    if (turn && !myTurn) {
      if (navigator.vibrate) navigator.vibrate(200);
      if (soundOn()) tone();
    }
    myTurn = turn;
    const toggle = main.querySelector("button.sound");
    if (toggle) toggle.setAttribute("aria-pressed", soundOn() ? "true" : "false");
  }
  function soundOn() {
    try { return localStorage.getItem(SOUND) === "on"; } catch (error) { return false; }
  }
  function tone() {
    const Audio = window.AudioContext || window.webkitAudioContext;
    if (!Audio) return;
    try {
      const context = new Audio();
      const beep = context.createOscillator();
      const volume = context.createGain();
      beep.frequency.value = 880;
      volume.gain.setValueAtTime(0.15, context.currentTime);
      volume.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.25);
      beep.connect(volume).connect(context.destination);
      beep.start();
      beep.stop(context.currentTime + 0.25);
    } catch (error) { /* no sound here: the title, the icon and the vibration still tell */ }
  }
  document.addEventListener("click", function (event) {
    const toggle = event.target.closest("button.sound");
    if (!toggle) return;
    const on = !soundOn();
    try { localStorage.setItem(SOUND, on ? "on" : "off"); } catch (error) { return; }
    toggle.setAttribute("aria-pressed", on ? "true" : "false");
    if (on) tone();  // the tap that allows sound on this page plays it once
  });
  let wakeLock = null;
  async function stayAwake() {
    if (!("wakeLock" in navigator) || document.visibilityState !== "visible") return;
    try {
      wakeLock = await navigator.wakeLock.request("screen");
    } catch (error) {
      wakeLock = null;  // refused (battery saver, no permission): the page works without it
    }
  }
  if (main && main.dataset.live) {
    folded();
    // The page says where the eye goes, not the scroll of an earlier visit.
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
    if (main.querySelector('.play[data-turn="1"]')) toDecision();
    new MutationObserver(alertTurn).observe(main, { childList: true });
    alertTurn();
    stayAwake();
    document.addEventListener("visibilitychange", stayAwake);
  }

  // Part D, never trapped (issue #23). A form marked data-page (play again) loads as a whole
  // page: its answer is another game, whose stream this page does not follow. A "next game"
  // link that arrives with a live update (someone started the game after this one) is
  // followed: every phone of the old game goes to its seat in the new one.
  document.addEventListener("submit", function (event) {
    if (event.target.hasAttribute("data-page")) event.stopImmediatePropagation();
  }, true);
  if (main && main.dataset.live) {
    new MutationObserver(function () {
      const next = main.querySelector("a[data-follow]");
      if (next) location.assign(next.href);
    }).observe(main, { childList: true });
  }

  if (main && main.dataset.live && window.EventSource) {
    const source = new EventSource(main.dataset.live);
    source.onmessage = function (message) {
      announced = message.data;
      if (!sending && message.data !== version()) refreshKeeping();
    };
  }
})();

// Part C (issue #23): the tally by tapping. The page counts each player's pieces as they are
// tapped and dims a card another player holds (every card exists once); the server checks
// everything when the form is sent, and without this script the form works the same.
(function () {
  function tallied(form) {
    const held = {};
    form.querySelectorAll("input[data-once]:checked").forEach(function (i) {
      held[i.value] = true;
    });
    form.querySelectorAll("input[data-once]").forEach(function (i) {
      i.disabled = !i.checked && held[i.value] === true;
    });
    form.querySelectorAll(".tap-player").forEach(function (block) {
      let count = block.querySelectorAll("input[type=checkbox]:checked").length;
      block.querySelectorAll("input[data-counted]").forEach(function (i) {
        count += Math.max(0, parseInt(i.value, 10) || 0);
      });
      const shown = block.querySelector(".tap-count");
      if (shown) {
        const template = count === 1 ? shown.dataset.one : shown.dataset.many;
        shown.textContent = template.replace("{count}", count);
      }
      const said = block.querySelector(".tap-said");
      const name = block.querySelector(".tap-name input");
      if (said && name) said.textContent = name.value.trim();
    });
  }
  function changed(event) {
    const form = event.target.closest && event.target.closest("form.tally");
    if (form) tallied(form);
  }
  document.addEventListener("input", changed);
  document.addEventListener("change", changed);
})();

// Part B (issue #23): installable and offline. The service worker keeps the files every page
// loads and this device's own pages, and shows them (or a page that says the table is not
// reachable) when the host's server does not answer. Browsers run it only on a secure origin
// (localhost, HTTPS); elsewhere the pages work as before.
(function () {
  if (!("serviceWorker" in navigator)) return;
  window.addEventListener("load", function () {
    navigator.serviceWorker.register("/sw.js").catch(function () {});
  });
  // A game page hands the worker its copy whenever the game moves on, so a page reopened
  // without the table shows the game as this device last saw it. Not a page with a query: a
  // hotseat's ready= shows one seat's secret, which must not outlive the hand-over.
  const main = document.getElementById("main");
  if (!main || !main.dataset.live || location.search) return;
  new MutationObserver(function () {
    const worker = navigator.serviceWorker.controller;
    if (!worker) return;
    // The table answers again: a line saying this was an old copy is no longer true.
    document.querySelectorAll(".offline-copy").forEach(function (line) { line.remove(); });
    worker.postMessage({
      keep: location.pathname,
      html: "<!doctype html>\n" + document.documentElement.outerHTML,
    });
  }).observe(main, { childList: true });
})();

// A move composed of counted parts (issue #23): a game's board may offer dice picked by count
// for a move that takes any number of them. As the counts change, the send button carries the
// move in the game's notation (data-verb, then each data-word as often as counted); the server
// reads it as a typed move and the rules check it.
(function () {
  document.addEventListener("input", function (event) {
    const compose = event.target.closest(".compose");
    if (!compose) return;
    const words = [];
    compose.querySelectorAll("input[data-word]").forEach(function (input) {
      const n = Math.max(0, Math.min(parseInt(input.max || "0", 10), parseInt(input.value, 10) || 0));
      for (let i = 0; i < n; i += 1) words.push(input.dataset.word);
    });
    const go = compose.querySelector(".compose-go");
    go.value = words.length ? compose.dataset.verb + " " + words.join(" ") : "";
    go.disabled = !words.length;
    go.querySelector(".compose-n").textContent = words.length;
  });
})();

// The way back to one's seat (issue #23, never trapped): a device remembers the seat it last
// played; a page that turns it away (a host's page opened from the home screen) offers it.
(function () {
  const main = document.getElementById("main");
  const KEY = "tabletop-seat";
  try {
    if (main && main.dataset.live && location.pathname.startsWith("/s/")) {
      localStorage.setItem(KEY, location.pathname);
    }
    const back = document.querySelector(".last-seat[hidden]");
    const seat = localStorage.getItem(KEY);
    if (back && seat && /^\/s\/[A-Za-z0-9_-]+$/.test(seat)) {
      back.querySelector("a").href = seat;
      back.hidden = false;
    }
  } catch (error) { /* no storage: the page says how to open the seat from the host */ }
})();
