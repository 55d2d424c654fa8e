#include "engine/rules/movement/forced_move.h"

#include "engine/base/core/inline_vector.h"
#include "engine/base/map/sight.h"
#include "engine/rules/movement/move.h"
#include "engine/kernel/decision/keys.h"
#include "engine/kernel/step/describe.h"

namespace bnb {

namespace {
// Whether a figure pushed or pulled may stop on h: no other figure there, and not an obstacle
// unless it flies (flying ignores obstacles "including the last hex"; only a hex with a figure is
// barred, forced movement included).
bool can_stop(const Ctx& ctx, FigureId target, Hex h, bool flying) {
  if (!ctx.b.map.contains(h) || (!flying && ctx.b.map.is_obstacle(h))) return false;
  for (const Figure& f : ctx.b.figures)
    if (f.alive && f.id != target && f.hex == h) return false;
  return true;
}

// The next hexes: each farther from (push) or closer to (pull) the origin, counted around walls
// (steps_apart: a hex behind a thin wall is not "closer" through it). A walking figure is
// stopped by obstacles and figures; a flying one passes over them (it only has to stop on a free
// hex, see can_end).
InlineVector<Hex, 6> steps_from(const Ctx& ctx, Hex from, Hex origin, bool push, bool flying) {
  InlineVector<Hex, 6> out;  // at most the six neighbors
  const int d0 = steps_apart(ctx.b.map, from, origin);
  for (Hex nb : neighbors(from)) {
    if (!ctx.b.map.contains(nb)) continue;
    // Nothing is pushed or pulled through a wall (a thin wall or a closed door), flying or not.
    if (ctx.b.map.has_walls() && (ctx.b.map.step_blocked(from, nb) || ctx.b.map.is_closed_door(nb))) continue;
    if (!flying && (ctx.b.map.is_obstacle(nb) || ctx.b.occupied(nb))) continue;
    const int d = steps_apart(ctx.b.map, nb, origin);
    if (push ? d > d0 : d < d0) out.push_back(nb);
  }
  return out;
}

// Whether the figure, having entered h with `left` hexes still allowed, can stop on a free hex.
bool can_end(const Ctx& ctx, FigureId target, Hex h, Hex origin, bool push, bool flying, int left) {
  if (can_stop(ctx, target, h, flying)) return true;
  if (left <= 0) return false;
  for (Hex nb : steps_from(ctx, h, origin, push, flying))
    if (can_end(ctx, target, nb, origin, push, flying, left - 1)) return true;
  return false;
}

// Every path of greatest length (at most `left` hexes) that ends on a hex the figure may stop on.
void longest_paths(const Ctx& ctx, FigureId target, Hex from, Hex origin, bool push, bool flying, int left,
                   std::vector<Hex>& cur, std::vector<std::vector<Hex>>& best) {
  if (cur.empty() || can_stop(ctx, target, from, flying)) {
    if (best.empty() || cur.size() > best[0].size()) best.assign(1, cur);
    else if (cur.size() == best[0].size()) best.push_back(cur);
  }
  if (left <= 0) return;
  for (Hex h : steps_from(ctx, from, origin, push, flying)) {
    cur.push_back(h);
    longest_paths(ctx, target, h, origin, push, flying, left - 1, cur, best);
    cur.pop_back();
  }
}
}  // namespace

void forced_move(Ctx& ctx, FigureId target, FigureId source, int dist, bool push) {
  if (!ctx.b.fig(target).alive || dist <= 0) return;
  const Hex origin = ctx.b.fig(source).hex;
  const bool flying = is_flying(ctx, target);
  if (ctx.b.fig(source).kind == FigureKind::Character) {
    // A flying target passing over a figure is not put down on its hex: the hexes it flies over
    // are walked once it reaches one it may stop on (no two figures ever share a hex).
    InlineVector<Hex, 8> over;
    Hex here = ctx.b.fig(target).hex;
    for (int i = 0; i < dist; ++i) {
      PooledDecision q(DecisionKind::ForcedMove);
      Decision& d = *q;
      d.figure = target, d.forced = push ? ForcedKind::Push : ForcedKind::Pull, d.forced_distance = dist - i;
      if (can_stop(ctx, target, here, flying)) d.options.add("stop");
      for (Hex h : steps_from(ctx, here, origin, push, flying)) {
        if (!can_end(ctx, target, h, origin, push, flying, dist - i - 1)) continue;
        Option& o = d.options.add();
        keys::append_hex_option(o.key, h);
        o.hex = h;
      }
      if (d.options.empty() || (d.options.size() == 1 && !d.options[0].hex)) return;  // only "stop"
      const Option& o = d.options[size_t(ctx.ask(d))];
      if (!o.hex) return;
      here = *o.hex;
      over.push_back(here);
      if (!can_stop(ctx, target, here, flying)) continue;  // over a figure: it flies on
      walk(ctx, target, std::span<const Hex>(over.begin(), over.size()), false, flying);
      over.clear();
      if (!ctx.b.fig(target).alive) return;
    }
    return;
  }
  std::vector<Hex> cur;
  std::vector<std::vector<Hex>> best;
  longest_paths(ctx, target, ctx.b.fig(target).hex, origin, push, flying, dist, cur, best);
  if (best.empty() || best[0].empty()) return;
  PooledDecision q(DecisionKind::ForcedMove);
  Decision& d = *q;
  d.figure = target, d.forced = push ? ForcedKind::Push : ForcedKind::Pull, d.forced_distance = dist;
  for (const auto& p : best) {
    // "path 1,0 2,0"
    Option& o = d.options.add();
    keys::append_path_option(o.key, p);
    o.hex = p.back(), o.path = p;
  }
  const int pick = ctx.ask(d);
  walk(ctx, target, best[size_t(pick)], false, flying);
}

}  // namespace bnb
