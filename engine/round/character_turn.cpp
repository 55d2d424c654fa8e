#include "engine/round/character_turn.h"

#include "engine/abilities/perform.h"
#include "engine/cards/active.h"
#include "engine/cards/piles.h"
#include "engine/game/describe.h"
#include "engine/conditions/conditions.h"
#include "engine/items/items.h"
#include "engine/round/rest.h"

namespace bnb {

namespace {

const Ability& basic_attack() {
  static const Ability a = [] {
    Ability x;
    x.kind = AbilityKind::Attack;
    x.value = 2;
    return x;
  }();
  return a;
}
const Ability& basic_move() {
  static const Ability a = [] {
    Ability x;
    x.kind = AbilityKind::Move;
    x.value = 2;
    return x;
  }();
  return a;
}

struct Choice {
  int card;
  Half half;
  bool basic;
};

void perform_card_action(Ctx& ctx, const Choice& c) {
  const CardSide& side = visible_side(ctx, c.card);
  const Action& action = c.half == Half::Top ? side.top : side.bottom;
  bool performed = true;
  if (c.basic) {
    perform_ability(ctx, 0, c.half == Half::Top ? basic_attack() : basic_move(), {}, true);
  } else {
    performed = perform_action(ctx, 0, action, card_def(ctx, c.card).mod);
  }
  if (ctx.b.fig(0).alive) finish_played_card(ctx, c.card, c.half, c.basic, performed);
}

std::string half_name(Half h) { return h == Half::Top ? "top" : "bottom"; }

Option action_option(const Ctx& ctx, const Choice& c) {
  std::string key = std::string(c.basic ? "basic " : "action ") + std::to_string(c.card) + " " + half_name(c.half);
  std::string text = card_label(ctx, c.card) + " " + half_name(c.half) + ": " +
                     (c.basic ? (c.half == Half::Top ? "basic Attack 2" : "basic Move 2")
                              : describe_action(ctx, c.half == Half::Top ? visible_side(ctx, c.card).top
                                                                         : visible_side(ctx, c.card).bottom));
  Option o{key, text};
  o.card = c.card, o.index = int(c.half) * 2 + (c.basic ? 1 : 0);
  return o;
}

Choice choice_of(const Option& o) { return {o.card, Half(o.index / 2), (o.index % 2) == 1}; }

}  // namespace

void begin_turn(Ctx& ctx, FigureId id) {
  ctx.b.acting = id;
  ctx.emit(TurnStarted{id});
  conditions_at_turn_start(ctx, id);
  if (!ctx.b.fig(id).alive) return;
  HookEvent ev;
  ev.figure = id;
  ctx.scenario_hook(Hook::on_turn_start, ev);
}

void finish_turn(Ctx& ctx, FigureId id) {
  if (ctx.b.fig(id).kind == FigureKind::Character) end_turn_items(ctx);
  if (ctx.b.fig(id).alive) {
    HookEvent ev;
    ev.figure = id;
    ctx.scenario_hook(Hook::on_turn_end, ev);
    conditions_at_turn_end(ctx, id);
  }
  ctx.emit(TurnEnded{id});
}

void character_turn(Ctx& ctx) {
  begin_turn(ctx, 0);
  CharacterState& h = ctx.b.hero;
  if (h.long_rest) {
    long_rest_turn(ctx);
    offer_turn_items(ctx);  // items recovered by the rest can be used in the same turn
    finish_turn(ctx, 0);
    return;
  }
  offer_dismiss(ctx);
  offer_turn_items(ctx);
  const int cards[2] = {h.initiative_card, h.other_card};
  Decision first{DecisionKind::ChooseAction, "Choose your first action"};
  for (int c : cards)
    for (Half half : {Half::Top, Half::Bottom})
      for (bool basic : {false, true}) first.options.push_back(action_option(ctx, {c, half, basic}));
  const Choice a = choice_of(first.options[size_t(ctx.ask(std::move(first)))]);
  perform_card_action(ctx, a);
  if (ctx.b.fig(0).alive) {
    offer_turn_items(ctx);
    const Choice rest{a.card == cards[0] ? cards[1] : cards[0], a.half == Half::Top ? Half::Bottom : Half::Top, false};
    Decision second{DecisionKind::ChooseAction, "Choose your second action"};
    second.options.push_back(action_option(ctx, rest));
    second.options.push_back(action_option(ctx, {rest.card, rest.half, true}));
    perform_card_action(ctx, choice_of(second.options[size_t(ctx.ask(std::move(second)))]));
  }
  h.initiative_card = h.other_card = -1;
  finish_turn(ctx, 0);
}

}  // namespace bnb
