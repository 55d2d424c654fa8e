#include "engine/rules/cards/piles.h"

#include "engine/kernel/decision/keys.h"

namespace bnb {

const CardDef& card_def(const Ctx& ctx, int card) {
  return ctx.db.cards[size_t(ctx.b.hero.cards[size_t(card)].def)];
}

const CardSide& visible_side(const Ctx& ctx, int card) {
  const CardDef& d = card_def(ctx, card);
  return ctx.b.hero.cards[size_t(card)].side == 'A' ? d.a : d.b;
}

std::string card_label(const Ctx& ctx, int card) {
  std::string out;
  append_card_label(out, ctx, card);
  return out;
}
void append_card_label(std::string& out, const Ctx& ctx, int card) {
  const std::string& name = card_def(ctx, card).name;
  out.reserve(out.size() + name.size() + 4);
  out += name;
  out += " (";
  out += ctx.b.hero.cards[size_t(card)].side;
  out += ')';
}

void move_card(Ctx& ctx, int card, Pile to, char side) {
  CardState& c = ctx.b.hero.cards[size_t(card)];
  const Pile from = c.pile;
  const bool flipped = side && side != c.side;
  c.pile = to;
  if (side) c.side = side;
  // A flipped card, or one back from the discard or lost pile, shows a fresh infusion. A card
  // that only moves between hand, selection and active area keeps what was consumed this round.
  if (flipped || from == Pile::Discard || from == Pile::Lost) c.consumed = 0;
  ctx.emit(CardMoved{card, from, to, CardFace(c.side)});
}

int count_in(const CharacterState& h, Pile p) {
  int n = 0;
  for (const CardState& c : h.cards) n += c.pile == p;
  return n;
}

void finish_played_card(Ctx& ctx, int card, Half half, bool as_basic, bool performed) {
  CardState& c = ctx.b.hero.cards[size_t(card)];
  const CardSide& s = visible_side(ctx, card);
  const Action& a = half == Half::Top ? s.top : s.bottom;
  if (!as_basic && a.active != ActiveKind::None) {
    c.active_half = half;
    c.uses_left = int8_t(a.uses);
    move_card(ctx, card, Pile::Active);
    return;
  }
  if (!as_basic && a.lost && performed) {
    c.unrecoverable = a.unrecoverable;
    move_card(ctx, card, Pile::Lost);
    return;
  }
  if (c.side == 'A') move_card(ctx, card, Pile::Hand, 'B');
  else move_card(ctx, card, Pile::Discard);
}

int recover_cards(Ctx& ctx, int count, int max_level, uint8_t from) {
  if (from == 0) from = kRecoverHand | kRecoverDiscard | kRecoverLost;
  int done = 0;
  for (; done < count; ++done) {
    PooledDecision q(DecisionKind::RecoverCards);
    Decision& d = *q;
    d.options.add("done");
    for (size_t i = 0; i < ctx.b.hero.cards.size(); ++i) {
      const CardState& c = ctx.b.hero.cards[i];
      const bool ok = ((from & kRecoverLost) && c.pile == Pile::Lost && !c.unrecoverable) ||
                      ((from & kRecoverDiscard) && c.pile == Pile::Discard) ||
                      ((from & kRecoverHand) && c.pile == Pile::Hand && c.side == 'B');
      if (!ok || (max_level > 0 && card_def(ctx, int(i)).level > max_level)) continue;
      // "recover 3"
      Option& o = d.options.add();
      keys::append_numbered(o.key, "recover", int(i));
      o.card = int(i);
    }
    if (d.options.size() == 1) break;
    const Option& o = d.options[size_t(ctx.ask(d))];
    if (o.card < 0) break;
    move_card(ctx, o.card, Pile::Hand, 'A');
  }
  return done;
}

}  // namespace bnb
