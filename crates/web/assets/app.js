// The boardkit playground page: plain JavaScript, no build step, no library.
// The server draws the board (view.svg) and says where each square or point
// is (view.spots) and how each legal move is made with the mouse
// (view.moves); this script overlays the clickable places, highlights, and
// talks to the JSON API (docs/web.md).
"use strict";

const SVG_NS = "http://www.w3.org/2000/svg";
const SEATS = ["South-West", "North-West", "North-East", "South-East"];
// Sirocco's seats for 2, 3 and 4 players, in turn order.
const SIROCCO_SEATS = { 2: ["South-West", "North-East"], 3: ["South-West", "North-West", "North-East"], 4: SEATS };
const DIE_FACES = ["", "⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];
// How long the page waits before asking the computer, so a person sees each move.
const COMPUTER_PAUSE_MS = 350;
// The largest record the server reads (RECORD_LIMIT in crates/web/src/lib.rs):
// a bigger file is refused here, before it is sent.
const RECORD_LIMIT = 4 * 1024 * 1024;
// The largest variants.ini text the server reads (MAX_VARIANTS_TEXT in
// crates/web/src/games/variant.rs).
const VARIANTS_LIMIT = 256 * 1024;

const $ = (id) => document.getElementById(id);

let view = null;        // the last view from the server
let selected = null;    // the spot name of the picked piece
let sharing = false;    // Towers: picking share recipients
// Variants: a piece from hand to drop, or a move whose wall is still to
// place: { what: "drop" | "wall", name, moves }, the square picked next.
let placing = null;
let recipients = [];    // Towers: the recipients picked so far
let busy = false;       // a request is under way
let thinking = false;   // the computer is thinking
let pending = null;     // the timer of the next computer move
let reviewing = null;   // the earlier position being looked at (GET /positions), or null
let userVariants = null; // the variants.ini text the user loaded, sent with a game of one of its sections

// ---------------------------------------------------------------- API

async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const response = await fetch("/api" + path, init);
  const text = await response.text();
  let data = null;
  try { data = JSON.parse(text); } catch (_) { data = { error: text }; }
  if (!response.ok) {
    const error = new Error((data && data.error) || response.statusText);
    error.status = response.status;
    throw error;
  }
  return data;
}

async function request(method, path, body, whileThinking) {
  busy = true;
  thinking = Boolean(whileThinking);
  showError(null);
  renderStatus();
  try {
    const next = await api(method, path, body);
    busy = false;
    thinking = false;
    show(next);
  } catch (error) {
    busy = false;
    thinking = false;
    showError(error.message);
    renderStatus();
    // The game may have moved on (a conflict): show what the server has.
    if (view && error.status !== 404) {
      try { show(await api("GET", "/games/" + view.id)); } catch (_) { /* keep the error shown */ }
    }
  }
}

// ---------------------------------------------------------------- setup form

function chosenGame() {
  return document.querySelector("input[name=game]:checked").value;
}

function renderSeatChoices() {
  const players = Number($("sirocco-players").value);
  const box = $("sirocco-seats");
  const previous = {};
  box.querySelectorAll("select").forEach((select) => { previous[select.dataset.seat] = select.value; });
  box.textContent = "";
  SIROCCO_SEATS[players].forEach((seat, index) => {
    const label = document.createElement("label");
    label.textContent = seat + " ";
    const select = document.createElement("select");
    select.dataset.seat = seat;
    for (const [value, text] of [["human", "human"], ["computer", "computer"]]) {
      const option = document.createElement("option");
      option.value = value;
      option.textContent = text;
      select.appendChild(option);
    }
    select.value = previous[seat] || (index === 0 ? "human" : "computer");
    label.appendChild(select);
    box.appendChild(label);
  });
}

function showOptions() {
  const game = chosenGame();
  document.querySelectorAll(".options").forEach((box) => { box.hidden = box.dataset.game !== game; });
}

