#include "engine/kernel/decision/decision.h"

#include <array>
#include <utility>

namespace bnb {

std::string_view decision_kind_name(DecisionKind k) { return kDecisionKindNames[k]; }

// Field by field: building a default Option and moving it in cost a tenth of a random game's time
// (decisions of 40 item options). A field added to Option must be reset here too.
static_assert(sizeof(Option) == 312, "a field was added to Option: reset it in Option::clear, then update this size");
void Option::clear() {
  key.clear(), text.clear();
  card = kNoCard, card2 = kNoCard, card_def = kNoCardDef, item = kNoItem, item_def = kNoItemDef, figure = kNoFigure;
  monster_type.reset();
  top = false, basic = false;
  element.reset();
  infusion = InfusionSource::None, elements = 0, initiative = -1, without_effects = false, skipped = 0, folded = Folded::None;
  accepts = false;
  hex.reset(), path.clear(), move_cost = 0, hazards = 0, path_kind = PathKind::Best, via.clear(), area.clear();
  hit_figures.clear(), hit_objectives.clear();
  modifier.reset(), negate = NegateCost::None, prevents = 0;
  index = -1;
}

OptionList& OptionList::operator=(const OptionList& o) {
  if (this == &o) return *this;
  clear();
  for (const Option& x : o) push_back(x);
  return *this;
}

OptionList& OptionList::operator=(OptionList&& o) noexcept {
  if (this == &o) return *this;
  items_ = std::move(o.items_);
  size_ = std::exchange(o.size_, 0);
  return *this;
}

Option& OptionList::add() {
  if (size_ < items_.size()) {
    items_[size_].clear();
  } else {
    // A new option gets room for a usual key and path at once: reused, it rarely grows (the rules
    // write no text; a script's question is not on the hot path).
    Option& o = items_.emplace_back();
    o.key.reserve(32), o.path.reserve(12);
  }
  return items_[size_++];
}

Option& OptionList::add(std::string_view key) {
  Option& o = add();
  o.key = key;
  return o;
}

namespace {
// `value` into `field`, reusing the buffers of `spare` (an earlier value) when there is one.
template <class T>
void set_reusing(std::optional<T>& field, std::optional<T>& spare, const T& value) {
  if (spare) {
    field = std::move(spare);
    spare.reset();
    *field = value;
  } else {
    field = value;
  }
}
}  // namespace

// Field by field, as Option::clear. A field added to Decision must be reset here too.
static_assert(sizeof(Decision) == 1072, "a field was added to Decision: reset it in Decision::reset, then update this size");
void Decision::reset(DecisionKind k, std::string_view p) {
  kind = k, prompt = p;
  options.clear();
  figure = kNoFigure, card = kNoCard, damage = 0, source = kNoFigure, conditions = 0, move_points = 0;
  jump = false, controlled = false, attack_value = 0, attack_range = 0, added_effects = Effects{};
  forced = ForcedKind::None, forced_distance = 0, heal = 0;
  nth = 0, extra_targets = false, initiative = -1, moment = ItemMoment::Turn, modifier.reset();
  monster_choice = MonsterChoiceOf::Move, monster_def = -1;
  monster_turn = MonsterTurnKind::Attacks, monster_why = MonsterTurnWhy{}, monster_disadvantage = false;
  script.reset();
  ability_source = AbilitySource{};
  // The ability and consumption go to the spares, where set_ability / set_consumption take them.
  if (ability) spare_ability_ = std::move(ability), ability.reset();
  if (consumption) spare_consumption_ = std::move(consumption), consumption.reset();
}

void Decision::set_ability(const Ability& a) { set_reusing(ability, spare_ability_, a); }
void Decision::set_consumption(const Consumption& c) { set_reusing(consumption, spare_consumption_, c); }

namespace {
// The decisions given back on this thread, ready for the next question.
thread_local std::vector<std::unique_ptr<Decision>> pooled_decisions;
}  // namespace

PooledDecision::PooledDecision(DecisionKind kind, std::string_view prompt) {
  if (pooled_decisions.empty()) {
    d_ = std::make_unique<Decision>();
  } else {
    d_ = std::move(pooled_decisions.back());
    pooled_decisions.pop_back();
  }
  d_->reset(kind, prompt);
}

PooledDecision::~PooledDecision() {
  if (!d_) return;
  try {
    pooled_decisions.push_back(std::move(d_));
  } catch (...) {  // no memory to keep it: it is freed instead
  }
}

int Decision::find(std::string_view key) const {
  for (size_t i = 0; i < options.size(); ++i)
    if (options[i].key == key) return int(i);
  return -1;
}

int Decision::find_accepting() const {
  for (size_t i = 0; i < options.size(); ++i)
    if (options[i].accepts) return int(i);
  return -1;
}

std::string_view reject_reason_text(RejectReason r) {
  switch (r) {
    case RejectReason::None: return "accepted";
    case RejectReason::NoDecisionPending: return "no decision is pending";
    case RejectReason::UnknownOption: return "not one of the legal options";
    case RejectReason::GameOver: return "the scenario is over";
  }
  return "?";
}

}  // namespace bnb
