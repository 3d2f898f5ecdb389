#!/usr/bin/env node
// read_archive.js: reads altered-judge game log archives in JavaScript and
// prints each game's header and step count, to show another language
// reading the format of docs/log-format.md with nothing of this project but
// proto/altered.proto (loaded at run time by protobufjs: no generated code).
//
//   node read_archive.js [--json] [--proto FILE] ARCHIVE...
//
// Prints what `altered-judge-py games` prints, line for line, so that the
// test can hold the two readers against each other. Exit: 0 read, 3 a
// malformed or unreadable archive, 5 an archive that is not what its
// trailer sealed (truncated, altered, reordered: as altered-replay verify),
// 64 usage, 69 protobufjs not installed.
"use strict";

const crypto = require("crypto");
const fs = require("fs");
const path = require("path");

const MAX_MESSAGE = 64 << 20; // docs/log-format.md: a longer prefix is malformed

class ArchiveError extends Error {}

function usage(msg) {
  if (msg) process.stderr.write(`read_archive.js: ${msg}\n`);
  process.stderr.write("usage: node read_archive.js [--json] [--proto FILE] ARCHIVE...\n");
  process.exit(64);
}

// A base-128 varint of at most 10 bytes; BigInt, since a hostile prefix may
// not fit in a double.
function varint(data, pos, game) {
  let value = 0n, shift = 0n;
  const start = pos;
  for (;;) {
    if (pos >= data.length) throw new ArchiveError(`game ${game}: truncated length prefix at byte ${start}`);
    if (shift >= 64n) throw new ArchiveError(`game ${game}: length prefix at byte ${start} is over 10 bytes`);
    const b = data[pos++];
    value |= BigInt(b & 0x7f) << shift;
    shift += 7n;
    if (!(b & 0x80)) return [value, pos];
  }
}

// The wire type a field of this protobufjs type takes (one element of a repeated one).
function wireType(field) {
  if (field.resolvedType && !field.resolvedType.values) return 2; // a message
  switch (field.type) {
    case "fixed64": case "sfixed64": case "double": return 1;
    case "fixed32": case "sfixed32": case "float": return 5;
    case "string": case "bytes": return 2;
    default: return 0;
  }
}

// Why a packed message could be read two ways, or null: a field the schema
// does not hold, a non-repeated one given twice, another wire type, a byte
// past the last field (docs/verdict.md, "One reading"). The archive trailer
// holds the digests a verdict relies on: it is read this way.
function oneReading(data, type, path) {
  const seen = new Set();
  let pos = 0;
  while (pos < data.length) {
    let key, n;
    try {
      [key, pos] = varint(data, pos, 0);
    } catch (e) {
      return `${path}a field's tag cut short`;
    }
    const number = Number(key >> 3n), wire = Number(key & 7n);
    const field = type.fieldsById[number];
    if (!field) return `${path}field ${number} is not one of this message's`;
    field.resolve();
    const want = wireType(field);
    if (wire !== want && !(field.repeated && wire === 2 && want !== 2))
      return `${path}field ${number} (${field.name}) has another wire type than its type's`;
    if (!field.repeated && seen.has(number)) return `${path}field ${number} (${field.name}) given twice`;
    seen.add(number);
    try {
      if (wire === 0) { [, pos] = varint(data, pos, 0); continue; }
      if (wire === 1 || wire === 5) {
        pos += wire === 1 ? 8 : 4;
        if (pos > data.length) throw new ArchiveError("cut");
        continue;
      }
      [n, pos] = varint(data, pos, 0);
    } catch (e) {
      return `${path}field ${number} (${field.name}) cut short`;
    }
    if (pos + Number(n) > data.length) return `${path}field ${number} (${field.name}) cut short`;
    if (want === 2 && field.resolvedType && !field.resolvedType.values) {
      const why = oneReading(data.subarray(pos, pos + Number(n)), field.resolvedType, `${path}${field.name}: `);
      if (why) return why;
    }
    pos += Number(n);
  }
  return null;
}

const hex64 = (s) => BigInt(s).toString(16).padStart(16, "0");
const digest8 = (buf) => crypto.createHash("sha256").update(buf).digest().readBigUInt64LE(0).toString();