function newGameRequest() {
  const game = chosenGame();
  const body = { game, strength: $("strength").value };
  const list = (text) => text.split(",").filter((name) => name !== "");
  if (game === "scirocco") {
    body.array = Number($("scirocco-array").value);
    body.computer = list($("scirocco-computer").value);
  } else if (game === "sirocco") {
    body.players = Number($("sirocco-players").value);
    body.computer = [...$("sirocco-seats").querySelectorAll("select")]
      .filter((select) => select.value === "computer")
      .map((select) => select.dataset.seat);
  } else if (game === "variant") {
    const choice = $("variant-name").selectedOptions[0];
    body.variant = $("variant-name").value;
    // A section of the user's file: the file goes with the game (the server keeps it with that game only).
    if (choice && choice.dataset.user && userVariants !== null) body.variants = userVariants;
    body.computer = list($("variant-computer").value);
  } else {
    body.width = Number($("towers-width").value);
    body.height = Number($("towers-height").value);
    body.balls = Number($("towers-balls").value);
    body.computer = list($("towers-computer").value);
  }
  const position = $("position").value.trim();
  if (position !== "") {
    // A position replaces the board options (the state text has them).
    delete body.array; delete body.width; delete body.height; delete body.balls;
    body.position = position;
  }
  return body;
}

// ---------------------------------------------------------------- the view

function isComputer(name) {
  return Boolean(view && view.players.some((seat) => seat.name === name && seat.computer));
}

function humanToMove() {
  return view && view.turn !== "over" && view.turn !== "chance" && !isComputer(view.turn);
}

function humanToThrow() {
  return view && view.turn === "chance" && !isComputer(view.to_move);
}

function show(next) {
  endReview(false);
  const changed = !view || view.id !== next.id || view.version !== next.version;
  view = next;
  if (changed) {
    selected = null;
    sharing = false;
    recipients = [];
    placing = null;
  }
  render();
  scheduleComputer();
}

function render() {
  if (reviewing) return;
  renderBoard();
  renderStatus();
  renderActions();
  renderChoices([]);
  renderLegend();
  renderOutcome();
  renderMoveList();
}

function renderBoard() {
  const board = $("board");
  board.innerHTML = view.svg;
  const picture = board.querySelector("svg");
  if (!picture) return;
  picture.removeAttribute("width");
  picture.removeAttribute("height");
  picture.classList.add("picture");
  // Small boards are not blown up past a comfortable size.
  const natural = Number((picture.getAttribute("viewBox") || "").split(" ")[2]) || 600;
  board.style.maxWidth = Math.round(Math.min(Math.max(natural * 1.3, 360), 720)) + "px";
  const overlay = document.createElementNS(SVG_NS, "svg");
  overlay.setAttribute("viewBox", picture.getAttribute("viewBox"));
  overlay.classList.add("overlay");
  overlay.setAttribute("role", "group");
  overlay.setAttribute("aria-label", "board squares");
  board.appendChild(overlay);

  const mine = humanToMove() ? view.moves : [];
  const movable = new Set(mine.filter((mv) => mv.from).map((mv) => mv.from));
  const targets = new Map(); // spot -> kinds of the selected piece's moves there
  if (placing) {
    for (const mv of placing.moves) targets.set(placedOn(mv), [placing.what === "drop" ? "move" : "wall"]);
  } else if (selected && !sharing) {
    for (const mv of mine) {
      if (mv.from === selected && mv.to) {
        if (!targets.has(mv.to)) targets.set(mv.to, []);
        targets.get(mv.to).push(mv.kind);
      }
    }
  }
  const shareable = new Set();
  if (sharing) {
    for (const mv of mine) {
      if (mv.kind === "share" && mv.from === selected) mv.recipients.forEach((r) => shareable.add(r));
    }
  }

  for (const spot of view.spots) {
    const half = spot.size / 2;
    const group = document.createElementNS(SVG_NS, "g");
    group.classList.add("spot");
    group.dataset.spot = spot.name;
    const hit = document.createElementNS(SVG_NS, "rect");
    hit.setAttribute("x", spot.x - half);
    hit.setAttribute("y", spot.y - half);
    hit.setAttribute("width", spot.size);
    hit.setAttribute("height", spot.size);
    hit.classList.add("hit");
    group.appendChild(hit);
    const title = document.createElementNS(SVG_NS, "title");
    title.textContent = spot.title ? spot.name + ": " + spot.title : spot.name;
    group.appendChild(title);

    if (movable.has(spot.name)) {
      group.classList.add("movable");
      // Until a piece is picked, the pieces that can act are framed faintly.
      if (!selected && !placing) group.appendChild(frame(spot, 0.47, "movable-frame"));
    }
    if (spot.name === selected) {
      group.classList.add("selected");
      group.appendChild(frame(spot, 0.46, "selected-frame"));
    }
    if (targets.has(spot.name)) {
      const kinds = targets.get(spot.name);
      group.classList.add("target");
      group.dataset.kinds = kinds.join(" ");
      group.appendChild(targetMark(spot, kinds));
    }
    if (shareable.has(spot.name)) {
      group.classList.add("target", "shareable");
      if (recipients.includes(spot.name)) group.classList.add("chosen");
      group.appendChild(frame(spot, 0.4, recipients.includes(spot.name) ? "share-chosen" : "share-option"));
    }
    group.addEventListener("click", () => clickSpot(spot.name));
    overlay.appendChild(group);
  }
  board.classList.toggle("thinking", thinking);
}

