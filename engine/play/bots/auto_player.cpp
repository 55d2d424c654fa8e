#include "engine/play/bots/auto_player.h"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdlib>
#include <initializer_list>
#include <optional>

#include "engine/play/bots/weights.h"
#include "engine/rules/items/items.h"
#include "engine/rules/monsters/ai_search.h"
#include "engine/rules/round/character_turn.h"

namespace bnb {

// The map as a graph of cell indices (Map::cells() order): each cell's neighbours, whether a figure
// may enter it and what entering costs. It changes only with the map's cells and thin walls, so the
// player keeps it from one decision to the next while those stay the same.
struct AutoPlayerMap {
  std::vector<Cell> cells;     // what it was built from (the graph keeps the thin walls)
  HexGraph graph;              // the neighbours, -1 off the map or across a thin wall
  std::vector<char> obstacle;  // Map::is_obstacle
  std::vector<char> enter;     // Map::move_cost: movement points to enter (2 on difficult terrain)

  explicit AutoPlayerMap(const Map& map) : cells(map.cells()) {
    graph.update(map);
    const size_t n = cells.size();
    obstacle.resize(n), enter.resize(n);
    for (size_t i = 0; i < n; ++i) {
      const Hex h = cells[i].hex;
      obstacle[i] = map.is_obstacle(h);
      enter[i] = char(map.move_cost(h));
    }
  }
  bool built_for(const Map& map) const { return cells == map.cells() && graph.built_for(map); }
};

namespace {

constexpr int kFar = 1 << 12;
constexpr const AutoPlayerWeights& W = kAutoPlayerWeights;


// ---------------------------------------------------------------- the board, as the player sees it

const CardSide& side_of(const ContentDb& db, const CardState& c) {
  const CardDef& d = db.cards[size_t(c.def)];
  return c.side == 'B' ? d.b : d.a;
}

int count_pile(const Board& b, Pile p) {
  int n = 0;
  for (const CardState& c : b.hero.cards) n += c.pile == p;
  return n;
}

bool is_enemy(const Figure& f) { return f.alive && f.kind == FigureKind::Monster; }

// Hit points an attack must take off before a monster dies (its shield counts against each hit).
int toughness(const ContentDb& db, const Figure& f) {
  const int shield = f.type >= 0 && size_t(f.type) < db.monsters.size() ? db.monsters[size_t(f.type)].shield : 0;
  return f.hp + shield;
}

int nearest_enemy(const Board& b, Hex h) {
  int best = kFar;
  for (const Figure& e : b.figures)
    if (is_enemy(e)) best = std::min(best, distance(h, e.hex));
  return best;
}

int enemies_within(const Board& b, Hex h, int range) {
  int n = 0;
  for (const Figure& e : b.figures) n += is_enemy(e) && distance(h, e.hex) <= range;
  return n;
}

// The map scans of one decision, each done once and kept: the map as a graph of cell indices (who
// blocks, what entering costs), which hexes the character can stand on and how many enemies each
// is within a range of; and the answers built on them, per movement-cost table. Cells are indexed
// like Map::cells() (which is Map::index_of's order).
class Scan {
 public:
  Scan(const Board& b, const AutoPlayerMap& map) : b_(b), next_(map.graph.neighbors.data()), enter_(map.enter) {
    const size_t n = map.cells.size();
    std::vector<FigureId> who(n, kNoFigure);  // the first living figure on each cell (Board::figure_at)
    for (const Figure& f : b.figures)
      if (const int i = f.alive ? b.map.index_of(f.hex) : -1; i >= 0 && who[size_t(i)] == kNoFigure) who[size_t(i)] = f.id;
    open_.resize(n);
    standable_.resize(n);
    for (size_t i = 0; i < n; ++i) {
      const bool obstacle = map.obstacle[i];
      const bool monster = who[i] != kNoFigure && b.fig(who[i]).kind == FigureKind::Monster;
      open_[i] = char(!obstacle) | char(!obstacle && !monster) << 1;
      standable_[i] = !obstacle && (who[i] == kNoFigure || who[i] == b.character());
    }
  }

  // Movement cost from cell `start` to every cell (enemies block unless jumping; the character may
  // pass its own hex); kFar where unreachable. Costs are 1 or 2 per hex: the queue re-visits a cell
  // whenever its cost drops, so the table ends at the cheapest costs.
  std::vector<int> move_costs(int start, bool jump) const {
    std::vector<int> cost(open_.size(), kFar);
    if (start < 0) return cost;
    cost[size_t(start)] = 0;
    const char pass = jump ? 1 : 2;
    queue_.assign(1, start);
    for (size_t head = 0; head < queue_.size(); ++head) {
      const int at = queue_[head];
      const int here = cost[size_t(at)];
      for (const int16_t* k = next_ + size_t(at) * 6, *end = k + 6; k < end; ++k) {
        const int n = *k;
        if (n < 0 || !(open_[size_t(n)] & pass)) continue;
        const int c = here + (jump ? 1 : enter_[size_t(n)]);
        if (c < cost[size_t(n)]) {
          cost[size_t(n)] = c;
          queue_.push_back(n);
        }
      }
    }
    return cost;
  }
  std::vector<int> move_costs(Hex from, bool jump) const { return move_costs(b_.map.index_of(from), jump); }

  // Walking, the movement points from every cell to the nearest cell where an enemy is within
  // `range`: cost_to_range of each cell's move_costs, in one pass run backward from those cells.
  // A step into a cell costs that cell's entry; cells that block are reached but not passed.
  std::vector<int> walk_to_range(int range) {
    const std::vector<int>& n = counts(range);
    std::vector<int> cost(n.size(), kFar);
    queue_.clear();
    for (size_t i = 0; i < n.size(); ++i)
      if (n[i] > 0) cost[i] = 0, queue_.push_back(int(i));
    for (size_t head = 0; head < queue_.size(); ++head) {
      const int at = queue_[head];
      if (!(open_[size_t(at)] & 2)) continue;  // a step cannot go through it
      const int c = cost[size_t(at)] + enter_[size_t(at)];
      for (const int16_t* k = next_ + size_t(at) * 6, *end = k + 6; k < end; ++k)
        if (const int p = *k; p >= 0 && c < cost[size_t(p)]) {
          cost[size_t(p)] = c;
          queue_.push_back(p);
        }
    }
    return cost;
  }

