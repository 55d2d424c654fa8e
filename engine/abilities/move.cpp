#include "engine/abilities/move.h"

#include <algorithm>
#include <queue>

#include "engine/damage/damage.h"

namespace bnb {

namespace {
bool enemies(const Board& b, FigureId a, FigureId c) { return (b.fig(a).kind == FigureKind::Character) != (b.fig(c).kind == FigureKind::Character); }
}  // namespace

bool is_flying(const Ctx& ctx, FigureId id) {
  const Figure& f = ctx.b.fig(id);
  return f.kind == FigureKind::Monster && ctx.db.monsters[size_t(f.type)].flying;
}

std::vector<Reach> reachable(const Ctx& ctx, FigureId id, const MoveRules& rules) {
  const Board& b = ctx.b;
  const Map& m = b.map;
  const Hex start = b.fig(id).hex;
  const size_t n = m.cells().size();
  // Dijkstra on (hazards, cost): fewest hazards first, then fewest movement points.
  struct Node { int hazards, cost; int cell; };
  auto worse = [](const Node& x, const Node& y) { return std::tie(x.hazards, x.cost) > std::tie(y.hazards, y.cost); };
  std::priority_queue<Node, std::vector<Node>, decltype(worse)> open(worse);
  std::vector<int> best_h(n, 1 << 20), best_c(n, 1 << 20), prev(n, -1);
  const int s = m.index_of(start);
  if (s < 0) return {};
  best_h[size_t(s)] = best_c[size_t(s)] = 0;
  open.push({0, 0, s});
  const bool ignore = rules.jump || rules.flying;
  while (!open.empty()) {
    const Node cur = open.top();
    open.pop();
    if (cur.hazards != best_h[size_t(cur.cell)] || cur.cost != best_c[size_t(cur.cell)]) continue;
    const Hex here = m.cells()[size_t(cur.cell)].hex;
    for (Hex nb : neighbors(here)) {
      const int ni = m.index_of(nb);
      if (ni < 0) continue;
      const Cell& cell = m.cells()[size_t(ni)];
      if (!ignore && m.is_obstacle(nb)) continue;
      const FigureId occ = b.figure_at(nb);
      if (!ignore && occ != kNoFigure && enemies(b, id, occ)) continue;
      const int step = ignore ? 1 : m.move_cost(nb);
      const int cost = cur.cost + step;
      if (cost > rules.points) continue;
      const int hz = cur.hazards + (!ignore && cell.terrain == Terrain::Hazard ? 1 : 0);
      if (std::tie(hz, cost) < std::tie(best_h[size_t(ni)], best_c[size_t(ni)])) {
        best_h[size_t(ni)] = hz, best_c[size_t(ni)] = cost, prev[size_t(ni)] = cur.cell;
        open.push({hz, cost, ni});
      }
    }
  }
  std::vector<Reach> out;
  for (size_t i = 0; i < n; ++i) {
    if (int(i) == s || prev[i] < 0) continue;
    const Hex h = m.cells()[i].hex;
    if (b.occupied(h) || m.is_obstacle(h)) continue;
    Reach r{h, {}, best_c[i], best_h[i]};
    if (rules.jump && m.cells()[i].terrain == Terrain::Hazard) r.hazards = 1;  // a jump lands in it
    for (int c = int(i); c != s; c = prev[size_t(c)]) r.path.push_back(m.cells()[size_t(c)].hex);
    std::reverse(r.path.begin(), r.path.end());
    out.push_back(std::move(r));
  }
  std::sort(out.begin(), out.end(), [](const Reach& x, const Reach& y) { return x.dest < y.dest; });
  return out;
}

void character_move(Ctx& ctx, FigureId id, const MoveRules& rules) {
  if (has(ctx.b.fig(id).conditions, Condition::Immobilize)) return;
  const std::vector<Reach> reach = reachable(ctx, id, rules);
  Decision d{DecisionKind::MoveDestination, "Move " + std::to_string(rules.points) + (rules.jump ? " (jump)" : "") + ": where to?"};
  d.options.push_back({"stay", "do not move"});
  for (const Reach& r : reach) {
    Option o{"hex " + std::to_string(r.dest.q) + "," + std::to_string(r.dest.r),
             "move to " + std::to_string(r.dest.q) + "," + std::to_string(r.dest.r) + " (" + std::to_string(r.cost) +
                 " points" + (r.hazards ? ", " + std::to_string(r.hazards) + " hazard" : "") + ")"};
    o.hex = r.dest, o.has_hex = true, o.path = r.path;
    d.options.push_back(std::move(o));
  }
  const int pick = ctx.ask(std::move(d));
  if (pick == 0) return;
  walk(ctx, id, reach[size_t(pick - 1)].path, rules.jump, rules.flying);
}

void walk(Ctx& ctx, FigureId id, const std::vector<Hex>& path, bool jump, bool flying) {
  for (size_t i = 0; i < path.size(); ++i) {
    Figure& f = ctx.b.fig(id);
    if (!f.alive || ctx.b.phase == Phase::Finished) return;
    const Hex from = f.hex;
    f.hex = path[i];
    Event e{EventKind::FigureMoved};
    e.figure = id, e.from = from, e.to = path[i];
    ctx.emit(std::move(e));
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