function frame(spot, reach, cls) {
  const r = document.createElementNS(SVG_NS, "rect");
  const half = spot.size * reach;
  r.setAttribute("x", spot.x - half);
  r.setAttribute("y", spot.y - half);
  r.setAttribute("width", 2 * half);
  r.setAttribute("height", 2 * half);
  r.setAttribute("rx", spot.size * 0.08);
  r.classList.add(cls);
  return r;
}

// A move target: a dot for a move to an empty place, a ring for a capture,
// a cross for a capture without moving, dashes for a relayed move, a star
// for a promotion. Shapes differ, not only colours.
function targetMark(spot, kinds) {
  const group = document.createElementNS(SVG_NS, "g");
  group.classList.add("mark");
  const circle = (radius, cls) => {
    const c = document.createElementNS(SVG_NS, "circle");
    c.setAttribute("cx", spot.x);
    c.setAttribute("cy", spot.y);
    c.setAttribute("r", spot.size * radius);
    c.classList.add(cls);
    group.appendChild(c);
  };
  if (kinds.includes("capture") || kinds.includes("stay")) circle(0.42, "mark-capture");
  if (kinds.includes("relay")) circle(0.3, "mark-relay");
  if (kinds.includes("move")) circle(0.14, "mark-move");
  if (kinds.includes("wall")) circle(0.2, "mark-wall");
  if (kinds.includes("stay")) {
    const d = spot.size * 0.22;
    const path = document.createElementNS(SVG_NS, "path");
    path.setAttribute("d", `M${spot.x - d} ${spot.y - d}L${spot.x + d} ${spot.y + d}M${spot.x + d} ${spot.y - d}L${spot.x - d} ${spot.y + d}`);
    path.classList.add("mark-stay");
    group.appendChild(path);
  }
  if (kinds.includes("promote")) {
    const text = document.createElementNS(SVG_NS, "text");
    text.setAttribute("x", spot.x + spot.size * 0.3);
    text.setAttribute("y", spot.y - spot.size * 0.22);
    text.setAttribute("font-size", spot.size * 0.36);
    text.setAttribute("text-anchor", "middle");
    text.classList.add("mark-promote");
    text.textContent = "★";
    group.appendChild(text);
  }
  return group;
}

