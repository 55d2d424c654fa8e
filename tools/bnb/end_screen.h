#pragma once
// The end of the campaign in the terminal: the epilogue from the content and the campaign's record.
#include <string>

#include "engine/play/campaign/campaign.h"
#include "engine/play/words/lang.h"

namespace bnb {

// The end screen of a finished campaign; `quiet`: only its summary line.
// The epilogue's paragraphs are broken at `width` (0: no limit). Its words, the epilogue and the
// names in `lang`.
std::string campaign_end_screen(const ContentDb& db, const Campaign& c, bool quiet, int width, const words::Lang& lang);

}  // namespace bnb
