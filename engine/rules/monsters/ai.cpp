// The monster turn planner; see ai.h. Steps follow "Appendix B: Monster Turn Guide":
//   1. initial check: conditions and attack ability, then whether any attack hex can be reached;
//   2. find the path: fewest hazards, then fewest movement points (unlimited movement);
//   3. move: maximise attacks with the fewest points, else shorten the path to an attack hex with
//      the shortest path (each one, when several tie), else stay.
#include "engine/rules/monsters/ai.h"

#include <algorithm>
#include <array>
#include <compare>
#include <limits>
#include <optional>
#include <string>
#include <tuple>

#include "engine/rules/monsters/ai_reach.h"
#include "engine/rules/monsters/ai_search.h"

namespace bnb {

std::string_view monster_turn_kind_name(MonsterTurnKind k) {
  static constexpr std::array<std::string_view, 8> names{
      "attacks",      "moves_into_position", "in_position",        "moves_closer",
      "no_move_cannot_shorten", "cannot_move", "no_focus_invisible", "no_focus_unreachable"};
  return names[size_t(k)];
}

namespace {

enum class Mode : uint8_t { Walk, Jump, Fly };

struct Candidate {
  int16_t hex;
  int hazards_now, points_now;  // this turn's path
  int points_left;              // movement points still needed after it, to the attack hex it moves toward
  bool attack, disadvantage;
};

// Per-call working memory, kept between calls so that planning does not allocate in its loops.
struct Scratch {
  HexGraph graph;
  std::vector<uint8_t> figure, passable, end_ok, attack, hazard, stop_at;
  std::vector<PathCost> cost, from_self, to_goal;
  SearchQueue queue;
  AttackReach reach;
  std::vector<int16_t> stack;
  std::vector<Candidate> cands, chosen;
};

constexpr int kNone = std::numeric_limits<int>::max();
constexpr uint8_t kAlly = 1, kEnemy = 2, kBlocker = 4;

void stay(MonsterTurnPlan& plan, MonsterTurnKind kind, Hex self) {
  plan.kind = kind;
  plan.options.push_back({self, 0, 0, std::nullopt});
}

// Destination, then path, then target: the order of the options.
std::strong_ordering compare(const MonsterTurnPlan& p, const MonsterTurnOption& a, const MonsterTurnOption& b) {
  if (const auto c = a.destination <=> b.destination; c != 0) return c;
  const std::span<const Hex> x = p.path(a), y = p.path(b);
  if (const auto c = std::lexicographical_compare_three_way(x.begin(), x.end(), y.begin(), y.end()); c != 0) return c;
  return a.target <=> b.target;
}

}  // namespace

MonsterTurnPlan plan_monster_turn(const MonsterTurnInput& in) {
  MonsterTurnPlan plan;
  plan_monster_turn(in, plan);
  return plan;
}

void plan_monster_turn(const MonsterTurnInput& in, MonsterTurnPlan& plan) {
  plan.options.clear(), plan.hexes.clear();
  plan.why = {}, plan.disadvantage = plan.truncated = false;
  if (!in.map || in.map->index_of(in.self) < 0) {
    plan.why.off_map = true;
    return stay(plan, MonsterTurnKind::NoFocusUnreachable, in.self);
  }
  if (in.focus_invisible) return stay(plan, MonsterTurnKind::NoFocusInvisible, in.self);

  thread_local Scratch s;
  const Map& map = *in.map;
  HexGraph& g = s.graph;
  g.update(map);  // kept from the last plan while the map's hexes and thin walls are the same
  const size_t n = size_t(g.size);
  const int self = map.index_of(in.self);
  const bool will_attack = in.has_attack && !in.disarmed;
  const bool can_move = in.has_move && in.move > 0 && !in.immobilized;
  // The path is planned with the traits of this turn's move ("given infinite movement").
  const Mode mode = in.flying ? Mode::Fly : (in.has_move && in.jump) ? Mode::Jump : Mode::Walk;
  build_attack_reach(in, s.reach);
  const bool step_away = will_attack && s.reach.ranged() && !in.muddled;  // ruling: muddled stays

  // Who stands where.
  std::vector<uint8_t>& figure = s.figure;
  figure.assign(n, 0);
  const auto mark = [&](const std::vector<Hex>& hexes, uint8_t bit) {
    for (Hex h : hexes)
      if (const int i = map.index_of(h); i >= 0) figure[size_t(i)] |= bit;
  };
  mark(in.allies, kAlly);
  mark(in.enemies, kEnemy);
  mark(in.blockers, kBlocker);
  if (const int f = map.index_of(in.focus); f >= 0) figure[size_t(f)] |= kEnemy;

  // Terrain and figures as seen by this mover.
  s.passable.resize(n);
  s.end_ok.resize(n);
  s.attack.resize(n);
  s.hazard.resize(n);
  s.cost.resize(n);
  const bool has_doors = !map.doors().empty();
  for (size_t i = 0; i < n; ++i) {
    const Cell& c = map.cells()[i];
    const bool obstacle = c.terrain == Terrain::Obstacle || c.terrain == Terrain::Objective;
    const bool closed_door = has_doors && map.is_closed_door(c.hex);  // a wall to monsters, even flying
    const uint8_t who = figure[i];
    s.hazard[i] = c.terrain == Terrain::Hazard;
    bool pass = true;
    if (mode == Mode::Walk) {
      pass = !obstacle && !(who & (kEnemy | kBlocker));
      s.cost[i] = (s.hazard[i] ? kHazardCost : 0) + (c.terrain == Terrain::Difficult ? 2 : 1);
    } else {
      s.cost[i] = 1;  // jump and flying ignore difficult terrain, hazards and figures on the way
    }
    s.end_ok[i] = who == 0 && (mode == Mode::Fly || !obstacle) && !closed_door;
    s.passable[i] = pass && !closed_door;
  }
  s.passable[size_t(self)] = 1;
  s.end_ok[size_t(self)] = 1;

  // Attack hexes.
  s.reach.prepare(in.focus);
  for (size_t i = 0; i < n; ++i) s.attack[i] = s.end_ok[i] && s.reach.reaches(map.cells()[i].hex, in.focus);

  // The cheapest path from the monster to every hex, with unlimited movement ("Find path"). It is
  // needed only as far as the first attack hex, and as far as this turn's points with as many
  // hazards: the search stops there. A jump's search counts no hazards (it lands once, the landing
  // hazard is added below), so it stops at the first attack hex that is not a hazard.
  const int reach_points = can_move ? in.move : 0;
  const uint8_t* first_attack = s.attack.data();
  if (mode == Mode::Jump) {
    s.stop_at.resize(n);
    for (size_t i = 0; i < n; ++i) s.stop_at[i] = s.attack[i] && !s.hazard[i];
    first_attack = s.stop_at.data();
  }
  search_paths(g, s.passable.data(), s.cost.data(), /*backward=*/false, self, 0, s.from_self, s.queue, kUnreached,
               first_attack, reach_points);
  if (mode == Mode::Jump)  // a jump lands once, so only the landing hex can be a hazard
    for (size_t i = 0; i < n; ++i)
      if (int(i) != self && s.hazard[i] && s.from_self[i] != kUnreached) s.from_self[i] += kHazardCost;

  // The shortest path to an attack hex.
  PathCost best_path = kUnreached;
  for (size_t i = 0; i < n; ++i)
    if (s.attack[i]) best_path = std::min(best_path, s.from_self[i]);
  if (best_path == kUnreached) return stay(plan, MonsterTurnKind::NoFocusUnreachable, in.self);
  const int path_hazards = hazards_of(best_path), path_points = points_of(best_path);

  // Candidate destinations: reachable this turn without more hazards than the path has ("Path
  // Priority"). An attack hex among them is on a path with the fewest hazards.
  std::vector<Candidate>& cands = s.cands;
  cands.clear();
  bool any_attack = false;
  for (size_t i = 0; i < n; ++i) {
    const PathCost f = s.from_self[i];
    if (f == kUnreached || !s.end_ok[i] || points_of(f) > reach_points || hazards_of(f) > path_hazards) continue;
    const bool atk = s.attack[i] && hazards_of(f) == path_hazards;
    const Hex at = map.cells()[i].hex;
    const bool disadvantage = atk && s.reach.ranged() && distance(at, in.focus) == 1 && !map.step_blocked(at, in.focus);
    cands.push_back({int16_t(i), hazards_of(f), points_of(f), 0, atk, disadvantage});
    any_attack |= atk;
  }

  // Choose. With an attack hex in reach: the fewest points, avoiding disadvantage first if it
  // steps away. Otherwise every attack hex with the shortest path is one it may move toward (the
  // player decides between them): for each, the destinations with the shortest path left to that
  // hex, then the fewest hazards now, then the fewest points; or it stays if none is shorter than
  // the path it has now.
  std::vector<Candidate>& chosen = s.chosen;
  chosen.clear();
  const Candidate stays{int16_t(self), 0, 0, path_points, false, false};
  int tied_goals = 0;
  if (any_attack) {
    auto key = [&](const Candidate& c) { return std::make_tuple(step_away && c.disadvantage, c.points_now); };
    auto best = std::make_tuple(true, kNone);
    for (const Candidate& c : cands)
      if (c.attack) best = std::min(best, key(c));
    for (const Candidate& c : cands)
      if (c.attack && key(c) == best) chosen.push_back(c);
  } else if (can_move) {
    auto key = [](const Candidate& c) { return std::make_tuple(c.points_left, c.hazards_now, c.points_now); };
    // Without hazards on the path, the search from an attack hex can stop at the first distance
    // where it meets a destination: that is the shortest path left, and the only one wanted.
    const uint8_t* stop_at = nullptr;
    if (path_hazards == 0) {
      s.stop_at.assign(n, 0);
      for (const Candidate& c : cands)
        if (c.hex != self && c.hazards_now == 0) s.stop_at[size_t(c.hex)] = 1;
      stop_at = s.stop_at.data();
    }
    for (size_t goal = 0; goal < n; ++goal) {
      if (!s.attack[goal] || s.from_self[goal] != best_path) continue;
      ++tied_goals;
      // The path from every hex to this attack hex, only as far as it is shorter than the monster's.
      search_paths(g, s.passable.data(), s.cost.data(), /*backward=*/true, int(goal),
                   mode == Mode::Jump && s.hazard[goal] ? kHazardCost : 0, s.to_goal, s.queue, best_path, stop_at);
      if (mode == Mode::Jump) s.to_goal[goal] = 0;  // standing on it, nothing is left to enter
      auto best = std::make_tuple(kNone, kNone, kNone);
      for (Candidate& c : cands) {
        const PathCost b = s.to_goal[size_t(c.hex)];
        const bool shorter = c.hex != self && b < best_path && points_of(b) < path_points &&
                             c.hazards_now + hazards_of(b) == path_hazards;
        c.points_left = shorter ? points_of(b) : kNone;
        if (shorter) best = std::min(best, key(c));
      }
      const size_t before = chosen.size();
      for (const Candidate& c : cands)
        if (c.points_left != kNone && key(c) == best) chosen.push_back(c);
      if (chosen.size() == before) chosen.push_back(stays);
    }
  }
  if (chosen.empty()) chosen.push_back(stays);
  // One entry per destination (tied attack hexes may share one; their paths to it are the same).
  std::sort(chosen.begin(), chosen.end(), [](const Candidate& a, const Candidate& b) { return a.hex < b.hex; });
  chosen.erase(std::unique(chosen.begin(), chosen.end(),
                           [](const Candidate& a, const Candidate& b) { return a.hex == b.hex; }),
               chosen.end());

  // Options: every cheapest path to every chosen destination.
  const Hex focus = in.focus;
  struct Adding {  // what the path callback needs (one reference: std::function does not allocate)
    MonsterTurnPlan& plan;
    const Map& map;
    Hex dest;
    std::optional<Hex> target;
  } adding{plan, map, {}, {}};
  for (const Candidate& c : chosen) {
    if (plan.truncated) break;
    const int16_t d = c.hex;
    adding.dest = map.cells()[size_t(d)].hex;
    adding.target = will_attack && s.attack[size_t(d)] ? std::optional<Hex>(focus) : std::nullopt;
    if (d == self || mode != Mode::Walk) {
      plan.options.push_back({adding.dest, uint32_t(plan.hexes.size()), d == self ? 0u : 1u, adding.target});
      if (d != self) plan.hexes.push_back(adding.dest);
      continue;
    }
    each_cheapest_path(g, s.cost.data(), s.from_self, self, d, s.stack, [&adding](const std::vector<int16_t>& rev) {
      MonsterTurnPlan& p = adding.plan;
      if (p.options.size() >= kMaxMonsterTurnOptions) {
        p.truncated = true;
        return false;
      }
      p.options.push_back({adding.dest, uint32_t(p.hexes.size()), uint32_t(rev.size()), adding.target});
      for (size_t k = rev.size(); k-- > 0;) p.hexes.push_back(adding.map.cells()[size_t(rev[k])].hex);
      return true;
    });
  }
  // Sorting moves only the options: their paths stay where they are in `hexes`.
  std::sort(plan.options.begin(), plan.options.end(),
            [&](const MonsterTurnOption& a, const MonsterTurnOption& b) { return compare(plan, a, b) < 0; });
  plan.options.erase(std::unique(plan.options.begin(), plan.options.end(),
                                 [&](const MonsterTurnOption& a, const MonsterTurnOption& b) { return compare(plan, a, b) == 0; }),
                     plan.options.end());

  // Kind and reason, told by the first destination that moves (if any).
  const Candidate* first = &chosen.front();
  for (const Candidate& c : chosen)
    if (c.hex != self) {
      first = &c;
      break;
    }
  MonsterTurnWhy& why = plan.why;
  why.moves = first->hex != self;
  why.stays_too = why.moves && std::any_of(chosen.begin(), chosen.end(), [&](const Candidate& c) { return c.hex == self; });
  why.points = first->points_now, why.path_points = path_points, why.points_left = first->points_left;
  why.tied_goals = tied_goals;
  why.muddled = in.muddled, why.has_attack = in.has_attack, why.immobilized = in.immobilized;
  why.has_move = in.has_move, why.will_attack = will_attack;
  why.hazards = mode != Mode::Fly ? path_hazards : 0;
  if (any_attack && will_attack) {
    plan.kind = MonsterTurnKind::Attacks;
    plan.disadvantage = first->disadvantage;
    why.steps_away = why.moves && step_away && s.attack[size_t(self)];
  } else if (any_attack) {
    plan.kind = why.moves ? MonsterTurnKind::MovesIntoPosition : MonsterTurnKind::InPosition;
  } else if (why.moves) {
    plan.kind = MonsterTurnKind::MovesCloser;
  } else if (can_move) {
    plan.kind = MonsterTurnKind::CannotShorten;
  } else {
    plan.kind = MonsterTurnKind::CannotMove;
  }
}

}  // namespace bnb
