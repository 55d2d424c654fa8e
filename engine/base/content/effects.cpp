#include "engine/base/content/effects.h"

namespace bnb {

void append_effects_text(std::string& out, const Effects& e) {
  for (const EffectField& f : kEffectFields) {
    if (f.points) {
      if (const int n = e.*f.points) out += ", ", out += f.word, out += ' ', out += std::to_string(n), out += f.suffix;
      continue;
    }
    const ConditionSet s = e.*f.set;
    for (int c = 0; c < kConditionCount; ++c)
      if (s & (1u << c)) out += ", ", out += condition_name(Condition(c)), out += f.suffix;
  }
}

}  // namespace bnb
