// Motion that explains (issue #40): when the board changes under a player's eyes, a die just
// rolled tumbles and settles on its face, a card just turned flips, a piece that moved glides
// from where it stood and a number counts to its new value. It is decoration over the new page:
// app.js puts the page in place first (it is tappable at once), and this only measures the old
// board before the swap ("tabletop:swap") and plays over the new one ("tabletop:swapped").
// Nothing runs on a page's first load, under prefers-reduced-motion, or longer than 400 ms.
//
// The host knows no game: a picture is known by its data-pic ("kind:id") and its mark
// (b-new, b-moved, b-down, b-was); how a picture arrives is its game's word, the CSS custom
// property --motion on its SVG ("roll" for a die; a card "turn"s, the default).
"use strict";
(function () {
  const main = document.getElementById("main");
  if (!main || !window.matchMedia || !Element.prototype.animate) return;
  const still = window.matchMedia("(prefers-reduced-motion: reduce)");
  const ARRIVE = 380;
  const GLIDE = 360;
  const COUNT = 360;
  const NUMBER = /\d+/g;
  // Text that is a control's label or part of a picture is not counted: it names, not tallies.
  const NOT_COUNTED = "svg, button, summary, label, input, select, textarea, script, style";
  let before = null;

  function shown(element) {
    return element.getClientRects().length > 0;
  }

  function sectionOf(element) {
    const section = element.closest(".b-section");
    return section ? section.className : "";
  }

  // Pictures by identity: "kind:id" and its occurrence among the shown ones, so two goblins or
  // a captain and the ghost where he stood (b-was, left out) are told apart.
  function pictures() {
    const found = new Map();
    const seen = {};
    main.querySelectorAll("[data-pic]").forEach(function (pic) {
      if (pic.classList.contains("b-was") || !shown(pic)) return;
      const kind = pic.dataset.pic;
      seen[kind] = (seen[kind] || 0) + 1;
      found.set(kind + "#" + seen[kind], pic);
    });
    return found;
  }

  function where(pic) {
    const box = pic.getBoundingClientRect();
    const section = pic.closest(".b-section");
    const frame = section ? section.getBoundingClientRect() : { left: -scrollX, top: -scrollY };
    return { x: box.left - frame.left, y: box.top - frame.top, section: sectionOf(pic) };
  }

  // The numbers of the board's text, by section and order: a count, a score, a life.
  function numbers() {
    const found = new Map();
    main.querySelectorAll(".b-board .b-section, [data-count]").forEach(function (block) {
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      let n = 0;
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!/\d/.test(text.data) || text.parentElement.closest(NOT_COUNTED)) continue;
        n += 1;
        found.set(block.className + "#" + n, text);
      }
    });
    return found;
  }

  function meters() {
    const found = new Map();
    main.querySelectorAll(".b-meter").forEach(function (meter, n) {
      const bar = meter.querySelectorAll("rect")[1];
      if (bar) found.set(sectionOf(meter) + "#" + n, bar);
    });
    return found;
  }

  function look() {
    const pics = new Map();
    const fresh = {};
    const down = {};
    pictures().forEach(function (pic, key) {
      pics.set(key, where(pic));
      const kind = pic.dataset.pic;
      if (pic.classList.contains("b-new")) fresh[kind] = (fresh[kind] || 0) + 1;
      if (pic.classList.contains("b-down")) down[sectionOf(pic)] = (down[sectionOf(pic)] || 0) + 1;
    });
    const said = new Map();
    numbers().forEach(function (text, key) { said.set(key, text.data); });
    const bars = new Map();
    meters().forEach(function (bar, key) { bars.set(key, parseFloat(bar.getAttribute("width"))); });
    return { pics: pics, fresh: fresh, down: down, said: said, bars: bars };
  }

  function motionOf(pic) {
    const drawn = pic.querySelector("svg") || pic;
    return getComputedStyle(drawn).getPropertyValue("--motion").trim() || "turn";
  }

  // A die tumbles in from above, faces of its kind's other dice flickering on it, and settles
  // on its own face, which is under the flicker from the first frame.
  const TUMBLE = [
    { transform: "translate(-18%, -55%) rotate(-220deg) scale(.75)", filter: "blur(1.5px)" },
    { transform: "translate(8%, 6%) rotate(-40deg) scale(1.06)", filter: "blur(.5px)",
      offset: 0.6 },
    { transform: "translate(-2%, 0) rotate(8deg)", filter: "none", offset: 0.82 },
    { transform: "none", filter: "none" },
  ];
  function roll(pic, faces) {
    const die = pic.querySelector("svg");
    if (!die) return;
    const timing = { duration: ARRIVE, easing: "ease-out" };
    const box = die.getBoundingClientRect();  // where it lands: measured before it moves
    die.animate(TUMBLE, timing);
    const kind = pic.dataset.pic.split(":")[0] + ":";
    const others = faces.filter(function (face, n) {
      const id = face.dataset.pic;
      return id !== pic.dataset.pic && id.startsWith(kind)
        && faces.findIndex(function (first) { return first.dataset.pic === id; }) === n;
    });
    if (!others.length) return;
    const frame = pic.getBoundingClientRect();
    const layer = document.createElement("span");
    layer.setAttribute("aria-hidden", "true");
    layer.style.cssText = "position:absolute;pointer-events:none;left:" + (box.left - frame.left)
      + "px;top:" + (box.top - frame.top) + "px;width:" + box.width + "px;height:"
      + box.height + "px";
    const slots = Math.min(3, others.length);
    for (let i = 0; i < slots; i += 1) {
      const face = others[(i + pic.dataset.pic.length) % others.length]
        .querySelector("svg").cloneNode(true);
      face.removeAttribute("role");
      face.removeAttribute("aria-label");
      face.querySelectorAll("title").forEach(function (title) { title.remove(); });
      face.style.cssText = "position:absolute;left:0;top:0;width:100%;height:100%;opacity:0";
      layer.appendChild(face);
      // Each face shows for a slice of the tumble's first 60 %, then it is the die's own.
      const from = (i / slots) * 0.6;
      const to = ((i + 1) / slots) * 0.6;
      face.animate([
        { opacity: 0, offset: 0 }, { opacity: 0, offset: from }, { opacity: 1, offset: from },
        { opacity: 1, offset: to }, { opacity: 0, offset: to }, { opacity: 0, offset: 1 },
      ], { duration: ARRIVE, easing: "linear" });
    }
    pic.appendChild(layer);
    layer.animate(TUMBLE, timing).finished.then(gone, gone);
    function gone() { layer.remove(); }
  }

  // A card turns from its edge to its face.
  function turn(pic) {
    pic.animate([
      { transform: "perspective(600px) rotateY(90deg) scale(.92)" },
      { transform: "perspective(600px) rotateY(-12deg) scale(1.03)", offset: 0.7 },
      { transform: "none" },
    ], { duration: ARRIVE, easing: "ease-out" });
  }

  // A piece glides from where it stood (in its section: the page may have moved around it).
  function glide(pic, was) {
    const now = where(pic);
    const dx = was.x - now.x;
    const dy = was.y - now.y;
    if (Math.abs(dx) < 2 && Math.abs(dy) < 2) return;
    pic.animate([
      { transform: "translate(" + dx + "px, " + dy + "px)", zIndex: 3 },
      { transform: "translate(" + dx * 0.5 + "px, " + dy * 0.5 + "px) scale(1.3)", zIndex: 3,
        offset: 0.5 },
      { transform: "none", zIndex: 3 },
    ], { duration: GLIDE, easing: "ease-in-out" });
  }

  // A number counts from its old value; its clock is an animation (so it is paused, sought and
  // cancelled like the others) and the text ends as the server wrote it.
  function count(text, old) {
    const from = old.match(NUMBER);
    const to = text.data.match(NUMBER);
    const last = text.data;
    const host = text.parentElement;
    const clock = host.animate([{ opacity: 1 }, { opacity: 1 }], { duration: COUNT });
    function step() {
      const progress = clock.effect.getComputedTiming().progress;
      if (progress === null || clock.playState === "finished" || !host.isConnected
          || text.parentElement !== host) {
        if (text.parentElement === host) text.data = last;
        return;
      }
      let n = 0;
      text.data = last.replace(NUMBER, function (now) {
        const a = parseInt(from[n], 10);
        const b = parseInt(now, 10);
        n += 1;
        return String(Math.round(a + (b - a) * progress));
      });
      requestAnimationFrame(step);
    }
    if (from.length === to.length) step();
    clock.finished.then(function () { if (text.parentElement === host) text.data = last; },
      function () { if (text.parentElement === host) text.data = last; });
  }

  function play(old) {
    const now = pictures();
    const fresh = {};
    const down = {};
    const faces = [];
    now.forEach(function (pic) {
      if (pic.classList.contains("b-down")) down[sectionOf(pic)] = (down[sectionOf(pic)] || 0) + 1;
      if (motionOf(pic) === "roll" && pic.querySelector("svg")) faces.push(pic);
    });
    now.forEach(function (pic, key) {
      const kind = pic.dataset.pic;
      const section = sectionOf(pic);
      let arrived = false;
      if (pic.classList.contains("b-new")) {
        // newly marked: more of this kind wear the mark than before
        fresh[kind] = (fresh[kind] || 0) + 1;
        arrived = fresh[kind] > (old.fresh[kind] || 0);
      } else if (!old.pics.has(key) && !pic.classList.contains("b-down")
                 && (down[section] || 0) < (old.down[section] || 0)) {
        arrived = true;  // where a face-down thing was turned up
      }
      if (arrived) {
        const how = motionOf(pic);
        if (how === "roll") roll(pic, faces);
        else if (how !== "none") turn(pic);
      } else if (pic.classList.contains("b-moved") && old.pics.has(key)) {
        const was = old.pics.get(key);
        if (was.section === section) glide(pic, was);
      }
    });
    numbers().forEach(function (text, key) {
      const said = old.said.get(key);
      if (said === undefined || said === text.data) return;
      if (said.replace(NUMBER, "#") === text.data.replace(NUMBER, "#")) count(text, said);
    });
    meters().forEach(function (bar, key) {
      const width = parseFloat(bar.getAttribute("width"));
      const was = old.bars.get(key);
      if (was === undefined || was === width || !(width > 0)) return;
      bar.style.transformOrigin = "0 0";
      bar.animate([{ transform: "scaleX(" + was / width + ")" }, { transform: "none" }],
        { duration: COUNT, easing: "ease-out" });
    });
  }

  document.addEventListener("tabletop:swap", function () {
    before = still.matches ? null : look();
  });
  document.addEventListener("tabletop:swapped", function () {
    const old = before;
    before = null;
    if (old && !still.matches) play(old);
  });
})();