// What the target marks mean, for the marks this game uses.
const LEGEND = {
  scirocco: [["move", "move"], ["capture", "capture"], ["stay", "capture without moving"], ["relay", "relayed move"], ["promote", "may promote"]],
  sirocco: [["move", "move"], ["capture", "capture"]],
  towers: [["move", "move"], ["capture", "capture"], ["share", "receives a ball in a share"]],
  variant: [["move", "move"], ["capture", "capture"], ["promote", "promotes"]],
};

function renderLegend() {
  const box = $("legend");
  box.textContent = "";
  for (const [kind, words] of LEGEND[view.game] || []) {
    const icon = document.createElementNS(SVG_NS, "svg");
    icon.setAttribute("viewBox", "0 0 40 40");
    icon.classList.add("legend-icon");
    // The promotion star sits at a target's corner: move it to the icon's middle.
    const spot = kind === "promote" ? { x: 8, y: 32, size: 40 } : { x: 20, y: 20, size: 40 };
    icon.appendChild(kind === "share" ? frame(spot, 0.4, "share-option") : targetMark(spot, kind === "stay" ? ["stay"] : [kind]));
    const item = document.createElement("span");
    item.className = "legend-item";
    item.append(icon, words);
    box.appendChild(item);
  }
  box.hidden = box.childElementCount === 0;
}

function renderStatus() {
  const status = $("status");
  status.classList.toggle("is-thinking", thinking);
  if (!view) return;
  let text;
  if (view.outcome) {
    text = "Game over: " + view.outcome.text;
  } else if (thinking) {
    text = (view.turn === "chance" ? "Throwing the die for " + view.to_move : view.turn + " (computer) is thinking") + "…";
  } else if (view.turn === "chance") {
    text = isComputer(view.to_move) ? view.to_move + " (computer) throws the die" : view.to_move + ": throw the die";
  } else if (isComputer(view.turn)) {
    text = view.turn + " (computer) to move";
  } else {
    const mine = view.moves;
    const onlyPass = mine.length === 1 && mine[0].kind === "pass";
    if (onlyPass) text = view.turn + ": the throw allows no move, pass";
    else if (sharing) {
      text = recipients.length === 0
        ? view.turn + ": pick the pieces that receive a ball from " + selected
        : view.turn + ": give " + selected + "'s balls to " + [...recipients].sort().join(", ") + ", or pick more";
    }
    else if (placing && placing.what === "drop") text = view.turn + ": choose where to drop " + placing.name;
    else if (placing) text = view.turn + ": " + placing.name + "; choose the square of the wall";
    else if (selected) text = view.turn + ": choose where " + selected + " goes";
    else text = view.turn + " to move: pick a piece";
    if (view.die) text += " (die: " + view.die + ")";
  }
  status.textContent = text;
}

function renderActions() {
  const chance = humanToThrow() && !busy;
  $("throw").hidden = !(view.game === "sirocco" && view.turn === "chance" && !isComputer(view.to_move));
  $("throw").disabled = !chance;
  const die = $("die");
  // The face the player to move has thrown; none while a throw is due (the
  // last seat's throw beside "Throw the die" would read as this seat's).
  const face = view.turn === "chance" ? null : view.die;
  die.hidden = !(view.game === "sirocco" && face);
  die.textContent = face ? DIE_FACES[face] + " " + face : "";
  die.title = face ? "the die shows " + face : "";
  const shares = humanToMove() && selected && view.moves.some((mv) => mv.kind === "share" && mv.from === selected);
  $("share").hidden = !shares;
  $("share").textContent = sharing ? "Cancel share" : "Share…";
  $("undo").disabled = busy || view.history.length === 0;
  $("hint").disabled = busy || !humanToMove();
  const download = $("download");
  download.hidden = !view.record;
  if (view.record) {
    download.href = "/api/games/" + view.id + "/record";
    download.setAttribute("download", view.game + "-" + view.id + ".txt");
  }
}

