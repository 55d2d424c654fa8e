#include "engine/round/character_turn.h"

#include "engine/abilities/perform.h"
#include "engine/cards/active.h"
#include "engine/cards/piles.h"
#include "engine/decision/keys.h"
#include "engine/step/describe.h"
#include "engine/conditions/conditions.h"
#include "engine/items/items.h"
#include "engine/turn/turn.h"
#include "engine/round/rest.h"

namespace bnb {

const Action& basic_action(Half half) {
  static const auto make = [](AbilityKind kind) {
    Action a;
    Ability x;
    x.kind = kind, x.value = 2;
    a.abilities.push_back(x);
    return a;
  };
  static const Action attack = make(AbilityKind::Attack), move = make(AbilityKind::Move);
  return half == Half::Top ? attack : move;
}

namespace {

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
    perform_ability(ctx, 0, basic_action(c.half).abilities[0], {}, true);
  } else {
    performed = perform_action(ctx, 0, action, card_def(ctx, c.card).mod);
  }
  // An item's extra_action: after a card's top action, its bottom action too (the card is then
  // finished as for its top action). Used once.
  if (c.half == Half::Top && !c.basic && ctx.b.hero.extra_bottom && ctx.b.fig(0).alive && ctx.b.phase != Phase::Finished) {
    ctx.b.hero.extra_bottom = false;
    performed |= perform_action(ctx, 0, side.bottom, card_def(ctx, c.card).mod);
  }
  if (ctx.b.fig(0).alive) finish_played_card(ctx, c.card, c.half, c.basic, performed);
}

// "action 3 top", "Name (A) top: what it does"; written into the option's buffers.
void add_action_option(const Ctx& ctx, Decision& d, const Choice& c) {
  Option& o = d.options.add();
  const bool top = c.half == Half::Top;
  keys::append_action(o.key, c.card, top, c.basic);
  append_card_label(o.text, ctx, c.card);
  o.text += top ? " top: " : " bottom: ";
  if (c.basic) o.text += top ? "basic Attack 2" : "basic Move 2";
  else append_action(o.text, top ? visible_side(ctx, c.card).top : visible_side(ctx, c.card).bottom);
  o.card = c.card, o.top = top, o.basic = c.basic;
}

Choice choice_of(const Option& o) { return {o.card, o.top ? Half::Top : Half::Bottom, o.basic}; }

}  // namespace

void character_turn(Ctx& ctx) {
  begin_turn(ctx, 0);
  CharacterState& h = ctx.b.hero;
  if (h.long_rest) {
    long_rest_turn(ctx);
    offer_turn_items(ctx);  // items recovered by the rest can be used in the same turn
    if (ctx.b.fig(0).alive) offer_dismiss(ctx);
    finish_turn(ctx, 0);
    return;
  }
  offer_dismiss(ctx);
  offer_turn_items(ctx);
  const int cards[2] = {h.initiative_card, h.other_card};
  PooledDecision first(DecisionKind::ChooseAction, "Choose your first action");
  first->options.reserve(8);
  for (int c : cards)
    for (Half half : {Half::Top, Half::Bottom})
      for (bool basic : {false, true}) add_action_option(ctx, *first, {c, half, basic});
  const Choice a = choice_of(first->options[size_t(ctx.ask(*first))]);
  perform_card_action(ctx, a);
  if (ctx.b.fig(0).alive) {
    // A persistent bonus may be dismissed at any time but during another ability: between the
    // two actions too, and at the end of the turn (rules: "Active Bonuses").
    offer_dismiss(ctx);
    offer_turn_items(ctx);
    const Choice rest{a.card == cards[0] ? cards[1] : cards[0], a.half == Half::Top ? Half::Bottom : Half::Top, false};
    PooledDecision second(DecisionKind::ChooseAction, "Choose your second action");
    add_action_option(ctx, *second, rest);
    add_action_option(ctx, *second, {rest.card, rest.half, true});
    perform_card_action(ctx, choice_of(second->options[size_t(ctx.ask(*second))]));
  }
  if (ctx.b.fig(0).alive) offer_dismiss(ctx);
  h.initiative_card = h.other_card = -1;
  finish_turn(ctx, 0);
}

}  // namespace bnb