  // Movement points needed to stand where an enemy is within `range` (1 = adjacent).
  int cost_to_range(const std::vector<int>& costs, int range) {
    const std::vector<int>& n = counts(range);
    int best = kFar;
    for (size_t i = 0; i < n.size(); ++i)
      if (n[i] > 0 && costs[i] < best) best = costs[i];
    return best;
  }
  // The same, kept: `costs` must not change while this Scan lives (the TurnView's own tables).
  int cost_to_range_kept(const std::vector<int>& costs, int range) {
    for (const Memo& m : to_range_)
      if (m.costs == &costs && m.range == range) return m.value;
    const int best = cost_to_range(costs, range);
    to_range_.push_back({&costs, range, 0, best});
    return best;
  }

  // The most enemies within `range` of one hex the character can reach with `budget` movement
  // (kept, like cost_to_range_kept).
  int best_count(const std::vector<int>& costs, int range, int budget) {
    for (const Memo& m : counts_memo_)
      if (m.costs == &costs && m.range == range && m.budget == budget) return m.value;
    const std::vector<int>& n = counts(range);
    int best = 0;
    for (size_t i = 0; i < n.size(); ++i)
      if (costs[i] <= budget) best = std::max(best, n[i]);
    counts_memo_.push_back({&costs, range, budget, best});
    return best;
  }

  // The largest group of enemies around one of them (what an area attack can catch).
  int cluster() {
    if (cluster_ < 0) {
      cluster_ = 1;
      for (const Figure& e : b_.figures)
        if (is_enemy(e)) cluster_ = std::max(cluster_, enemies_within(b_, e.hex, 1));
    }
    return cluster_;
  }