// Buttons for moves without squares (a pass), a promotion choice, or a share.
function renderChoices(options) {
  const box = $("choices");
  box.textContent = "";
  const buttons = [...options];
  const pieces = []; // one button per piece in hand: its drops follow on the board
  if (humanToMove() && !busy) {
    for (const mv of view.moves) {
      if (mv.kind === "drop") {
        const piece = mv.move.split("@")[0];
        if (!pieces.some((button) => button.dataset.piece === piece)) pieces.push(dropButton(piece, mv));
      } else if (!mv.from && mv.kind !== "roll") buttons.push(mv);
    }
    if (sharing) {
      const chosen = [...recipients].sort().join(",");
      const share = view.moves.find((mv) => mv.kind === "share" && mv.from === selected && [...mv.recipients].sort().join(",") === chosen);
      const give = document.createElement("button");
      give.type = "button";
      give.className = "primary";
      give.id = "give";
      give.textContent = share ? share.label : "pick the pieces that receive a ball";
      give.disabled = !share;
      if (share) give.addEventListener("click", () => playMove(share.move));
      box.appendChild(give);
    }
  }
  if (options.length > 0) {
    const hint = document.createElement("span");
    hint.className = "choice-hint";
    hint.textContent = "Which move?";
    box.prepend(hint);
  }
  for (const button of pieces) box.appendChild(button);
  for (const mv of buttons) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "choice";
    button.dataset.move = mv.move;
    button.textContent = mv.label;
    button.addEventListener("click", () => playMove(mv.move));
    box.appendChild(button);
  }
  box.hidden = box.childElementCount === 0;
}

// The button of a piece in hand (`piece` as the moves write it: `Q`,
// `+P`): picking it shows where it may be dropped.
function dropButton(piece, first) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "choice drop-piece";
  button.dataset.piece = piece;
  // The label of a drop without its square: "Q (queen) from hand".
  const name = first.label.replace(/ to [a-p][0-9]+$/, "");
  button.textContent = name;
  button.classList.toggle("picked", Boolean(placing && placing.what === "drop" && placing.piece === piece));
  button.addEventListener("click", () => {
    const moves = view.moves.filter((mv) => mv.kind === "drop" && mv.move.split("@")[0] === piece);
    placing = placing && placing.piece === piece ? null : { what: "drop", piece, name, moves };
    selected = null;
    render();
  });
  return button;
}

// The square a placement picks: where a drop lands, or the wall's.
function placedOn(mv) {
  return placing && placing.what === "wall" ? mv.wall : mv.to;
}

function renderOutcome() {
  const box = $("outcome");
  box.hidden = !view.outcome;
  if (view.outcome) {
    box.textContent = "";
    const head = document.createElement("strong");
    head.textContent = view.outcome.winners.length === 0 ? "Draw" : view.outcome.winners.join(" and ") + (view.outcome.winners.length > 1 ? " win" : " wins");
    const reason = document.createElement("div");
    reason.textContent = "by the rule: " + view.outcome.reason;
    box.append(head, reason);
  }
  const scores = $("scores");
  scores.hidden = !view.scores;
  if (view.scores) {
    scores.textContent = "";
    const table = document.createElement("table");
    view.players.forEach((seat, i) => {
      const row = table.insertRow();
      row.insertCell().textContent = seat.name + (seat.computer ? " (computer)" : "");
      row.insertCell().textContent = view.scores[i];
    });
    const caption = table.createCaption();
    caption.textContent = "Scores";
    scores.appendChild(table);
  }
}

