#pragma once
// The end of the campaign in the terminal: the epilogue from the content and the campaign's record.
#include <string>

#include "engine/play/campaign/campaign.h"

namespace bnb {

// The end screen of a finished campaign; `quiet`: only its summary line.
// The epilogue's paragraphs are broken at `width` (0: no limit).
std::string campaign_end_screen(const ContentDb& db, const Campaign& c, bool quiet, int width);

}  // namespace bnb
