#include "engine/rules/round/character_turn.h"

#include "engine/rules/abilities/perform.h"
#include "engine/rules/cards/active.h"
#include "engine/rules/cards/piles.h"
#include "engine/kernel/decision/keys.h"
#include "engine/kernel/step/describe.h"
#include "engine/rules/conditions/conditions.h"
#include "engine/rules/items/items.h"
#include "engine/rules/turn/turn.h"
#include "engine/rules/round/rest.h"

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
  uint32_t skipped = 0;  // the free "may" abilities skipped (decided with the choice)
};

// Where a half of the card is printed, for the questions about its abilities.
AbilitySource printed_at(const Ctx& ctx, int card, Half half) {
  AbilitySource from;
  from.card_def = ctx.b.hero.cards[size_t(card)].def;
  from.side = ctx.b.hero.cards[size_t(card)].side;
  from.top = half == Half::Top;
  return from;
}

void perform_card_action(Ctx& ctx, const Choice& c) {
  const CardSide& side = visible_side(ctx, c.card);
  const Action& action = c.half == Half::Top ? side.top : side.bottom;
  bool performed = true;
  if (c.basic) {
    perform_ability(ctx, 0, basic_action(c.half).abilities[0], {}, true);
  } else {
    performed = perform_decided_action(ctx, 0, action, card_def(ctx, c.card).mod, c.skipped, printed_at(ctx, c.card, c.half));
  }
  // An item's extra_action: after a card's top action, its bottom action too (the card is then
  // finished as for its top action). Used once.
  if (c.half == Half::Top && !c.basic && ctx.b.hero.extra_bottom && ctx.b.fig(0).alive && ctx.b.phase != Phase::Finished) {
    ctx.b.hero.extra_bottom = false;
    performed |= perform_action(ctx, 0, side.bottom, card_def(ctx, c.card).mod, printed_at(ctx, c.card, Half::Bottom));
  }
  if (ctx.b.fig(0).alive) finish_played_card(ctx, c.card, c.half, c.basic, performed);
}

// "action 3 top"; written into the option's buffers. A printed action's free "may" abilities are
// decided with it (docs/rules-interpretations.md, "Folded windows"): one more option per set of
// them skipped, "action 3 top skip 2" (ability 2 skipped).
void add_action_option(const Ctx& ctx, Decision& d, const Choice& c) {
  const bool top = c.half == Half::Top;
  const Action& action = top ? visible_side(ctx, c.card).top : visible_side(ctx, c.card).bottom;
  const uint32_t may = c.basic ? 0u : may_abilities(action);
  // Every subset of `may`, the empty one (the plain option) first.
  uint32_t skipped = 0;
  do {
    Option& o = d.options.add();
    keys::append_action(o.key, c.card, top, c.basic);
    if (skipped) keys::append_skipped(o.key, skipped);
    o.card = c.card, o.top = top, o.basic = c.basic, o.skipped = skipped;
    skipped = (skipped - may) & may;
  } while (skipped);
}

Choice choice_of(const Option& o) { return {o.card, o.top ? Half::Top : Half::Bottom, o.basic, o.skipped}; }

// Asks for an action (the options `add_actions` adds) until one is chosen. The windows open before
// an action are folded into the question (docs/rules-interpretations.md, "Folded windows"): a
// persistent bonus may be dismissed (rules: "Active Bonuses", at any time but during another
// ability) and a "during your turn" item used (rules: "Item Usage"), each an option that acts at
// once and asks again; each item once in this window.
template <class AddActions>
Choice ask_action(Ctx& ctx, Decision& d, int nth, const AddActions& add_actions) {
  uint32_t used = 0;
  for (;;) {
    d.reset(DecisionKind::ChooseAction, "");
    d.nth = nth;
    d.options.reserve(12);
    add_actions(d);
    add_dismiss_options(ctx, d);
    add_turn_item_options(ctx, d, used);
    const Option& o = d.options[size_t(ctx.ask(d))];
    if (o.folded == Folded::None) return choice_of(o);
    if (o.folded == Folded::Dismiss) end_active_bonus(ctx, o.card);
    else use_turn_item(ctx, o.item, used);
  }
}

}  // namespace

void character_turn(Ctx& ctx) {
  begin_turn(ctx, 0);
  CharacterState& h = ctx.b.hero;
  if (h.long_rest) {
    long_rest_turn(ctx);
    offer_turn_items(ctx);  // items recovered by the rest can be used in the same turn
    // The end-of-turn dismissal is folded into the next card choice (cards/selection.cpp).
    finish_turn(ctx, 0);
    return;
  }
  const int cards[2] = {h.initiative_card, h.other_card};
  PooledDecision first(DecisionKind::ChooseAction);
  const Choice a = ask_action(ctx, *first, 1, [&](Decision& d) {
    for (int c : cards)
      for (Half half : {Half::Top, Half::Bottom})
        for (bool basic : {false, true}) add_action_option(ctx, d, {c, half, basic});
  });
  perform_card_action(ctx, a);
  if (ctx.b.fig(0).alive) {
    const Choice rest{a.card == cards[0] ? cards[1] : cards[0], a.half == Half::Top ? Half::Bottom : Half::Top, false};
    PooledDecision second(DecisionKind::ChooseAction);
    const Choice b = ask_action(ctx, *second, 2, [&](Decision& d) {
      add_action_option(ctx, d, rest);
      add_action_option(ctx, d, {rest.card, rest.half, true});
    });
    perform_card_action(ctx, b);
  }
  // The end-of-turn dismissal is folded into the next card choice (cards/selection.cpp).
  h.initiative_card = h.other_card = -1;
  finish_turn(ctx, 0);
}

}  // namespace bnb