function readArchive(file, GameLog) {
  const data = fs.readFileSync(file);
  const games = [], frames = [], starts = [];
  let trailer = null, trailerAt = data.length, pos = 0;
  while (pos < data.length) {
    const game = games.length + 1;
    if (trailer) throw new ArchiveError(`${data.length - pos} bytes after the archive trailer`);
    const start = pos;
    let length;
    [length, pos] = varint(data, pos, game);
    if (length === 0n || length > BigInt(MAX_MESSAGE))
      throw new ArchiveError(`game ${game}: length prefix ${length} at byte ${start} (1 to ${MAX_MESSAGE})`);
    const n = Number(length);
    if (pos + n > data.length)
      throw new ArchiveError(`game ${game}: truncated: ${data.length - pos} bytes of ${n} at byte ${start}`);
    let msg;
    try {
      msg = GameLog.decode(data.subarray(pos, pos + n));
    } catch (e) {
      throw new ArchiveError(`game ${game}: not a GameLog at byte ${start}: ${e.message}`);
    }
    pos += n;
    const log = GameLog.toObject(msg, { longs: String, enums: String, defaults: true, arrays: true });
    if (msg.archiveTrailer) {
      if (msg.header || log.initialHash !== "0" || log.steps.length)
        throw new ArchiveError(`game ${game}: a trailer with a header or steps`);
      const why = oneReading(data.subarray(pos - n, pos), GameLog, "");
      if (why) throw new ArchiveError(`the archive trailer at byte ${start}: ${why}`);
      trailer = log.archiveTrailer;
      trailerAt = start;
      continue;
    }
    if (!msg.header) throw new ArchiveError(`game ${game}: a GameLog without a header at byte ${start}`);
    games.push(log);
    frames.push(data.subarray(start, pos));
    starts.push(start);
  }
  if (!games.length) throw new ArchiveError("no games");
  return { file, data, games, frames, starts, trailer, trailerAt };
}

// [verdict, message, game]: the verdict altered-replay archive check would
// give, in its words, and the 1-based game it is about (0: none, or the
// whole archive); replay/archive.c's reading, step for step.
const plural = (n) => (n === 1 ? "" : "s");
function seal(a) {
  const t = a.trailer, n = a.games.length;
  if (!t)
    return ["unsealed", `no trailer after ${n} game${plural(n)}: completeness cannot be checked ` +
            "(`altered-replay archive seal` adds one)", 0];
  const mine = a.frames.map(digest8);
  const sealed = t.gameDigests;
  const whole = crypto.createHash("sha256").update(a.data.subarray(0, a.trailerAt)).digest();
  if (mine.join() === sealed.join() && whole.equals(Buffer.from(t.sha256))) {
    // Every game as sealed: the trailer must also say where each begins.
    for (let i = 0; i < n; i++)
      if (String(a.starts[i]) !== String(t.offsets[i]))
        return ["altered", `the trailer says game ${i + 1} begins at byte ${t.offsets[i]}, ` +
                `but it begins at byte ${a.starts[i]}`, i + 1];
    return ["complete", `${n} game${plural(n)}, as sealed`, 0];
  }
  const used = sealed.map(() => false);
  let last = -1, reordered = 0;
  for (let i = 0; i < n; i++) {
    const k = sealed.findIndex((d, j) => d === mine[i] && !used[j]);
    if (k < 0) {
      if (mine.slice(0, i).includes(mine[i]))
        return ["reordered", `game ${i + 1} repeats an earlier game (duplicated)`, i + 1];
      return ["altered", `game ${i + 1} is not any game that was sealed (altered, or a trailer of another archive)`,
              i + 1];
    }
    used[k] = true;
    if (k < last && !reordered) reordered = i + 1;
    last = k;
  }
  if (reordered) return ["reordered", `game ${reordered} was sealed at another position (reordered)`, reordered];
  const k = used.indexOf(false);
  if (k === n)
    return ["truncated", `${n} of ${sealed.length} sealed game${plural(sealed.length)}: games missing after game ${n}`,
            k + 1];
  if (k >= 0)
    return ["truncated", `sealed game ${k + 1} is missing (${n} of ${sealed.length} game${plural(sealed.length)} ` +
            "present)", k + 1];
  return ["altered", "every game is present, but the archive's SHA-256 differs from the trailer's", 0];
}