function renderMoveList() {
  const box = $("moves");
  box.textContent = "";
  const list = document.createElement("ol");
  list.className = view.game === "sirocco" ? "list-sirocco" : "list-pairs";
  if (view.game === "sirocco") {
    // One line per turn: the throw and the move it allowed.
    let item = null;
    view.history.forEach((played, index) => {
      if (played.by === "chance") {
        item = document.createElement("li");
        item.textContent = DIE_FACES[Number(played.move.slice(5))] + " ";
        item.dataset.ply = index + 1;
        list.appendChild(item);
      } else {
        if (!item) { item = document.createElement("li"); list.appendChild(item); }
        item.dataset.ply = index + 1;
        const who = document.createElement("span");
        who.className = "who";
        who.textContent = played.by + " ";
        item.prepend(who);
        item.append(played.notation);
        item = null;
      }
    });
  } else {
    for (let i = 0; i < view.history.length; i += 2) {
      const item = document.createElement("li");
      view.history.slice(i, i + 2).forEach((played, j) => {
        const span = document.createElement("span");
        span.className = "ply";
        span.textContent = played.notation;
        span.title = played.by + ": " + played.move + " (click to look at the position after it)";
        span.dataset.ply = i + j + 1;
        item.appendChild(span);
      });
      list.appendChild(item);
    }
  }
  if (list.lastElementChild) list.lastElementChild.classList.add("last");
  // The numbers stand left of the list: room for the longest ("137. "), in
  // the list's monospace characters, so that none is cut.
  list.style.paddingLeft = String(list.childElementCount).length + 2.5 + "ch";
  list.querySelectorAll("[data-ply]").forEach((entry) => {
    entry.addEventListener("click", () => review(Number(entry.dataset.ply)));
  });
  box.appendChild(list);
  box.scrollTop = box.scrollHeight;
  const names = { scirocco: "Scirocco", sirocco: "Sirocco", towers: "Towers", variant: view.state.split(" ")[0] };
  $("pieces").hidden = view.game !== "scirocco";
  const hint = $("rules-hint");
  hint.textContent = `New to ${names[view.game]}? `;
  const link = document.createElement("a");
  link.href = "/rules/" + view.game;
  link.target = "_blank";
  link.rel = "noopener";
  link.textContent = view.game === "variant" ? "Read about the variants" : "Read the rules";
  hint.append(link, " while you play.");
}

// A file size as the server's messages write it: 64 KB, 5.3 MB.
function sizeText(bytes) {
  if (bytes >= 1048576) return Math.ceil(bytes * 10 / 1048576) / 10 + " MB";
  if (bytes >= 1024) return Math.ceil(bytes / 1024) + " KB";
  return bytes + " bytes";
}

function showError(message) {
  const box = $("error");
  box.hidden = !message;
  box.textContent = message || "";
}

// ---------------------------------------------------------------- playing

function clickSpot(name) {
  if (busy || reviewing || !humanToMove()) return;
  if (sharing) {
    const possible = view.moves.some((mv) => mv.kind === "share" && mv.from === selected && mv.recipients.includes(name));
    if (possible) {
      recipients = recipients.includes(name) ? recipients.filter((r) => r !== name) : [...recipients, name];
      renderBoard();
      renderStatus();
      renderChoices([]);
    } else if (name === selected) {
      sharing = false;
      recipients = [];
      render();
    }
    return;
  }
  if (placing) {
    const mv = placing.moves.find((candidate) => placedOn(candidate) === name);
    if (mv) { playMove(mv.move); return; }
    placing = null;
    render();
    return;
  }
  if (selected) {
    const here = view.moves.filter((mv) => mv.from === selected && mv.to === name);
    if (here.length === 1) { playMove(here[0].move); return; }
    // A move that places a wall (duck chess): the wall's square is picked on the board.
    if (here.length > 1 && here.every((mv) => mv.wall)) {
      placing = { what: "wall", name: selected + "-" + name, moves: here };
      selected = null;
      render();
      return;
    }
    if (here.length > 1) { renderChoices(here); return; }
  }
  const hasMoves = view.moves.some((mv) => mv.from === name);
  selected = hasMoves && selected !== name ? name : null;
  render();
}

