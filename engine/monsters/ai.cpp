// The monster turn planner; see ai.h. Steps follow "Appendix B: Monster Turn Guide":
//   1. initial check: conditions and attack ability, then whether any attack hex can be reached;
//   2. find the path: fewest hazards, then fewest movement points (unlimited movement);
//   3. move: maximise attacks with the fewest points, else shorten the path, else stay.
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
  int points_left;              // movement points still needed after it (path to an attack hex)
  bool attack, disadvantage;
};

// Per-call working memory, kept between calls so that planning does not allocate in its loops.
struct Scratch {
  HexGraph graph;
  std::vector<uint8_t> figure, passable, end_ok, attack, hazard;
  std::vector<PathCost> cost, to_attack, from_self;
  SearchHeap heap;
  AttackReach reach;
  std::vector<int16_t> chosen, stack;
  std::vector<Candidate> cands;
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
  g.build(map);
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
  for (size_t i = 0; i < n; ++i) {
    const Cell& c = map.cells()[i];
    const bool obstacle = c.terrain == Terrain::Obstacle || c.terrain == Terrain::Objective;
    const uint8_t who = figure[i];
    s.hazard[i] = c.terrain == Terrain::Hazard;
    bool pass = true;
    if (mode == Mode::Walk) {
      pass = !obstacle && !(who & (kEnemy | kBlocker));
      s.cost[i] = (s.hazard[i] ? kHazardCost : 0) + (c.terrain == Terrain::Difficult ? 2 : 1);
    } else {
      s.cost[i] = 1;  // jump and flying ignore difficult terrain, hazards and figures on the way
    }
    s.end_ok[i] = who == 0 && (mode == Mode::Fly || !obstacle);
    s.passable[i] = pass;
  }
  s.passable[size_t(self)] = 1;
  s.end_ok[size_t(self)] = 1;

  // Attack hexes, and the cheapest path from every hex to one of them (unlimited movement).
  s.to_attack.assign(n, kUnreached);
  for (size_t i = 0; i < n; ++i) {
    s.attack[i] = s.end_ok[i] && s.reach.reaches(map.cells()[i].hex, in.focus);
    // A jump only lands once, so only the attack hex itself can be a hazard on its path.
    if (s.attack[i]) s.to_attack[i] = mode == Mode::Jump && s.hazard[i] ? kHazardCost : 0;
  }
  search_paths(g, s.passable.data(), s.cost.data(), /*backward=*/true, s.to_attack, s.heap);
  if (mode == Mode::Jump)  // standing on an attack hex, nothing is left to enter
    for (size_t i = 0; i < n; ++i)
      if (s.attack[i]) s.to_attack[i] = 0;
  const PathCost best_path = s.to_attack[size_t(self)];
  if (best_path == kUnreached)
    return stay(MonsterTurnKind::NoFocusUnreachable, in.self,
                "no hex from which it could attack can be reached, even with unlimited movement: "
                "no move and no attack");
  const int path_hazards = hazards_of(best_path), path_points = points_of(best_path);

  // This turn's reach.
  s.from_self.assign(n, kUnreached);
  s.from_self[size_t(self)] = 0;
  if (can_move) {
    search_paths(g, s.passable.data(), s.cost.data(), /*backward=*/false, s.from_self, s.heap);
    if (mode == Mode::Jump)
      for (size_t i = 0; i < n; ++i)
        if (int(i) != self && s.hazard[i] && s.from_self[i] != kUnreached) s.from_self[i] += kHazardCost;
  }

  // Candidate destinations: on a path with the fewest hazards overall ("Path Priority"), reachable
  // this turn. The hazards still ahead are counted too, even beyond this turn's movement.
  std::vector<Candidate>& cands = s.cands;
  cands.clear();
  bool any_attack = false;
  for (size_t i = 0; i < n; ++i) {
    const PathCost f = s.from_self[i], b = s.to_attack[i];
    if (f == kUnreached || b == kUnreached || !s.end_ok[i]) continue;
    if (points_of(f) > (can_move ? in.move : 0)) continue;
    if (hazards_of(f) + hazards_of(b) != path_hazards) continue;
    const bool atk = s.attack[i];
    const bool disadvantage = atk && s.reach.ranged() && distance(map.cells()[i].hex, in.focus) == 1;
    cands.push_back({int16_t(i), hazards_of(f), points_of(f), points_of(b), atk, disadvantage});
    any_attack |= atk;
  }

  // Choose. With an attack hex in reach: the fewest points, avoiding disadvantage first if it
  // steps away. Otherwise: the shortest path left, then the fewest hazards now, then fewest points;
  // and only if that path is shorter than the one it has now.
  s.chosen.clear();
  if (any_attack) {
    auto key = [&](const Candidate& c) { return std::make_tuple(step_away && c.disadvantage, c.points_now); };
    auto best = std::make_tuple(true, kNone);
    for (const Candidate& c : cands)
      if (c.attack) best = std::min(best, key(c));
    for (const Candidate& c : cands)
      if (c.attack && key(c) == best) s.chosen.push_back(c.hex);
  } else {
    auto key = [](const Candidate& c) { return std::make_tuple(c.points_left, c.hazards_now, c.points_now); };
    auto best = std::make_tuple(kNone, kNone, kNone);
    for (const Candidate& c : cands)
      if (c.hex != self && c.points_left < path_points) best = std::min(best, key(c));
    for (const Candidate& c : cands)
      if (c.hex != self && c.points_left < path_points && key(c) == best) s.chosen.push_back(c.hex);
    if (s.chosen.empty()) s.chosen.push_back(int16_t(self));
  }

  // Options: every cheapest path to every chosen destination.
  MonsterTurnPlan plan;
  const Hex focus = in.focus;
  for (int16_t d : s.chosen) {
    if (plan.truncated) break;
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

  // Kind and reason.
  const MonsterTurnOption& first = plan.options.front();
  const bool moves = !first.path.empty();
  const Candidate* chosen = nullptr;
  for (const Candidate& c : cands)
    if (c.hex == s.chosen.front()) chosen = &c;
  std::string why;
  if (any_attack && will_attack) {
    plan.kind = MonsterTurnKind::Attacks;
    plan.disadvantage = chosen->disadvantage;
    if (!moves) why = "attacks from where it stands";
    else if (step_away && s.attack[size_t(self)])
      why = "steps away from the adjacent character so that its ranged attack has no disadvantage ("
            + plural(chosen->points_now, "movement point") + ")";
    else
      why = "moves to an attack hex with the fewest movement points (" + plural(chosen->points_now, "point")
            + ") and attacks";
    if (plan.disadvantage)
      why += in.muddled ? "; muddled, it does not step away from the adjacent character"
                        : "; with disadvantage: it cannot step away and stay in range";
  } else if (any_attack) {
    plan.kind = moves ? MonsterTurnKind::MovesIntoPosition : MonsterTurnKind::InPosition;
    why = std::string(in.has_attack ? "disarmed" : "no attack in its action")
          + ": it moves as if for a single-target melee attack but does not attack";
    why += moves ? " (" + plural(chosen->points_now, "movement point") + ")" : "; already adjacent, it stays";
  } else if (moves) {
    plan.kind = MonsterTurnKind::MovesCloser;
    why = "cannot attack this turn: moves " + plural(chosen->points_now, "movement point")
          + " to shorten its path to an attack hex from " + std::to_string(path_points) + " to "
          + std::to_string(chosen->points_left) + " points";
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