// A header's format as the tools write it: "constructed" or "limited" in
// JSON, "Constructed" or "Limited" in text; the number for a value the
// schema does not name.
function formatName(f, text) {
  const name = { FORMAT_CONSTRUCTED: "constructed", FORMAT_LIMITED: "limited" }[f];
  if (!name) return String(f);
  return text ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}

function main(argv) {
  let json = false;
  let proto = process.env.ALTERED_PROTO || path.join(__dirname, "..", "..", "proto", "altered.proto");
  const files = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--json") json = true;
    else if (a === "--proto") {
      if (i + 1 >= argv.length) usage("--proto needs a file");
      proto = argv[++i];
    } else if (a === "--help" || a === "-h") {
      process.stdout.write("usage: node read_archive.js [--json] [--proto FILE] ARCHIVE...\n" +
        "Each game's header and step count, then whether the archive is whole.\n");
      return 0;
    } else if (a.startsWith("--")) usage(`unknown option ${a}`);
    else files.push(a);
  }
  if (!files.length) usage("no archive");

  let protobuf;
  try {
    protobuf = require("protobufjs");
  } catch (e) {
    process.stderr.write(`read_archive.js: protobufjs is not installed: run \`npm ci\` in ${__dirname} ` +
      "(apt-get install nodejs npm), or set NODE_PATH to a node_modules holding it\n");
    return 69;
  }
  // protobufjs reads strings leniently (U+FFFD for broken UTF-8, NUL kept);
  // the format refuses both (exit 3), as altered-replay and the Python reader do.
  const strict = new TextDecoder("utf-8", { fatal: true });
  const strictString = function () {
    let s;
    try {
      s = strict.decode(this.bytes());
    } catch (e) {
      throw new Error("a string is not valid UTF-8");
    }
    if (s.includes("\0")) throw new Error("a string holds a NUL");
    return s;
  };
  protobuf.Reader.prototype.string = strictString;
  if (protobuf.BufferReader) protobuf.BufferReader.prototype.string = strictString;

  let GameLog;
  try {
    GameLog = protobuf.loadSync(proto).lookupType("altered.GameLog");
  } catch (e) {
    process.stderr.write(`read_archive.js: ${proto}: ${e.message} (--proto or ALTERED_PROTO names altered.proto)\n`);
    return 3;
  }

  const out = (o) => process.stdout.write(JSON.stringify(o) + "\n");
  let worst = 0;
  for (const file of files) {
    let a;
    try {
      a = readArchive(file, GameLog);
    } catch (e) {
      if (!(e instanceof ArchiveError) && !e.code) throw e;   // a bug of ours: let it show
      process.stderr.write(`read_archive.js: ${file}: ${e.message}\n`);
      worst = worst || 3;
      continue;
    }
    a.games.forEach((log, i) => {
      const h = log.header, v = h.versions || {};
      const event = h.event ? { name: h.event.name, round: h.event.round, table: h.event.table,
                                players: h.event.players } : null;
      if (json) {
        out({ type: "game", file, game: i + 1, seed: h.seed, ruleset: v.ruleset, format: formatName(h.format, false),
              engine: v.engine,
              card_db: v.cardDb, heroes: h.decks.map((d) => d.hero), cards: h.decks.map((d) => d.cards.length),
              event, initial_hash: hex64(log.initialHash), steps: log.steps.length });
      } else {
        const decks = h.decks.map((d) => `${d.hero || "no Hero"} (${d.cards.length} cards)`).join(" vs ");
        process.stdout.write(`${file} game ${i + 1}: seed ${h.seed}, ${v.ruleset}, ${formatName(h.format, true)}, ${decks}, ` +
          `${log.steps.length} steps, initial hash ${hex64(log.initialHash)}` +
          `${event && event.name ? `, event ${event.name}` : ""}\n`);
      }
    });
    const [verdict, message, game] = seal(a);
    if (json) out({ type: "archive", file, archive: verdict, games: a.games.length,
                    sealed_games: a.trailer ? Number(a.trailer.games) : 0, game, message });
    else process.stdout.write(`${file}: archive ${verdict}: ${message}\n`);
    if (verdict !== "complete" && verdict !== "unsealed") worst = worst || 5;
  }
  return worst;
}

process.exitCode = main(process.argv.slice(2));