function playMove(text) {
  if (!view) return;
  request("POST", "/games/" + view.id + "/moves", { move: text });
}

// Looking through the game: an earlier position, the game itself waiting.
async function review(ply) {
  if (!view || busy || ply < 0 || ply > view.history.length) return;
  if (ply === view.history.length) { endReview(true); return; }
  if (pending) clearTimeout(pending);
  pending = null;
  thinking = false;
  try {
    const position = await api("GET", "/games/" + view.id + "/positions/" + ply);
    reviewing = position;
    const board = $("board");
    board.innerHTML = position.svg;
    const picture = board.querySelector("svg");
    if (picture) {
      picture.removeAttribute("width");
      picture.removeAttribute("height");
      picture.classList.add("picture");
    }
    board.classList.add("reviewed");
    $("review").hidden = false;
    $("review-text").textContent = ply === 0
      ? "Looking at the start position"
      : `Looking at the position after move ${ply} of ${position.plies}: ${position.notation}`;
    $("review-back").disabled = ply === 0;
    $("status").textContent = "Looking through the game: it waits until you go back.";
    $("choices").hidden = true;
    document.querySelectorAll("#moves [data-ply]").forEach((entry) => {
      entry.classList.toggle("reviewed-ply", Number(entry.dataset.ply) === ply);
    });
  } catch (error) {
    showError(error.message);
  }
}

function endReview(redraw) {
  if (!reviewing) return;
  reviewing = null;
  $("review").hidden = true;
  $("board").classList.remove("reviewed");
  if (redraw && view) {
    render();
    scheduleComputer();
  }
}

function scheduleComputer() {
  if (pending) clearTimeout(pending);
  pending = null;
  if (!view || view.outcome || reviewing) return;
  const computerTurn = view.turn === "chance" ? isComputer(view.to_move) : isComputer(view.turn);
  if (!computerTurn) return;
  thinking = true;
  renderStatus();
  $("board").classList.add("thinking");
  const id = view.id;
  pending = setTimeout(() => {
    pending = null;
    if (view && view.id === id) request("POST", "/games/" + id + "/computer", undefined, true);
  }, COMPUTER_PAUSE_MS);
}

async function startGame(body) {
  if (pending) clearTimeout(pending);
  pending = null;
  busy = true;
  showError(null);
  try {
    const next = await api("POST", "/games", body);
    busy = false;
    show(next);
  } catch (error) {
    busy = false;
    showError(error.message);
  }
}

// ---------------------------------------------------------------- variants

// The bundled variants, from the server.
async function loadVariantList() {
  try {
    const list = await api("GET", "/games");
    const group = $("variant-bundled");
    group.textContent = "";
    for (const variant of list.variants) group.appendChild(variantOption(variant, false));
    $("variant-name").value = "chess";
  } catch (error) {
    showError("The variants could not be listed: " + error.message);
  }
}

function variantOption(variant, user) {
  const option = document.createElement("option");
  option.value = variant.name;
  option.textContent = `${variant.name} (${variant.files}×${variant.ranks})`;
  if (user) option.dataset.user = "yes";
  return option;
}

