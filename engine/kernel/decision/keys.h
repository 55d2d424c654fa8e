#pragma once
// Option keys: the stable ids an answer names ("hex 3,-1", "target 4"). Replays and saves store
// them, so every rule builds them here and none spells a key's shape itself.
#include <charconv>
#include <string>
#include <string_view>

#include "engine/base/hex/hex.h"

namespace bnb::keys {

// "12", "-1": a number inside a key, written in place (std::to_string would make a string first;
// keys are written for every option of every decision).
inline void append_int(std::string& out, int n) {
  char buf[12];
  out.append(buf, std::to_chars(buf, buf + sizeof buf, n).ptr);
}
// "3,-1": a hex inside a key (a destination, a step of a path).
inline void append_hex(std::string& out, Hex h) { append_int(out, h.q), out += ',', append_int(out, h.r); }
// "hex 3,-1": the option that picks a hex.
inline void append_hex_option(std::string& out, Hex h) { out += "hex ", append_hex(out, h); }
inline std::string hex_option(Hex h) {
  std::string out;
  append_hex_option(out, h);
  return out;
}
// "hex 2,-1 via 1,0 2,0" / "hex 2,-1 via none": a destination reached through (or avoiding) hexes.
template <class Hexes>
void append_via(std::string& out, const Hexes& via) {
  out += " via";
  if (via.empty()) out += " none";
  for (Hex h : via) out += ' ', append_hex(out, h);
}
// "path 1,0 2,0": a forced movement's path.
template <class Hexes>
void append_path_option(std::string& out, const Hexes& path) {
  out += "path";
  for (Hex h : path) out += ' ', append_hex(out, h);
}
// "target 4", "use 12", "recover 2": a word and the number it picks.
inline void append_numbered(std::string& out, std::string_view word, int n) {
  out += word, out += ' ', append_int(out, n);
}
inline std::string numbered(std::string_view word, int n) {
  std::string out;
  append_numbered(out, word, n);
  return out;
}
// "cards 2 5", "discard2 2 5": a word and the two numbers it picks.
inline void append_pair(std::string& out, std::string_view word, int a, int b) {
  append_numbered(out, word, a), out += ' ', append_int(out, b);
}
// "action 3 top", "basic 3 bottom": a half of a card, as printed or as the basic Attack 2 / Move 2.
inline void append_action(std::string& out, int card, bool top, bool basic) {
  append_numbered(out, basic ? "basic" : "action", card), out += top ? " top" : " bottom";
}
// " skip 0 2": the abilities of an action (by position) an action option skips.
inline void append_skipped(std::string& out, uint32_t skipped) {
  out += " skip";
  for (int i = 0; i < 32; ++i)
    if (skipped & (1u << i)) out += ' ', append_int(out, i);
}
// "element fire", "upgrade spellweaver-2a": a word and the name it picks.
inline std::string named(std::string_view word, std::string_view name) {
  std::string out(word);
  out += ' ', out += name;
  return out;
}
// "objective 2,1": an objective picked by its hex.
inline void append_objective(std::string& out, Hex h) { out += "objective ", append_hex(out, h); }
// "dest 2,0 via 1,0 2,0": a monster's destination and the path to it.
template <class Hexes>
void append_destination(std::string& out, Hex dest, const Hexes& path) {
  out += "dest ", append_hex(out, dest), out += " via";
  for (Hex h : path) out += ' ', append_hex(out, h);
}

}  // namespace bnb::keys
