#include "engine/kernel/state/board.h"

#include <array>

#include "engine/base/core/hash.h"

namespace bnb {

FigureId Board::figure_at(Hex h) const {
  for (const Figure& f : figures)
    if (f.alive && f.hex == h) return f.id;
  return kNoFigure;
}

int Board::type_slot(int16_t monster_def) const {
  for (size_t i = 0; i < types.size(); ++i)
    if (types[i].def == monster_def) return int(i);
  return -1;
}

int Board::living_of_type(int slot) const {
  int n = 0;
  for (const Figure& f : figures)
    if (f.alive && f.kind == FigureKind::Monster && f.type == types[size_t(slot)].def) ++n;
  return n;
}

uint64_t Board::hash() const {
  Hasher h;
  h.add(rng.state);
  h.add(scenario), h.add(difficulty), h.add(round), h.add(phase), h.add(outcome);
  h.add(win_requested), h.add(loss_requested), h.add(monster_row);
  for (const Cell& c : map.cells()) h.add(c.hex.q), h.add(c.hex.r), h.add(c.terrain), h.add(c.letter), h.add(c.name);
  // Walls and doors add nothing on maps without them, so those keep their hashes.
  for (Hex w : map.walls()) h.add(w.q), h.add(w.r);
  for (const auto& [a, b] : map.thin_walls()) h.add(a.q), h.add(a.r), h.add(b.q), h.add(b.r);
  for (const Door& d : map.doors()) h.add(d.hex.q), h.add(d.hex.r), h.add(d.open);
  for (const Figure& f : figures) {
    h.add(f.id), h.add(f.kind), h.add(f.type), h.add(f.number), h.add(f.alive), h.add(f.hex.q), h.add(f.hex.r);
    h.add(f.hp), h.add(f.max_hp), h.add(f.conditions), h.add(f.fresh);
    h.add(f.round_shield), h.add(f.round_retaliate), h.add(f.round_retaliate_range);
    // The effects a retaliate takes (verbs.h), in the order the hash has always had them.
    h.add(f.round_retaliate_effects.conditions), h.add(f.round_retaliate_effects.push);
    h.add(f.round_retaliate_effects.pull);
  }
  h.add(hero.class_idx), h.add(hero.level), h.add(hero.modifier_row);
  for (const CardState& c : hero.cards)
    h.add(c.def), h.add(c.pile), h.add(c.side), h.add(c.unrecoverable), h.add(c.active_half), h.add(c.uses_left),
        h.add(c.consumed);
  for (const ItemState& i : hero.items) h.add(i.def), h.add(i.status), h.add(i.uses), h.add(i.active);
  h.add(hero.initiative_card), h.add(hero.other_card), h.add(hero.long_rest), h.add(hero.extra_bottom);
  for (const MonsterTypeState& t : types) h.add(t.def), h.add(t.column), h.add(t.infusion_consumed), h.add(t.benefits);
  for (const TurnEntry& e : order) h.add(e.initiative), h.add(e.monster_type), h.add(e.done), h.add(e.first_figure);
  h.add(turn), h.add(acting);
  for (const ExtraInfusion& e : extra_infusions) h.add(e.element), h.add(e.wild), h.add(e.consumed);
  for (const ObjectiveState& o : objectives) h.add(o.hex.q), h.add(o.hex.r), h.add(o.damage);
  for (const auto& [k, v] : vars) {
    h.add(std::string_view(k));
    h.add(v.index());
    if (auto* b = std::get_if<bool>(&v)) h.add(*b);
    if (auto* i = std::get_if<int64_t>(&v)) h.add(*i);
    if (auto* s = std::get_if<std::string>(&v)) h.add(std::string_view(*s));
  }
  return h.h;
}

}  // namespace bnb
