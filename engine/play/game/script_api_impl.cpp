#include "engine/play/game/script_api_impl.h"

#include <algorithm>

#include "engine/rules/abilities/control.h"
#include "engine/kernel/decision/keys.h"
#include "engine/rules/movement/forced_move.h"
#include "engine/rules/attack/attack.h"
#include "engine/rules/movement/move.h"
#include "engine/rules/cards/piles.h"
#include "engine/rules/conditions/conditions.h"
#include "engine/rules/damage/damage.h"
#include "engine/rules/elements/elements.h"
#include "engine/kernel/step/describe.h"
#include "engine/rules/round/initiative.h"
#include "engine/rules/scenario/scenario.h"

namespace bnb {

FigureView figure_view(const ContentDb& db, const Figure& f) {
  FigureView v;
  v.id = f.id, v.kind = f.kind, v.number = f.number, v.hex = f.hex, v.hp = f.hp, v.max_hp = f.max_hp;
  v.conditions = f.conditions;
  v.type = f.kind == FigureKind::Monster ? db.monsters[size_t(f.type)].id : db.classes[size_t(f.type)].id;
  return v;
}

template <class F>
void ScriptApiImpl::guarded(F&& f) {
  if (suspended) return;
  try {
    f();
  } catch (NeedDecision& nd) {
    pending = std::move(nd.decision);
    suspended = true;
  } catch (ScenarioOver&) {
    over = suspended = true;
  }
}

bool ScriptApiImpl::valid(FigureId id) {
  if (id < 0 || size_t(id) >= ctx_.b.figures.size()) {
    error = "no living figure with id " + std::to_string(id);  // the script's mistake
    return false;
  }
  if (!ctx_.b.fig(id).alive) {  // it died, perhaps during the script's own earlier action
    refuse(Refusal::Gone, id, "no living figure with id " + std::to_string(id));
    return false;
  }
  return true;
}

void ScriptApiImpl::refuse(Refusal kind, FigureId id, std::string english) {
  refusal = {kind, id};
  error = std::move(english);
}

int ScriptApiImpl::round() const { return ctx_.b.round; }
std::vector<FigureView> ScriptApiImpl::figures() const {
  std::vector<FigureView> out;
  for (const Figure& f : ctx_.b.figures)
    if (f.alive) out.push_back(figure_view(ctx_.db, f));
  return out;
}
std::optional<FigureView> ScriptApiImpl::figure(FigureId id) const {
  if (id < 0 || size_t(id) >= ctx_.b.figures.size() || !ctx_.b.fig(id).alive) return std::nullopt;
  return figure_view(ctx_.db, ctx_.b.fig(id));
}
std::optional<FigureId> ScriptApiImpl::figure_at(Hex h) const {
  const FigureId f = ctx_.b.figure_at(h);
  if (f == kNoFigure) return std::nullopt;
  return f;
}
bool ScriptApiImpl::hex_exists(Hex h) const { return ctx_.b.map.contains(h); }
namespace {
MoveRules script_move(const Ctx& ctx, FigureId id, int points, bool jump) {
  MoveRules r;
  r.points = points, r.jump = jump;
  r.pass_allies = ctx.b.fig(id).kind == FigureKind::Character;  // a moved monster: every figure blocks
  return r;
}
}  // namespace
std::vector<Hex> ScriptApiImpl::reachable(FigureId id, int points, bool jump) const {
  std::vector<Hex> out;
  if (id < 0 || size_t(id) >= ctx_.b.figures.size() || !ctx_.b.fig(id).alive) return out;
  out.push_back(ctx_.b.fig(id).hex);
  for (const Reach& r : bnb::reachable(ctx_, id, script_move(ctx_, id, points, jump))) out.push_back(r.dest);
  return out;
}
std::vector<Hex> ScriptApiImpl::path(FigureId id, Hex to, int points, bool jump) const {
  if (id < 0 || size_t(id) >= ctx_.b.figures.size() || !ctx_.b.fig(id).alive) return {};
  for (const Reach& r : bnb::reachable(ctx_, id, script_move(ctx_, id, points, jump)))
    if (r.dest == to) return r.path;
  return {};
}
Terrain ScriptApiImpl::terrain(Hex h) const {
  const Cell* c = ctx_.b.map.at(h);
  return c ? c->terrain : Terrain::Obstacle;
}
std::string ScriptApiImpl::hex_name(Hex h) const {
  const Cell* c = ctx_.b.map.at(h);
  return c && c->name >= 0 ? ctx_.b.map.name(c->name) : "";
}
std::vector<Hex> ScriptApiImpl::letter_hexes(char letter) const { return ctx_.b.map.letters(letter); }
bool ScriptApiImpl::open_door(Hex h) {
  if (!ctx_.b.map.open_door(h)) return false;
  HookEvent ev;
  ev.figure = ctx_.b.character(), ev.hex = h, ev.has_hex = true;
  ctx_.scenario_hook(Hook::on_door_open, ev);
  return true;
}
std::vector<ObjectiveView> ScriptApiImpl::objectives() const {
  std::vector<ObjectiveView> out;
  for (const Cell& c : ctx_.b.map.cells()) {
    if (c.terrain != Terrain::Objective) continue;
    ObjectiveView v;
    v.hex = c.hex;
    if (ctx_.b.scenario >= 0)
      for (const ObjectiveDef& o : ctx_.scenario().objectives)
        if (o.hex == c.hex) {
          v.name = o.name;
          if (o.hp > 0) v.max_hp = o.hp, v.hp = objective_hp(ctx_, c.hex);
        }
    out.push_back(std::move(v));
  }
  return out;
}
std::vector<Element> ScriptApiImpl::elements_available() const { return available_elements(ctx_); }
std::vector<CardView> ScriptApiImpl::cards() const {
  std::vector<CardView> out;
  for (size_t i = 0; i < ctx_.b.hero.cards.size(); ++i) {
    const CardState& c = ctx_.b.hero.cards[i];
    const CardDef& d = ctx_.db.cards[size_t(c.def)];
    out.push_back({d.id, d.name, std::string(pile_name(c.pile)), c.side});
  }
  return out;
}
bool ScriptApiImpl::set_card_side(const std::string& card_id, char side) {
  for (CardState& c : ctx_.b.hero.cards)
    if (ctx_.db.cards[size_t(c.def)].id == card_id) {
      c.side = side;
      return true;
    }
  error = "the character has no card '" + card_id + "'";
  return false;
}
std::vector<ItemView> ScriptApiImpl::items() const {
  std::vector<ItemView> out;
  for (const ItemState& it : ctx_.b.hero.items) {
    const ItemDef& d = ctx_.db.items[size_t(it.def)];
    out.push_back({d.number, d.id, d.name,
                   it.status == ItemStatus::Ready ? "ready" : it.status == ItemStatus::Spent ? "spent" : "lost"});
  }
  return out;
}
VarValue ScriptApiImpl::get_var(const std::string& name) const {
  for (const auto& [k, v] : ctx_.b.vars)
    if (k == name) return v;
  return {};
}

void ScriptApiImpl::suffer_damage(FigureId id, int amount) {
  if (valid(id)) guarded([&] { bnb::suffer_damage(ctx_, id, amount, kNoFigure, DamageKind::Script); });
}
void ScriptApiImpl::heal(FigureId id, int amount) {
  if (valid(id)) guarded([&] { bnb::heal(ctx_, id, amount); });
}
bool ScriptApiImpl::add_condition(FigureId id, Condition c) {
  bool ok = false;
  if (valid(id)) guarded([&] { ok = gain_condition(ctx_, id, c); });
  return ok;
}
void ScriptApiImpl::remove_condition(FigureId id, Condition c) {
  if (valid(id)) guarded([&] { bnb::remove_condition(ctx_, id, c); });
}
bool ScriptApiImpl::move_figure(FigureId id, Hex to) {
  if (!valid(id)) return false;
  if (!ctx_.b.map.contains(to) || ctx_.b.map.is_obstacle(to) || ctx_.b.occupied(to)) {
    error = "hex " + hex_key(to) + " is not an empty hex of the map";
    return false;
  }
  guarded([&] { walk(ctx_, id, std::span<const Hex>(&to, 1), true, false); });
  return true;
}
bool ScriptApiImpl::push(FigureId id, FigureId from, int distance) {
  if (!valid(id) || !valid(from)) return false;
  guarded([&] { forced_move(ctx_, id, from, distance, true); });
  return true;
}
bool ScriptApiImpl::pull(FigureId id, FigureId toward, int distance) {
  if (!valid(id) || !valid(toward)) return false;
  guarded([&] { forced_move(ctx_, id, toward, distance, false); });
  return true;
}
bool ScriptApiImpl::controllable(FigureId id) {
  if (!valid(id)) return false;
  if (ctx_.b.fig(id).kind != FigureKind::Monster) {
    refuse(Refusal::NotAMonster, id, "only monsters can be controlled");
    return false;
  }
  return true;
}
bool ScriptApiImpl::control_move(FigureId id, int points) {
  if (!controllable(id)) return false;
  if (has(ctx_.b.fig(id).conditions, Condition::Immobilize)) {
    refuse(Refusal::Immobilized, id, figure_name(ctx_, id) + " is immobilized");
    return false;
  }
  bool moved = false;
  guarded([&] { moved = bnb::control_move(ctx_, id, points); });
  if (!moved && !suspended) refuse(Refusal::DidNotMove, id, figure_name(ctx_, id) + " did not move");
  return moved;
}
bool ScriptApiImpl::control_attack(FigureId id, const ControlAttack& a) {
  if (!controllable(id)) return false;
  if (has(ctx_.b.fig(id).conditions, Condition::Disarm)) {
    refuse(Refusal::Disarmed, id, figure_name(ctx_, id) + " is disarmed");
    return false;
  }
  AttackSpec s;
  s.value = a.value, s.range = a.range, s.targets = a.targets, s.optional_effects = false;
  bool attacked = false;
  guarded([&] { attacked = bnb::control_attack(ctx_, id, s); });
  if (!attacked && !suspended) refuse(Refusal::DidNotAttack, id, figure_name(ctx_, id) + " did not attack");
  return attacked;
}
std::optional<FigureId> ScriptApiImpl::spawn(const std::string& monster, Hex at) {
  const int def = ctx_.db.monster_index(monster);
  if (def < 0) {
    error = "unknown monster type '" + monster + "'";
    return std::nullopt;
  }
  std::optional<FigureId> out;
  guarded([&] { out = spawn_into_round(ctx_, def, at); });
  return out;
}
void ScriptApiImpl::remove_figure(FigureId id) {
  if (!valid(id) || id == ctx_.b.character()) return;
  Figure& f = ctx_.b.fig(id);
  f.alive = false;
  f.conditions = 0;
}
void ScriptApiImpl::infuse(Element e) { guarded([&] { infuse_extra(ctx_, e); }); }
bool ScriptApiImpl::consume(Element e) {
  Consumption c;
  c.costs.push_back({{e}});
  bool ok = false;
  guarded([&] { ok = pay_consumption(ctx_, c, kNoFigure); });
  return ok;
}
bool ScriptApiImpl::set_terrain(Hex h, Terrain t, const std::string& name) {
  Cell* c = ctx_.b.map.at(h);
  if (!c) {
    error = "hex " + hex_key(h) + " is not on the map";
    return false;
  }
  const int16_t n = name.empty() ? int16_t(-1) : ctx_.b.map.intern(name);
  if (!name.empty() && n < 0) {
    error = "the map has " + std::to_string(kMaxMapNames) + " hazard and plate names already (the limit)";
    return false;
  }
  c->terrain = t;
  c->name = n;
  return true;
}
void ScriptApiImpl::message(const ScriptWords& words) { ctx_.message(english(words)); }
bool ScriptApiImpl::has_text(const std::string& key) const { return ctx_.db.texts.contains(key); }
ScriptWords ScriptApiImpl::english(ScriptWords w) const {
  // A refusal names a figure of this scenario (a script may have changed the figure's id).
  if (w.refusal.figure < 0 || size_t(w.refusal.figure) >= ctx_.b.figures.size()) w.refusal = {};
  if (!w.keyed()) return w;
  const auto it = ctx_.db.texts.find(w.key);
  w.text = it == ctx_.db.texts.end() ? w.key : fill_placeholders(it->second.text, w.args);
  return w;
}
void ScriptApiImpl::win() { ctx_.b.win_requested = true; }
void ScriptApiImpl::lose() { ctx_.b.loss_requested = true; }
bool ScriptApiImpl::set_var(const std::string& name, const VarValue& v) {
  auto& vars = ctx_.b.vars;
  error = var_limit_problem(vars, name, v);
  if (!error.empty()) return false;
  auto it = std::find_if(vars.begin(), vars.end(), [&](const auto& kv) { return kv.first == name; });
  if (std::holds_alternative<std::monostate>(v)) {
    if (it != vars.end()) vars.erase(it);
  } else if (it != vars.end()) {
    it->second = v;
  } else {
    vars.emplace_back(name, v);
  }
  return true;
}
uint32_t ScriptApiImpl::random(uint32_t n) { return n == 0 ? 0 : ctx_.b.rng.below(n); }

// A script's question: none when it has no option; once the step suspends, the script's later
// questions wait for the resumed step.
std::optional<int> ScriptApiImpl::pose(Decision d) {
  if (d.options.empty()) return std::nullopt;
  if (suspended) return std::nullopt;
  const int r = ctx_.try_ask(std::move(d), &pending);
  if (r < 0) {
    suspended = true;
    return std::nullopt;
  }
  return r;
}
std::optional<int> ScriptApiImpl::ask(const ScriptWords& prompt, const std::vector<ScriptWords>& options) {
  auto q = std::make_shared<Decision::ScriptQuestion>();
  q->prompt = english(prompt);
  for (const ScriptWords& o : options) q->options.push_back(english(o));
  Decision d{DecisionKind::Script, q->prompt.text};
  for (size_t i = 0; i < q->options.size(); ++i) d.options.push_back({keys::numbered("option", int(i) + 1), q->options[i].text});
  d.script = std::move(q);
  return pose(std::move(d));
}
std::optional<int> ScriptApiImpl::ask_hex(const ScriptWords& prompt, const std::vector<Hex>& hexes) {
  auto q = std::make_shared<Decision::ScriptQuestion>();
  q->prompt = english(prompt);
  Decision d{DecisionKind::Script, q->prompt.text};
  d.script = std::move(q);
  for (Hex h : hexes) {
    Option o{keys::hex_option(h), hex_key(h)};
    o.hex = h;
    d.options.push_back(std::move(o));
  }
  return pose(std::move(d));
}

}  // namespace bnb
