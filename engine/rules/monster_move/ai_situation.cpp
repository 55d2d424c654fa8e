// Reads a monster-move situation with the content loader's readers, so that maps and abilities
// are written exactly as in scenarios and monster definitions.
#include "engine/rules/monster_move/ai_situation.h"

#include <algorithm>
#include <optional>

#include "engine/base/content/load_parts.h"

namespace bnb {

namespace {

using loader::Fields;
using loader::FileCtx;
using loader::Val;

bool is_letter(const Val& v) {
  if (!v.node.IsScalar()) return false;
  const std::string& s = v.node.Scalar();
  return s.size() == 1 && s[0] >= 'A' && s[0] <= 'Z';
}

// A hex [q, r] or a map letter; a letter may stand for several hexes only where `many` is set.
bool read_place(FileCtx& ctx, const Val& v, const Map& map, bool many, std::vector<Hex>& out) {
  if (is_letter(v)) {
    const char c = v.node.Scalar()[0];
    const std::vector<Hex> hexes = map.letters(c);
    if (hexes.empty()) {
      ctx.error(v.mark, v.path, std::string("no hex of the map has the letter ") + c);
      return false;
    }
    if (!many && hexes.size() > 1) {
      ctx.error(v.mark, v.path, std::string("the letter ") + c + " marks " + std::to_string(hexes.size()) +
                                    " hexes; this needs exactly one");
      return false;
    }
    out.insert(out.end(), hexes.begin(), hexes.end());
    return true;
  }
  if (v.node.IsScalar()) {
    loader::expected(ctx, v, "a hex [q, r] or a map letter A-Z");
    return false;
  }
  Hex h;
  if (!loader::read_hex(ctx, v, h)) return false;
  out.push_back(h);
  return true;
}

std::optional<Hex> read_one_place(FileCtx& ctx, const Val& v, const Map& map) {
  std::vector<Hex> hexes;
  if (!read_place(ctx, v, map, false, hexes)) return std::nullopt;
  return hexes.front();
}

// Every figure's hex, for the checks: on the map, one figure per hex.
struct Placed {
  Hex hex;
  Val where;
  std::string who;
};

void read_figures(FileCtx& ctx, Fields& f, const char* key, const char* who, const Map& map,
                  std::vector<Hex>& out, std::vector<Placed>& placed) {
  auto v = f.get(key);
  if (!v) return;
  auto items = loader::read_list(ctx, *v);
  if (!items) return;
  for (const Val& item : *items) {
    const size_t before = out.size();
    if (!read_place(ctx, item, map, true, out)) continue;
    for (size_t i = before; i < out.size(); ++i) placed.push_back({out[i], item, who});
  }
}

void read_monster(FileCtx& ctx, const Val& v, const Map& map, MonsterTurnInput& in, std::vector<Placed>& placed) {
  Fields f(ctx, v, "the acting monster { at, flying, conditions, action }");
  if (!f.ok()) return;
  if (auto at = f.require("at"))
    if (auto h = read_one_place(ctx, *at, map)) {
      in.self = *h;
      placed.push_back({*h, *at, "monster"});
    }
  f.get_bool("flying", in.flying);
  if (auto c = f.get("conditions")) {
    ConditionSet set = 0;
    loader::read_conditions(ctx, *c, set);
    in.muddled = has(set, Condition::Muddle);
    in.disarmed = has(set, Condition::Disarm);
    in.immobilized = has(set, Condition::Immobilize);
  }
  if (auto a = f.require("action")) {
    std::vector<Ability> abilities;
    loader::read_abilities(ctx, *a, abilities);
    // Only the first move and the first attack place the monster; the rest does not move it.
    for (const Ability& ab : abilities) {
      if (ab.kind == AbilityKind::Move && !in.has_move) {
        in.has_move = true;
        in.move = ab.value;
        in.jump = ab.jump;
      } else if (ab.kind == AbilityKind::Attack && !in.has_attack) {
        in.has_attack = true;
        in.range = ab.range;
        in.targets = ab.targets;
        in.aoe = ab.aoe;
        in.aoe_melee = ab.aoe_melee;
      }
    }
  }
  f.finish();
}

void check_placement(FileCtx& ctx, const Map& map, const MonsterTurnInput& in, const std::vector<Placed>& placed) {
  for (size_t i = 0; i < placed.size(); ++i) {
    const Placed& p = placed[i];
    const Cell* cell = map.at(p.hex);
    if (!cell) {
      ctx.error(p.where.mark, p.where.path,
                "the " + p.who + " at " + loader::hex_text(p.hex) + (map.is_wall(p.hex) ? " is in a wall" : " is not on the map"));
      continue;
    }
    const bool obstacle = cell->terrain == Terrain::Obstacle || cell->terrain == Terrain::Objective;
    if (map.is_closed_door(p.hex))
      ctx.error(p.where.mark, p.where.path, "the " + p.who + " at " + loader::hex_text(p.hex) + " stands in a closed door");
    if (obstacle && !(p.who == "monster" && in.flying) && p.who != "flying ally")
      ctx.error(p.where.mark, p.where.path,
                "the " + p.who + " at " + loader::hex_text(p.hex) + " stands on an obstacle (only flying monsters can)");
    for (size_t j = 0; j < i; ++j)
      if (placed[j].hex == p.hex) {
        ctx.error(p.where.mark, p.where.path,
                  "the " + p.who + " at " + loader::hex_text(p.hex) + " shares the hex with the " + placed[j].who +
                      " (line " + std::to_string(placed[j].where.mark.line + 1) + ")");
        break;
      }
  }
}

}  // namespace

bool read_monster_situation(const std::string& file, const std::string& text, MonsterSituation& out,
                            Diagnostics& diags) {
  const size_t errors_before = diags.count();
  FileCtx ctx;
  ctx.file = file;
  ctx.text = text;
  ctx.diags = &diags;
  YAML::Node root;
  try {
    root = YAML::Load(text);
  } catch (const YAML::Exception& e) {
    ctx.error(e.mark, "", "YAML syntax: " + e.msg);
    return false;
  }
  if (!root || root.IsNull()) {  // an empty file has no position of its own: point at its start
    YAML::Mark start;
    start.line = start.column = 0;
    ctx.error(start, "", "the file is empty: expected a situation { map or hexes, character, monster, ... }");
    return false;
  }
  Fields f(ctx, loader::root_val(root), "a situation { map or hexes, character, monster, allies, ... }");
  if (!f.ok()) return false;
  out = MonsterSituation{};
  MonsterTurnInput& in = out.turn;
  const bool map_ok = loader::read_scenario_map(f, out.map);
  std::vector<Placed> placed;
  if (auto c = f.require("character")) {
    std::optional<Val> at = *c;
    if (c->node.IsMap()) {
      Fields cf(ctx, *c, "the character: a hex, a letter or { at, invisible }");
      at = cf.require("at");
      cf.get_bool("invisible", in.focus_invisible);
      cf.finish();
    }
    if (map_ok && at)
      if (auto h = read_one_place(ctx, *at, out.map)) {
        in.focus = *h;
        placed.push_back({*h, *at, "character"});
      }
  }
  if (auto m = f.require("monster"); m && map_ok) read_monster(ctx, *m, out.map, in, placed);
  else if (m) f.allow("monster");
  if (map_ok) {
    read_figures(ctx, f, "allies", "ally", out.map, in.allies, placed);
    read_figures(ctx, f, "flying_allies", "flying ally", out.map, in.allies, placed);  // may be on obstacles
    read_figures(ctx, f, "enemies", "enemy", out.map, in.enemies, placed);
    read_figures(ctx, f, "blockers", "blocker", out.map, in.blockers, placed);
    check_placement(ctx, out.map, in, placed);
  } else {
    for (const char* key : {"allies", "flying_allies", "enemies", "blockers"}) f.allow(key);
  }
  f.finish();
  return diags.count() == errors_before;
}

}  // namespace bnb
