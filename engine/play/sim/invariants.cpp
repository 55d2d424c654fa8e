#include "engine/play/sim/invariants.h"

#include <set>

#include "engine/base/core/rng.h"

namespace bnb::sim {

namespace {

std::string who(const ContentDb& db, const Figure& f) {
  if (f.kind == FigureKind::Character) return "the character";
  return db.monsters[size_t(f.type)].id + " " + std::to_string(f.number) + " (figure " + std::to_string(f.id) + ")";
}

std::string at(Hex h) { return "[" + std::to_string(h.q) + ", " + std::to_string(h.r) + "]"; }

uint8_t element_bits(const std::vector<Element>& els) {
  uint8_t bits = 0;
  for (Element e : els) bits |= uint8_t(1u << unsigned(e));
  return bits;
}

std::string check_figures(const ContentDb& db, const Board& b) {
  std::set<Hex> taken;
  for (const Figure& f : b.figures) {
    if (f.hp < 0 || f.hp > f.max_hp)
      return who(db, f) + " has " + std::to_string(f.hp) + " hit points of " + std::to_string(f.max_hp);
    if (f.kind == FigureKind::Monster && f.alive != (f.hp > 0))
      return who(db, f) + (f.alive ? " is alive with no hit points" : " is dead with hit points left");
    if (!f.alive) continue;
    if (!taken.insert(f.hex).second) return who(db, f) + " shares hex " + at(f.hex) + " with another figure";
    const Cell* c = b.map.at(f.hex);
    if (!c) return who(db, f) + " stands off the map at " + at(f.hex);
    const bool flies = f.kind == FigureKind::Monster && db.monsters[size_t(f.type)].flying;
    if (c->terrain == Terrain::Obstacle && !flies) return who(db, f) + " stands on an obstacle at " + at(f.hex);
  }
  // The character lives until the scenario is lost.
  const Figure& hero = b.fig(b.character());
  if (b.outcome != Outcome::Lost && (!hero.alive || hero.hp <= 0))
    return "the character has no hit points but the scenario goes on";
  return "";
}

std::string check_cards(const ContentDb& db, const Board& b, const InvariantBaseline& base) {
  const CharacterState& h = b.hero;
  if (h.cards.size() != base.cards)
    return "the character has " + std::to_string(h.cards.size()) + " cards, " + std::to_string(base.cards) + " at the start";
  std::set<int16_t> defs;
  int selected = 0;
  for (size_t i = 0; i < h.cards.size(); ++i) {
    const CardState& c = h.cards[i];
    const std::string name = "card " + std::to_string(i);
    if (c.def < 0 || size_t(c.def) >= db.cards.size()) return name + " has no definition";
    if (!defs.insert(c.def).second) return "card " + db.cards[size_t(c.def)].id + " is held twice";
    if (c.pile > Pile::Active) return name + " is in no pile";
    if (c.side != 'A' && c.side != 'B') return name + " shows side '" + std::string(1, c.side) + "'";
    if (c.unrecoverable && c.pile != Pile::Lost) return name + " is unrecoverable outside the lost pile";
    selected += c.pile == Pile::Selected;
    const CardDef& d = db.cards[size_t(c.def)];
    const CardSide& s = c.side == 'A' ? d.a : d.b;
    const uint8_t infused = element_bits(s.top.infuse) | element_bits(s.bottom.infuse);
    if (c.consumed & ~infused) return "card " + d.id + " has an element consumed that it does not infuse";
  }
  if (selected > 2) return std::to_string(selected) + " cards are selected";
  for (int8_t i : {h.initiative_card, h.other_card})
    if (i < -1 || i >= int(h.cards.size())) return "the round's card " + std::to_string(i) + " is not a card";
  if (h.modifier_row < 0 || h.modifier_row > 5) return "the character's modifier row is " + std::to_string(h.modifier_row);
  if (b.monster_row < 0 || b.monster_row > 5) return "the monsters' modifier row is " + std::to_string(b.monster_row);
  return "";
}

std::string check_elements(const ContentDb& db, const Board& b) {
  for (const ExtraInfusion& e : b.extra_infusions)
    if (e.element >= Element::Count) return "an infusion of no element";
  for (const MonsterTypeState& t : b.types) {
    if (t.def < 0 || size_t(t.def) >= db.monsters.size()) return "a monster type with no definition";
    const std::string& id = db.monsters[size_t(t.def)].id;
    if (t.column < -1 || t.column > 2) return id + " rolled column " + std::to_string(t.column);
    // Without a rolled action (between rounds) the marks of the last one are not read again.
    if (t.column < 0) continue;
    const size_t entries = db.monsters[size_t(t.def)].columns[size_t(t.column)].infuse.size();
    if (entries < 8 && (t.infusion_consumed >> entries) != 0) return id + " has an infusion consumed that its action does not show";
  }
  return "";
}

}  // namespace

InvariantBaseline invariant_baseline(const Board& b) { return {b.hero.cards.size()}; }

std::string check_invariants(const ContentDb& db, const Board& b, const InvariantBaseline& base) {
  std::string problem = check_figures(db, b);
  if (problem.empty()) problem = check_cards(db, b, base);
  if (problem.empty()) problem = check_elements(db, b);
  return problem;
}

SoakResult soak_game(const ContentDb& db, ScriptHost* scripts, const GameSetup& setup, uint64_t answer_seed,
                     int max_answers) {
  SoakResult r;
  Rng pick{answer_seed};
  Game g(db, scripts, setup);
  InvariantBaseline base = invariant_baseline(g.board());
  bool dealt = false;  // the hand is fixed once the setup (upgrades, items) is over
  auto fail = [&](const std::string& what) {
    r.failure = "after answer " + std::to_string(r.answers) + " (round " + std::to_string(g.board().round) + "): " + what;
    return r;
  };
  std::string problem;
  play_to_end(g, [&](Game&) {
    if (!dealt && g.board().phase != Phase::Setup) base = invariant_baseline(g.board()), dealt = true;
    const int n = int(g.decision()->options.size());
    if (n == 0) {
      problem = "a decision with no option";
      return false;
    }
    const ApplyResult a = g.answer_index(int(pick.below(uint32_t(n))));
    if (!a.ok()) {
      problem = "a legal answer was rejected";
      return false;
    }
    ++r.answers;
    if (!dealt && g.board().phase != Phase::Setup) base = invariant_baseline(g.board()), dealt = true;
    if (dealt) problem = check_invariants(db, g.board(), base);
    return problem.empty();
  }, max_answers);
  if (!problem.empty()) return fail(problem);
  if (!g.over() && g.decision()) return fail("no end after " + std::to_string(max_answers) + " answers");
  if (!g.over()) return fail("no decision, and the game is not over");
  r.hash = g.hash();
  r.outcome = g.outcome();
  Game replay(db, scripts, setup);
  for (uint16_t i : g.state().history)
    if (!replay.answer_index(i).ok()) return fail("the replay rejected an answer");
  if (!replay.over() || replay.hash() != r.hash || replay.outcome() != r.outcome)
    return fail("the replay from seed and answers ended in another state");
  return r;
}

}  // namespace bnb::sim
