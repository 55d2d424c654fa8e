#include "engine/decision/decision.h"

#include <array>
#include <utility>

namespace bnb {

std::string_view decision_kind_name(DecisionKind k) { return kDecisionKindNames[k]; }

void Option::clear() {
  // Moving a string or vector out and back moves only its buffer; everything else is reset.
  std::string k = std::move(key), t = std::move(text);
  std::vector<Hex> p = std::move(path), v = std::move(via), a = std::move(area), o = std::move(hit_objectives);
  std::vector<FigureId> f = std::move(hit_figures);
  *this = Option{};
  key = std::move(k), text = std::move(t), path = std::move(p), via = std::move(v), area = std::move(a);
  hit_objectives = std::move(o), hit_figures = std::move(f);
  key.clear(), text.clear(), path.clear(), via.clear(), area.clear(), hit_objectives.clear(), hit_figures.clear();
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

Option& OptionList::add(std::string_view key, std::string_view text) {
  Option& o = add();
  o.key = key, o.text = text;
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

void Decision::reset(DecisionKind k, std::string_view p) {
  // Moving a string, vector or optional out and back moves only its buffers.
  std::string keep_prompt = std::move(prompt);
  OptionList keep_options = std::move(options);
  std::optional<Ability> keep_ability = ability ? std::move(ability) : std::move(spare_ability_);
  std::optional<Consumption> keep_consumption = consumption ? std::move(consumption) : std::move(spare_consumption_);
  *this = Decision{};
  kind = k;
  prompt = std::move(keep_prompt), prompt = p;
  options = std::move(keep_options), options.clear();
  spare_ability_ = std::move(keep_ability), spare_consumption_ = std::move(keep_consumption);
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
