// Motion that explains (issue #40): when the board changes, a die just rolled tumbles onto its
// face, a card just turned flips, a piece that moved glides from where it stood, a number counts
// to its new value. Decoration only: app.js has put the new page in place (tappable at once);
// this measures the board before the swap ("tabletop:swap") and plays over the new one
// ("tabletop:swapped"). Never on a first load, under prefers-reduced-motion, or over 400 ms.
// No game is named here: a picture is its data-pic ("kind:id") and its mark (b-new, b-moved,
// b-down, b-was); its game's CSS says how it arrives (--motion: roll; a card turns).
"use strict";
(function () {
  const main = document.getElementById("main");
  if (!main || !window.matchMedia || !Element.prototype.animate) return;
  const still = matchMedia("(prefers-reduced-motion: reduce)");
  const MS = 380;
  const NUMBER = /\d+/g;
  const SKIP = "svg,button,summary,label,input,select,textarea";  // names, not tallies
  const add = (o, k) => { o[k] = (o[k] || 0) + 1; return o[k]; };
  const sectionOf = (e) => { const s = e.closest(".b-section"); return s ? s.className : ""; };
  let before = null;

  function where(e) {
    const box = e.getBoundingClientRect();
    const s = e.closest(".b-section");  // the page may move around it: its section's frame
    const f = s ? s.getBoundingClientRect() : { left: -scrollX, top: -scrollY };
    return { x: box.left - f.left, y: box.top - f.top, s: sectionOf(e) };
  }

  // The board as drawn: pictures by "kind:id#occurrence" (two goblins, a captain and not the
  // ghost where he stood), the new and face-down ones, the numbers of its text, its bars.
  function look() {
    const b = { pics: new Map(), fresh: {}, down: {}, said: new Map(), bars: new Map() };
    const seen = {};
    main.querySelectorAll("[data-pic]").forEach((p) => {
      if (p.classList.contains("b-was") || !p.getClientRects().length) return;
      b.pics.set(p.dataset.pic + "#" + add(seen, p.dataset.pic), { e: p, at: where(p) });
      if (p.classList.contains("b-down")) add(b.down, sectionOf(p));
    });
    main.querySelectorAll(".b-board .b-section, [data-count]").forEach((block) => {
      const walk = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      let n = 0;
      for (let t = walk.nextNode(); t; t = walk.nextNode()) {
        if (/\d/.test(t.data) && !t.parentElement.closest(SKIP)) {
          b.said.set(block.className + "#" + ++n, { t: t, was: t.data });
        }
      }
    });
    main.querySelectorAll(".b-meter").forEach((m, n) => {
      const bar = m.querySelectorAll("rect")[1];
      if (bar) b.bars.set(sectionOf(m) + "#" + n, { e: bar, w: +bar.getAttribute("width") });
    });
    return b;
  }

  const motionOf = (p) => getComputedStyle(p.querySelector("svg") || p)
    .getPropertyValue("--motion").trim() || "turn";

  // A die tumbles in and settles on its own face, drawn from the first frame; faces of other
  // dice of its kind flicker over it on the way.
  const TUMBLE = [
    { transform: "translate(-18%,-55%) rotate(-220deg) scale(.75)", filter: "blur(1.5px)" },
    { transform: "translate(8%,6%) rotate(-40deg) scale(1.06)", filter: "blur(.5px)", offset: .6 },
    { transform: "rotate(8deg)", filter: "none", offset: .82 },
    { transform: "none", filter: "none" },
  ];
  function roll(p, dice) {
    const die = p.querySelector("svg");
    const box = die.getBoundingClientRect();
    const frame = p.getBoundingClientRect();
    die.animate(TUMBLE, MS);
    const kind = p.dataset.pic.split(":")[0] + ":";
    const ids = [...new Set(dice.map((d) => d.dataset.pic))]
      .filter((id) => id !== p.dataset.pic && id.startsWith(kind));
    if (!ids.length) return;
    const layer = document.createElement("span");
    layer.setAttribute("aria-hidden", "true");
    layer.style.cssText = `position:absolute;pointer-events:none;left:${box.left - frame.left}px;`
      + `top:${box.top - frame.top}px;width:${box.width}px;height:${box.height}px`;
    const slots = Math.min(3, ids.length);
    for (let i = 0; i < slots; i += 1) {
      const id = ids[(i + p.dataset.pic.length) % ids.length];
      const face = dice.find((d) => d.dataset.pic === id).querySelector("svg").cloneNode(true);
      face.removeAttribute("role");
      face.removeAttribute("aria-label");
      face.querySelectorAll("title").forEach((t) => t.remove());
      face.style.cssText = "position:absolute;left:0;top:0;width:100%;height:100%;opacity:0";
      layer.append(face);
      const a = (i / slots) * 0.6;  // each face a slice of the first 60 %
      const z = ((i + 1) / slots) * 0.6;
      face.animate([{ opacity: 0 }, { opacity: 0, offset: a }, { opacity: 1, offset: a },
        { opacity: 1, offset: z }, { opacity: 0, offset: z }, { opacity: 0 }], MS);
    }
    p.append(layer);
    const gone = () => layer.remove();
    layer.animate(TUMBLE, MS).finished.then(gone, gone);
  }

  // A number counts from its old value, on an animation's clock (paused, sought or cancelled
  // like the others); the text ends as the server wrote it.
  function count(t, old) {
    const from = old.match(NUMBER);
    const last = t.data;
    if (from.length !== last.match(NUMBER).length) return;
    const host = t.parentElement;
    const clock = host.animate([{ opacity: 1 }, { opacity: 1 }], MS);
    (function step() {
      const p = clock.effect.getComputedTiming().progress;
      if (p === null || clock.playState === "finished" || !host.isConnected) {
        t.data = last;
        return;
      }
      let n = 0;
      t.data = last.replace(NUMBER, (b) => String(Math.round(+from[n] + (b - from[n++]) * p)));
      requestAnimationFrame(step);
    })();
  }

  function play(old) {
    const now = look();
    const fresh = {};
    const dice = [...now.pics.values()].map((v) => v.e).filter((e) => motionOf(e) === "roll");
    now.pics.forEach(({ e, at }, key) => {
      const was = old.pics.get(key);
      const arrived = e.classList.contains("b-new")
        // more of its kind wear the mark than before
        ? add(fresh, e.dataset.pic) > (old.fresh[e.dataset.pic] || 0)
        // or it is face up where something face down was turned
        : !was && !e.classList.contains("b-down") && (now.down[at.s] || 0) < (old.down[at.s] || 0);
      if (arrived) {
        const how = motionOf(e);
        if (how === "roll") roll(e, dice);
        else if (how === "turn") {
          e.animate([{ transform: "perspective(600px) rotateY(90deg) scale(.92)" },
            { transform: "perspective(600px) rotateY(-12deg) scale(1.03)", offset: .7 },
            { transform: "none" }], { duration: MS, easing: "ease-out" });
        }
      } else if (was && e.classList.contains("b-moved") && was.at.s === at.s) {
        const dx = was.at.x - at.x;
        const dy = was.at.y - at.y;
        if (Math.abs(dx) + Math.abs(dy) < 3) return;
        e.animate([{ transform: `translate(${dx}px,${dy}px)`, zIndex: 3 },
          { transform: `translate(${dx / 2}px,${dy / 2}px) scale(1.3)`, zIndex: 3 },
          { transform: "none", zIndex: 3 }], { duration: MS, easing: "ease-in-out" });
      }
    });
    now.said.forEach(({ t }, key) => {
      const was = old.said.get(key);
      if (was && was.was !== t.data
          && was.was.replace(NUMBER, "#") === t.data.replace(NUMBER, "#")) count(t, was.was);
    });
    now.bars.forEach(({ e, w }, key) => {
      const was = old.bars.get(key);
      if (!was || was.w === w || !(w > 0)) return;
      e.style.transformOrigin = "0 0";
      e.animate([{ transform: `scaleX(${was.w / w})` }, { transform: "none" }],
        { duration: MS, easing: "ease-out" });
    });
  }

  document.addEventListener("tabletop:swap", () => { before = still.matches ? null : look(); });
  document.addEventListener("tabletop:swapped", () => {
    if (before && !still.matches) play(before);
    before = null;
  });
})();
