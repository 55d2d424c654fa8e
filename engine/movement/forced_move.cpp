#include "engine/movement/forced_move.h"

#include "engine/movement/move.h"
#include "engine/step/describe.h"

namespace bnb {

namespace {
std::vector<Hex> steps_from(const Ctx& ctx, Hex from, Hex origin, bool push) {
  std::vector<Hex> out;
  const int d0 = distance(from, origin);
  for (Hex nb : neighbors(from)) {
    if (ctx.b.map.is_obstacle(nb) || ctx.b.occupied(nb)) continue;
    const int d = distance(nb, origin);
    if (push ? d > d0 : d < d0) out.push_back(nb);
  }
  return out;
}

void longest_paths(const Ctx& ctx, Hex from, Hex origin, bool push, int left, std::vector<Hex>& cur,
                   std::vector<std::vector<Hex>>& best) {
  const auto next = left > 0 ? steps_from(ctx, from, origin, push) : std::vector<Hex>{};
  if (next.empty()) {
    if (best.empty() || cur.size() > best[0].size()) best.assign(1, cur);
    else if (cur.size() == best[0].size()) best.push_back(cur);
    return;
  }
  for (Hex h : next) {
    cur.push_back(h);
    longest_paths(ctx, h, origin, push, left - 1, cur, best);
    cur.pop_back();
  }
}
}  // namespace

void forced_move(Ctx& ctx, FigureId target, FigureId source, int dist, bool push) {
  if (!ctx.b.fig(target).alive || dist <= 0) return;
  const Hex origin = ctx.b.fig(source).hex;
  const bool flying = is_flying(ctx, target);
  const std::string verb = push ? "Push" : "Pull";
  if (ctx.b.fig(source).kind == FigureKind::Character) {
    for (int i = 0; i < dist; ++i) {
      const Hex here = ctx.b.fig(target).hex;
      Decision d{DecisionKind::ForcedMove, verb + " " + figure_name(ctx, target) + ": next hex (" +
                                               std::to_string(dist - i) + " left)"};
      d.figure = target, d.forced = push ? ForcedKind::Push : ForcedKind::Pull, d.forced_distance = dist - i;
      d.options.push_back({"stop", "stop here"});
      for (Hex h : steps_from(ctx, here, origin, push)) {
        Option o{"hex " + hex_key(h), "to " + hex_key(h)};
        o.hex = h;
        d.options.push_back(o);
      }
      if (d.options.size() == 1) return;
      const Option& o = d.options[size_t(ctx.ask(std::move(d)))];
      if (!o.hex) return;
      walk(ctx, target, {*o.hex}, false, flying);
      if (!ctx.b.fig(target).alive) return;
    }
    return;
  }
  std::vector<Hex> cur;
  std::vector<std::vector<Hex>> best;
  longest_paths(ctx, ctx.b.fig(target).hex, origin, push, dist, cur, best);
  if (best.empty() || best[0].empty()) return;
  Decision d{DecisionKind::ForcedMove, verb + " " + figure_name(ctx, target) + ": choose the path"};
  d.figure = target, d.forced = push ? ForcedKind::Push : ForcedKind::Pull, d.forced_distance = dist;
  for (const auto& p : best) {
    std::string key = "path", text = "via";
    for (Hex h : p) key += " " + hex_key(h), text += " " + hex_key(h);
    Option o{key, text};
    o.hex = p.back(), o.path = p;
    d.options.push_back(std::move(o));
  }
  const int pick = ctx.ask(std::move(d));
  walk(ctx, target, best[size_t(pick)], false, flying);
}

}  // namespace bnb
