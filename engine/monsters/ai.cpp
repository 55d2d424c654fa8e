// The monster turn planner; see ai.h. Steps follow "Appendix B: Monster Turn Guide":
//   1. initial check: conditions and attack ability, then whether any attack hex can be reached;
//   2. find the path: fewest hazards, then fewest movement points (unlimited movement);
//   3. move: maximise attacks with the fewest points, else shorten the path to an attack hex with
//      the shortest path (each one, when several tie), else stay.
#include "engine/monsters/ai.h"

#include <algorithm>
#include <array>
#include <limits>
#include <tuple>

#include "engine/monsters/ai_reach.h"
#include "engine/monsters/ai_search.h"

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

std::string plural(int n, const char* word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

MonsterTurnPlan stay(MonsterTurnKind kind, Hex self, std::string reason) {
  MonsterTurnPlan plan;
  plan.kind = kind;
  plan.options.push_back({self, {}, {}});
  plan.reason = std::move(reason);
  return plan;
}

}  // namespace

MonsterTurnPlan plan_monster_turn(const MonsterTurnInput& in) {
  if (!in.map || in.map->index_of(in.self) < 0)
    return stay(MonsterTurnKind::NoFocusUnreachable, in.self, "the monster is not on the map");
  if (in.focus_invisible)
    return stay(MonsterTurnKind::NoFocusInvisible, in.self,
                "the character is invisible: no focus, so no move and no attack");

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
  if (best_path == kUnreached)
    return stay(MonsterTurnKind::NoFocusUnreachable, in.self,
                "no hex from which it could attack can be reached, even with unlimited movement: "
                "no move and no attack");
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
  MonsterTurnPlan plan;
  const Hex focus = in.focus;
  for (const Candidate& c : chosen) {
    if (plan.truncated) break;
    const int16_t d = c.hex;
    const Hex dest = map.cells()[size_t(d)].hex;
    std::vector<Hex> targets;
    if (will_attack && s.attack[size_t(d)]) targets.push_back(focus);
    if (d == self || mode != Mode::Walk) {
      plan.options.push_back({dest, d == self ? std::vector<Hex>{} : std::vector<Hex>{dest}, targets});
      continue;
    }
    each_cheapest_path(g, s.cost.data(), s.from_self, self, d, s.stack, [&](const std::vector<int16_t>& rev) {
      if (plan.options.size() >= kMaxMonsterTurnOptions) {
        plan.truncated = true;
        return false;
      }
      std::vector<Hex> path(rev.size());
      for (size_t k = 0; k < rev.size(); ++k) path[rev.size() - 1 - k] = map.cells()[size_t(rev[k])].hex;
      plan.options.push_back({dest, std::move(path), targets});
      return true;
    });
  }
  std::sort(plan.options.begin(), plan.options.end());
  plan.options.erase(std::unique(plan.options.begin(), plan.options.end()), plan.options.end());

  // Kind and reason, told by the first destination that moves (if any).
  const Candidate* first = &chosen.front();
  for (const Candidate& c : chosen)
    if (c.hex != self) {
      first = &c;
      break;
    }
  const bool moves = first->hex != self;
  const bool stays_too = moves && std::any_of(chosen.begin(), chosen.end(), [&](const Candidate& c) { return c.hex == self; });
  std::string why;
  if (any_attack && will_attack) {
    plan.kind = MonsterTurnKind::Attacks;
    plan.disadvantage = first->disadvantage;
    if (!moves) why = "attacks from where it stands";
    else if (step_away && s.attack[size_t(self)])
      why = "steps away from the adjacent character so that its ranged attack has no disadvantage ("
            + plural(first->points_now, "movement point") + ")";
    else
      why = "moves to an attack hex with the fewest movement points (" + plural(first->points_now, "point")
            + ") and attacks";
    if (plan.disadvantage)
      why += in.muddled ? "; muddled, it does not step away from the adjacent character"
                        : "; with disadvantage: it cannot step away and stay in range";
  } else if (any_attack) {
    plan.kind = moves ? MonsterTurnKind::MovesIntoPosition : MonsterTurnKind::InPosition;
    why = std::string(in.has_attack ? "disarmed" : "no attack in its action")
          + ": it moves as if for a single-target melee attack but does not attack";
    why += moves ? " (" + plural(first->points_now, "movement point") + ")" : "; already adjacent, it stays";
  } else if (moves && tied_goals > 1) {
    plan.kind = MonsterTurnKind::MovesCloser;
    why = "cannot attack this turn: " + std::to_string(tied_goals) + " attack hexes tie for the shortest path ("
          + plural(path_points, "point") + "); it moves to shorten its path to one of them";
    if (stays_too) why += ", or stays where no reachable hex shortens the path to one";
  } else if (moves) {
    plan.kind = MonsterTurnKind::MovesCloser;
    why = "cannot attack this turn: moves " + plural(first->points_now, "movement point")
          + " to shorten its path to an attack hex from " + std::to_string(path_points) + " to "
          + std::to_string(first->points_left) + " points";
  } else if (can_move) {
    plan.kind = MonsterTurnKind::CannotShorten;
    why = "cannot attack this turn and no hex it can reach shortens its path to an attack hex: it does not move";
  } else {
    plan.kind = MonsterTurnKind::CannotMove;
    why = std::string(in.immobilized ? "immobilized" : in.has_move ? "no movement points" : "no move in its action")
          + (will_attack ? ": it stays, and cannot attack from where it stands" : ": it stays");
  }
  if (path_hazards > 0 && mode != Mode::Fly)
    why += "; no path to an attack hex avoids hazards, it takes one with the fewest (" +
           plural(path_hazards, "hazard") + ")";
  plan.reason = std::move(why);
  return plan;
}

}  // namespace bnb
