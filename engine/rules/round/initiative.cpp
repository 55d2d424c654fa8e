#include "engine/rules/round/initiative.h"

#include <algorithm>
#include <tuple>

#include "engine/kernel/decision/keys.h"
#include "engine/rules/monsters/spawn.h"

namespace bnb {

int monster_initiative(const Ctx& ctx, int slot) {
  const MonsterTypeState& t = ctx.b.types[size_t(slot)];
  return ctx.db.monsters[size_t(t.def)].columns[size_t(std::max<int8_t>(t.column, 0))].initiative;
}

void roll_monster_action(Ctx& ctx, int slot) {
  MonsterTypeState& t = ctx.b.types[size_t(slot)];
  const int face = ctx.roll_die(Ctx::Roll::MonsterAction);
  t.column = int8_t(ctx.die_column(face));
  t.infusion_consumed = 0;
  t.benefits = 0;
  ctx.emit(MonsterActionRolled{t.def, int8_t(face), DieColumn(t.column), monster_initiative(ctx, slot)});
  // Infusions on the rolled action are available at once.
  for (const auto& inf : ctx.db.monsters[size_t(t.def)].columns[size_t(t.column)].infuse) {
    ctx.emit(ElementInfused{inf[0], inf.size() > 1 ? std::optional(inf[1]) : std::nullopt});
  }
}

namespace {
// Orders entries [first, last) of equal initiative that are all monster types: the player decides.
void resolve_monster_ties(Ctx& ctx, std::vector<TurnEntry>& order, size_t from) {
  for (size_t i = from; i < order.size();) {
    size_t j = i;
    while (j < order.size() && order[j].initiative == order[i].initiative && order[j].monster_type >= 0) ++j;
    while (j - i > 1) {
      PooledDecision d(DecisionKind::MonsterOrder);
      d->initiative = order[i].initiative;
      for (size_t k = i; k < j; ++k) {
        // "first 2"
        Option& o = d->options.add();
        keys::append_numbered(o.key, "first", order[k].monster_type);
        o.index = int(k), o.monster_type = order[k].monster_type;
      }
      const int pick = d->options[size_t(ctx.ask(*d))].index;
      std::rotate(order.begin() + long(i), order.begin() + pick, order.begin() + pick + 1);
      ++i;
    }
    i = std::max(j, i + 1);
  }
}
}  // namespace

void build_turn_order(Ctx& ctx, int character_initiative) {
  Board& b = ctx.b;
  b.order.clear();
  b.order.push_back({character_initiative, -1, false});
  for (size_t t = 0; t < b.types.size(); ++t)
    if (b.types[t].column >= 0 && b.living_of_type(int(t)) > 0)
      b.order.push_back({monster_initiative(ctx, int(t)), int8_t(t), false});
  // On a tie the character (monster_type -1) goes ahead of monsters; monster ties keep type order
  // until the player orders them. (No stable_sort: it allocates a buffer.)
  std::sort(b.order.begin(), b.order.end(), [](const TurnEntry& x, const TurnEntry& y) {
    return std::tie(x.initiative, x.monster_type) < std::tie(y.initiative, y.monster_type);
  });
  resolve_monster_ties(ctx, b.order, 0);
}

void join_round(Ctx& ctx, int slot, FigureId figure) {
  Board& b = ctx.b;
  // Added at setup it is simply on the map; at the end of the round no turns are left.
  if (b.phase == Phase::Setup || b.phase == Phase::RoundEnd || b.phase == Phase::Finished) return;
  if (b.phase == Phase::RoundStart && b.order.empty()) return;  // rolled with the others
  // A turn of its type still to come (or going on now: the type's turn picks up new members).
  for (size_t i = 0; i < b.order.size(); ++i)
    if (b.order[i].monster_type == slot && int(i) >= b.turn && !b.order[i].done) return;
  if (b.types[size_t(slot)].column < 0) roll_monster_action(ctx, slot);
  const int init = monster_initiative(ctx, slot);
  // After the acting figure; then in initiative order among the turns still to come (the
  // character first on a tie).
  size_t pos = std::min(size_t(std::max<int>(b.turn + 1, 0)), b.order.size());
  while (pos < b.order.size() && (b.order[pos].initiative < init ||
                                  (b.order[pos].initiative == init && b.order[pos].monster_type < 0)))
    ++pos;
  size_t tied = pos;
  while (tied < b.order.size() && b.order[tied].initiative == init && b.order[tied].monster_type >= 0) ++tied;
  if (tied > pos) {
    const auto name = [&](int s) { return ctx.db.monsters[size_t(b.types[size_t(s)].def)].name; };
    Decision d{DecisionKind::MonsterOrder, name(slot) + " joins the round at initiative " + std::to_string(init) +
                                               ", tied with other monster types: when does it act?"};
    for (size_t k = pos; k < tied; ++k) {
      Option o{keys::numbered("before", b.order[k].monster_type), "before the " + name(b.order[k].monster_type)};
      o.index = int(k), o.monster_type = b.order[k].monster_type;
      d.options.push_back(std::move(o));
    }
    Option last{"last", "after the " + name(b.order[tied - 1].monster_type)};
    last.index = int(tied);
    d.options.push_back(last);
    pos = size_t(d.options[size_t(ctx.ask(std::move(d)))].index);
  }
  b.order.insert(b.order.begin() + long(pos), TurnEntry{init, int8_t(slot), false, figure});
}

std::optional<FigureId> spawn_into_round(Ctx& ctx, int monster_def, Hex at) {
  const std::optional<FigureId> id = spawn_monster(ctx, monster_def, at);
  if (id) join_round(ctx, ctx.b.type_slot(int16_t(monster_def)), *id);
  return id;
}

}  // namespace bnb