// A variants.ini file of the user's: the server says which sections can be
// played (and why the others cannot); they join the list.
async function loadVariantsFile(file) {
  const info = $("variants-info");
  if (file.size > VARIANTS_LIMIT) {
    showError(`This file is ${sizeText(file.size)}: the playground reads variants files up to ${sizeText(VARIANTS_LIMIT)}.`);
    return;
  }
  const text = await file.text();
  showError(null);
  let answer;
  try {
    answer = await api("POST", "/variants", { variants: text });
  } catch (error) {
    showError(error.message);
    return;
  }
  userVariants = text;
  const select = $("variant-name");
  const old = $("variant-user");
  if (old) old.remove();
  const group = document.createElement("optgroup");
  group.id = "variant-user";
  group.label = "From " + file.name;
  for (const variant of answer.variants) group.appendChild(variantOption(variant, true));
  select.prepend(group);
  if (answer.variants.length > 0) select.value = answer.variants[0].name;
  info.textContent = "";
  const summary = document.createElement("span");
  summary.textContent = `${file.name}: ${answer.variants.length} variant${answer.variants.length === 1 ? "" : "s"} to play`;
  info.appendChild(summary);
  if (answer.refused.length > 0) {
    const refused = document.createElement("ul");
    for (const { name, error } of answer.refused) {
      const item = document.createElement("li");
      item.textContent = `${name} cannot be played: ${error}`;
      refused.appendChild(item);
    }
    info.appendChild(refused);
  }
  info.hidden = false;
}

// ---------------------------------------------------------------- wiring

document.querySelectorAll("input[name=game]").forEach((radio) => radio.addEventListener("change", showOptions));
$("sirocco-players").addEventListener("change", renderSeatChoices);
$("variants-file").addEventListener("change", (event) => {
  const file = event.target.files[0];
  if (file) loadVariantsFile(file);
});
$("scirocco-random").addEventListener("click", () => { $("scirocco-array").value = Math.floor(Math.random() * 512); });
$("new-game").addEventListener("submit", (event) => {
  event.preventDefault();
  startGame(newGameRequest());
});
// A record file: continue or review it. The computer plays the seats the
// form chose when the record is of the game the form is set to.
$("upload").addEventListener("change", async (event) => {
  const file = event.target.files[0];
  if (!file) return;
  event.target.value = "";
  if (file.size > RECORD_LIMIT) {
    showError(`This file is ${sizeText(file.size)}: the playground reads records up to ${sizeText(RECORD_LIMIT)}.`);
    return;
  }
  const text = await file.text();
  const tag = /^\s*\[Game\s+"([^"]*)"\]/m.exec(text);
  const recorded = tag ? tag[1].toLowerCase() : null;
  const form = newGameRequest();
  const body = { record: text, strength: form.strength };
  if (recorded === form.game && form.computer.length > 0) {
    // The form's seats may not exist in the record's game (a 2-player Sirocco): then nobody.
    try {
      show(await api("POST", "/games", { ...body, computer: form.computer }));
      return;
    } catch (_) { /* try again without the computer below, which reports any real fault */ }
  }
  startGame(body);
});
$("throw").addEventListener("click", () => {
  if (view && humanToThrow() && !busy) request("POST", "/games/" + view.id + "/computer", undefined, true);
});
$("share").addEventListener("click", () => {
  sharing = !sharing;
  recipients = [];
  render();
});
$("undo").addEventListener("click", () => {
  if (view && !busy) {
    if (pending) clearTimeout(pending);
    pending = null;
    thinking = false;
    request("POST", "/games/" + view.id + "/undo");
  }
});
$("hint").addEventListener("click", () => {
  if (view && humanToMove() && !busy) request("POST", "/games/" + view.id + "/computer", undefined, true);
});
$("review-back").addEventListener("click", () => reviewing && review(reviewing.ply - 1));
$("review-next").addEventListener("click", () => reviewing && review(reviewing.ply + 1));
$("review-end").addEventListener("click", () => endReview(true));
document.addEventListener("keydown", (event) => {
  if (event.target.closest && event.target.closest("input, textarea, select")) return;
  if (view && event.key === "ArrowLeft") review((reviewing ? reviewing.ply : view.history.length) - 1);
  if (view && reviewing && event.key === "ArrowRight") review(reviewing.ply + 1);
  if (reviewing && event.key === "Escape") { endReview(true); return; }
  if (event.key === "Escape" && (selected || sharing || placing)) {
    selected = null;
    sharing = false;
    recipients = [];
    placing = null;
    render();
  }
});

renderSeatChoices();
showOptions();
loadVariantList();
