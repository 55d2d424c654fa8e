#include "engine/rules/monsters/spawn.h"

#include <algorithm>

#include "engine/kernel/decision/keys.h"
#include "engine/kernel/step/describe.h"

namespace bnb {

int next_monster_number(const Board& b, int monster_def) {
  for (int n = 1;; ++n) {
    bool used = false;
    for (const Figure& f : b.figures)
      used |= f.alive && f.kind == FigureKind::Monster && f.type == monster_def && f.number == n;
    if (!used) return n;
  }
}

FigureId place_monster(Board& b, const ContentDb& db, int monster_def, Hex at, int number) {
  Figure f;
  f.id = FigureId(b.figures.size());
  f.kind = FigureKind::Monster;
  f.type = int16_t(monster_def);
  f.number = int8_t(number > 0 ? number : next_monster_number(b, monster_def));
  f.hex = at;
  f.hp = f.max_hp = int16_t(db.monsters[size_t(monster_def)].hp);
  b.figures.push_back(f);
  if (b.type_slot(int16_t(monster_def)) < 0) b.types.push_back({int16_t(monster_def)});
  return f.id;
}

bool is_empty_hex(const Board& b, Hex h) {
  const Cell* c = b.map.at(h);
  return c && (c->terrain == Terrain::Featureless || c->terrain == Terrain::PressurePlate) && !b.occupied(h) &&
         !b.map.is_closed_door(h);  // a closed door is a wall until opened
}

std::optional<FigureId> spawn_monster(Ctx& ctx, int monster_def, Hex at) {
  Board& b = ctx.b;
  Hex where = at;
  if (!is_empty_hex(b, at)) {
    // Closest empty hex by hex distance; ties are the player's choice.
    int best = 1 << 30;
    std::vector<Hex> ties;
    for (const Cell& c : b.map.cells()) {
      if (!is_empty_hex(b, c.hex)) continue;
      const int d = distance(c.hex, at);
      if (d < best) best = d, ties.clear();
      if (d == best) ties.push_back(c.hex);
    }
    if (ties.empty()) return std::nullopt;
    Decision dec{DecisionKind::MonsterChoice, ""};
    dec.monster_choice = MonsterChoiceOf::Spawn, dec.monster_def = monster_def;
    for (Hex h : ties) {
      Option o{keys::hex_option(h), ""};
      o.hex = h;
      dec.options.push_back(o);
    }
    where = ties[size_t(ctx.ask(std::move(dec)))];
  }
  const FigureId id = place_monster(b, ctx.db, monster_def, where, 0);
  ctx.emit(MonsterSpawned{id, where});
  return id;
}

}  // namespace bnb