 private:
  struct Memo {
    const std::vector<int>* costs;
    int range, budget, value;
  };
  // Enemies within `range` of each standable cell (0 elsewhere).
  const std::vector<int>& counts(int range) {
    for (const auto& [r, n] : counts_)
      if (r == range) return n;
    std::vector<int> n(standable_.size(), 0);
    const std::vector<Cell>& cells = b_.map.cells();
    for (size_t i = 0; i < n.size(); ++i)
      if (standable_[i]) n[i] = enemies_within(b_, cells[i].hex, range);
    counts_.emplace_back(range, std::move(n));
    return counts_.back().second;
  }
  const Board& b_;
  const int16_t* next_;             // AutoPlayerMap::graph: six neighbours per cell
  const std::vector<char>& enter_;  // AutoPlayerMap::enter
  std::vector<char> open_;  // 1: a jump may enter it (no obstacle); 2: a walk may (nor a monster)
  std::vector<char> standable_;
  mutable std::vector<int> queue_;        // the cells still to look at in move_costs / walk_to_range
  std::vector<std::pair<int, std::vector<int>>> counts_;
  std::vector<Memo> to_range_, counts_memo_;
  int cluster_ = -1;
};

// Attack points of the monsters still to act this round that could reach hex h (their rolled
// Move + Attack range, by hex distance): what standing on h is likely to cost.
int danger(const ContentDb& db, const Board& b, Hex h, bool ranged_only = false) {
  int total = 0;
  for (const TurnEntry& t : b.order) {
    if (t.done || t.monster_type < 0) continue;
    const MonsterTypeState& ts = b.types[size_t(t.monster_type)];
    if (ts.column < 0) continue;
    int move = 0, range = 0, attack = 0;
    for (const Ability& a : db.monsters[size_t(ts.def)].columns[size_t(ts.column)].abilities) {
      if (a.kind == AbilityKind::Move) move += a.value;
      if (a.kind == AbilityKind::Attack) attack = std::max(attack, a.value), range = std::max(range, std::max(1, a.range));
    }
    if (!attack || (ranged_only && range < 2)) continue;
    for (const Figure& f : b.figures)
      if (f.alive && f.kind == FigureKind::Monster && f.type == ts.def && distance(f.hex, h) <= move + range) total += attack;
  }
  return total;
}

// Does this monster type shoot from afar (an attack with range 2 or more in any column)?
bool ranged_monster(const ContentDb& db, const Figure& f) {
  if (f.kind != FigureKind::Monster || f.type < 0 || size_t(f.type) >= db.monsters.size()) return false;
  for (const auto& col : db.monsters[size_t(f.type)].columns)
    for (const Ability& a : col.abilities)
      if (a.kind == AbilityKind::Attack && a.range > 1) return true;
  return false;
}

bool hazard(const Board& b, Hex h) {
  const Cell* c = b.map.at(h);
  return c && c->terrain == Terrain::Hazard;
}

int attack_range(const Ability& a) { return a.aoe.empty() ? std::max(1, a.range) : (a.aoe_melee ? 1 : std::max(1, a.range)); }

// How far the character fights from: the longest range of its attacks still to be played (cards
// not lost) when most of those attacks are ranged, else 1 (a melee class with a shot or two on
// its cards still fights up close).
int class_range(const ContentDb& db, const Board& b) {
  int r = 1, ranged = 0, melee = 0;
  for (const CardState& c : b.hero.cards) {
    if (c.pile == Pile::Lost) continue;
    for (const CardSide* s : {&db.cards[size_t(c.def)].a, &db.cards[size_t(c.def)].b})
      for (const Action* a : {&s->top, &s->bottom})
        for (const Ability& ab : a->abilities)
          if (ab.kind == AbilityKind::Attack) {
            const int ar = attack_range(ab);
            (ar > 1 ? ranged : melee) += 1;
            r = std::max(r, ar);
          }
  }
  return ranged >= melee ? r : 1;
}

// A goal of plates: a scenario whose goal is scripted and whose map has pressure plates (switches
// to press, things to gather). Content turns a plate that is done with into another terrain, so
// the plates left on the map are the ones still to reach. Read from the scenario's goal kind and
// the map's terrain; empty when the goal is to fight.
std::vector<Hex> goal_plates(const ContentDb& db, const Board& b) {
  std::vector<Hex> out;
  if (b.scenario < 0 || size_t(b.scenario) >= db.scenarios.size() || db.scenarios[size_t(b.scenario)].goal != "script")
    return out;
  for (const Cell& c : b.map.cells())
    if (c.terrain == Terrain::PressurePlate) out.push_back(c.hex);
  return out;
}

// Movement points from the hex the costs were measured from to the nearest of `hexes`.
int cost_to_any(const Board& b, const std::vector<int>& costs, const std::vector<Hex>& hexes) {
  int best = kFar;
  for (Hex h : hexes)
    if (const int i = b.map.index_of(h); i >= 0) best = std::min(best, costs[size_t(i)]);
  return best;
}

// ---------------------------------------------------------------- judging a turn

// What a half of the turn would do: a card action, or the basic Attack 2 / Move 2.
const Action& half_action(const ContentDb& db, const Board& b, int card, bool top, bool basic) {
  if (basic) return basic_action(top ? Half::Top : Half::Bottom);
  const CardSide& s = side_of(db, b.hero.cards[size_t(card)]);
  return top ? s.top : s.bottom;
}

struct TurnView {
  const ContentDb& db;
  const Board& b;
  const Figure& hero;
  std::vector<int> walk, jump;  // movement costs from the character's hex
  int range = 1;                // the class's range
  int threat = 0;               // enemies that can reach the character this round (roughly)
  int melee_threat = 0;         // of those, the ones that attack from next to it (retaliate hits them)
  const BotHints* hints = nullptr;
  mutable Scan scan;            // map scans, shared by every option judged at this decision
  int plate_need = kFar;        // a goal of plates: movement points to the nearest one
  int weakest = INT_MAX;        // the toughness of the weakest enemy (INT_MAX: none left)
};

TurnView view(const ContentDb& db, const Board& b, const AutoPlayerMap& map, const BotHints* hints) {
  TurnView v{db, b, b.fig(b.character()), {}, {}, class_range(db, b), 0, 0, hints, Scan(b, map)};
  v.walk = v.scan.move_costs(v.hero.hex, false);
  v.jump = v.scan.move_costs(v.hero.hex, true);
  v.plate_need = cost_to_any(b, v.walk, goal_plates(db, b));
  for (const Figure& e : b.figures) {
    if (!is_enemy(e)) continue;
    v.threat += distance(e.hex, v.hero.hex) <= W.threat_distance;
    v.melee_threat += distance(e.hex, v.hero.hex) <= W.threat_distance && !ranged_monster(db, e);
    v.weakest = std::min(v.weakest, toughness(db, e));
  }
  return v;
}

// A scripted ability: what its hint says, else a flat worth (it does something, unknown what)
// grown by the `value` its data gives it (the size of what it does, as for any ability).
double script_worth(const BotHints* hints, const Ability& ab) {
  if (hints)
    if (const std::optional<AbilityHint> h = hints->script_ability(ab)) return h->worth;
  return W.script + W.script_value * std::max(0, ab.value);
}

// The running tally of `judge` over one turn's abilities.
struct Tally {
  const TurnView& v;
  int weakest;
  double score = 0;
  int moved = 0, moved_jump = 0, best_move = 0;
  bool attacked = false;
};

// An attack's effects counted by one column of the effects list (engine/base/content/effects.h:
// `hit`, `added` or `bonus`), added to `sum` row by row.
double add_effects_worth(double sum, const Effects& e, double EffectField::*column) {
  for (const EffectField& f : kEffectFields) {
    if (f.points) sum += (e.*f.points) * (f.*column);
    else if (e.*f.set) sum += f.*column;
  }
  return sum;
}

// One function per verb (engine/base/content/verbs.h), named value_<verb>: adds its worth to the tally.
void value_move(Tally& t, const Ability& ab) {
  (ab.jump ? t.moved_jump : t.moved) += ab.value;
  t.best_move = std::max(t.best_move, ab.value);
}
void value_attack(Tally& t, const Ability& ab) {
  const TurnView& v = t.v;
  const int r = attack_range(ab);
  const int need = std::min(v.scan.cost_to_range_kept(v.walk, r), t.moved_jump > 0 ? v.scan.cost_to_range_kept(v.jump, r) : kFar);
  if (need > t.moved + t.moved_jump) return;
  // Targets: enemies in range of the best reachable hex; an area hits a cluster.
  const int in_reach = std::max(1, v.scan.best_count(v.walk, r, t.moved + t.moved_jump));
  int hits = std::min(std::max(1, ab.targets), in_reach);
  if (ab.aoe.size() > 1) hits = std::min(int(ab.aoe.size()), ab.aoe_melee ? in_reach : v.scan.cluster());
  // The damage of each hit, with the effects that count as damage (pierce).
  double dmg = add_effects_worth(ab.value, ab.effects, &EffectField::hit);
  // Element bonuses: infusions on cards in hand stay visible, so they can usually be paid.
  for (const Consumption& c : ab.consumes)
    dmg += W.consume_share * (add_effects_worth(c.value, c.effects, &EffectField::bonus) + c.targets * W.consume_target);
  // A ranged attack on an adjacent enemy has disadvantage: step away first when possible.
  if (r > 1 && nearest_enemy(v.b, v.hero.hex) <= 1 && t.moved + t.moved_jump == 0) dmg -= W.ranged_adjacent;
  t.score += W.damage * dmg * hits + (ab.value >= t.weakest ? W.finishes_weakest : 0.0);
  t.score += add_effects_worth(0, ab.effects, &EffectField::added);
  t.attacked = true;
}
void value_heal(Tally& t, const Ability& ab) {
  if (ab.self || ab.range == 0) t.score += W.heal * std::min(ab.value, t.v.hero.max_hp - t.v.hero.hp);
}
void value_shield(Tally& t, const Ability& ab) {
  t.score += ab.value * W.shield_per_threat * std::min(t.v.threat, W.threats_counted);
}
void value_retaliate(Tally& t, const Ability& ab) {
  t.score += ab.value * W.retaliate_per_threat * std::min(t.v.melee_threat, W.threats_counted);
}
void value_recover(Tally& t, const Ability& ab) {
  t.score += W.recover_card * std::min(ab.value, count_pile(t.v.b, Pile::Lost));
}
void value_condition(Tally& t, const Ability&) { t.score += W.condition; }
void value_infuse(Tally& t, const Ability&) { t.score += W.infuse; }
void value_push(Tally& t, const Ability&) { t.score += W.forced_move; }
void value_pull(Tally& t, const Ability&) { t.score += W.forced_move; }
void value_suffer_damage(Tally& t, const Ability& ab) { t.score -= ab.value; }
void value_initiative(Tally&, const Ability&) {}
void value_read_die(Tally&, const Ability&) {}
void value_extra_action(Tally& t, const Ability&) { t.score += W.infuse; }
// A scripted ability with a range works on an enemy within it: nothing when none can be reached.
void value_script(Tally& t, const Ability& ab) {
  const TurnView& v = t.v;
  if (ab.range > 0 && v.scan.cost_to_range_kept(v.walk, ab.range) > t.moved + t.moved_jump) return;
  t.score += script_worth(v.hints, ab);
}

#define BNB_VALUE_ROW(Enum, name, ...) &value_##name,
constexpr std::array<void (*)(Tally&, const Ability&), kVerbCount> kValue{BNB_VERBS(BNB_VALUE_ROW)};
#undef BNB_VALUE_ROW

// Points for playing these actions in this order this turn (higher is better). Rough on purpose:
// reach by movement cost, damage by the printed values, a price on lost and persistent cards.
double judge(const TurnView& v, std::initializer_list<const Action*> seq) {
  if (v.weakest == INT_MAX) return 0;  // no enemy left
  Tally t{v, v.weakest};
  double& score = t.score;
  for (const Action* a : seq) {
    if (a->lost) score -= a->unrecoverable ? W.lost_unrecoverable : W.lost_card;
    if (a->active == ActiveKind::Persistent) score -= W.persistent_card;
    if (a->active != ActiveKind::None && !a->active_script.empty()) score += W.active_script;
    score += (a->shield * W.shield_per_threat * std::min(v.threat, W.threats_counted) +
              a->retaliate * W.retaliate_per_threat * std::min(v.melee_threat, W.threats_counted)) *
             (a->active == ActiveKind::Persistent ? W.persistent_bonus : 1.0);
    for (const Ability& ab : a->abilities) kValue[size_t(ab.kind)](t, ab);
  }
  // A goal of plates: every movement point toward the nearest counts, and ending the turn on it.
  if (v.plate_need < kFar) {
    score += W.plate_approach * std::min(t.moved + t.moved_jump, v.plate_need);
    if (t.moved + t.moved_jump >= v.plate_need) score += W.plate_reached;
  }
  // Without an attack in reach, moving toward a place to attack from next round is worth a little.
  if (!t.attacked) {
    const int need = v.scan.cost_to_range_kept(v.walk, v.range);
    score += W.approach * std::min(t.moved + t.moved_jump, need);
  }
  score += W.move_size * t.best_move;
  return score;
}

// ---------------------------------------------------------------- small helpers

// The first option that names a card / that names none.
int first_without_card(const Decision& d) {
  for (size_t i = 0; i < d.options.size(); ++i)
    if (d.options[i].card == kNoCard) return int(i);
  return -1;
}
// The option of a yes/no decision that declines.
int declining(const Decision& d) {
  for (size_t i = 0; i < d.options.size(); ++i)
    if (!d.options[i].accepts) return int(i);
  return 0;
}
int first_negation(const Decision& d, NegateCost cost) {
  for (size_t i = 0; i < d.options.size(); ++i)
    if (d.options[i].negate == cost) return int(i);
  return -1;
}

// How much a card is worth keeping: the abilities on both sides.
double card_worth(const ContentDb& db, const CardState& c) {
  double w = 0;
  const CardDef& d = db.cards[size_t(c.def)];
  for (const CardSide* s : {&d.a, &d.b})
    for (const Action* a : {&s->top, &s->bottom}) {
      for (const Ability& ab : a->abilities) w += ab.value * (ab.kind == AbilityKind::Attack ? W.card_attack : 1.0);
      w += a->shield + a->retaliate;
    }
  return w;
}

// An item's abilities added up by kind (engine/rules/items/items.h reads them), and their added
// effects (engine/base/content/effects.h) added up as Effects::operator+= does.
struct ItemSums {
  int attack = 0, shield = 0, heal = 0, move = 0;
  bool conditions = false, advantage = false, script = false, other = false;
  Effects effects;
};

// One function per verb (engine/base/content/verbs.h), named sum_<verb>: adds an item's ability to
// the sums. A verb the built-in player has no figure for counts as `other`, like a script.
void sum_move(ItemSums& s, const Ability& a) { s.move += a.value + (a.jump ? 1 : 0); }
void sum_attack(ItemSums& s, const Ability& a) { s.attack += a.value, s.advantage |= a.advantage; }
void sum_heal(ItemSums& s, const Ability& a) { s.heal += a.value; }
void sum_shield(ItemSums& s, const Ability& a) { s.shield += a.value; }
void sum_retaliate(ItemSums& s, const Ability&) { s.other = true; }
void sum_condition(ItemSums& s, const Ability&) { s.conditions = true; }
void sum_infuse(ItemSums& s, const Ability&) { s.other = true; }
void sum_recover(ItemSums& s, const Ability&) { s.other = true; }
void sum_suffer_damage(ItemSums& s, const Ability&) { s.other = true; }
void sum_push(ItemSums& s, const Ability&) { s.other = true; }
void sum_pull(ItemSums& s, const Ability&) { s.other = true; }
void sum_initiative(ItemSums& s, const Ability&) { s.other = true; }
void sum_read_die(ItemSums& s, const Ability&) { s.other = true; }
void sum_extra_action(ItemSums& s, const Ability&) { s.other = true; }
void sum_script(ItemSums& s, const Ability&) { s.script = true; }

#define BNB_SUM_ROW(Enum, name, ...) &sum_##name,
constexpr std::array<void (*)(ItemSums&, const Ability&), kVerbCount> kSum{BNB_VERBS(BNB_SUM_ROW)};
#undef BNB_SUM_ROW

ItemSums item_sums(const ItemDef& it) {
  ItemSums s;
  for (const Ability& a : paid_abilities(it)) {
    kSum[size_t(a.kind)](s, a);
    s.effects += a.effects;
  }
  return s;
}

// One function per row of the effects list, named item_effect_<row>: what the built-in player
// counts for an item's added effects. Pierce counts per point; conditions count once, given by
// the effect or by a condition ability; the others count nothing on an item.
double item_effect_pierce(const ItemSums& s) { return s.effects.pierce * W.item_pierce; }
double item_effect_push(const ItemSums&) { return 0.0; }
double item_effect_pull(const ItemSums&) { return 0.0; }
double item_effect_heal_self(const ItemSums&) { return 0.0; }
double item_effect_conditions(const ItemSums& s) { return s.conditions || s.effects.conditions ? W.item_condition : 0.0; }
double item_effect_self_conditions(const ItemSums&) { return 0.0; }

#define BNB_ITEM_EFFECT_ROW(name, ...) &item_effect_##name,
constexpr std::array<double (*)(const ItemSums&), kEffectCount> kItemEffect{BNB_EFFECTS(BNB_ITEM_EFFECT_ROW)};
#undef BNB_ITEM_EFFECT_ROW

double item_worth(const ItemDef& it, bool ranged) {
  if ((it.melee_only && ranged) || (it.ranged_only && !ranged)) return 0;
  const ItemSums s = item_sums(it);
  double w = it.negate_damage * W.item_negate + s.shield * W.item_shield + s.heal * W.item_heal +
             s.attack * W.item_attack + s.move * W.item_move;
  for (double (*effect)(const ItemSums&) : kItemEffect) w += effect(s);  // in the list's order, as before
  w += (s.advantage ? W.item_advantage : 0.0);
  w += (s.script || s.other ? W.item_script : 0.0);
  if (it.usage == ItemUsage::Passive) w *= W.item_passive;
  return w;
}

// An advantage cell as a number to compare: 2x and null at the ends, others by their value.
int modifier_rank(const ModifierCell& c) {
  switch (c.kind) {
    case ModifierCell::Double: return W.modifier_double;
    case ModifierCell::Null: return W.modifier_null;
    case ModifierCell::Add: break;
  }
  return c.value;
}

// The option of an item to use now (window UseItem: folded into a bigger question; None: a UseItem
// decision), or -1: every item that helps, a heal only when it is needed.
int item_to_use(const Game& game, Folded w) {
  const Decision& d = *game.decision();
  const Board& b = game.board();
  const Figure& hero = b.fig(b.character());
  for (int i = 0; i < int(d.options.size()); ++i) {
    const Option& o = d.options[size_t(i)];
    if (o.item == kNoItem || o.folded != w) continue;
    const ItemDef& it = game.content().items[size_t(b.hero.items[size_t(o.item)].def)];
    const ItemSums sums = item_sums(it);
    if (sums.heal > 0 && sums.attack == 0 && hero.max_hp - hero.hp < std::min(sums.heal, W.item_heal_needed)) continue;
    return i;
  }
  return -1;
}

// The option dismissing a persistent bonus (window Dismiss, or a DismissBonus decision's), or -1: a
// bonus holds a card back, so it goes when the hand is running out.
// The persistent bonus cards that return when dismissed, counted where they go: an A side to the
// hand (as its B side), a B side to the discard pile.
void count_dismissed(const ContentDb& db, const Board& b, int& hand, int& discard) {
  for (size_t i = 0; i < b.hero.cards.size(); ++i) {
    const CardState& c = b.hero.cards[i];
    if (c.pile != Pile::Active) continue;
    const Action& a = half_action(db, b, int(i), c.active_half == Half::Top, false);
    if (a.active != ActiveKind::Persistent || a.lost) continue;
    (c.side == 'A' ? hand : discard) += 1;
  }
}

bool runs_out_of_cards(const Board& b) { return count_pile(b, Pile::Hand) + count_pile(b, Pile::Discard) <= 1; }

int bonus_to_dismiss(const Game& game, Folded w) {
  const Decision& d = *game.decision();
  const Board& b = game.board();
  if (!runs_out_of_cards(b)) return -1;
  for (int i = 0; i < int(d.options.size()); ++i)
    if (d.options[size_t(i)].card != kNoCard && d.options[size_t(i)].folded == w) return i;
  return -1;
}

// The number of options that are not a folded window's nor an action skipping "may" abilities.
int own_options(const Decision& d) {
  int n = 0;
  for (const Option& o : d.options) n += o.folded == Folded::None && !o.skipped;
  return n;
}

// The option cost(o) rates lowest (the first of equals), skipping those it does not rate (nullopt);
// option 0 when it rates none.
template <class Cost>
int cheapest(const Decision& d, int n, Cost cost) {
  int best = 0;
  double best_w = 1e9;
  for (int i = 0; i < n; ++i)
    if (const std::optional<double> w = cost(d.options[size_t(i)]); w && *w < best_w) best_w = *w, best = i;
  return best;
}

}  // namespace

const AutoPlayerMap& AutoPlayer::map_of(const Board& b) {
  if (!map_ || !map_->built_for(b.map)) map_ = std::make_shared<const AutoPlayerMap>(b.map);
  return *map_;
}

// After the first action of a turn: the range of the attack that follows its move (0 = none).
void AutoPlayer::plan_turn(const Game& game, int option) {
  const Decision& d = *game.decision();
  const Board& b = game.board();
  const ContentDb& db = game.content();
  const int cards[2] = {b.hero.initiative_card, b.hero.other_card};
  const Option& o = d.options[size_t(option)];
  if (o.folded != Folded::None) return;  // an item used or a bonus dismissed: the action is still to come
  planned_attack_range_ = 0;
  const bool top = o.top;
  const Action& now = half_action(db, b, o.card, top, o.basic);
  bool move_seen = false;
  for (const Ability& ab : now.abilities) {
    if (ab.kind == AbilityKind::Move) move_seen = true;
    if (ab.kind == AbilityKind::Attack && move_seen) planned_attack_range_ = attack_range(ab);
  }
  if (own_options(d) > 2 && !planned_attack_range_) {
    const int other = o.card == cards[0] ? cards[1] : cards[0];
    if (other >= 0) {
      const Action& second = half_action(db, b, other, !top, false);
      for (const Ability& ab : second.abilities)
        if (ab.kind == AbilityKind::Attack) planned_attack_range_ = attack_range(ab);
      if (!top && !planned_attack_range_) planned_attack_range_ = 1;  // the basic Attack 2
    }
  }
}

void AutoPlayer::answered(const Game& game, int option) {
  if (game.decision()->kind == DecisionKind::ChooseAction) plan_turn(game, option);
}

// One function per decision kind (engine/kernel/decision/decision.h), named after it, with what
// every choice reads: the decision, the board and this player's own state.
struct AutoPlayer::Choice {
  AutoPlayer& me;
  const Game& game;
  const Decision& d;
  const Board& b;
  const ContentDb& db;
  const int n;
  const Figure& hero;
  const int hand;
#define BNB_CHOICE_DECLARE(name, doc) int name();
  BNB_DECISION_KINDS(BNB_CHOICE_DECLARE)
#undef BNB_CHOICE_DECLARE
};

int AutoPlayer::Choice::EquipItems() {
  const bool ranged = class_range(db, b) > 1;
  int best = 0;
  double best_w = W.item_worth_minimum;
  for (int i = 0; i < n; ++i) {
    const Option& o = d.options[size_t(i)];
    if (o.item_def == kNoItemDef) continue;
    const double w = item_worth(db.items[size_t(o.item_def)], ranged);
    if (w > best_w) best_w = w, best = i;
  }
  return best;
}

int AutoPlayer::Choice::SelectCards() {
  if (const int dismiss = bonus_to_dismiss(game, Folded::Dismiss); dismiss >= 0) return dismiss;
  const int rest = first_without_card(d);  // the long rest
  if (rest >= 0 && (hand < 2 || (hero.hp <= W.long_rest_hp && count_pile(b, Pile::Discard) >= W.long_rest_discards &&
                                 nearest_enemy(b, hero.hex) > W.long_rest_distance)))
    return rest;
  const TurnView v = view(db, b, me.map_of(b), me.hints_);
  const bool can_hit_now = v.scan.cost_to_range_kept(v.walk, v.range) <= W.strike_first_cost;
  int best = 0;
  double best_s = -1e9;
  for (int i = 0; i < n; ++i) {
    const Option& o = d.options[size_t(i)];
    if (o.card < 0 || o.folded != Folded::None) continue;
    double s = -1e9;
    for (int order = 0; order < 2; ++order) {
      const int top = order ? o.card2 : o.card, bottom = order ? o.card : o.card2;
      for (int basic = 0; basic < 4; ++basic) {
        const Action& ta = half_action(db, b, top, true, basic & 1);
        const Action& ba = half_action(db, b, bottom, false, basic & 2);
        s = std::max({s, judge(v, {&ta, &ba}), judge(v, {&ba, &ta})});
      }
    }
    // Initiative: strike before the monsters when they are in reach; otherwise let them come.
    const int init = side_of(db, b.hero.cards[size_t(o.card)]).initiative;
    s += can_hit_now ? (99 - init) * W.initiative_in_reach
                     : (v.range > 1 ? (99 - init) * W.initiative_ranged : init * W.initiative_melee_wait);
    // Keep the A side of a card for later when the B side does as well (a B side is spent).
    s += W.keep_a_side * ((b.hero.cards[size_t(o.card)].side == 'B') + (b.hero.cards[size_t(o.card2)].side == 'B'));
    if (s > best_s) best_s = s, best = i;
  }
  return best;
}

int AutoPlayer::Choice::ChooseAction() {
  // The windows folded into the question come first, as they did when asked on their own.
  if (const int dismiss = bonus_to_dismiss(game, Folded::Dismiss); dismiss >= 0) return dismiss;
  if (const int item = item_to_use(game, Folded::UseItem); item >= 0) return item;
  const TurnView v = view(db, b, me.map_of(b), me.hints_);
  const int cards[2] = {b.hero.initiative_card, b.hero.other_card};
  int best = 0;
  double best_s = -1e9;
  for (int i = 0; i < n; ++i) {
    const Option& o = d.options[size_t(i)];
    // A variant skipping free "may" abilities: the player performs whatever is offered.
    if (o.card < 0 || o.folded != Folded::None || o.skipped) continue;
    const Action& first = half_action(db, b, o.card, o.top, o.basic);
    double s = judge(v, {&first});
    if (own_options(d) > 2) {  // the first action: the other card's other half follows
      const int other = o.card == cards[0] ? cards[1] : cards[0];
      double follow = -1e9;
      if (other >= 0)
        for (bool ob : {false, true}) {
          const Action& second = half_action(db, b, other, !o.top, ob);
          follow = std::max(follow, judge(v, {&first, &second}));
        }
      s = std::max(s, follow);
    }
    if (s > best_s) best_s = s, best = i;
  }
  me.plan_turn(game, best);
  return best;
}

int AutoPlayer::Choice::MoveDestination() {
  if (const int item = item_to_use(game, Folded::UseItem); item >= 0) return item;  // as when asked alone
  const int r = me.planned_attack_range_;
  const int keep = class_range(db, b);
  bool melee_left = false;
  for (const Figure& e : b.figures) melee_left = melee_left || (is_enemy(e) && !ranged_monster(db, e));
  Scan scan(b, me.map_of(b));
  // A goal of plates: movement from each hex to the nearest plate (measured from the plates).
  const std::vector<Hex> plates = goal_plates(db, b);
  std::vector<int> to_plate;
  for (Hex p : plates) {
    const std::vector<int> c = scan.move_costs(p, false);
    if (to_plate.empty()) to_plate = c;
    else
      for (size_t k = 0; k < c.size(); ++k) to_plate[k] = std::min(to_plate[k], c[k]);
  }
  std::vector<int> to_fight;  // a melee character: walking from each hex to a hex next to an enemy
  int best = 0;
  double best_s = -1e9;
  for (int i = 0; i < n; ++i) {
    const Option& o = d.options[size_t(i)];
    if (o.folded != Folded::None) continue;
    const Hex h = o.hex.value_or(hero.hex);
    double s = 0;
    if (!to_plate.empty()) {
      const int k = b.map.index_of(h);
      const int c = k >= 0 ? to_plate[size_t(k)] : kFar;
      s += c == 0 ? W.plate_position : -std::min(c, W.melee_cost_cap) * W.plate_cost;
    }
    const int near = nearest_enemy(b, h);
    if (r > 0 && enemies_within(b, h, r) > 0) {
      s += W.attack_position + W.per_enemy_in_range * enemies_within(b, h, r);
      if (r > 1) s += near <= 1 ? -W.ranged_adjacent_hex : std::min(near, r) * W.ranged_distance;
    } else if (keep > 1) {
      // A ranged character stays about its range away: close enough to attack next round.
      s -= std::abs(near - (keep + W.ranged_keep_extra)) * W.ranged_off_distance + (near <= 1 ? W.ranged_adjacent_wait : 0.0);
    } else {
      if (to_fight.empty()) to_fight = scan.walk_to_range(1);
      const int k = b.map.index_of(h);
      s -= std::min(k >= 0 ? to_fight[size_t(k)] : kFar, W.melee_cost_cap) * W.melee_cost;
    }
    if (hazard(b, h) || o.hazards > 0 || o.path_kind == PathKind::Avoiding) s -= W.hazard_path;
    if (keep > 1) s -= danger(db, b, h) * (r > 0 ? W.danger_attacking : W.danger_waiting);  // stay out of reach
    // A melee character lets the melee monsters come to it out of the archers' reach (once only
    // archers are left, it has to go to them).
    else if (melee_left) s -= danger(db, b, h, true) * (r > 0 ? W.danger_attacking : W.danger_waiting);
    if (s > best_s) best_s = s, best = i;
  }
  if (d.options[size_t(best)].hex) me.planned_attack_range_ = r;  // the attack comes next
  return best;
}

int AutoPlayer::Choice::ChooseTarget() {
  // Kill what can be killed (the toughest of those), else hit the weakest, then the closest.
  // A push or pull is judged by its distance, as if it were the attack value.
  const int value = d.forced != ForcedKind::None ? d.forced_distance : d.attack_value;
  int best = n > 1 ? 1 : 0;
  double best_s = -1e9;
  for (int i = 0; i < n; ++i) {
    const Option& o = d.options[size_t(i)];
    if (o.figure == kNoFigure) continue;
    const Figure& f = b.fig(FigureId(o.figure));
    if (f.kind != FigureKind::Monster) continue;
    const int t = toughness(db, f);
    double s = t <= value ? W.target_kill + t : W.target_hurt - t;
    s -= distance(f.hex, hero.hex) * W.target_distance;
    if (s > best_s) best_s = s, best = i;
  }
  return best;
}

int AutoPlayer::Choice::PlaceArea() {
  int best = 0;
  size_t most = 0;
  for (int i = 0; i < n; ++i) {
    const Option& o = d.options[size_t(i)];
    const size_t hits = o.hit_figures.size() + size_t(W.area_objective_hits) * o.hit_objectives.size();
    if (hits > most) most = hits, best = i;
  }
  return best;
}

int AutoPlayer::Choice::NegateDamage() {
  // A bonus the player would have dismissed at the end of its turn (that window is folded into
  // later questions): dismissed now, before the damage, as it was then.
  if (const int i = first_negation(d, NegateCost::DismissFirst); i >= 0 && runs_out_of_cards(b)) return i;
  const int amount = d.damage;
  if (const int item = first_negation(d, NegateCost::Item); item >= 0 && amount >= W.item_negate_from) return item;
  const bool lethal = amount >= hero.hp;
  const bool hurts = amount >= W.hurt_damage && hero.hp - amount <= W.hurt_hp_left;
  if (!lethal && !hurts) return 0;
  // A discard costs the card until the next rest; a loss costs it for good.
  if (hand >= W.hand_for_discard || lethal) {
    if (const int i = first_negation(d, NegateCost::DiscardA); i >= 0) return i;
    if (const int i = first_negation(d, NegateCost::DiscardTwoB); i >= 0) return i;
  }
  if (!lethal) return 0;
  return cheapest(d, n, [&](const Option& o) -> std::optional<double> {
    if (o.negate != NegateCost::Lose) return std::nullopt;
    const CardState& c = b.hero.cards[size_t(o.card)];
    return card_worth(db, c) - (c.pile == Pile::Discard ? W.negate_discarded_card : 0.0);
  });
}

int AutoPlayer::Choice::ShortRest() {
  // Rest only when the hand cannot carry another round; a long rest heals when it is needed.
  // Persistent bonuses it dismisses when running out of cards (with the next card choice, the
  // end-of-turn window folded into it) count where they will go.
  const int rest = d.find_accepting();
  int held = hand, discard = count_pile(b, Pile::Discard);
  if (runs_out_of_cards(b)) count_dismissed(db, b, held, discard);
  if (held >= 2 || rest < 0) return declining(d);
  if (hero.hp <= hero.max_hp - W.short_rest_wound && discard + held >= W.short_rest_cards &&
      nearest_enemy(b, hero.hex) > W.short_rest_distance)
    return declining(d);
  return rest;
}

int AutoPlayer::Choice::LoseCard() {
  return cheapest(d, n, [&](const Option& o) -> std::optional<double> {
    if (o.card == kNoCard) return std::nullopt;
    return card_worth(db, b.hero.cards[size_t(o.card)]);
  });
}

int AutoPlayer::Choice::RecoverCards() {
  int best = 0;
  double best_w = -1;
  for (int i = 0; i < n; ++i) {
    const Option& o = d.options[size_t(i)];
    if (o.card == kNoCard) continue;
    const double w = card_worth(db, b.hero.cards[size_t(o.card)]);
    if (w > best_w) best_w = w, best = i;
  }
  return best;
}

int AutoPlayer::Choice::LongRestHeal() {
  const int heal = d.find_accepting();
  return hero.hp < hero.max_hp && heal >= 0 ? heal : declining(d);
}

int AutoPlayer::Choice::UseItem() {
  return std::max(0, item_to_use(game, Folded::None));
}

int AutoPlayer::Choice::ChooseModifier() {
  return n > 1 && d.options[0].modifier && d.options[1].modifier &&
                 modifier_rank(*d.options[1].modifier) > modifier_rank(*d.options[0].modifier)
             ? 1
             : 0;
}

int AutoPlayer::Choice::ForcedMove() {
  // Push away (toward hazards), pull close; a monster's push of the character: stay clear of hazards.
  const bool push = d.forced == ForcedKind::Push;
  int stop = -1;  // the option that ends the push here
  for (int i = 0; i < n && stop < 0; ++i)
    if (!d.options[size_t(i)].hex && d.options[size_t(i)].path.empty()) stop = i;
  // Pushing an archer away only gives it room to shoot: leave it where the character can hit it.
  if (push && stop >= 0 && d.figure != kNoFigure && b.fig(d.figure).alive && ranged_monster(db, b.fig(d.figure)))
    return stop;
  int best = 0;
  double best_s = -1e9;
  for (int i = 0; i < n; ++i) {
    const Option& o = d.options[size_t(i)];
    Hex h = o.hex.value_or(Hex{});
    if (!o.path.empty()) h = o.path.back();
    if (!o.hex && o.path.empty()) {
      if (best_s < -1e8) best_s = -1e8 + 1, best = i;  // "stop": only when nothing else
      continue;
    }
    const bool moving_hero = !o.path.empty();
    double s = moving_hero ? -nearest_enemy(b, h) * W.hero_pushed_distance
                           : (push ? distance(h, hero.hex) * W.push_distance : -distance(h, hero.hex) * W.push_distance);
    if (hazard(b, h)) s += moving_hero ? -W.hero_pushed_hazard : W.pushed_hazard;
    if (s > best_s) best_s = s, best = i;
  }
  return best;
}

int AutoPlayer::Choice::DismissBonus() {
  const int dismiss = bonus_to_dismiss(game, Folded::None);
  return dismiss >= 0 ? dismiss : std::max(0, first_without_card(d));
}

int AutoPlayer::Choice::RedrawLoss() {
  // Pay 1 hit point to keep the best card when there are hit points to spare.
  const int redraw = d.find_accepting();
  if (redraw < 0 || hero.hp <= W.redraw_hp || d.card == kNoCard) return declining(d);
  double lost = 0, others = 0;
  int count = 0;
  for (size_t i = 0; i < b.hero.cards.size(); ++i) {
    const CardState& c = b.hero.cards[i];
    if (c.pile != Pile::Hand) continue;
    const double w = card_worth(db, c);
    if (int(i) == d.card) lost = w;
    else others += w, ++count;
  }
  return count > 0 && lost > W.redraw_worth * others / count ? redraw : declining(d);
}

int AutoPlayer::Choice::MonsterOrder() {
  return 0;
}

int AutoPlayer::Choice::MonsterChoice() { return MonsterOrder(); }

int AutoPlayer::Choice::UpgradeCards() {
  // The upgrade that adds the most over the card it replaces.
  int best = 0;
  double best_gain = -1e9;
  for (int i = 0; i < n; ++i) {
    const Option& o = d.options[size_t(i)];
    if (o.card == kNoCard || o.card_def == kNoCardDef) continue;
    CardState up = b.hero.cards[size_t(o.card)];
    const double before = card_worth(db, up);
    up.def = int16_t(o.card_def);
    const double gain = card_worth(db, up) - before;
    if (gain > best_gain) best_gain = gain, best = i;
  }
  return best;
}

int AutoPlayer::Choice::PerformAbility() {
  // Whatever is offered is taken.
  if (const int i = d.find_accepting(); i >= 0) return i;
  return int(me.rng_.below(uint32_t(n)));
}

int AutoPlayer::Choice::UseEffects() { return PerformAbility(); }

int AutoPlayer::Choice::ConsumeElement() { return PerformAbility(); }

int AutoPlayer::Choice::RecoverItems() { return PerformAbility(); }

int AutoPlayer::Choice::ChangeInitiative() {
  return 0;
}

int AutoPlayer::Choice::Script() {
  // A hex a script asks for (a boulder, a turret): never one of the goal's plates, which an
  // obstacle would cover (docs/rules-interpretations.md, "An obstacle set on a pressure plate").
  const std::vector<Hex> plates = goal_plates(db, b);
  std::vector<int> open;
  for (int i = 0; i < n; ++i) {
    const Option& o = d.options[size_t(i)];
    if (!o.hex || std::find(plates.begin(), plates.end(), *o.hex) == plates.end()) open.push_back(i);
  }
  if (!open.empty() && int(open.size()) < n) return open[me.rng_.below(uint32_t(open.size()))];
  return int(me.rng_.below(uint32_t(n)));
}

int AutoPlayer::Choice::ChooseInfusion() {
  return int(me.rng_.below(uint32_t(n)));
}

int AutoPlayer::Choice::ChooseElement() { return ChooseInfusion(); }

int AutoPlayer::choose(const Game& game) {
#define BNB_CHOICE_ROW(name, doc) &Choice::name,
  static constexpr std::array<int (Choice::*)(), kDecisionKindCount> kChoose{BNB_DECISION_KINDS(BNB_CHOICE_ROW)};
#undef BNB_CHOICE_ROW
  const Decision& d = *game.decision();
  const Board& b = game.board();
  Choice c{*this, game, d, b, game.content(), int(d.options.size()), b.fig(b.character()), count_pile(b, Pile::Hand)};
  return (c.*kChoose[size_t(d.kind)])();
}
}  // namespace bnb
