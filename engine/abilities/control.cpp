#include "engine/abilities/control.h"

#include <algorithm>

#include "engine/movement/move.h"
#include "engine/step/describe.h"

namespace bnb {

bool control_move(Ctx& ctx, FigureId id, int points) {
  const Figure& f = ctx.b.fig(id);
  if (!f.alive || points <= 0 || has(f.conditions, Condition::Immobilize)) return false;
  const Map& m = ctx.b.map;
  const bool flying = is_flying(ctx, id);
  const int s = m.index_of(f.hex);
  if (s < 0) return false;
  // Layered by points spent: fewest hazards entered reaching each cell with exactly that cost.
  const size_t n = m.cells().size(), layers = size_t(points) + 1;
  constexpr int kInf = 1 << 20;
  std::vector<int> hz(n * layers, kInf), prev(n * layers, -1);
  hz[size_t(s) * layers] = 0;
  for (int cost = 0; cost < points; ++cost)
    for (size_t c = 0; c < n; ++c) {
      if (hz[c * layers + size_t(cost)] >= kInf) continue;
      for (Hex nb : neighbors(m.cells()[c].hex)) {
        const int ni = m.index_of(nb);
        if (ni < 0 || (!flying && (m.is_obstacle(nb) || ctx.b.occupied(nb)))) continue;
        const int next = cost + (flying ? 1 : m.move_cost(nb));
        if (next > points) continue;
        const int h = hz[c * layers + size_t(cost)] + (!flying && m.cells()[size_t(ni)].terrain == Terrain::Hazard);
        const size_t k = size_t(ni) * layers + size_t(next);
        if (h < hz[k]) hz[k] = h, prev[k] = int(c * layers + size_t(cost));
      }
    }
  Decision d{DecisionKind::MoveDestination, "Control " + figure_name(ctx, id) + ": move " + std::to_string(points) + " where?"};
  d.figure = id, d.move_points = points, d.controlled = true;
  d.options.push_back({"stay", "it does not move"});
  std::vector<std::vector<Hex>> paths;
  for (size_t c = 0; c < n; ++c) {
    const Hex h = m.cells()[c].hex;
    if (int(c) == s || ctx.b.occupied(h) || m.is_obstacle(h)) continue;
    int best = -1;
    for (int cost = 1; cost <= points; ++cost)
      if (hz[c * layers + size_t(cost)] < kInf && (best < 0 || hz[c * layers + size_t(cost)] < hz[c * layers + size_t(best)]))
        best = cost;
    if (best < 0) continue;
    std::vector<Hex> path;
    for (int k = int(c * layers + size_t(best)); k >= 0 && k != s * int(layers); k = prev[size_t(k)])
      path.push_back(m.cells()[size_t(k) / layers].hex);
    std::reverse(path.begin(), path.end());
    const int hazards = hz[c * layers + size_t(best)];
    Option o{"hex " + hex_key(h), "move it to " + hex_key(h) + (hazards ? " (" + std::to_string(hazards) + " hazard)" : "")};
    o.hex = h, o.path = path, o.move_cost = best, o.hazards = hazards;
    d.options.push_back(std::move(o));
    paths.push_back(std::move(path));
  }
  if (paths.empty()) return false;  // no valid path: the move cannot be controlled
  const int pick = ctx.ask(std::move(d));
  if (pick == 0) return false;
  walk(ctx, id, paths[size_t(pick - 1)], false, flying);
  return true;
}

bool control_attack(Ctx& ctx, FigureId id, const AttackSpec& s) {
  const Figure& f = ctx.b.fig(id);
  if (!f.alive || has(f.conditions, Condition::Disarm)) return false;
  std::vector<FigureId> chosen;
  for (int n = 0; n < std::max(1, s.targets); ++n) {
    Decision d{DecisionKind::ChooseTarget, "Control " + figure_name(ctx, id) + ": attack " + std::to_string(s.value) +
                                               ", choose target " + std::to_string(n + 1)};
    d.figure = id, d.controlled = true, d.attack_value = s.value, d.attack_range = s.range;
    d.options.push_back({n == 0 ? "skip" : "done", n == 0 ? "it does not attack" : "no more targets"});
    for (const Figure& t : ctx.b.figures) {
      if (!t.alive || t.id == id || t.kind != FigureKind::Monster || has(t.conditions, Condition::Invisible)) continue;
      if (distance(f.hex, t.hex) > std::max(1, s.range)) continue;
      if (std::find(chosen.begin(), chosen.end(), t.id) != chosen.end()) continue;
      Option o{"target " + std::to_string(t.id), figure_name(ctx, t.id) + " at " + hex_key(t.hex)};
      o.figure = t.id;
      d.options.push_back(o);
    }
    if (d.options.size() == 1) break;  // no (more) valid targets
    const Option& o = d.options[size_t(ctx.ask(std::move(d)))];
    if (o.figure < 0) break;
    chosen.push_back(FigureId(o.figure));
  }
  if (chosen.empty()) return false;
  attack_targets(ctx, id, chosen, s);
  return true;
}

}  // namespace bnb
