#pragma once
// How the front ends name what the map shows, as the map draws it: a monster by its mark
// ("Bandit Guard G1"), a hex an option names by the number drawn in it ("[5]"), a hex a figure
// stands on by that figure. The terminal and the page (through the JSON API) use the same labels,
// so an option reads the same in both; the sentences are the words layer's (engine/play/words).
#include <string>

#include "engine/play/words/words.h"
#include "tools/bnb/lookups.h"

namespace bnb::cli {

class MapLabels : public words::Labels {
 public:
  MapLabels(const ContentDb& db, const Board& b, const MapView& v, words::Lang lang = {}) : Labels(db, b, lang), v_(v) {}
  std::string figure(FigureId id) const override;
  std::string hex(Hex h) const override;
  std::string event_hex(Hex h) const override;
  std::string mark(Hex h) const override;

 private:
  const MapView& v_;
};

// The mark a figure has on the map: "@" for you, "G1" for a monster; "" when it is not on it.
std::string figure_mark(const MapView& v, const Board& b, FigureId id);
// The number drawn in `h` for an option that names it ("5"), "" when none.
std::string option_mark(const MapView& v, Hex h);

}  // namespace bnb::cli
