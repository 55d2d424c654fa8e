#include "engine/rules/elements/elements.h"

#include <algorithm>
#include <string>

#include "engine/rules/cards/piles.h"
#include "engine/kernel/decision/keys.h"

namespace bnb {

namespace {
bool pays(const Infusion& inf, const ElementCost& cost) {
  for (Element e : inf.elements)
    if (std::find(cost.any_of.begin(), cost.any_of.end(), e) != cost.any_of.end()) return true;
  return false;
}
bool same(const Infusion& a, const Infusion& b) {
  return a.source == b.source && a.index == b.index && a.entry == b.entry && a.elements == b.elements;
}
}  // namespace

std::vector<Infusion> available_infusions(const Ctx& ctx) {
  std::vector<Infusion> out;
  const CharacterState& h = ctx.b.hero;
  for (size_t i = 0; i < h.cards.size(); ++i) {
    const CardState& c = h.cards[i];
    if (c.pile != Pile::Hand && c.pile != Pile::Selected && c.pile != Pile::Active) continue;
    const CardSide& s = visible_side(ctx, int(i));
    for (const Action* a : {&s.top, &s.bottom})
      for (Element e : a->infuse)
        if (!(c.consumed & (1u << unsigned(e)))) out.push_back({Infusion::Card, int(i), 0, {e}});
  }
  for (size_t t = 0; t < ctx.b.types.size(); ++t) {
    const MonsterTypeState& ts = ctx.b.types[t];
    if (ts.column < 0 || ctx.b.living_of_type(int(t)) == 0) continue;
    const MonsterColumn& col = ctx.db.monsters[size_t(ts.def)].columns[size_t(ts.column)];
    for (size_t k = 0; k < col.infuse.size(); ++k)
      if (!(ts.infusion_consumed & (1u << k))) out.push_back({Infusion::Monster, int(t), int(k), col.infuse[k]});
  }
  for (size_t i = 0; i < ctx.b.extra_infusions.size(); ++i) {
    const ExtraInfusion& x = ctx.b.extra_infusions[i];
    if (x.consumed) continue;
    Infusion inf{Infusion::Extra, int(i), 0, {x.element}};
    if (x.wild) inf.elements = {Element::Fire, Element::Ice, Element::Air, Element::Earth, Element::Light, Element::Dark};
    out.push_back(std::move(inf));
  }
  return out;
}

std::vector<Element> available_elements(const Ctx& ctx) {
  std::vector<Element> out;
  for (const Infusion& inf : available_infusions(ctx))
    for (Element e : inf.elements)
      if (std::find(out.begin(), out.end(), e) == out.end()) out.push_back(e);
  std::sort(out.begin(), out.end());
  return out;
}

bool element_available(const Ctx& ctx, Element e) {
  const auto v = available_elements(ctx);
  return std::find(v.begin(), v.end(), e) != v.end();
}

std::vector<Infusion> infusions_paying(const Ctx& ctx, const ElementCost& cost) {
  std::vector<Infusion> out;
  for (Infusion& inf : available_infusions(ctx))
    if (pays(inf, cost)) out.push_back(std::move(inf));
  return out;
}

void consume_infusion(Ctx& ctx, const Infusion& inf, Element as, FigureId by) {
  switch (inf.source) {
    case Infusion::Card: ctx.b.hero.cards[size_t(inf.index)].consumed |= uint8_t(1u << unsigned(inf.elements[0])); break;
    case Infusion::Monster: ctx.b.types[size_t(inf.index)].infusion_consumed |= uint8_t(1u << unsigned(inf.entry)); break;
    case Infusion::Extra: ctx.b.extra_infusions[size_t(inf.index)].consumed = true; break;
  }
  ctx.emit(ElementConsumed{as, by});
}

Element consumed_as(Ctx& ctx, const Infusion& inf, const ElementCost& cost) {
  std::vector<Element> fits;
  for (Element e : inf.elements)
    if (std::find(cost.any_of.begin(), cost.any_of.end(), e) != cost.any_of.end()) fits.push_back(e);
  if (fits.empty()) return inf.elements[0];
  if (fits.size() == 1) return fits[0];
  // A wild (or mixed) infusion paying a cost several of its elements fit: the player names one.
  Decision d{DecisionKind::ChooseElement, ""};
  for (Element e : fits) {
    Option o{keys::named("element", element_name(e)), ""};
    o.element = e;
    d.options.push_back(std::move(o));
  }
  return *d.options[size_t(ctx.ask(std::move(d)))].element;
}

namespace {
// Can the costs from `i` on be paid with distinct infusions not in `used`?
bool can_pay_from(const std::vector<Infusion>& all, const std::vector<ElementCost>& costs, size_t i,
                  std::vector<bool>& used) {
  if (i == costs.size()) return true;
  for (size_t k = 0; k < all.size(); ++k) {
    if (used[k] || !pays(all[k], costs[i])) continue;
    used[k] = true;
    const bool ok = can_pay_from(all, costs, i + 1, used);
    used[k] = false;
    if (ok) return true;
  }
  return false;
}
}  // namespace

bool can_pay(const Ctx& ctx, const Consumption& c) {
  const auto all = available_infusions(ctx);
  std::vector<bool> used(all.size());
  return can_pay_from(all, c.costs, 0, used);
}

bool pay_consumption(Ctx& ctx, const Consumption& c, FigureId by) {
  if (!can_pay(ctx, c)) return false;
  for (const ElementCost& cost : c.costs) {
    std::vector<Infusion> options = infusions_paying(ctx, cost);
    // Keep only choices that still leave the remaining costs payable.
    Decision d{DecisionKind::ChooseInfusion, ""};
    for (size_t k = 0; k < options.size(); ++k) {
      bool dup = false;
      for (size_t j = 0; j < k; ++j) dup |= same(options[j], options[k]);
      if (dup) continue;
      const Infusion& inf = options[k];
      Option o{keys::numbered("infusion", int(k)), ""};
      o.index = int(k);
      for (Element e : inf.elements) o.elements |= uint8_t(1u << unsigned(e));
      switch (inf.source) {
        case Infusion::Card: o.infusion = InfusionSource::Card, o.card = inf.index; break;
        case Infusion::Monster: o.infusion = InfusionSource::Monster, o.monster_type = inf.index; break;
        case Infusion::Extra: o.infusion = InfusionSource::Round; break;
      }
      d.options.push_back(std::move(o));
    }
    if (d.options.empty()) return false;
    const Infusion& pick = options[size_t(d.options[size_t(ctx.ask(std::move(d)))].index)];
    consume_infusion(ctx, pick, consumed_as(ctx, pick, cost), by);
  }
  return true;
}

void infuse_extra(Ctx& ctx, Element e) {
  ctx.b.extra_infusions.push_back({e, false, false});
  ctx.emit(ElementInfused{e, std::nullopt});
}

void infuse_wild(Ctx& ctx) {
  ctx.b.extra_infusions.push_back({Element::Fire, true, false});
  ctx.emit(ElementInfused{Element::Fire, std::nullopt, true});
}

}  // namespace bnb
