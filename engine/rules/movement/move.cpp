#include "engine/rules/movement/move.h"

#include <algorithm>

#include "engine/rules/damage/damage.h"
#include "engine/kernel/decision/keys.h"
#include "engine/kernel/step/describe.h"
#include "engine/rules/items/items.h"

namespace bnb {

namespace {
bool enemies(const Board& b, FigureId a, FigureId c) { return (b.fig(a).kind == FigureKind::Character) != (b.fig(c).kind == FigureKind::Character); }
}  // namespace

bool is_flying(const Ctx& ctx, FigureId id) {
  const Figure& f = ctx.b.fig(id);
  return f.kind == FigureKind::Monster && ctx.db.monsters[size_t(f.type)].flying;
}

std::vector<Reach> reachable(const Ctx& ctx, FigureId id, const MoveRules& rules) {
  std::vector<Reach> out;
  out.resize(reachable(ctx, id, rules, out));
  return out;
}

size_t reachable(const Ctx& ctx, FigureId id, const MoveRules& rules, std::vector<Reach>& out) {
  const Board& b = ctx.b;
  const Map& m = b.map;
  const int s = m.index_of(b.fig(id).hex);
  if (s < 0 || rules.points <= 0) return 0;
  const size_t n = m.cells().size();
  const int P = rules.points;
  // Layered by points spent: hz[cell * (P+1) + cost] = fewest hazards entered reaching `cell` with
  // exactly `cost` points. Every destination within the points is found, with its fewest-hazards
  // path and then the cheapest one (a plain (hazards, cost) search would miss a hex only reachable
  // in time through a hazard).
  constexpr int kInf = 1 << 20;
  const size_t layers = size_t(P) + 1;
  // The tables are kept from one call to the next (per thread): a move allocates only its answers.
  thread_local std::vector<int> hz, prev;
  hz.assign(n * layers, kInf);
  prev.assign(n * layers, -1);
  hz[size_t(s) * layers] = 0;
  const bool ignore = rules.jump || rules.flying;
  const bool walled = m.has_walls();
  const bool character = b.fig(id).kind == FigureKind::Character;
  // Thin walls stop every move; a closed door is a wall to monsters, a character may enter it.
  const auto blocked = [&](Hex from, Hex to) { return m.step_blocked(from, to) || (!character && m.is_closed_door(to)); };
  for (int cost = 0; cost < P; ++cost)
    for (size_t c = 0; c < n; ++c) {
      const int here_hz = hz[c * layers + size_t(cost)];
      if (here_hz >= kInf) continue;
      for (Hex nb : neighbors(m.cells()[c].hex)) {
        const int ni = m.index_of(nb);
        if (ni < 0 || (walled && blocked(m.cells()[c].hex, nb))) continue;
        if (!ignore && m.is_obstacle(nb)) continue;
        const FigureId occ = b.figure_at(nb);
        if (!ignore && occ != kNoFigure && (!rules.pass_allies || enemies(b, id, occ))) continue;
        const int next = cost + (ignore ? 1 : m.move_cost(nb));
        if (next > P) continue;
        const int h = here_hz + (!ignore && m.cells()[size_t(ni)].terrain == Terrain::Hazard ? 1 : 0);
        const size_t k = size_t(ni) * layers + size_t(next);
        if (h < hz[k]) hz[k] = h, prev[k] = int(c * layers + size_t(cost));
      }
    }
  size_t count = 0;
  for (size_t c = 0; c < n; ++c) {
    if (int(c) == s) continue;
    const Hex h = m.cells()[c].hex;
    if (b.occupied(h) || m.is_obstacle(h)) continue;
    int best = -1;
    for (int cost = 1; cost <= P; ++cost)
      if (hz[c * layers + size_t(cost)] < kInf && (best < 0 || hz[c * layers + size_t(cost)] < hz[c * layers + size_t(best)]))
        best = cost;
    if (best < 0) continue;
    if (count == out.size()) out.emplace_back();
    Reach& r = out[count++];  // an entry of an earlier call: its path keeps its buffer
    r.dest = h, r.cost = best, r.hazards = hz[c * layers + size_t(best)], r.special.clear();
    if (rules.jump && m.cells()[c].terrain == Terrain::Hazard) r.hazards = 1;  // a jump lands in it
    size_t steps = 0;
    for (int k = int(c * layers + size_t(best)); k >= 0 && k != s * int(layers); k = prev[size_t(k)]) ++steps;
    r.path.resize(steps);
    for (int k = int(c * layers + size_t(best)); k >= 0 && k != s * int(layers); k = prev[size_t(k)])
      r.path[--steps] = m.cells()[size_t(k) / layers].hex;
  }
  // Swapping entries moves only their buffers.
  std::sort(out.begin(), out.begin() + long(count), [](const Reach& x, const Reach& y) { return x.dest < y.dest; });
  return count;
}

std::vector<Reach> path_variants(const Ctx& ctx, FigureId id, const MoveRules& rules, std::span<const Reach> reach) {
  std::vector<Reach> out;
  out.resize(path_variants(ctx, id, rules, reach, out));
  return out;
}

size_t path_variants(const Ctx& ctx, FigureId id, const MoveRules& rules, std::span<const Reach> reach,
                     std::vector<Reach>& out) {
  if (rules.jump || rules.flying || reach.empty()) return 0;
  const Board& b = ctx.b;
  const Map& m = b.map;
  const Hex start = b.fig(id).hex;
  const int P = rules.points;
  // The tables are kept from one call to the next (per thread), as for reachable.
  thread_local std::vector<Hex> specials;
  thread_local std::vector<int64_t> prev;
  thread_local std::vector<int> best;
  // The hazards and plates within reach; at most 8 (the nearest), so the search stays small.
  specials.clear();
  for (const Cell& c : m.cells())
    if ((c.terrain == Terrain::Hazard || c.terrain == Terrain::PressurePlate) && c.hex != start && distance(start, c.hex) <= P)
      specials.push_back(c.hex);
  if (specials.empty()) return 0;
  std::stable_sort(specials.begin(), specials.end(), [&](Hex x, Hex y) { return distance(start, x) < distance(start, y); });
  if (specials.size() > 8) specials.resize(8);
  const auto special_bit = [&](Hex h) {
    for (size_t i = 0; i < specials.size(); ++i)
      if (specials[i] == h) return 1u << i;
    return 0u;
  };
  const size_t n = m.cells().size(), layers = size_t(P) + 1, masks = size_t(1) << specials.size();
  const auto key = [&](size_t cell, int cost, size_t mask) { return (cell * layers + size_t(cost)) * masks + mask; };
  prev.assign(n * layers * masks, -2);  // -2 = not reached, -1 = the start
  const int s = m.index_of(start);
  prev[key(size_t(s), 0, 0)] = -1;
  const bool walled = m.has_walls();
  const bool character = b.fig(id).kind == FigureKind::Character;
  const auto blocked = [&](Hex from, Hex to) { return m.step_blocked(from, to) || (!character && m.is_closed_door(to)); };
  for (int cost = 0; cost < P; ++cost)
    for (size_t c = 0; c < n; ++c)
      for (size_t mask = 0; mask < masks; ++mask) {
        if (prev[key(c, cost, mask)] == -2) continue;
        for (Hex nb : neighbors(m.cells()[c].hex)) {
          const int ni = m.index_of(nb);
          if (ni < 0 || m.is_obstacle(nb) || (walled && blocked(m.cells()[c].hex, nb))) continue;
          const FigureId occ = b.figure_at(nb);
          if (occ != kNoFigure && enemies(b, id, occ)) continue;
          const int next = cost + m.move_cost(nb);
          if (next > P) continue;
          const size_t k = key(size_t(ni), next, mask | special_bit(nb));
          if (prev[k] == -2) prev[k] = int64_t(key(c, cost, mask));
        }
      }
  size_t count = 0;
  for (const Reach& r : reach) {
    const size_t c = size_t(m.index_of(r.dest));
    size_t mine = 0;
    for (Hex h : r.path) mine |= special_bit(h);
    // The cheapest path of each set of specials entered.
    best.assign(masks, -1);
    for (size_t mask = 0; mask < masks; ++mask)
      for (int cost = 1; cost <= P && best[mask] < 0; ++cost)
        if (prev[key(c, cost, mask)] != -2) best[mask] = cost;
    best[mine] = r.cost;
    size_t hazard_bits = 0;
    for (size_t i = 0; i < specials.size(); ++i)
      if (m.at(specials[i])->terrain == Terrain::Hazard) hazard_bits |= size_t(1) << i;
    for (size_t mask = 0; mask < masks; ++mask) {
      if (mask == mine || best[mask] < 0) continue;
      bool dominated = false;  // same plates, hazards a strict superset of another path's
      for (size_t o = 0; o < masks && !dominated; ++o)
        dominated = o != mask && best[o] >= 0 && (o & ~hazard_bits) == (mask & ~hazard_bits) && (o & mask) == o;
      if (dominated) continue;
      if (count == out.size()) out.emplace_back();
      Reach& v = out[count++];  // an entry of an earlier call: its vectors keep their buffers
      v.dest = r.dest, v.cost = best[mask], v.hazards = 0, v.path.clear(), v.special.clear();
      for (int64_t k = int64_t(key(c, best[mask], mask)); k >= 0 && prev[size_t(k)] != -1; k = prev[size_t(k)])
        v.path.push_back(m.cells()[size_t(k) / masks / layers].hex);
      std::reverse(v.path.begin(), v.path.end());
      for (Hex h : v.path)
        if (special_bit(h)) {
          v.special.push_back(h);
          v.hazards += m.at(h)->terrain == Terrain::Hazard;
        }
    }
  }
  return count;
}

namespace {
int ask_destination(Ctx& ctx, FigureId id, const MoveRules& rules, Decision& d, const uint32_t* items_used);
}  // namespace

bool character_move(Ctx& ctx, FigureId id, const MoveRules& base) {
  if (has(ctx.b.fig(id).conditions, Condition::Immobilize)) return false;
  MoveRules rules = base;
  const bool character = ctx.b.fig(id).kind == FigureKind::Character;
  if (character) {
    const ItemMove m = move_items_in_effect(ctx);  // extra points; a jump item makes the move a jump
    rules.points += m.points, rules.jump |= m.jump;
  }
  PooledDecision q(DecisionKind::MoveDestination);
  Decision& d = *q;
  // The your_movement items are options of the question (docs/rules-interpretations.md, "Folded
  // windows"): one used, the move has its points and the question is asked again.
  uint32_t used = 0;
  for (;;) {
    const int pick = ask_destination(ctx, id, rules, d, character ? &used : nullptr);
    if (pick < 0) return false;
    const Option& o = d.options[size_t(pick)];
    if (o.folded == Folded::UseItem) {
      const ItemMove m = use_move_item(ctx, o.item, used);
      rules.points += m.points, rules.jump |= m.jump;
      continue;
    }
    if (!o.hex) return false;  // stay
    walk(ctx, id, o.path, rules.jump, rules.flying);
    return true;
  }
}

namespace {
// The move's question (every destination and path, the items usable for it); -1 when there is
// nothing to ask (no hex in reach, no item).
int ask_destination(Ctx& ctx, FigureId id, const MoveRules& rules, Decision& d, const uint32_t* items_used) {
  // Read only before the question: kept from one move to the next (per thread) with the paths'
  // buffers.
  thread_local std::vector<Reach> reached;
  const size_t reach_count = reachable(ctx, id, rules, reached);  // may grow `reached`: before data()
  const std::span<const Reach> reach(reached.data(), reach_count);
  d.reset(DecisionKind::MoveDestination, "");
  // Other paths where crossing (or avoiding) hazards and pressure plates makes a difference.
  thread_local std::vector<Reach> varied;
  const size_t variant_count = path_variants(ctx, id, rules, reach, varied);
  const std::span<const Reach> variants(varied.data(), variant_count);
  d.figure = id, d.move_points = rules.points, d.jump = rules.jump;
  d.options.reserve(1 + reach.size() + variants.size());
  d.options.add("stay");
  if (items_used) add_move_item_options(ctx, d, *items_used);
  if (reach.empty() && d.options.size() == 1) return -1;  // nowhere to go, no item to change that
  // Keys are written into the options' buffers: "hex 2,-1".
  const auto add_move = [&](const Reach& r) -> Option& {
    Option& o = d.options.add();
    keys::append_hex_option(o.key, r.dest);
    o.hex = r.dest, o.path = r.path, o.move_cost = r.cost, o.hazards = r.hazards;
    return o;
  };
  for (const Reach& r : reach) add_move(r);
  for (const Reach& r : variants) {
    // "hex 2,-1 via 1,0 2,0"
    Option& o = add_move(r);
    keys::append_via(o.key, r.special);
    o.path_kind = r.special.empty() ? PathKind::Avoiding : PathKind::Through, o.via = r.special;
  }
  return ctx.ask(d);  // `d` comes back as it was
}
}  // namespace

void walk(Ctx& ctx, FigureId id, std::span<const Hex> path, bool jump, bool flying) {
  for (size_t i = 0; i < path.size(); ++i) {
    Figure& f = ctx.b.fig(id);
    if (!f.alive || ctx.b.phase == Phase::Finished) return;
    const Hex from = f.hex;
    f.hex = path[i];
    ctx.emit(FigureMoved{id, from, path[i]});
    const bool last = i + 1 == path.size();
    enter_hex(ctx, id, path[i], !flying && (!jump || last));
  }
}

void enter_hex(Ctx& ctx, FigureId id, Hex h, bool triggers) {
  const Cell* cell = ctx.b.map.at(h);
  if (!cell) return;
  HookEvent ev;
  ev.figure = id, ev.hex = h, ev.has_hex = true;
  ev.terrain = std::string(terrain_name(cell->terrain));
  ev.name = cell->name >= 0 ? ctx.b.map.name(cell->name) : "";
  // A character opens a closed door by entering it (docs/maps.md, "Walls and doors").
  if (ctx.b.fig(id).kind == FigureKind::Character && ctx.b.map.open_door(h)) {
    HookEvent door = ev;
    ctx.scenario_hook(Hook::on_door_open, door);
    if (!ctx.b.fig(id).alive) return;
  }
  ctx.scenario_hook(Hook::on_enter_hex, ev);
  if (!triggers || !ctx.b.fig(id).alive) return;
  const ScenarioDef& s = ctx.scenario();
  if (cell->terrain == Terrain::Hazard) {
    const auto it = s.hazards.find(ev.name);
    if (it != s.hazards.end() && ctx.has_scripts()) ctx.call_script(s.mod, it->second, Hook::hazard, ev);
    else suffer_damage(ctx, id, 1, kNoFigure, DamageKind::Hazard);  // an unnamed hazard: 1 damage
  } else if (cell->terrain == Terrain::PressurePlate) {
    const auto it = s.pressure_plates.find(ev.name);
    if (it != s.pressure_plates.end()) ctx.call_script(s.mod, it->second, Hook::pressure_plate, ev);
  }
}

}  // namespace bnb
