#pragma once
// Game records as JSON lines (`bnb sim --json`, read back by `bnb sim --merge`). One object per
// line: {"type":"game", ...fields of GameRecord..., "cards":[{...CardUse...}]}. Lines of another
// type (the summary) are skipped when reading.
#include <optional>
#include <string>
#include <string_view>

#include "engine/play/sim/record.h"

namespace bnb::sim {

std::string to_json(const GameRecord& r);
// The record on `line`; nullopt for another type of line. Sets `error` for a malformed game line.
std::optional<GameRecord> record_from_json(const std::string& line, std::string& error);

}  // namespace bnb::sim
