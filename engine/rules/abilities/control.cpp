#include "engine/rules/abilities/control.h"

#include <algorithm>

#include "engine/kernel/decision/keys.h"
#include "engine/base/map/sight.h"
#include "engine/rules/movement/move.h"
#include "engine/kernel/step/describe.h"

namespace bnb {

bool control_move(Ctx& ctx, FigureId id, int points) {
  const Figure& f = ctx.b.fig(id);
  if (!f.alive || points <= 0 || has(f.conditions, Condition::Immobilize)) return false;
  const Map& m = ctx.b.map;
  const bool flying = is_flying(ctx, id);
  if (m.index_of(f.hex) < 0) return false;
  MoveRules rules{points, false, flying};
  rules.pass_allies = false;
  std::vector<Reach> reach = reachable(ctx, id, rules);
  // Offered in map order.
  std::sort(reach.begin(), reach.end(), [&](const Reach& x, const Reach& y) { return m.index_of(x.dest) < m.index_of(y.dest); });
  Decision d{DecisionKind::MoveDestination, ""};
  d.figure = id, d.move_points = points, d.controlled = true;
  d.options.push_back({"stay", ""});
  std::vector<std::vector<Hex>> paths;
  for (Reach& r : reach) {
    const Hex h = r.dest;
    Option o{keys::hex_option(h), ""};
    o.hex = h, o.path = r.path, o.move_cost = r.cost, o.hazards = r.hazards;
    d.options.push_back(std::move(o));
    paths.push_back(std::move(r.path));
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
    Decision d{DecisionKind::ChooseTarget, ""};
    d.nth = n + 1;
    d.figure = id, d.controlled = true, d.attack_value = s.value, d.attack_range = s.range;
    d.options.push_back({n == 0 ? "skip" : "done", ""});
    for (const Figure& t : ctx.b.figures) {
      if (!t.alive || t.id == id || t.kind != FigureKind::Monster || has(t.conditions, Condition::Invisible)) continue;
      if (!can_attack_hex(ctx.b.map, f.hex, t.hex, s.range)) continue;
      if (std::find(chosen.begin(), chosen.end(), t.id) != chosen.end()) continue;
      Option o{keys::numbered("target", t.id), ""};
      o.figure = t.id;
      d.options.push_back(std::move(o));
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
