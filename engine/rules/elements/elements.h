#pragma once
// Elements as in B&B (rules: "Elements", "Monsters and Elements"): an infusion is available while
// its icon is visible (a selected card, a card in hand or in the active area, a rolled monster
// action, or an infusion made by an item or script this round) and each visible infusion can be
// consumed once per round. A wild cost is paid by any one infusion; a mixed cost by either element;
// a mixed infusion pays either of its two elements.
#include <vector>

#include "engine/kernel/step/context.h"

namespace bnb {

// One infusion that could be consumed now.
struct Infusion {
  enum Source : uint8_t { Card, Monster, Extra } source = Extra;
  int index = -1;                // card index, monster type slot or extra index
  int entry = 0;                 // for monsters: infusion entry of the rolled column
  std::vector<Element> elements; // one, or two for a mixed infusion
};

std::vector<Infusion> available_infusions(const Ctx& ctx);
bool element_available(const Ctx& ctx, Element e);
std::vector<Element> available_elements(const Ctx& ctx);
// Infusions that can pay `cost` (a set of acceptable elements).
std::vector<Infusion> infusions_paying(const Ctx& ctx, const ElementCost& cost);
void consume_infusion(Ctx& ctx, const Infusion& inf, Element as, FigureId by);
// Pays every cost of a consumption (asks which infusion when several could pay). False if it cannot.
bool pay_consumption(Ctx& ctx, const Consumption& c, FigureId by);
bool can_pay(const Ctx& ctx, const Consumption& c);
// An infusion made by an item or a script: available for the rest of the round.
void infuse_extra(Ctx& ctx, Element e);
// A wild infusion (rules: "Elements", wild): pays any one cost; which element it is consumed as is
// the player's choice when a cost accepts several (ChooseElement).
void infuse_wild(Ctx& ctx);
// The element `inf` is consumed as to pay `cost`: the one that fits, or the player's pick.
Element consumed_as(Ctx& ctx, const Infusion& inf, const ElementCost& cost);

}  // namespace bnb
