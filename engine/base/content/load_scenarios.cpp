// scenarios: the map, where the character starts and the monsters stand, scripts bound to hooks,
// hazards and pressure plates, rewards and the scenarios that follow.
#include <algorithm>
#include <set>

#include "engine/base/content/load_entries.h"
#include "engine/base/content/renamed.h"
#include "engine/base/core/scenario_number.h"
#include "engine/base/core/hooks.h"

namespace bnb::loader {

namespace {

// Hooks a scenario binds by name: the moments; the script kinds are bound elsewhere.
const std::vector<std::string_view>& scenario_hooks() {
  static const std::vector<std::string_view> names = [] {
    std::vector<std::string_view> out;
    for (int i = 0; i < int(Hook::Count); ++i)
      if (is_moment(Hook(i))) out.push_back(hook_name(Hook(i)));
    return out;
  }();
  return names;
}

// `at`: a letter that marks exactly one hex of the map, or [q, r] on the map and not an obstacle.
bool read_at(FileCtx& ctx, const Val& v, const Map& map, Hex& out) {
  if (v.node.IsScalar()) {
    const std::string& s = v.node.Scalar();
    if (s.size() != 1 || s[0] < 'A' || s[0] > 'Z') return expected(ctx, v, "a letter A-Z or a hex [q, r]"), false;
    const std::vector<Hex> hexes = map.letters(s[0]);
    if (hexes.empty()) return ctx.error(v.mark, v.path, "letter '" + s + "' is not on the map"), false;
    if (hexes.size() > 1)
      return ctx.error(v.mark, v.path,
                       "letter '" + s + "' marks " + std::to_string(hexes.size()) + " hexes; give one as [q, r]"),
             false;
    out = hexes[0];
  } else {
    if (!read_hex(ctx, v, out)) return false;
    if (!map.contains(out)) return ctx.error(v.mark, v.path, "hex " + hex_text(out) + " is not on the map"), false;
  }
  if (map.is_obstacle(out))
    return ctx.error(v.mark, v.path, "hex " + hex_text(out) + " is an obstacle or objective"), false;
  return true;
}

std::set<std::string> names_on_map(const Map& map, Terrain t) {
  std::set<std::string> out;
  for (const Cell& c : map.cells())
    if (c.terrain == t && c.name >= 0) out.insert(map.name(c.name));
  return out;
}

void read_script_map(FileCtx& ctx, const Val& v, const std::set<std::string>* names, std::string_view what,
                     bool check_names, std::map<std::string, std::string>& out,
                     std::map<std::string, std::string>& text) {
  Fields f(ctx, v, "a map of " + std::string(what) + " name to script");
  if (!f.ok()) return;
  for (const auto& [key, mark] : f.unasked()) {
    const Val value = *f.get(key);
    if (check_names && !names->contains(key)) {
      std::vector<std::string_view> candidates(names->begin(), names->end());
      ctx.error(mark, v.path, "no " + std::string(what) + " named '" + key + "' on the map" + did_you_mean(key, candidates));
      continue;
    }
    std::string ref;
    if (value.node.IsMap()) {  // { script, text }
      Fields e(ctx, value, kScriptedHexTable);
      if (!e.ok()) continue;
      if (auto s = e.field("script"); s && read_script_ref(ctx, *s, ref)) out[key] = ref;
      if (std::string t; e.read("text", t)) text[key] = t;
      e.finish();
    } else if (read_script_ref(ctx, value, ref)) {
      out[key] = ref;
    }
  }
}

void read_hooks(FileCtx& ctx, const Val& v, std::vector<HookBinding>& out) {
  Fields f(ctx, v, "a map of hook name to script");
  if (!f.ok()) return;
  for (const auto& [key, mark] : f.unasked()) {
    const Val value = *f.get(key);
    if (std::find(scenario_hooks().begin(), scenario_hooks().end(), key) == scenario_hooks().end()) {
      std::string msg = "unknown hook '" + key + "'" + did_you_mean(key, scenario_hooks());
      if (const Renamed* r = find_renamed("hooks", key)) msg = renamed_message(*r, ctx.mod ? ctx.mod->engine_api : 0);
      if (key == "ability" || key == "item") msg = "'" + key + "' scripts are bound by the " + key + ", not by a scenario";
      ctx.error(mark, v.path, msg);
      continue;
    }
    std::string ref;
    Hook hook;
    if (hook_from_name(key, hook) && read_script_ref(ctx, value, ref)) out.push_back({hook, ref});
  }
}

void read_placements(FileCtx& ctx, const Val& v, const Map& map, bool map_ok, ScenarioDef& def, bool start_ok) {
  auto items = read_list(ctx, v);
  if (!items) return;
  std::vector<std::pair<Hex, std::string>> taken;  // hex -> who stands there
  if (start_ok) taken.emplace_back(def.start, "the start hex");
  for (const Val& item : *items) {
    Fields f(ctx, item, kPlacementTable);
    if (!f.ok()) continue;
    Placement p;
    if (auto type = f.field("type"))
      if (read_id(ctx, *type, p.monster)) ctx.ref(ContentRef::Monster, p.monster, type->mark, type->path);
    f.read("number", p.number);
    auto at = f.field("at");
    f.finish();
    if (!at || !map_ok || !read_at(ctx, *at, map, p.hex)) continue;
    auto other = std::find_if(taken.begin(), taken.end(), [&](const auto& t) { return t.first == p.hex; });
    if (other != taken.end()) {
      ctx.error(at->mark, at->path, "hex " + hex_text(p.hex) + " is already taken by " + other->second);
      continue;
    }
    taken.emplace_back(p.hex, item.path);
    def.monsters.push_back(std::move(p));
  }
}

// `objectives`: hit points and names of objective hexes (rules: "Objectives"), each `at` a letter or
// [q, r] on an objective hex of the map, at most once.
void read_objectives(FileCtx& ctx, const Val& v, const Map& map, bool map_ok, std::vector<ObjectiveDef>& out) {
  auto items = read_list(ctx, v);
  if (!items) return;
  for (const Val& item : *items) {
    Fields f(ctx, item, kObjectiveTable);
    if (!f.ok()) continue;
    ObjectiveDef o;
    f.read("hp", o.hp);
    f.read("name", o.name);
    auto at = f.field("at");
    f.finish();
    if (!at || !map_ok) continue;
    if (at->node.IsScalar()) {
      const std::string& s = at->node.Scalar();
      const std::vector<Hex> hexes = s.size() == 1 ? map.letters(s[0]) : std::vector<Hex>{};
      if (hexes.size() != 1) {
        ctx.error(at->mark, at->path, "expected a letter that marks one hex of the map, or a hex [q, r]");
        continue;
      }
      o.hex = hexes[0];
    } else if (!read_hex(ctx, *at, o.hex)) {
      continue;
    }
    const Cell* c = map.at(o.hex);
    if (!c || c->terrain != Terrain::Objective) {
      ctx.error(at->mark, at->path, "hex " + hex_text(o.hex) + " is not an objective on the map");
      continue;
    }
    if (std::any_of(out.begin(), out.end(), [&](const ObjectiveDef& x) { return x.hex == o.hex; })) {
      ctx.error(at->mark, at->path, "objective " + hex_text(o.hex) + " is given twice");
      continue;
    }
    out.push_back(std::move(o));
  }
}

void read_numbers(FileCtx& ctx, const Val& v, const FieldDef& row, ContentRef::Kind kind, bool optional,
                  std::vector<int>& out) {
  read_each(ctx, v, [&](const Val& item) {
    int n = 0;
    if (kind == ContentRef::Scenario ? !read_scenario_number(ctx, item, n) : !read_int(ctx, item, n, row.min, row.max))
      return false;
    ctx.ref(kind, kind == ContentRef::Scenario ? scenario_number_text(n) : std::to_string(n), item.mark, item.path,
            optional);
    out.push_back(n);
    return true;
  });
}

std::optional<EntryKey> read_scenario(Fields& f, ScenarioDef& def) {
  FileCtx& ctx = f.ctx();
  auto number = f.field("number");
  const bool has_number = number && read_scenario_number(ctx, *number, def.number);
  f.read("id", def.id);
  f.read("name", def.name);
  f.read("level", def.level);
  if (auto c = f.field("classes")) read_id_list(ctx, *c, ContentRef::Class, def.classes_allowed);
  if (auto c = f.field("exclude_classes")) read_id_list(ctx, *c, ContentRef::Class, def.classes_excluded);
  auto goal = f.field("goal");
  const std::span<const std::string_view> goals = f.row("goal").names;
  size_t goal_index = 0;
  if (goal && read_name_index(ctx, *goal, goals, goal_index, "a goal")) def.goal = std::string(goals[goal_index]);
  f.read("goal_text", def.goal_text);
  f.read("intro", def.intro);
  f.read("conclusion", def.conclusion);

  const bool map_ok = read_scenario_map(f, def.map);
  bool start_ok = false;
  if (auto s = f.field("start")) start_ok = map_ok && read_at(ctx, *s, def.map, def.start);
  if (auto p = f.field("monsters")) read_placements(ctx, *p, def.map, map_ok, def, start_ok);
  if (auto o = f.field("objectives")) read_objectives(ctx, *o, def.map, map_ok, def.objectives);
  const auto hazards = names_on_map(def.map, Terrain::Hazard);
  const auto plates = names_on_map(def.map, Terrain::PressurePlate);
  if (auto h = f.field("hazards")) read_script_map(ctx, *h, &hazards, "hazard", map_ok, def.hazards, def.hazard_text);
  if (auto p = f.field("pressure_plates")) read_script_map(ctx, *p, &plates, "pressure plate", map_ok, def.pressure_plates, def.plate_text);
  if (auto h = f.field("hooks")) read_hooks(ctx, *h, def.hooks);
  if (auto r = f.field("rules"))
    if (auto items = read_list(ctx, *r))
      for (const Val& item : *items)
        if (std::string s; read_string(ctx, item, s)) def.rules.push_back(std::move(s));
  if (def.goal == "script" && std::none_of(def.hooks.begin(), def.hooks.end(),
                                           [](const HookBinding& b) { return b.hook == Hook::check_goal; }))
    ctx.error(goal->mark, goal->path, "goal 'script' needs a check_goal hook");
  if (auto r = f.field("rewards")) read_numbers(ctx, *r, f.row("rewards"), ContentRef::Item, false, def.rewards);
  if (auto n = f.field("next")) read_numbers(ctx, *n, f.row("next"), ContentRef::Scenario, true, def.next);
  if (!has_number) return std::nullopt;
  return EntryKey{scenario_number_text(def.number), *number};
}

}  // namespace

void load_scenarios(FileCtx& ctx, const Val& v, Merger& m) {
  load_entries(ctx, v, m, kScenarioTable, m.db().scenarios, "scenario", read_scenario);
}

}  // namespace bnb::loader
